import VitrineLibrary

/// Every photo that may appear on the site (hidden photos never), depth first: an album's own photos, then its
/// sub-albums'. Held as positions in the scan's albums, not copies: a `PhotoSource` is a few hundred bytes, and
/// the build held a copy of each of 100,000 for its whole length.
struct PublishedPhotos: RandomAccessCollection, Sendable {
    /// Every album of the scan, depth first (copies of an album share its photo array with the scan).
    private let albums: [AlbumSource]
    private let albumIndices: [Int32]
    private let photoIndices: [Int32]

    init(_ root: AlbumSource) {
        var albums: [AlbumSource] = []
        var albumIndices: [Int32] = []
        var photoIndices: [Int32] = []
        func walk(_ album: AlbumSource) {
            let index = Int32(albums.count)
            albums.append(album)
            for (position, photo) in album.photos.enumerated() where !photo.sidecar.hidden {
                albumIndices.append(index)
                photoIndices.append(Int32(position))
            }
            album.albums.forEach(walk)
        }
        walk(root)
        self.albums = albums
        self.albumIndices = albumIndices
        self.photoIndices = photoIndices
    }

    var startIndex: Int { 0 }
    var endIndex: Int { photoIndices.count }

    subscript(position: Int) -> PhotoSource {
        albums[Int(albumIndices[position])].photos[Int(photoIndices[position])]
    }
}
