import Foundation
import Testing
import TestSupport
import VitrineSite

/// Issue 30: a search of a 100,000-photo site (a generated index, `SearchScale`, put in a small built site) on a
/// phone-class CPU (4x throttling): the time to the first result is printed, not asserted (no timing assertions);
/// what is asserted is what it takes: the manifest, one shard per word and one chunk of records, nothing else.
@Suite("Browser: search at 100,000 photos", .serialized, .requires(TestTool.browser))
struct SearchScaleTests {
    @Test func theFirstResultNeedsTheManifestAShardAWordAndAChunk() async throws {
        let small = try await SearchTests.english.site()
        let temp = try TemporaryDirectory("vitrine-search-scale")
        defer { temp.remove() }
        let folder = temp.url.appendingPathComponent("site")
        try FileManager.default.copyItem(at: small.folder, to: folder)
        let images = FileManager.default.subpaths(atPath: folder.appendingPathComponent("images").path) ?? []
        let image = try #require(images.sorted().first { $0.hasSuffix("-350.jpg") })
        let search = folder.appendingPathComponent("search")
        try FileManager.default.removeItem(at: search)
        try FileManager.default.createDirectory(at: search, withIntermediateDirectories: true)
        let index = SearchIndex(entries: (0..<100_000).map { SearchScale.entry($0, image: "images/" + image) }, languages: ["en", "fr"])
        for file in index.files { try Data(file.contents).write(to: folder.appendingPathComponent(file.path)) }
        let server = try StaticSiteServer(site: folder)

        try await Browser.with { browser in
            for query in ["market", "2019", "arezzo 2008", "october 2012"] {
                try await browser.open(server.url(SearchIndex.pagePath))
                try await browser.throttleCPU(rate: 4)
                try await browser.run("""
                    var grid = document.querySelector('.grid'), input = document.querySelector('input[type=search]');
                    new MutationObserver(function () {
                      if (!grid.querySelector('.tile') || window.firstResult) return;
                      window.firstResult = performance.now();
                      window.loadedFirst = performance.getEntriesByType('resource').map(function (e) { return e.name; })
                        .filter(function (n) { return n.indexOf('/search/') >= 0; });
                    })
                      .observe(grid, { childList: true });
                    window.typed = performance.now();
                    input.value = arguments[0];
                    input.dispatchEvent(new Event('input'));
                    """, [query])
                try await browser.waitFor("return !!window.firstResult")
                let milliseconds = try await browser.evaluate("return Math.round(window.firstResult - window.typed)", as: Int.self)
                let loaded: [String] = try await browser.evaluate("return window.loadedFirst")
                let bytes = try loaded.reduce(0) { total, url in
                    let name = try #require(url.split(separator: "/").last.map(String.init))
                    return total + (try FileManager.default.attributesOfItem(atPath: search.appendingPathComponent(name).path)[.size] as? Int ?? 0)
                }
                let words = query.split(separator: " ").count
                #expect(loaded.count <= 2 + words + 1, "\(query): \(loaded)")
                print("search at 100,000 photos, 4x CPU throttling: \"\(query)\" first result in \(milliseconds) ms after \(loaded.count) files, \(bytes) bytes before gzip")
                try await browser.throttleCPU(rate: 1)
            }
        }
    }
}
