import VitrineCore
import VitrineSite

extension Builder {
    /// The search files an edit changes, edited from those the last build wrote (the sidecar way writes nothing
    /// before `siteAsLeft` has found the site as that build left it), with the changed photos' words put in `index`.
    /// `before` holds the changed photos as the last build's index had them. Nil when a changed photo has no entry
    /// in `plan` (a partial plan's, of the photos it lays out), or the edit changes the shard count, or a file is not
    /// as written: the long way makes the index whole. `places` says where the changed photos are in `index`
    /// (`SidecarChange.places`). `appeared` gets the paths of new files (a shard's first word).
    func changedSearchFiles(_ plan: SitePlan, before: [String: SiteIndex.Photo], places: [String: (album: Int, position: Int)],
                            index: inout SiteIndex, appeared: inout Set<String>) -> SearchIndex.FilesEdit? {
        var entries: [String: SearchEntry] = [:]
        for (id, entry) in plan.searchEntries(of: Set(before.keys)) { entries[id] = entry }
        guard entries.count == before.count else { return nil }
        // Only the changed photos are visited: the index counts every photo's words (`searchPostings`).
        var edits: [SearchIndex.PhotoEdit] = []
        let starts = index.albumStarts(), postings = index.searchPostings
        for (id, place) in places where before[id] != nil {
            guard let entry = entries[id], let words = before[id]?.searchWords else { return nil }
            edits.append(SearchIndex.PhotoEdit(position: starts[place.album] + place.position,
                                               wordsBefore: words.split(separator: " ").map(String.init), entry: entry))
            let now = entry.words.joined(separator: " ")
            index.albums[place.album].photos[place.position].searchWords = now
            index.searchPostings += SiteIndex.postings(now) - SiteIndex.postings(words)
        }
        guard edits.count == before.count else { return nil }
        edits.sort { $0.position < $1.position }
        let site = options.site.path
        let count = index.photoCount
        return SearchIndex.edited(edits, count: count, postingsBefore: postings) { path in
            try? FileIO.read(site + "/" + path, limit: 64 << 20)
        } isAbsent: { path in
            // No file where the last build wrote none (`siteAsLeft` finds every file it wrote there, before any write).
            guard FileStatus.of(site + "/" + path, followingLinks: false) == nil else { return false }
            appeared.insert(path)
            return true
        }
    }
}
