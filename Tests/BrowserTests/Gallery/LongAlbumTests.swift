import Foundation
import Testing
import TestSupport

/// An album longer than one page (205 photos, 200 per page): pagination links, filters that reach photos on
/// other pages through the album's JSON index, and photo pages that lead back to the right page.
@Suite("Browser: long albums", .serialized, .requires(TestTool.browser))
struct LongAlbumTests {
    static let photoCount = 205
    /// Photo `n` (1-based): rated n % 6, a favourite when n % 10 == 0, tagged `even` when n is even.
    static func rating(_ n: Int) -> Int { n % 6 }
    static func isFavorite(_ n: Int) -> Bool { n % 10 == 0 }

    /// 205 copies of one 640 px camera sample (350 and 700 buckets) (one set of images, thanks to content dedup), each with a sidecar.
    static let site = SharedBuild {
        let temp = try TemporaryDirectory("vitrine-browser-long-album")
        let library = try LibraryFixture(in: temp.url)
        for n in 1...photoCount {
            try library.add("gps/DSCN0010.jpg", to: "Big", as: "n\(n).jpg")
            let tags = n % 2 == 0 ? #"["even"]"# : "[]"
            try library.write(#"{"rating": \#(rating(n)), "favorite": \#(isFavorite(n)), "tags": \#(tags)}"#,
                              at: "Big/n\(n).jpg.json")
        }
        try library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        return try await BuiltSite(library: library.root)
    }

    /// A long page is parsed in pieces, and the browser may lay it out (and start lazy downloads) before it is
    /// complete: the remembered stop must reach each tile as it is inserted, not once the document has loaded.
    @Test func aRememberedStopReachesTheFirstDownloadsOfALongPage() async throws {
        let site = try await Self.site.site()
        try await Browser.with { browser in
            let buckets = try await browser.bucketsFetched(opening: site.url("albums/big/index.html"), rememberingStop: 5,
                                                           from: site.url("tags/index.html"))
            #expect(!buckets.isEmpty)
            #expect(buckets.allSatisfy { $0 == 700 }, "\(buckets)")
        }
    }

    @Test func theAlbumIsSplitIntoLinkedPages() async throws {
        let site = try await Self.site.site()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/big/index.html"))
            #expect(try await browser.visibleTileCount() == 200)
            #expect(try await browser.text(of: ".grid-count") == "\(Self.photoCount) photos")
            try await browser.find(".pagination a[rel=next]").click()
            try await browser.waitFor("return location.pathname.endsWith('/albums/big/page-2.html')")
            #expect(try await browser.visibleTileCount() == Self.photoCount - 200)
            #expect(try await browser.findAll(".pagination a[rel=next]").isEmpty)
            #expect(try await browser.text(of: ".pagination [aria-current=page]") == "2")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func aFilterShowsMatchesFromEveryPage() async throws {
        let site = try await Self.site.site()
        let fiveStars = (1...Self.photoCount).filter { Self.rating($0) == 5 }.count
        let favouriteEven = (1...Self.photoCount).filter { Self.isFavorite($0) && $0 % 2 == 0 }.count
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/big/page-2.html"))
            try await browser.openFilters()
            try await browser.find("select[name=rating] option[value='5']").click()
            try await browser.waitFor("return location.hash === '#rating=5'")
            try await browser.waitFor("return document.querySelectorAll('.grid .tile:not([hidden])').length === Number(arguments[0])",
                                      [String(fiveStars)])
            #expect(try await browser.text(of: ".filter-status") == "\(fiveStars) photos match")
            #expect(try await browser.evaluate("return document.querySelector('.pagination').hidden", as: Bool.self))

            // Matches built from the index open the right photo page.
            let link = try await browser.evaluate("return document.querySelector('.grid .tile:not([hidden]) a').href", as: String.self)
            // A tile opens the viewer (issue 20); the viewer's link leads to the photo page.
            try await browser.openViewer(tile: ".grid .tile:not([hidden]) a")
            try await browser.find("dialog.viewer .viewer-page").click()
            try await browser.waitFor("return location.href === arguments[0]", [link])
            #expect(try await browser.text(of: ".rating .visually-hidden") == "Rated 5 out of 5")
            try await browser.back()

            // A shared link with a filter, opened on the first page.
            try await browser.open(site.url("albums/big/index.html#fav=1&tag=even"))
            try await browser.waitFor("return document.querySelectorAll('.grid .tile:not([hidden])').length === Number(arguments[0])",
                                      [String(favouriteEven)])
            // Tiles built from the index look like the page's own: favourites carry the heart.
            #expect(try await browser.evaluate("return document.querySelectorAll('.grid .tile:not([hidden]) .tile-fav').length",
                                               as: Int.self) == favouriteEven)
            try await browser.control(named: "Clear").click()
            try await browser.waitFor("return document.querySelectorAll('.grid .tile:not([hidden])').length === 200")
            #expect(try await browser.evaluate("return document.querySelector('.pagination').hidden", as: Bool.self) == false)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func photoPagesCrossThePageBoundaryAndEscapeToTheirOwnPage() async throws {
        let site = try await Self.site.site()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/big/index.html"))
            let last = try await browser.evaluate("return document.querySelector('#t-199 a').href", as: String.self)
            try await browser.open(last)
            #expect(try await browser.text(of: ".photo-position") == "200 of \(Self.photoCount)")
            try await browser.press(Browser.Key.arrowRight)
            try await browser.waitFor("return document.querySelector('.photo-position').textContent === arguments[0]",
                                      ["201 of \(Self.photoCount)"])
            try await browser.press(Browser.Key.escape)
            try await browser.waitFor("return location.pathname.endsWith('/albums/big/page-2.html')")
            #expect(try await browser.evaluate("return location.hash", as: String.self) == "#t-200")
            #expect(try await browser.evaluate("return !!document.getElementById('t-200')", as: Bool.self))
            // The tile is scrolled into view.
            #expect(try await browser.evaluate("""
                var r = document.getElementById('t-200').getBoundingClientRect();
                return r.bottom > 0 && r.top < window.innerHeight;
                """, as: Bool.self))
        }
    }
}
