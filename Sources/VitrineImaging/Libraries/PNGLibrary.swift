internal import CSPNG
import Foundation
import VitrineCore
import VitrineLibrary

/// libspng, opened the first time a PNG is read (see `LazyLibrary`).
enum PNGLibrary {
    static let library = LazyLibrary(key: "SPNG", soname: VITRINE_SPNG_SONAME, package: VITRINE_SPNG_PACKAGE,
                                     purpose: "to read PNG photos")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely).
    private static let loaded = load()

    /// libspng's functions, or the error naming the package to install.
    static func functions() throws(ImagingError) -> vitrine_spng_api { try loaded.table() }

    /// Opens the library (the soname, or the file the environment names instead) and reads its table.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<vitrine_spng_api, LibraryUnavailable> {
        library.load(environment: environment, vitrine_spng_load)
    }
}
