import VitrineLibrary

extension AlbumModel {
    /// This album tree with each album's tracks as the scan of `library` found them and the `location` setting lets
    /// pages show them: the sidecar way's tree is read back from the site index, which keeps no tracks, and its
    /// pages must show what a clean build's do.
    public func withTracks(from library: LibrarySource) -> AlbumModel {
        var found: [String: [[GeoPoint]]] = [:]
        func collect(_ album: AlbumSource) {
            if !album.tracks.isEmpty { found[album.path] = album.tracks }
            album.albums.forEach(collect)
        }
        collect(library.root)
        func attach(_ album: AlbumModel) -> AlbumModel {
            var album = album
            album.tracks = TrackPrivacy.published(found[album.sourcePath] ?? [], precision: library.settings.location)
            album.albums = album.albums.map(attach)
            return album
        }
        return attach(self)
    }
}
