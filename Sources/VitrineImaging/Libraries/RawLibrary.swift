internal import CLibRaw
import Foundation
import VitrineCore
import VitrineLibrary

/// libraw's thread-safe build, opened the first time a camera RAW file is read (see `LazyLibrary`).
enum RawLibrary {
    static let library = LazyLibrary(key: "RAW", soname: VITRINE_RAW_SONAME, package: VITRINE_RAW_PACKAGE,
                                     purpose: "to read camera RAW files")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely).
    private static let loaded = load()

    /// libraw's functions, or the error naming the package to install.
    static func functions() throws(ImagingError) -> vitrine_raw_api { try loaded.table() }

    /// Opens the library (the soname, or the file the environment names instead) and reads its table.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<vitrine_raw_api, LibraryUnavailable> {
        library.load(environment: environment, vitrine_raw_load)
    }
}
