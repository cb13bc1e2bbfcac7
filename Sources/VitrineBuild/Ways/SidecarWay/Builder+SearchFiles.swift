import VitrineSite

extension Builder {
    /// The paths of the search index's files `plan` (a partial plan of an edit) makes otherwise than the entries
    /// `before` (every photo's, in site order, as the last build left them) made them, with the plan's entries put in
    /// `index`; nil when the edit adds or removes a file (the long way deletes what goes).
    static func changedSearchFiles(_ plan: SitePlan, before: [String], index: inout SiteIndex) -> Set<String>? {
        let now = plan.searchEntries
        var position = 0
        for album in index.albums.indices {
            for photo in index.albums[album].photos.indices {
                guard position < now.count, now[position].id == index.albums[album].photos[photo].outline.id else { return nil }
                index.albums[album].photos[photo].search = now[position].text
                position += 1
            }
        }
        guard position == now.count else { return nil }
        let old = plan.searchFiles(entries: before)
        let new = plan.searchFileContents
        guard Set(old.keys) == Set(new.keys) else { return nil }
        return Set(new.compactMap { path, bytes in old[path] == bytes ? nil : path })
    }
}
