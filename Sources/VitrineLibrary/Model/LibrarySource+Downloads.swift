extension LibrarySource {
    /// Each album's download policy, for the albums that have one other than `none`: its `album.json` says, else its
    /// parent's, else `vitrine.json`. A private album and everything under it has none: a ZIP is never encrypted.
    public var downloadPolicies: [String: DownloadPolicy] {
        var policies: [String: DownloadPolicy] = [:]
        func visit(_ album: AlbumSource, inherited: DownloadPolicy) {
            guard album.settings.privacy == nil else { return }
            let policy = album.settings.downloads ?? inherited
            if policy != .none { policies[album.path] = policy }
            for child in album.albums { visit(child, inherited: policy) }
        }
        visit(root, inherited: settings.downloads)
        return policies
    }
}
