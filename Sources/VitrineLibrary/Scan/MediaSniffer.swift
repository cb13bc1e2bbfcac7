import VitrineCore

/// Tells whether a file is a photo: by its extension when it has a photo's, else by its first bytes.
///
/// A file with a photo extension is never read by the scan (the no-op rebuild stays stat-only); its bytes
/// decide how it is decoded when it is rendered. A file with another extension is read only for its first
/// `SourceFormat.sniffLength` bytes, unless its extension says it is something else (sidecars, videos,
/// camera RAW files, documents), which is not read at all.
public enum MediaSniffer {
    /// Extensions of files that are not stills, or not stills this version publishes: never sniffed.
    static let notStillExtensions: Set<String> = [
        "json", "xmp", "txt", "md", "html", "htm", "css", "js", "pdf", "db", "sqlite", "ini", "log", "nomedia",
        "pp3", "dop", "aae", "thm", "xml", "csv", "zip", "gz",
        "mp4", "mov", "m4v", "webm", "mkv", "avi", "ogv", "mts", "m2ts", "3gp", "mpg", "mpeg", "wmv", "flv",
        "mp3", "m4a", "wav", "aac", "ogg", "flac",
    ]

    /// The lower-cased extension of `name` (after its last dot), nil for none or a hidden name.
    static func fileExtension(_ name: String) -> String? {
        // Looked for in the UTF-8 bytes: a dot is one byte that no other character's encoding holds, and walking
        // the name's characters from its end took a tenth of a large library's scan (every file's name is looked
        // at three times).
        let bytes = name.utf8
        guard let first = bytes.first, first != UInt8(ascii: "."), let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return name[bytes.index(after: dot)...].lowercased()
    }

    /// True when the scan should read this file's first bytes to learn whether it is a photo.
    static func needsSniffing(_ name: String) -> Bool {
        guard !name.hasPrefix(".") else { return false }
        guard let ext = fileExtension(name) else { return true }
        return !LibraryScanner.photoExtensions.contains(ext) && !notStillExtensions.contains(ext)
    }

    /// The still format of the file at `path` from its first bytes; nil when unreadable or not a still.
    static func format(ofFileAt path: String) -> SourceFormat? {
        FileIO.readPrefix(path, count: SourceFormat.sniffLength).flatMap(SourceFormat.init(sniffing:))
    }

    /// True for a file the library publishes as a photo: a photo extension, or the bytes of a still.
    public static func isPhoto(name: String, at path: String) -> Bool {
        isPhoto(name: name, at: { path })
    }

    /// `isPhoto(name:at:)` with the path made only when the file must be read (the scan's folders are open, and
    /// most names say what they are).
    static func isPhoto(name: String, at path: () -> String) -> Bool {
        if LibraryScanner.isPhotoFileName(name) { return true }
        return needsSniffing(name) && format(ofFileAt: path()) != nil
    }
}
