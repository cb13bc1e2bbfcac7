internal import CHeif
import Foundation
import VitrineCore
import VitrineLibrary

/// libheif, opened the first time a HEIF or AVIF file is read (see `LazyLibrary`), with its codec plugins.
enum HEIFLibrary {
    static let library = LazyLibrary(key: "HEIF", soname: VITRINE_HEIF_SONAME, package: VITRINE_HEIF_PACKAGE,
                                     purpose: "to read HEIC, HEIF and AVIF photos")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely). `heif_init`
    /// loads libheif's codec plugins; it is never balanced: the library lives as long as the process.
    private static let loaded = load().map { heif in
        _ = heif.heif_init(nil)
        return heif
    }

    /// libheif's functions, or the error naming the package to install.
    static func functions() throws(ImagingError) -> vitrine_heif_api { try loaded.table() }

    /// Opens the library (the soname, or the file the environment names instead) and reads its table.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<vitrine_heif_api, LibraryUnavailable> {
        library.load(environment: environment, vitrine_heif_load)
    }
}
