internal import CIPTCData
import Foundation
import VitrineCore
import VitrineLibrary

/// libiptcdata, opened the first time an IPTC-IIM block is read (see `LazyLibrary`).
enum IPTCLibrary {
    static let library = LazyLibrary(key: "IPTC", soname: VITRINE_IPTC_SONAME, package: VITRINE_IPTC_PACKAGE,
                                     purpose: "to read IPTC-IIM metadata")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely).
    private static let loaded = load().mapError { MetadataError($0.description) }

    /// libiptcdata's functions, or the error naming the package to install.
    static func functions() throws(MetadataError) -> vitrine_iptc_api { try loaded.get() }

    /// Opens the library (the soname, or the file the environment names instead) and reads its table.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<vitrine_iptc_api, LibraryUnavailable> {
        library.load(environment: environment, vitrine_iptc_load)
    }
}
