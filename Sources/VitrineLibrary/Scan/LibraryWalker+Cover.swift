extension LibraryWalker {
    /// A warning when `album.json`'s `cover` names no photo of the album (issue 32: never silent), with the closest
    /// photo's name when one is close; nil when it names one.
    static func missingCover(_ cover: String, at position: SourcePosition?, in album: AlbumSource, albumJSON: String) -> Diagnostic? {
        let names = album.photos.map(\.file.name)
        guard !names.contains(cover) else { return nil }
        let guess = KeySuggestion.closest(to: cover, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
        let place = position.map { "\($0): " } ?? ""
        return Diagnostic(path: albumJSON, step: .settings,
                          message: "\(place)cover names \"\(cover)\", which is not a photo in this album\(guess) The album's cover is chosen as if none were named")
    }
}
