import Foundation

/// `vitrine init`: a starter `vitrine.json` with every setting at its default, never overwriting one.
public enum StarterSettings {
    public static let contents = """
        {
          "$comment": "Vitrine site settings. Every key is optional. location: exact | approximate (about 1 km) | city | none.",
          "author": "",
          "baseURL": "",
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
            // O_EXCL semantics: a file that appeared meanwhile is not replaced.
            guard FileManager.default.createFile(atPath: target.path, contents: Data(contents.utf8)) else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            throw BuildError(path: target.path, step: .write, message: "cannot write vitrine.json: \(error.localizedDescription)")
        }
        return target
    }
}
