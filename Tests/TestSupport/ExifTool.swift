import Foundation

/// Writes XMP and IPTC into test fixtures with exiftool (Debian's `libimage-exiftool-perl`), as the tools
/// photographers use would: the metadata tests' fixtures are made in temp folders, never stored.
public enum ExifTool {
    /// exiftool from `PATH` (tests that write metadata say `.requires(.exiftool)`).
    public static let path = TestTool.exiftool.location() ?? "exiftool"

    public static var isAvailable: Bool { TestTool.exiftool.isInstalled }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes the tag assignments (`-XMP-dc:Title=...`) into `file` in place.
    public static func write(_ assignments: [String], into file: URL) throws {
        try run(["-q", "-q", "-overwrite_original", "-charset", "iptc=UTF8", "-codedcharacterset=utf8"] + assignments + [file.path])
    }

    /// Writes an XMP sidecar for `photo` at `sidecar` holding only the given assignments.
    public static func sidecar(_ assignments: [String], at sidecar: URL, for photo: URL) throws {
        try? FileManager.default.removeItem(at: sidecar)
        try run(["-q", "-q", "-o", sidecar.path, "-tagsFromFile", "@", "-XMP-dc:Format<FileType"] + assignments + [photo.path])
        try run(["-q", "-q", "-overwrite_original", "-XMP-dc:Format="] + [sidecar.path])
    }

    /// What exiftool reads of `tags` (`-gps:all`, `-XMP-exif:all`...) in `file`, one `Group:Tag: value` per line.
    public static func read(_ tags: [String], from file: URL) throws -> String {
        String(decoding: try run(["-a", "-G1", "-s", "-n"] + tags + [file.path]), as: UTF8.self)
    }

    /// Runs exiftool; returns what it printed, throws with what it said when it fails.
    @discardableResult
    private static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let errors = Pipe(), output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "exiftool \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
        return printed
    }
}
