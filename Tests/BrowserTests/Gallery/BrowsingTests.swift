import Foundation
import Testing
import TestSupport

/// Browsing by metadata (seed 002): the favourites page, the tag index and tag pages, and the album filters
/// (minimum rating, favourites, tag) written to the URL hash and restored from a shared one.
@Suite("Browser: favourites, tags and filters", .serialized,
       .requires(TestTool.browser))
struct BrowsingTests {
    static let album = "albums/tuscany-2008/index.html"

    @Test func theFavouritesPageShowsEveryFavourite() async throws {
        let site = try await BuiltSite.sample()
        let sidecars = try SampleSidecars.sample.get()
        try await Browser.with { browser in
            try await browser.openFresh(site.url())
            try await browser.control(named: "Favourites").click()
            try await browser.waitFor("return location.pathname.endsWith('/favorites.html')")
            #expect(try await browser.text(of: "h1") == "Favourites")
            #expect(try await browser.visibleTileCount() == sidecars.favoriteCount)
            #expect(try await browser.evaluate("return document.querySelectorAll('.grid .tile-fav').length", as: Int.self)
                    == sidecars.favoriteCount)
            // A favourite's photo page carries the mark.
            try await browser.openPhotoPageFromFirstTile()
            #expect(try await browser.findAll(".fav-mark").count == 1)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func theTagIndexListsEveryTagWithItsCountAndEachTagPageItsPhotos() async throws {
        let site = try await BuiltSite.sample()
        let expected = try SampleSidecars.sample.get().tagCounts
        try await Browser.with { browser in
            try await browser.openFresh(site.url())
            try await browser.control(named: "Tags").click()
            try await browser.waitFor("return location.pathname.endsWith('/tags/index.html')")
            let listed = try await browser.evaluate("""
                return Array.prototype.map.call(document.querySelectorAll('.tag-cloud a'), function (a) {
                  return {name: a.querySelector('[dir]').textContent.toLowerCase(),
                          count: Number(a.querySelector('.tag-count').textContent), href: a.href};
                });
                """, as: [ListedTag].self)
            #expect(Dictionary(uniqueKeysWithValues: listed.map { ($0.name, $0.count) }) == expected)
            #expect(listed.map(\.name) == listed.map(\.name).sorted(), "tags are not in name order")
            for tag in listed {
                try await browser.open(tag.href)
                #expect(try await browser.text(of: "h1").lowercased() == tag.name)
                #expect(try await browser.visibleTileCount() == tag.count, "tag \(tag.name)")
                #expect(try await browser.evaluate("return !!document.querySelector('.site-nav a[aria-current]')", as: Bool.self))
            }
        }
    }

    struct ListedTag: Decodable { var name: String; var count: Int; var href: String }

    @Test func filtersNarrowTheGridAndAreWrittenToTheHash() async throws {
        let site = try await BuiltSite.sample()
        let photos = try SampleSidecars.sample.get().inAlbum("Tuscany 2008")
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            #expect(try await browser.visibleTileCount() == photos.count)

            // Ratings are the owner's unless "showRatings": no rating filter (LongAlbumTests has one).
            #expect(try await browser.findAll("select[name=rating]").isEmpty)

            // The filters open on demand from the toolbar.
            #expect(try await !browser.find("form.filters").isDisplayed())
            try await browser.openFilters()
            #expect(try await browser.evaluate("return document.querySelector('.filters-toggle').getAttribute('aria-expanded')", as: String.self) == "true")
            try await browser.find("input[name=fav]").click()
            try await browser.waitFor("return location.hash === '#fav=1'")
            #expect(try await browser.visibleTileCount() == photos.filter { $0.favorite }.count)
            let status = try await browser.text(of: ".filter-status")
            #expect(status.hasSuffix("match") || status.hasSuffix("matches"), "\(status)")

            try await browser.find("select[name=tag] option[value='italy']").click()
            try await browser.waitFor("return location.hash === '#fav=1&tag=italy'")
            #expect(try await browser.visibleTileCount() == photos.filter { $0.favorite && $0.tags.contains("italy") }.count)

            try await browser.control(named: "Clear").click()
            try await browser.waitFor("return location.hash === ''")
            #expect(try await browser.visibleTileCount() == photos.count)
            #expect(try await browser.text(of: ".filter-status").isEmpty)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func aSharedHashOpensTheFilteredView() async throws {
        let site = try await BuiltSite.sample()
        let photos = try SampleSidecars.sample.get().inAlbum("Tuscany 2008")
        let tag = try #require(photos.flatMap(\.tags).first)
        try await Browser.with { browser in
            // A rating in the address filters nothing on a site that does not show ratings.
            try await browser.openFresh(site.url(Self.album + "#rating=3&tag=\(tag)"))
            // A filtered address opens the filters by itself.
            #expect(try await browser.find("form.filters").isDisplayed())
            #expect(try await browser.evaluate("return document.querySelector('select[name=tag]').value", as: String.self) == tag)
            #expect(try await browser.visibleTileCount() == photos.filter { $0.tags.contains(tag) }.count)

            // Following another shared link in the same tab (only the hash changes) applies it too.
            try await browser.run("location.hash = 'fav=1';")
            try await browser.waitFor("return document.querySelector('input[name=fav]').checked")
            #expect(try await browser.visibleTileCount() == photos.filter(\.favorite).count)

            // A hash that is not a filter (a tile anchor, or junk) shows everything.
            try await browser.open(site.url(Self.album + "#rating=9&tag=%3Cscript%3E"))
            #expect(try await browser.visibleTileCount() == photos.count)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
