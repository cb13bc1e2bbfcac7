import Testing
import VitrineCore
import VitrineLibrary
@testable import VitrineMetadata

/// exempi and libiptcdata, opened on first use: each opens here with every function its shim lists; missing, each is
/// an error naming its package.
@Suite struct LazyLibrariesTests {
    @Test func bothOpenWithEveryFunction() throws {
        #expect(throws: Never.self) { _ = try ExempiLibrary.functions() }
        #expect(throws: Never.self) { _ = try IPTCLibrary.functions() }
    }

    @Test(arguments: [(ExempiLibrary.library, "libexempi8"), (IPTCLibrary.library, "libiptcdata0")])
    func aMissingOneNamesItsPackage(library: LazyLibrary, package: String) {
        let missing = "/nonexistent/\(library.soname)"
        let result = library.key == "EXEMPI" ? ExempiLibrary.load(environment: [library.variable: missing]).map { _ in () }
            : IPTCLibrary.load(environment: [library.variable: missing]).map { _ in () }
        guard case .failure(let unavailable) = result else {
            Issue.record("\(missing) opened")
            return
        }
        #expect(unavailable.description.hasPrefix("\(missing) cannot be loaded"))
        #expect(unavailable.description.contains("install the Debian package \(package) "), "\(unavailable)")
    }
}
