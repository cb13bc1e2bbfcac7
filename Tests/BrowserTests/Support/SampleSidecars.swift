import Foundation
import TestSupport

/// What the SampleLibrary's sidecars say, read independently of Vitrine: the oracle for favourites,
/// tag and filter counts.
struct SampleSidecars: Sendable {
    struct Photo: Sendable {
        /// The album folder, relative to the library (`Tuscany 2008`, `Cameras/Nikon`).
        var album: String
        var rating: Int
        var favorite: Bool
        /// Lowercased, as tag pages and filters compare them.
        var tags: [String]
    }

    let photos: [Photo]

    /// Reads every `*.jpg.json` under `library`, plus the JPEGs without one (rating 0, no tags).
    init(library: URL = Fixtures.sampleLibrary) throws {
        var found: [Photo] = []
        let files = FileManager.default.enumerator(at: library, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        for jpeg in files where jpeg.pathExtension.lowercased() == "jpg" {
            let album = jpeg.deletingLastPathComponent().path.dropFirst(library.path.count)
                .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let sidecar = jpeg.appendingPathExtension("json")
            var object: [String: Any] = [:]
            if let data = try? Data(contentsOf: sidecar) {
                object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            }
            found.append(Photo(album: album, rating: object["rating"] as? Int ?? 0,
                               favorite: object["favorite"] as? Bool ?? false,
                               tags: (object["tags"] as? [String] ?? []).map { $0.lowercased() }))
        }
        photos = found
    }

    static let sample: Result<SampleSidecars, any Error> = Result { try SampleSidecars() }

    var favoriteCount: Int { photos.filter(\.favorite).count }

    /// Tag -> number of photos carrying it.
    var tagCounts: [String: Int] {
        photos.reduce(into: [:]) { counts, photo in for tag in Set(photo.tags) { counts[tag, default: 0] += 1 } }
    }

    /// Photos of one album folder (not its sub-albums).
    func inAlbum(_ album: String) -> [Photo] { photos.filter { $0.album == album } }
}
