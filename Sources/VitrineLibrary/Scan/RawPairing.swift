/// A camera RAW beside a processed file of the same name in one folder (`IMG_1.CR2` and `IMG_1.JPG` or
/// `IMG_1.HEIC`, names compared without their extension and case-insensitively) is one photo: the processed
/// file is shown (it holds the photographer's edit, and decodes far faster), the RAW is its `rawCompanion`.
/// A RAW alone is a photo of its own.
public enum RawPairing {
    /// `photos` of one folder with each paired RAW folded into its processed file; order kept.
    public static func pair(_ photos: [PhotoSource]) -> [PhotoSource] {
        // Most albums hold no RAW file: told from the paths' last bytes, without a name or an extension made for
        // each photo (a twentieth of a large library's scan).
        let mayHoldRaws = photos.withUnsafeBufferPointer { photos in photos.indices.contains { mayBeRaw(photos[$0].file.path) } }
        guard mayHoldRaws else { return photos }
        var raws: [String: SourceFile] = [:]
        for photo in photos where isRaw(photo.file.name) {
            raws[stem(photo.file.name)] = raws[stem(photo.file.name)] ?? photo.file
        }
        guard !raws.isEmpty else { return photos }
        var paired: Set<String> = []
        var result: [PhotoSource] = []
        for var photo in photos where !isRaw(photo.file.name) {
            if let raw = raws[stem(photo.file.name)] {
                photo.rawCompanion = raw
                paired.insert(raw.path)
            }
            result.append(photo)
        }
        // Keep the unpaired RAWs where they were.
        var merged: [PhotoSource] = []
        var processed = result.makeIterator()
        for photo in photos {
            if isRaw(photo.file.name) {
                if !paired.contains(photo.file.path) { merged.append(photo) }
            } else if let next = processed.next() {
                merged.append(next)
            }
        }
        return merged
    }

    /// False when the path's name cannot have a RAW extension (each is three ASCII letters after the name's last
    /// dot); true when it may, `isRaw` then saying (a name ending outside ASCII is left to it).
    static func mayBeRaw(_ path: String) -> Bool {
        var code: UInt32 = 0
        var letters = 0
        for byte in path.utf8.reversed() {
            if byte >= 0x80 { return true }
            if byte == UInt8(ascii: ".") { return letters == 3 && rawCodes.contains(code) }
            if byte == UInt8(ascii: "/") || letters == 3 { return false }
            code |= UInt32((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) << (8 * letters)
            letters += 1
        }
        return false
    }

    /// The RAW extensions as `mayBeRaw` packs them, three lowercase bytes in a word.
    private static let rawCodes = Set(LibraryScanner.rawExtensions.map { $0.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } })

    static func isRaw(_ name: String) -> Bool {
        MediaSniffer.fileExtension(name).map(LibraryScanner.rawExtensions.contains) ?? false
    }

    /// The name without its last extension, lower-cased.
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name.lowercased() }
        return name[..<dot].lowercased()
    }
}
