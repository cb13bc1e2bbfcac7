import Foundation
import Testing
import TestSupport

/// Issue 30, "On this day": the sample gallery's home page, opened on a day its photos were taken in an earlier year,
/// shows those years and photos, from `http://` and from `file://`; on a day without photos, or whose photos are
/// from this very year, it shows nothing. The browser's clock is set by a script that runs before the page's own.
@Suite("Browser: on this day", .serialized, .requires(TestTool.browser))
struct OnThisDayTests {
    /// Makes `new Date()` and `Date.now()` say `year-month-day`, noon local time, in every page opened from now on.
    static func setClock(_ browser: Browser, year: Int, month: Int, day: Int) async throws {
        try await browser.runBeforeEveryPage("""
            (function () {
              var RealDate = Date, fixed = new RealDate(\(year), \(month - 1), \(day), 12, 0, 0).getTime();
              window.Date = class extends RealDate {
                constructor(...parts) { if (parts.length) super(...parts); else super(fixed); }
                static now() { return fixed; }
              };
            })();
            """)
    }

    /// The slot once site.js has looked today up: whether it shows, its heading and its photos' links.
    static func slot(_ browser: Browser, _ url: String) async throws -> (shown: Bool, heading: String, links: [String]) {
        try await browser.open(url)
        try await browser.waitFor("return document.getElementById('on-this-day').hasAttribute('data-looked-up')")
        let shown = try await browser.evaluate("return !document.getElementById('on-this-day').hidden", as: Bool.self)
        let heading = try await browser.evaluate("return document.getElementById('on-this-day-heading').textContent", as: String.self)
        let links: [String] = try await browser.evaluate("return Array.prototype.map.call("
            + "document.querySelectorAll('#on-this-day a'), function (a) { return a.getAttribute('href'); })")
        return (shown, heading, links)
    }

    @Test func photosFromThisDayInEarlierYearsShow() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            // 22 October: six photos of Tuscany, 2008 (three shown), and one Olympus of 2006.
            try await Self.setClock(browser, year: 2030, month: 10, day: 22)
            for url in [site.url("index.html"), site.folder.appendingPathComponent("index.html").absoluteString] {
                let slot = try await Self.slot(browser, url)
                #expect(slot.shown, "\(url)")
                #expect(slot.heading == "On this day: 2006, 2008", "\(url)")
                #expect(slot.links.count == 4 && slot.links.filter { $0.hasPrefix("albums/tuscany-2008/") }.count == 3, "\(slot.links)")
                let loaded = try await browser.evaluate("return Array.prototype.every.call(document.querySelectorAll('#on-this-day img'), "
                    + "function (img) { return img.alt !== ''; })", as: Bool.self)
                #expect(loaded)
            }
            // A thumbnail opens its photo's page.
            try await browser.open(site.url("index.html"))
            try await browser.waitFor("return !document.getElementById('on-this-day').hidden")
            try await browser.find("#on-this-day a").click()
            try await browser.waitFor("return location.pathname.indexOf('/albums/') >= 0 && document.querySelector('.photo-page, main img') !== null")
        }
    }

    @Test func nothingShowsOnADayWithoutPhotosFromAnotherYear() async throws {
        let site = try await BuiltSite.sample()
        for (year, month, day) in [(2030, 1, 1), (2008, 5, 4)] {
            try await Browser.with { browser in
                try await Self.setClock(browser, year: year, month: month, day: day)
                let slot = try await Self.slot(browser, site.url("index.html"))
                #expect(!slot.shown && slot.links.isEmpty, "\(year)-\(month)-\(day)")
            }
        }
    }
}
