internal import CTIFF
import Foundation
import VitrineCore
import VitrineLibrary

/// libtiff, opened the first time a TIFF is read (see `LazyLibrary`).
enum TIFFLibrary {
    static let library = LazyLibrary(key: "TIFF", soname: VITRINE_TIFF_SONAME, package: VITRINE_TIFF_PACKAGE,
                                     purpose: "to read TIFF photos")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely).
    private static let loaded = load()

    /// libtiff's functions, or the error naming the package to install.
    static func functions() throws(ImagingError) -> vitrine_tiff_api { try loaded.table() }

    /// Opens the library (the soname, or the file the environment names instead) and reads its table.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<vitrine_tiff_api, LibraryUnavailable> {
        library.load(environment: environment, vitrine_tiff_load)
    }
}
