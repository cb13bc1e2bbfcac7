import VitrineCore

/// The XMP sidecars among a folder's names, found by name only (the scan stays stat-only).
///
/// Two namings are in use: darktable and digiKam add `.xmp` to the whole name (`photo.jpg.xmp`); Lightroom,
/// Bridge and Capture One replace the extension (`photo.xmp`). The `.xmp` is matched in any case (`.XMP`).
struct XMPSidecarNames {
    /// Sidecar names by the name they were made for (the part before `.xmp`).
    private var byStem: [Substring: String] = [:]

    init(_ names: [String]) {
        for name in names where name.utf8.count > 4 && name.utf8.suffix(4).elementsEqual(".xmp".utf8, by: Self.sameLetter) {
            byStem[name.dropLast(4)] = name
        }
    }

    /// True when `name` is one of the sidecars found.
    func isSidecar(_ name: String) -> Bool {
        !byStem.isEmpty && name.utf8.count > 4 && byStem[name.dropLast(4)] == name
    }

    /// The candidates for a photo, the more specific naming first: `photo.jpg.xmp`, then `photo.xmp`.
    func sidecars(forPhoto name: String) -> [String] {
        guard !byStem.isEmpty else { return [] }
        var found: [String] = []
        if let whole = byStem[Substring(name)] { found.append(whole) }
        if let dot = name.lastIndex(of: "."), dot > name.startIndex, let stem = byStem[name[..<dot]] { found.append(stem) }
        return found
    }

    private static func sameLetter(_ a: UInt8, _ b: UInt8) -> Bool {
        a == b || (a >= 0x41 && a <= 0x5A && a + 0x20 == b)
    }
}

extension LibraryScanner {
    /// The XMP sidecar of the photo at `path` (a file system path), as the scan would pick it; nil when none.
    public static func xmpSidecarPath(forPhoto path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard case .success(let names) = FileStatus.names(in: folder.isEmpty ? "/" : folder) else { return nil }
        let candidates = XMPSidecarNames(names.filter { !$0.hasPrefix(".") }).sidecars(forPhoto: name)
        return candidates.lazy.map { (folder.isEmpty ? "" : folder + "/") + $0 }
            .first { FileStatus.of($0, followingLinks: true)?.kind == .file }
    }
}
