import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineCatalog
import VitrineCore
import VitrineLibrary

/// Issue 33, item 2: the catalog is an accelerator, never the truth. A cache folder restored from elsewhere (CI)
/// whose output rows name files outside the site deletes nothing there, does not hang, and the site is still right.
@Suite struct TamperedCatalogTests {
    // The limit catches the hang this guards against, far above what a loaded 2-core CI takes (5 minutes was not);
    // under a sanitizer, with every suite instrumented beside it, 15 minutes was not either.
    @Test(.timeLimit(Sanitizer.current == nil ? .minutes(15) : .minutes(60)))
    func outputRowsOutsideTheSiteTouchNothingAndTheSiteStaysRight() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        try await w.build()
        let victim = w.temp.url.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim.appendingPathComponent("linked"), withIntermediateDirectories: true)
        let victims = ["x", "y", "abs.html", "linked/z.jpg"]
        for name in victims { try Data("keep \(name)".utf8).write(to: victim.appendingPathComponent(name)) }
        let link = w.site.appendingPathComponent("images/zz")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim.appendingPathComponent("linked"))
        let outside = ["../victim/x", "images/../../victim/y", victim.appendingPathComponent("abs.html").path,
                       "/nonexistent/x.html", "images/zz/z.jpg"]
        try Catalog(directory: w.cache).saveOutputs(paths: outside + ["index.html/..", "images"], inputs: "tampered")
        // Any change takes the long way, which deletes what no page uses.
        try w.library.write(#"{"title": "Renamed"}"#, at: "Tuscany/DSCN0012.jpg.json")

        let summary = try await w.build()

        for name in victims {
            #expect(try FileIO.read(victim.appendingPathComponent(name)) == Array("keep \(name)".utf8), "\(name) was touched")
        }
        let refused = Set(summary.diagnostics.filter { $0.step == .catalog }.map(\.path))
        #expect(refused == Set(outside + ["index.html/.."]))
        // The rows are dropped: the next build has nothing to refuse.
        let recorded = try Set(Catalog(directory: w.cache).outputs().keys)
        #expect(recorded.isDisjoint(with: outside))
        try FileManager.default.removeItem(at: link)
        let clean = w.temp.url.appendingPathComponent("clean")
        try await w.build(site: clean.appendingPathComponent("site"), cache: clean.appendingPathComponent("cache"))
        #expect(try SiteTree(w.site) == SiteTree(clean.appendingPathComponent("site")))
    }
}
