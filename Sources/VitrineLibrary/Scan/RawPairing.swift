/// A camera RAW beside a processed file of the same name in one folder (`IMG_1.CR2` and `IMG_1.JPG` or
/// `IMG_1.HEIC`, names compared without their extension and case-insensitively) is one photo: the processed
/// file is shown (it holds the photographer's edit, and decodes far faster), the RAW is its `rawCompanion`.
/// A RAW alone is a photo of its own.
public enum RawPairing {
    /// `photos` of one folder with each paired RAW folded into its processed file; order kept.
    public static func pair(_ photos: [PhotoSource]) -> [PhotoSource] {
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

    static func isRaw(_ name: String) -> Bool {
        MediaSniffer.fileExtension(name).map(LibraryScanner.rawExtensions.contains) ?? false
    }

    /// The name without its last extension, lower-cased.
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name.lowercased() }
        return name[..<dot].lowercased()
    }
}
