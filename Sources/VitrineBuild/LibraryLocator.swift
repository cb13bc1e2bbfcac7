import Foundation
import VitrineLibrary

/// Finds the library folder when the command line names none.
public enum LibraryLocator {
    /// The named folder, else the current folder when it holds photos or a `vitrine.json`.
    public static func locate(_ argument: String?) throws(BuildError) -> URL {
        if let argument { return URL(fileURLWithPath: argument) }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if looksLikeLibrary(here) { return here }
        throw BuildError(path: here.path, step: .options,
                         message: "no photos or vitrine.json here; pass the library folder (vitrine build ~/Photos -o site) or run `vitrine init`")
    }

    static func looksLikeLibrary(_ folder: URL) -> Bool {
        let fm = FileManager.default
        if fm.fileExists(atPath: folder.appendingPathComponent("vitrine.json").path) { return true }
        guard let walker = fm.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return false }
        var seen = 0
        for case let url as URL in walker {
            seen += 1
            if LibraryScanner.isPhotoFileName(url.lastPathComponent) { return true }
            if seen > 10_000 { break }
        }
        return false
    }
}
