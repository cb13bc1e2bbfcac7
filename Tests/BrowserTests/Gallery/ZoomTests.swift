import Foundation
import Testing
import TestSupport

/// Grid zoom (seed 000): six stops through buttons, keys and ctrl+wheel; the stop's column width; persistence
/// in localStorage applied before first paint; the top photo kept in view; no animation under reduced motion.
@Suite("Browser: grid zoom", .serialized, .requires(TestTool.browser))
struct ZoomTests {
    /// The album with the most photos of the sample: enough tiles for every stop to show several rows.
    static let album = "albums/cameras/index.html"

    @Test func buttonsWalkThroughAllSixStopsAndDisableAtTheEnds() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            #expect(try await browser.zoomStop() == Browser.mediumStop)
            #expect(try await browser.zoomName() == "Medium")
            let zoomIn = try await browser.control(named: "Zoom in")
            let zoomOut = try await browser.control(named: "Zoom out")
            #expect(try await zoomIn.isEnabled())
            #expect(try await zoomOut.isEnabled())

            for _ in 0..<Browser.mediumStop { try await zoomOut.click() }
            try await browser.waitForZoomStop(0)
            #expect(try await !zoomOut.isEnabled(), "Zoom out stays enabled at Dense")
            #expect(try await zoomIn.isEnabled())

