import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vitrine init`: a starter `vitrine.json` with every setting at its default, never overwriting one.
public enum StarterSettings {
    public static let contents = """
        {
          "$comment": "Vitrine site settings. Every key is optional. location: exact | approximate (about 1 km) | city | none. downloads: none | album (a ZIP of each album) | originals (a ZIP of the originals, without their position unless location is exact). Add \\"baseURL\\": \\"https://example.com/photos/\\" once you know where the site goes.",
          "downloads": "none",
          "language": "en",
          "location": "approximate",
          "maxMegapixels": 200,
          "publishOriginals": false,
          "title": "My photos"
        }

        """

    /// Writes `LIBRARY/vitrine.json`; throws when one exists already.
    public static func write(into library: URL) throws(BuildError) -> URL {
        let target = library.appendingPathComponent("vitrine.json")
        guard !FileManager.default.fileExists(atPath: target.path) else {
            throw BuildError(path: target.path, step: .options, message: "vitrine.json exists already; it was left as it is")
        }
        do {
            try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        } catch {
            throw BuildError(path: library.path, step: .write, message: "cannot create the library folder: \(error.localizedDescription)")
        }
        // O_EXCL: a vitrine.json that appeared since the check above is not replaced either.
        let descriptor = open(target.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw BuildError(path: target.path, step: .write, message: "cannot write vitrine.json (\(reason)); it was left as it is")
        }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw BuildError(path: target.path, step: .write, message: "cannot write vitrine.json (\(String(cString: strerror(errno)))); check the disk has space")
        }
        return target
    }
}

/// `write(2)`; a free function because `StarterSettings.write` hides the C name inside the type.
@inline(__always) private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
