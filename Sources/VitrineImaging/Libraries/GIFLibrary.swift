internal import CGIF
import Foundation
import VitrineCore
import VitrineLibrary

/// giflib, opened the first time a GIF is read (see `LazyLibrary`).
enum GIFLibrary {
    static let library = LazyLibrary(key: "GIF", soname: VITRINE_GIF_SONAME, package: VITRINE_GIF_PACKAGE,
                                     purpose: "to read GIF pictures")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely).
    private static let loaded = load()

    /// giflib's functions, or the error naming the package to install.
    static func functions() throws(ImagingError) -> vitrine_gif_api { try loaded.table() }

    /// Opens the library (the soname, or the file the environment names instead) and reads its table.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<vitrine_gif_api, LibraryUnavailable> {
        library.load(environment: environment, vitrine_gif_load)
    }
}