            var previousCount = Int.max
            for stop in Browser.zoomStops.indices {
                if stop > 0 { try await zoomIn.click() }
                try await browser.waitForZoomStop(stop)
                #expect(try await browser.zoomName() == Browser.zoomStops[stop].name)
                #expect(try await browser.storedZoomStop() == String(stop))
                let rows = try await browser.gridRows()
                Self.expectRows(rows, fit: stop)
                #expect(rows.count <= previousCount, "zooming in put more photos in a row at \(Browser.zoomStops[stop].name)")
                previousCount = rows.count
            }
            #expect(try await !zoomIn.isEnabled(), "Zoom in stays enabled at Preview")
            #expect(try await zoomOut.isEnabled())
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func plusMinusAndZeroKeysChangeTheStop() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.press("-")
            try await browser.waitForZoomStop(1)
            try await browser.press("-", "-")
            try await browser.waitForZoomStop(0)
            #expect(try await !browser.control(named: "Zoom out").isEnabled())
            try await browser.press("0")
            try await browser.waitForZoomStop(Browser.mediumStop)
            try await browser.press("+", "+", "+", "+")
            try await browser.waitForZoomStop(5)
            #expect(try await browser.zoomName() == "Preview")
            #expect(try await !browser.control(named: "Zoom in").isEnabled())
            try await browser.press("0")
            try await browser.waitForZoomStop(Browser.mediumStop)
            #expect(try await browser.storedZoomStop() == String(Browser.mediumStop))
        }
    }

    @Test func theStopSurvivesAReloadAndIsSetBeforeTheGridExists() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            let medium = try await browser.gridRows()
            // Record the stop at the moment the grid enters the document, before it can be painted.
            try await browser.runBeforeEveryPage("""
                new MutationObserver(function (records, observer) {
                  var grid = document.querySelector('.grid');
                  if (!grid) return;
                  window.__zoomWhenGridAppeared = document.documentElement.dataset.zoom || 'unset';
                  observer.disconnect();
                }).observe(document, {childList: true, subtree: true});
                """)
            try await browser.control(named: "Zoom in").click()
            try await browser.control(named: "Zoom in").click()
            try await browser.waitForZoomStop(4)
            #expect(try await browser.storedZoomStop() == "4")

            try await browser.reload()
            #expect(try await browser.evaluate("return window.__zoomWhenGridAppeared || null", as: String?.self) == "4")
            #expect(try await browser.zoomStop() == 4)
            #expect(try await browser.zoomName() == "Very Large")
            let rows = try await browser.gridRows()
            Self.expectRows(rows, fit: 4)
            #expect(rows.count < medium.count)

            // Another album of the same site opens at the remembered stop too.
            try await browser.open(site.url("albums/tuscany-2008/index.html"))
            #expect(try await browser.evaluate("return window.__zoomWhenGridAppeared || null", as: String?.self) == "4")
        }
    }

    @Test func aStoredValueThatIsNotAStopFallsBackToMedium() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.open(site.url(Self.album))
            try await browser.run("window.localStorage.setItem('gridZoomLevelIndex', '9');")
            try await browser.reload()
            #expect(try await browser.zoomStop() == Browser.mediumStop)
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func withoutTheScriptTheGridShowsAtMedium() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            let medium = try await browser.gridRows()
            // What a browser without JavaScript renders: no data-zoom on <html>.
            try await browser.run("delete document.documentElement.dataset.zoom;")
            let plain = try await browser.gridRows()
            #expect(plain.count == medium.count)
            #expect(abs(plain.height - medium.height) < 1)
            // Controls that need the script are hidden rather than dead.
            #expect(try await !browser.find(".zoom-controls").isDisplayed())
            #expect(try await !browser.find("form.filters").isDisplayed())
        }
    }

    @Test func pinchAndCtrlWheelSnapToStopsOneAtATime() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            let wheel = """
                var e = new WheelEvent('wheel', {deltaY: Number(arguments[0]), ctrlKey: true, bubbles: true, cancelable: true});
                document.querySelector('.grid').dispatchEvent(e);
                return e.defaultPrevented ? Number(document.documentElement.dataset.zoom) : -1;
                """
            // One notch of a mouse wheel with ctrl held is one stop, each way (and the page itself does not zoom).
            #expect(try await browser.evaluate(wheel, ["-100"], as: Int.self) == 3)
            #expect(try await browser.evaluate(wheel, ["100"], as: Int.self) == 2)

            // A trackpad pinch arrives as many small wheel events with ctrlKey (negative deltaY spreads the fingers).
            // Record every stop the grid passes through while pinching all the way in, then well past the end.
            let stops = try await browser.evaluate("""
                var seen = [document.documentElement.dataset.zoom];
                function pinch(deltaY) {
                  document.querySelector('.grid').dispatchEvent(
                    new WheelEvent('wheel', {deltaY: deltaY, ctrlKey: true, bubbles: true, cancelable: true}));
                  var now = document.documentElement.dataset.zoom;
                  if (now !== seen[seen.length - 1]) seen.push(now);
                }
                for (var i = 0; i < 200; i++) pinch(-5);
                for (var j = 0; j < 600; j++) pinch(5);
                return seen.join(' ');
                """, as: String.self)
            #expect(stops == "2 3 4 5 4 3 2 1 0")
            // Pushing past Dense must not bank the excess: turning the fingers round responds at once.
            #expect(try await browser.evaluate(wheel, ["-100"], as: Int.self) == 1,
                    "after pinching past the smallest stop, pinching back does nothing for a while")
            #expect(try await browser.storedZoomStop() == "1")
        }
    }

    @Test func thePhotoAtTheTopStaysInViewAcrossAZoom() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(BrowserOptions(width: 1000, height: 700)) { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.press("+", "+")
            try await browser.waitForZoomStop(4)
            // Put the first tile of the second row at the top of the viewport, then zoom both ways.
            let anchor = try await browser.evaluate("""
                var tiles = document.querySelectorAll('.grid .tile');
                var firstTop = tiles[0].getBoundingClientRect().top;
                for (var i = 1; i < tiles.length; i++) {
                  var top = tiles[i].getBoundingClientRect().top;
                  if (top > firstTop + 1) { window.scrollTo(0, top + window.scrollY); return tiles[i].id; }
                }
                return '';
                """, as: String.self)
            try #require(!anchor.isEmpty)
            for key in ["+", "-", "-"] {
                try await browser.press(key)
                try await browser.waitFor("return document.getAnimations().length === 0")
                let top = try await browser.evaluate("return document.getElementById(arguments[0]).getBoundingClientRect().top",
                                                     [anchor], as: Double.self)
                let height = try await browser.evaluate("return window.innerHeight", as: Double.self)
                #expect(top > -1 && top < height / 2, "after \(key) tile \(anchor) moved to \(top)")
            }
        }
    }

    @Test func reducedMotionTurnsTheTransitionOff() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(BrowserOptions(reducedMotion: true)) { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.control(named: "Zoom in").click()
            #expect(try await browser.evaluate("return document.getAnimations().length", as: Int.self) == 0)
            #expect(try await browser.zoomStop() == 3)
        }
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.control(named: "Zoom in").click()
            let animation = try await browser.evaluate(
                "return getComputedStyle(document.querySelector('.grid')).animationName", as: String.self)
            #expect(animation != "none", "no zoom transition without reduced motion")
        }
    }

    /// Justified rows (the default): every tile keeps its picture's shape within 4%; a row is at least the stop's
    /// height (it is stretched to fill the width), and less than two of them for these 4:3 photos (else another
    /// would fit), unless one photo is wider than the grid at that height and is shrunk to the grid's width.
    static func expectRows(_ rows: GridRows, fit stop: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let height = Browser.zoomStops[stop].rowHeight, name = Browser.zoomStops[stop].name
        #expect(rows.count > 0, sourceLocation: sourceLocation)
        #expect(rows.shapeError < 0.04, "a tile at \(name) is \(rows.shapeError * 100)% off its photo's shape",
                sourceLocation: sourceLocation)
        if rows.height < height - 0.5 {
            #expect(rows.count == 1 && abs(rows.width - rows.gridWidth) < 1, "rows at \(name): \(rows)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(rows.height < 2 * height + 4, "rows at \(name) are \(rows.height) px high", sourceLocation: sourceLocation)
        }
    }
}
