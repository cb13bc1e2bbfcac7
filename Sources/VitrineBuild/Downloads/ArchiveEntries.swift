import VitrineLibrary
import VitrineSite

/// The files of one album's archive: each photo of the album (not of its sub-albums), in file-name order so that
/// neither a rating nor a title moves them, under its file name made unique in the archive.
struct ArchiveEntries: Equatable {
    struct Entry: Equatable {
        /// The name in the archive.
        var name: String
        /// The site-relative file copied in.
        var source: String
    }

    var entries: [Entry] = []

    /// The album's photos at the display size (`album`: the 2048 px JPEG, else the largest image made) or their
    /// originals as published (`originals`: only those the build wrote). Videos, placeholders and photos without a
    /// published original are not in it.
    init(album: AlbumModel, policy: DownloadPolicy, photos: PhotoTable) {
        var taken: Set<String> = []
        for id in album.photoIDs.sorted() {
            guard let photo = photos[id], photo.kind == .photo else { continue }
            let source: String
            let fileName: String
            switch policy {
            case .none: return
            case .album:
                guard let image = Self.displayImage(photo.images) else { continue }
                source = image.path
                fileName = SiteLayout.stem(photo.fileName) + "." + (image.format == .jpeg ? "jpg" : image.format.rawValue)
            case .originals:
                guard let original = photo.originalPath else { continue }
                source = original
                fileName = photo.fileName
            }
            let name = Self.unique(Self.safe(fileName), taken: &taken)
            entries.append(Entry(name: name, source: source))
        }
    }

    /// The largest JPEG (the 2048 px size), else the largest image of any format.
    static func displayImage(_ images: [ImageFile]) -> ImageFile? {
        images.filter { $0.format == .jpeg }.max { $0.bucket < $1.bucket } ?? images.max { $0.bucket < $1.bucket }
    }

    /// A name that cannot make a folder or leave the one the archive is unpacked in: no `/`, `\`, control
    /// character or leading dot.
    static func safe(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F ? "_" : Character($0) })
        while safe.hasPrefix(".") { safe.removeFirst() }
        return safe.isEmpty ? "photo" : safe
    }

    /// `name`, or `stem (2).ext`, `stem (3).ext`...: unique ignoring case, as the file systems it is unpacked on may.
    static func unique(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while !taken.insert(candidate.lowercased()).inserted {
            let stem = SiteLayout.stem(name)
            let ext = name.dropFirst(stem.count)
            candidate = "\(stem) (\(number))\(ext)"
            number += 1
        }
        return candidate
    }
}
