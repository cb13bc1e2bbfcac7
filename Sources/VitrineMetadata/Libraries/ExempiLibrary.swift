internal import CExempi
import Foundation
import VitrineCore
import VitrineLibrary

/// exempi, opened the first time an XMP packet is read (see `LazyLibrary`).
enum ExempiLibrary {
    static let library = LazyLibrary(key: "EXEMPI", soname: VITRINE_EXEMPI_SONAME, package: VITRINE_EXEMPI_PACKAGE,
                                     purpose: "to read XMP metadata")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely), and set up:
    /// exempi (and the XMP toolkit under it) before the first packet; Lightroom's namespace registered so reading
    /// `lr:hierarchicalSubject` is not an "unregistered namespace" error.
    private static let loaded: Result<vitrine_exempi_api, MetadataError> = load()
        .mapError { MetadataError($0.description) }
        .flatMap { exempi in
            guard exempi.xmp_init() else { return .failure(MetadataError("the XMP library could not start")) }
            _ = exempi.xmp_register_namespace(XMPNamespace.lightroom, "lr", nil)
            return .success(exempi)
        }

    /// exempi's functions, or the error naming the package to install.
    static func functions() throws(MetadataError) -> vitrine_exempi_api { try loaded.get() }

    /// Opens the library (the soname, or the file the environment names instead) and reads its table.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<vitrine_exempi_api, LibraryUnavailable> {
        library.load(environment: environment, vitrine_exempi_load)
    }
}
