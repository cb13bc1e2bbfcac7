import Foundation
import Testing
import TestSupport

/// Issue 30, search: the header's box finds photos by title, caption, tag, place (in the site's language), camera,
/// album and date, accent- and case-insensitive, by the start of a word as you type; from `http://` and from
/// `file://`, in English and French. A hidden photo and a private album's words are in no file of the index.
@Suite("Browser: search", .serialized, .requires(TestTool.browser))
struct SearchTests {
    /// Three photos of Arezzo, Italy, taken in October 2008 with a Nikon, in the album "Alba"; one more hidden; and a
    /// private album (withheld: no secret is set).
    static func library(in folder: URL, language: String) throws -> LibraryFixture {
        let library = try LibraryFixture(in: folder)
        for name in ["DSCN0010", "DSCN0012", "DSCN0021", "DSCN0025"] { try library.add("gps/\(name).jpg", to: "Alba") }
        try library.add("gps/DSCN0027.jpg", to: "Zanzibar")
        try library.write(#"{"title": "Café du marché", "tags": ["Étal"]}"#, at: "Alba/DSCN0010.jpg.json")
        try library.write(#"{"caption": "L’Œuvre du peintre", "tags": ["Tour"]}"#, at: "Alba/DSCN0012.jpg.json")
        try library.write(#"{"title": "Qxsecretword", "hidden": true}"#, at: "Alba/DSCN0025.jpg.json")
        try library.write(#"{"title": "Zanzibar Qxprivateword", "private": {"passwordEnv": "QX_PASSWORD"}}"#, at: "Zanzibar/album.json")
        try library.write(#"{"title": "Qs", "language": "\#(language)"}"#, at: "vitrine.json")
        return library
    }

    static let english = SharedBuild { try await site(language: "en") }
    static let french = SharedBuild { try await site(language: "fr") }

    static func site(language: String) async throws -> BuiltSite {
        let folder = try TemporaryDirectory("vitrine-search-\(language)")
        return try await BuiltSite(library: try library(in: folder.url, language: language).root)
    }

    /// Types `query` in the results page's box (opened at `start`) and returns the results' links once shown.
    static func results(_ browser: Browser, _ query: String) async throws -> [String] {
        let box = try await browser.find("input[type=search]")
        try await box.clear()
        try await box.type(query)
        try await browser.waitFor("return document.querySelector('.grid-count').textContent !== '' "
                                  + "&& document.querySelector('.grid-count').textContent !== window.vitrineStrings.searchLoading")
        return try await browser.evaluate("return Array.prototype.map.call(document.querySelectorAll('.grid .tile-link'), "
                                          + "function (a) { return a.getAttribute('href'); })")
    }

    static let queries: [(query: String, language: String, count: Int)] = [
        ("cafe", "any", 1), ("CAFÉ", "any", 1), ("caf", "any", 1), ("marche", "any", 1),  // title, accents, case, prefix
        ("oeuvre", "any", 1), ("peintre", "any", 1),  // caption, ligature
        ("etal", "any", 1), ("tour", "any", 1),  // tags
        ("arezzo", "any", 3), ("nikon", "any", 3), ("alba", "any", 3),  // place, camera, album
        ("2008", "any", 3), ("alba 2008 nikon", "any", 3), ("cafe nikon", "any", 1),  // date, every word must match
        ("italy", "en", 3), ("october 2008", "en", 3), ("oct 2008", "en", 3), ("june 2008", "en", 0),
        ("march 2008", "en", 1),  // no photo of March, but "march" begins "marché"
        ("italie", "fr", 3), ("octobre 2008", "fr", 3), ("oct. 2008", "fr", 3), ("mars 2008", "fr", 0),
        ("qxsecretword", "any", 0), ("qxprivateword", "any", 0), ("zanzibar", "any", 0),
    ]

    func check(_ site: BuiltSite, language: String, start: String) async throws {
        try await Browser.with { browser in
            try await browser.open(start)
            // The index loads on the box's first focus, never with the page.
            #expect(try await browser.evaluate("return document.querySelectorAll('script[src*=\"search/\"]').length", as: Int.self) == 0)
            try await browser.find("input[type=search]").click()
            try await browser.waitFor("return document.querySelectorAll('script[src*=\"search/index.js\"]').length === 1")
            try await browser.run("document.querySelector('input[type=search]').value = 'arezzo'; document.querySelector('form.site-search').submit();")
            try await browser.waitFor("return location.pathname.endsWith('/search.html') && document.querySelectorAll('.grid .tile').length === 3")
            for (query, wanted, count) in Self.queries where wanted == "any" || wanted == language {
                let links = try await Self.results(browser, query)
                #expect(links.count == count, "\(language) \(query): \(links)")
                #expect(links.allSatisfy { $0.hasPrefix("albums/alba/") }, "\(language) \(query): \(links)")
            }
            // A result opens the viewer.
            _ = try await Self.results(browser, "cafe")
            try await browser.find(".grid .tile-link").click()
            try await browser.waitFor("return !!document.querySelector('dialog.viewer[open]')")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func englishOverHTTP() async throws {
        let site = try await Self.english.site()
        try await check(site, language: "en", start: site.url("albums/alba/index.html"))
    }

    @Test func frenchFromDisk() async throws {
        let site = try await Self.french.site()
        try await check(site, language: "fr", start: site.folder.appendingPathComponent("albums/alba/index.html").absoluteString)
    }

    @Test func englishFromDiskAndFrenchOverHTTP() async throws {
        let english = try await Self.english.site(), french = try await Self.french.site()
        try await check(english, language: "en", start: english.folder.appendingPathComponent("index.html").absoluteString)
        try await check(french, language: "fr", start: french.url("index.html"))
    }

    @Test func neitherAHiddenPhotoNorAPrivateAlbumIsInTheIndex() async throws {
        for site in [try await Self.english.site(), try await Self.french.site()] {
            let folder = site.folder.appendingPathComponent("search")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.contains("index.js") && names.contains("p0.js"))
            for name in names {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                for secret in ["qxsecretword", "Qxsecretword", "qxprivateword", "Qxprivateword", "zanzibar", "Zanzibar", "dscn0025", "dscn0027"] {
                    #expect(!text.contains(secret), "search/\(name) holds \(secret)")
                }
            }
        }
    }
}
