import Foundation
import Testing
import VitrineCore
import VitrineLibrary
@testable import VitrineImaging

/// The decoders' libraries, opened on first use: each opens here with every function its shim lists; one that is
/// missing, or is another library without those functions, is an error naming the package, and a decoder made
/// without its library throws it (step `library`) instead of crashing.
@Suite struct LazyLibrariesTests {
    @Test func everyDecoderLibraryOpensWithEveryFunction() throws {
        #expect(throws: Never.self) { _ = try HEIFLibrary.functions() }
        #expect(throws: Never.self) { _ = try PNGLibrary.functions() }
        #expect(throws: Never.self) { _ = try TIFFLibrary.functions() }
        #expect(throws: Never.self) { _ = try GIFLibrary.functions() }
        #expect(throws: Never.self) { _ = try RawLibrary.functions() }
        #expect(Set([HEIFLibrary.library, PNGLibrary.library, TIFFLibrary.library, GIFLibrary.library, RawLibrary.library]
            .map(\.variable)).count == 5, "one environment variable each")
    }

    @Test func aMissingLibraryNamesItsPackage() throws {
        let missing = "/nonexistent/libheif.so.1"
        guard case .failure(let unavailable) = HEIFLibrary.load(environment: ["VITRINE_SONAME_HEIF": missing]) else {
            Issue.record("\(missing) opened")
            return
        }
        let error = ImagingError(unavailable)
        #expect(error.step == .library)
        #expect(error.description.hasPrefix("library: \(missing) cannot be loaded"), "\(error)")
        #expect(error.description.contains("install the Debian package libheif1 to read HEIC, HEIF and AVIF photos"))
    }

    /// giflib opens, but has none of libheif's functions: the first one listed is named.
    @Test func aLibraryWithoutAFunctionIsAnErrorNamingTheFunction() throws {
        guard case .failure(let unavailable) = HEIFLibrary.load(environment: ["VITRINE_SONAME_HEIF": GIFLibrary.library.soname]) else {
            Issue.record("giflib passed for libheif")
            return
        }
        #expect(unavailable.reason == "libgif.so.7 has no function heif_init (another version of the library?)", "\(unavailable.reason)")
        #expect(LibraryUnavailable.isMentioned(in: unavailable.description))
        guard case .failure(let raw) = RawLibrary.load(environment: ["VITRINE_SONAME_RAW": TIFFLibrary.library.soname]) else {
            Issue.record("libtiff passed for libraw")
            return
        }
        #expect(raw.reason.contains("has no function libraw_init"), "\(raw.reason)")
    }
}
