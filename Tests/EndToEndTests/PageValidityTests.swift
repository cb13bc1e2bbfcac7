import Foundation
import Testing
import TestSupport
import VitrineBuild

/// Issue 4's "valid HTML": every page of the sample site and of the hostile site passes the W3C's Nu HTML
/// checker. Pages built from hostile names and text must stay valid, not only inert.
@Suite(.serialized, .requires(TestTool.htmlValidator))
struct PageValidityTests {
    @Test func everySamplePageIsValidHTML() async throws {
        let temp = try TemporaryDirectory("vitrine-valid-sample")
        defer { temp.remove() }
        let site = temp.url.appendingPathComponent("site")
        _ = try await Builder(options: BuildOptions(library: Fixtures.sampleLibrary, site: site,
                                                cache: temp.url.appendingPathComponent("cache"), jobs: 2)).run()
        let errors = try await HTMLValidator.errors(in: site)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test func everyHostilePageIsValidHTML() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try HostileLibrary.populate(w.library, withBrokenImages: true)
        try await w.build()
        let errors = try await HTMLValidator.errors(in: w.site)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test func anEmptyLibrarysPageIsValidHTML() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try await w.build()
        let errors = try await HTMLValidator.errors(in: w.site)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }
}
