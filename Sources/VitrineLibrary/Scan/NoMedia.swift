import VitrineCore

/// A folder's `.nomedia` file, read as sigal's nomedia plugin reads it: an empty file (0 bytes) skips the folder
/// and everything under it; otherwise each line is the exact name of a file or folder of that folder to skip.
enum NoMedia: Equatable {
    case wholeFolder
    case names(Set<String>)

    static let fileName = ".nomedia"

    /// The rule of the `.nomedia` file at `path`; nil when there is none or it cannot be read. A file larger
    /// than 1 MB is not a list of names a person wrote: only its first megabyte is read.
    static func load(at path: String) -> NoMedia? {
        FileIO.readPrefix(path, count: 1 << 20).map(parse)
    }

    /// sigal splits the text on `\n` and compares names exactly; a `\r` left by a Windows editor is dropped too.
    static func parse(_ bytes: [UInt8]) -> NoMedia {
        guard !bytes.isEmpty else { return .wholeFolder }
        // Split the bytes, not a String: Swift takes "\r\n" for one character.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        let names = lines.map { line in String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self) }
        return .names(Set(names.filter { !$0.isEmpty }))
    }
}
