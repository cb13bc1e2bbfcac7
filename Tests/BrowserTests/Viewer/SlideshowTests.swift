import Foundation
import Testing
import TestSupport

/// Issue 30, the slideshow, and issue 34, the viewer's info panel, on one small site every test here shares: a
/// camera JPEG with a lens, a photo stripped of its EXIF, a two-second clip and a geotagged photo, sorted by name,
/// with a one-second interval, no loop and `location: none`.
@Suite("Browser: slideshow and info panel", .serialized,
       .requires(TestTool.browser + [.ffmpeg, .exiftool, .axe]))
struct SlideshowTests {
    static let lens = "EF-S17-85mm f/4-5.6 IS USM"

    static func site() async throws -> BuiltSite { try await build.site() }

    private static let build = SharedBuild { () async throws -> BuiltSite in
        let temp = try TemporaryDirectory("vitrine-slideshow")
        let library = temp.url.appendingPathComponent("library")
        let album = library.appendingPathComponent("show")
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        try Data(#"{"slideshow": {"interval": 1, "loop": false}, "location": "none"}"#.utf8)
            .write(to: library.appendingPathComponent("vitrine.json"))
        try Data(#"{"sort": "name"}"#.utf8).write(to: album.appendingPathComponent("album.json"))
        try exiftool(["-LensModel=\(lens)", "-o", album.appendingPathComponent("a-camera.jpg").path,
                      Fixtures.url("cameras/Canon_40D.jpg").path])
        // 640 px, larger than its tile's file: the viewer fetches another.
        try exiftool(["-all=", "-o", album.appendingPathComponent("b-plain.jpg").path, Fixtures.url("gps/DSCN0012.jpg").path])
        try VideoClips.make(.h264Phone, at: album.appendingPathComponent("c-clip.mp4"))
        try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0010.jpg"), to: album.appendingPathComponent("d-gps.jpg"))
        return try await BuiltSite(library: library)
    }

    static func exiftool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(TestTool.exiftool.location()))
        process.arguments = ["-q"] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    static let album = "albums/show/index.html"

    /// What the viewer's stage is given, as it is given: each picture (a stand-in would be a frame not yet decoded),
    /// whether it was loaded, the fade it gets; each video, and whether it had ended when it left. And each position
    /// the viewer says, as it says it: a photo stays one interval (a second here), shorter than a WebDriver poll can
    /// take on two loaded cores, so the tests wait on this list and not on what the page says at a given moment.
    static let recorder = """
        window.shown = [];
        window.positions = [];
        new MutationObserver(function () {
          var said = document.querySelector('.viewer-position').textContent;
          if (said !== window.positions[window.positions.length - 1]) window.positions.push(said);
        }).observe(document.querySelector('.viewer-position'), {childList: true, characterData: true, subtree: true});
        new MutationObserver(function (records) {
          records.forEach(function (r) {
            r.removedNodes.forEach(function (n) { if (n.tagName === 'VIDEO') window.shown.push({kind: 'video left', ended: n.ended}); });
            r.addedNodes.forEach(function (n) {
              var img = n.tagName === 'PICTURE' ? n.querySelector('img') : n.tagName === 'IMG' ? n : null;
              if (img) window.shown.push({kind: img.classList.contains('viewer-standin') ? 'stand-in' : 'picture',
                                          loaded: img.complete && img.naturalWidth > 0, fade: getComputedStyle(img).animationName});
              else if (n.tagName === 'VIDEO') window.shown.push({kind: 'video', fade: getComputedStyle(n).animationName});
            });
          });
        }).observe(document.querySelector('.viewer-frame'), {childList: true});
        """

    struct Shown: Decodable, Sendable {
        var kind: String
        var loaded: Bool?
        var fade: String?
        var ended: Bool?
    }

    static let position = "return document.querySelector('.viewer-position').textContent"

    /// True once the viewer has said `position` since the recorder started.
    static func said(_ position: String) -> String { "return window.positions.indexOf('\(position)') >= 0" }
    static let playing = "return document.querySelector('.viewer-play').getAttribute('aria-pressed') === 'true'"

    /// Opens the viewer on the album's `tile`; with `latency`, every file asked for from then on (the viewer's own
    /// pictures) comes that many milliseconds late, the grid's thumbnails already in.
    func open(_ browser: Browser, tile: Int, latency: Int = 0) async throws {
        try await browser.openFresh(Self.site().url(Self.album))
        if latency > 0 {
            try await browser.waitFor("return Array.prototype.every.call(document.querySelectorAll('.grid img'), function (i) { return i.complete; })")
            try await browser.emulateLatency(milliseconds: latency)
        }
        try await browser.openViewer(tile: ".grid .tile:nth-child(\(tile)) .tile-link")
        try await browser.run(Self.recorder)
    }

    /// From the first photo to the last without looping: each photo decoded before it is shown, even when its file
    /// comes later than the interval (no stand-in, no unloaded picture), faded in, the clip played to its end before
    /// the next, and the play button off at the end.
    @Test func itShowsEachPhotoDecodedWaitsForTheClipAndStopsAtTheEnd() async throws {
        try await Browser.with { browser in
            try await open(browser, tile: 1, latency: 2500)
            let play = try await browser.find(".viewer-play")
            #expect(try await play.accessibleName() == "Slideshow (P)")
            #expect(try await play.attribute("aria-pressed") == "false")
            try await play.click()
            #expect(try await browser.evaluate(Self.playing, as: Bool.self))
            try await browser.waitFor(Self.said("2 of 4"), seconds: 40)
            try await browser.emulateLatency(milliseconds: 0)
            try await browser.waitFor("return !(function () { \(Self.playing) })()", seconds: 40)
            #expect(try await browser.evaluate(Self.position, as: String.self) == "4 of 4")
            #expect(try await browser.evaluate("return window.positions", as: [String].self) == ["2 of 4", "3 of 4", "4 of 4"])
            let shown = try await browser.evaluate("return window.shown", as: [Shown].self)
            // The first photo's own picture may come in before the second's, or be passed over for it.
            #expect(shown.filter { $0.kind != "picture" }.map(\.kind) == ["video", "video left"], "\(shown)")
            #expect(shown.filter { $0.kind == "picture" }.count >= 2, "\(shown)")
            #expect(shown.filter { $0.kind == "picture" }.allSatisfy { $0.loaded == true && $0.fade == "viewer-fade" }, "\(shown)")
            #expect(shown.first { $0.kind == "video left" }?.ended == true, "the clip was left before its end: \(shown)")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// With `loop` it goes on from the last photo to the first; P starts it, any other key or a pointer pauses it.
    @Test func itLoopsWhenAskedAndPausesOnAKeyOrAPointer() async throws {
        try await Browser.with { browser in
            try await open(browser, tile: 2)
            try await browser.run("document.body.setAttribute('data-slideshow-loop', '')")
            try await browser.press("p")
            try await browser.waitFor(Self.said("1 of 4"), seconds: 40)
            #expect(try await browser.evaluate(Self.playing, as: Bool.self))
            try await browser.press("+")
            #expect(try await browser.evaluate(Self.playing, as: Bool.self) == false)
            try await browser.press(Browser.Key.space)
            #expect(try await browser.evaluate(Self.playing, as: Bool.self))
            try await browser.run("document.querySelector('.viewer-stage').dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}))")
            #expect(try await browser.evaluate(Self.playing, as: Bool.self) == false)
            let paused = try await browser.evaluate(Self.position, as: String.self)
            try await Task.sleep(for: .seconds(2.5))
            #expect(try await browser.evaluate(Self.position, as: String.self) == paused)
        }
    }

    /// Under prefers-reduced-motion the next photo comes in without a fade.
    @Test func reducedMotionHasNoFade() async throws {
        try await Browser.with(BrowserOptions(reducedMotion: true)) { browser in
            try await open(browser, tile: 1)
            #expect(try await browser.evaluate("return matchMedia('(prefers-reduced-motion: reduce)').matches", as: Bool.self))
            try await browser.press("P")
            try await browser.waitFor("return window.shown.length > 0", seconds: 20)
            let shown = try await browser.evaluate("return window.shown", as: [Shown].self)
            #expect(shown.first?.kind == "picture" && shown.first?.fade == "none", "\(shown)")
        }
    }

    static let facts = """
        return Array.prototype.map.call(document.querySelectorAll('.viewer-facts dt'),
          function (t) { return t.textContent + t.nextElementSibling.textContent; })
        """

    /// A search result's tile is made from its record (filters.js), which carries the facts too; its viewer plays.
    @Test func aSearchResultOpensTheViewerWithItsFacts() async throws {
        let site = try await Self.site()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("search.html"))
            try await browser.find("input[type=search]").type("canon")
            try await browser.waitFor("return document.querySelectorAll('.grid .tile-link').length === 1")
            try await browser.openViewer()
            #expect(try await browser.evaluate(Self.facts, as: [String].self).contains("Lens\(Self.lens)"))
            try await browser.press("p")
            #expect(try await browser.evaluate(Self.playing, as: Bool.self))
        }
    }

    /// The panel shows what the photo page shows: camera, lens, exposure and date for the camera JPEG, nothing for the
    /// photo without EXIF, no place under `location: none`; axe finds nothing with it open; hidden, it stays hidden.
    @Test func theInfoPanelShowsThePhotosFactsAndStaysAsLeft() async throws {
        let site = try await Self.site()
        try await Browser.with { browser in
            try await open(browser, tile: 1)
            #expect(try await browser.evaluate(Self.facts, as: [String].self) == [
                "Date30 May 2008, 15:56", "CameraCanon EOS 40D", "Lens\(Self.lens)", "Exposure1/160 s · f/7.1 · ISO 100 · 135 mm",
            ])
            let violations = try await browser.accessibilityViolations()
            #expect(violations.isEmpty, "\(violations)")
            try await browser.press(Browser.Key.arrowRight)
            #expect(try await browser.evaluate(Self.facts, as: [String].self).isEmpty)
            #expect(try await browser.evaluate("return document.querySelector('.viewer-facts').hidden", as: Bool.self))
            try await browser.press(Browser.Key.arrowRight, Browser.Key.arrowRight)
            let gps = try await browser.evaluate(Self.facts, as: [String].self)
            #expect(gps.contains { $0.hasPrefix("Camera") && $0.hasSuffix("COOLPIX P6000") }, "\(gps)")
            #expect(!gps.contains { $0.hasPrefix("Place") }, "\(gps)")
            try await browser.press("i")
            try await browser.reload()
            try await browser.waitFor("return !!document.querySelector('dialog.viewer[open]')")
            #expect(try await browser.evaluate("return document.querySelector('.viewer-info').offsetParent === null", as: Bool.self))
            #expect(try await browser.find(".viewer-info-toggle").attribute("aria-pressed") == "false")
            try await browser.press("I")
            #expect(try await browser.evaluate("return document.querySelector('.viewer-info').offsetParent !== null", as: Bool.self))
        }
        // The photo page's facts, also the panel's, published without a place, and the settings on the page.
        let page = try String(contentsOf: site.folder.appendingPathComponent("albums/show/a-camera.html"), encoding: .utf8)
        #expect(page.contains(Self.lens) && page.contains("1/160 s · f/7.1 · ISO 100 · 135 mm"))
        let albumPage = try String(contentsOf: site.folder.appendingPathComponent(Self.album), encoding: .utf8)
        #expect(albumPage.contains("data-slideshow=\"1\">"))
        let index = try String(contentsOf: site.folder.appendingPathComponent("albums/show/index.json"), encoding: .utf8)
        #expect(index.contains(#""x":"30 May 2008, 15:56\nCanon EOS 40D\n\#(Self.lens)"#))
        for file in [Self.album, "albums/show/index.json", "albums/show/d-gps.html", "albums/show/c-clip.html"] {
            let text = try String(contentsOf: site.folder.appendingPathComponent(file), encoding: .utf8)
            for place in ["Arezzo", "Italy", "Toscana", "Tuscany", "Paris", "France"] { #expect(!text.contains(place), "\(file): \(place)") }
        }
    }
}
