import VitrineCore
import VitrineSite

extension Builder {
    /// The search files an edit changes, edited from those the last build wrote (the sidecar way writes nothing
    /// before `siteAsLeft` has found the site as that build left it), with the changed photos' words put in `index`.
    /// `before` holds the changed photos as the last build's index had them. Nil when a changed photo has no entry
    /// in `plan` (a partial plan's, of the photos it lays out), or the edit changes the shard count, or a file is not
    /// as written: the long way makes the index whole. `appeared` gets the paths of new files (a shard's first word).
    func changedSearchFiles(_ plan: SitePlan, before: [String: SiteIndex.Photo], index: inout SiteIndex,
                            appeared: inout Set<String>) -> SearchIndex.FilesEdit? {
        var entries: [String: SearchEntry] = [:]
        for (id, entry) in plan.searchEntries(of: Set(before.keys)) { entries[id] = entry }
        guard entries.count == before.count else { return nil }
        var edits: [SearchIndex.PhotoEdit] = []
        var position = 0, postings = 0
        for album in index.albums.indices {
            for photo in index.albums[album].photos.indices {
                let id = index.albums[album].photos[photo].outline.id
                let words = before[id]?.searchWords ?? index.albums[album].photos[photo].searchWords
                if !words.isEmpty { postings += 1 + words.utf8.reduce(0) { $0 + ($1 == 0x20 ? 1 : 0) } }
                if let entry = entries[id] {
                    edits.append(SearchIndex.PhotoEdit(position: position, wordsBefore: words.split(separator: " ").map(String.init), entry: entry))
                    index.albums[album].photos[photo].searchWords = entry.words.joined(separator: " ")
                }
                position += 1
            }
        }
        guard edits.count == before.count else { return nil }
        let site = options.site.path
        return SearchIndex.edited(edits, count: position, postingsBefore: postings) { path in
            try? FileIO.read(site + "/" + path, limit: 64 << 20)
        } isAbsent: { path in
            // No file where the last build wrote none (`siteAsLeft` finds every file it wrote there, before any write).
            guard FileStatus.of(site + "/" + path, followingLinks: false) == nil else { return false }
            appeared.insert(path)
            return true
        }
    }
}
