import Foundation
import Testing
import TestSupport

/// Screenshots for people to look at, in `.build/test-artifacts/`: the biggest album at three stops, the home
/// page and a photo page (desktop), and an album on a phone. `docs/screenshot-home.png` is picked from these.
@Suite("Browser: screenshots", .serialized, .requires(TestTool.browser))
struct ScreenshotTests {
    @Test func albumAtThreeStopsHomeAndAPhotoPage() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url())
            try await Self.waitForImages(browser)
            try await browser.screenshot(to: Artifacts.file("home.png"))

            try await browser.open(site.url("albums/cameras/index.html"))
            for (stop, name) in [(0, "dense"), (2, "medium"), (4, "very-large")] {
                try await browser.run("window.localStorage.setItem('gridZoomLevelIndex', arguments[0]);", [String(stop)])
                try await browser.reload()
                try await browser.waitForZoomStop(stop)
                try await Self.waitForImages(browser)
                try await browser.screenshot(to: Artifacts.file("album-\(name).png"))
            }
            try await browser.run("window.localStorage.clear();")

            try await browser.open(site.url("albums/tuscany-2008/index.html"))
            try await Self.waitForImages(browser)
            try await browser.screenshot(to: Artifacts.file("tuscany-medium.png"))

            try await browser.open(site.url("albums/tuscany-2008/dscn0010.html"))
            try await Self.waitForImages(browser)
            try await browser.screenshot(to: Artifacts.file("photo.png"))
        }
        try await Browser.with(.phone) { browser in
            try await browser.openFresh(site.url("albums/tuscany-2008/index.html"))
            try await Self.waitForImages(browser)
            try await browser.screenshot(to: Artifacts.file("phone-album.png"))
        }
        #expect(FileManager.default.fileExists(atPath: Artifacts.file("album-medium.png").path))
    }

    /// The README's gallery (docs/screenshots/: these converted with `cwebp -q 70`, 960 px and 390 px wide): home, album, photo page,
    /// viewer, map and quiz, on a desktop and a phone, light and dark, in `.build/test-artifacts/look/`.
    @Test(arguments: ["light", "dark"])
    func theLookOnDesktopAndPhone(scheme: String) async throws {
        let site = try await BuiltSite.sample()
        let pages = [("home", ""), ("album", "albums/tuscany-2008/index.html"), ("photo", "albums/tuscany-2008/dscn0010.html"),
                     ("viewer", "albums/tuscany-2008/index.html#photo/dscn0010"), ("map", "map.html"), ("quiz", "quiz/index.html")]
        for (device, options) in [("desktop", BrowserOptions(width: 1440, height: 900, pixelRatio: 1)), ("phone", BrowserOptions.phone)] {
            try await Browser.with(options) { browser in
                try await browser.emulateColorScheme(scheme)
                for (name, path) in pages {
                    try await browser.openFresh(site.url(path))
                    // Map tiles come from the internet, which tests do not reach: the photos' markers are enough.
                    try await browser.waitFor("""
                        return Array.prototype.every.call(document.querySelectorAll('img'), function (img) {
                          var r = img.getBoundingClientRect();
                          if (img.closest('.map-view') || !img.getAttribute('src') || r.width === 0) return true;
                          return r.top > window.innerHeight || (img.complete && img.naturalWidth > 0);
                        });
                        """)
                    if name == "quiz" { try await Self.playQuizRound(browser) }
                    try await browser.screenshot(to: Artifacts.file("look/\(name)-\(device)-\(scheme).png"))
                }
            }
        }
        #expect(FileManager.default.fileExists(atPath: Artifacts.file("look/quiz-phone-\(scheme).png").path))
    }

    /// The quiz as a player sees it: a round whose photo is uncovered, with the four places to pick from.
    static func playQuizRound(_ browser: Browser) async throws {
        try await browser.setLocalStorageItem("vitrine.quiz.settings", #"{"revealSpeed":"fast","timer":120,"sessionLength":"10","albums":["Tuscany 2008"]}"#)
        try await browser.reload()
        try await browser.find("#quiz-start").click()
        try await browser.waitFor("""
            var img = document.querySelector('#quiz-stage img');
            return img && img.complete && img.naturalWidth > 0 && document.querySelectorAll('.quiz-choice').length > 0
                && document.querySelectorAll('#quiz-tiles .quiz-tile[data-open]').length === 36;
            """, seconds: 30)
        // The tiles fade out over 0.4 s.
        try await Task.sleep(for: .milliseconds(600))
    }

    /// Waits until the images in the viewport have loaded, so the picture shows photos and not placeholders.
    static func waitForImages(_ browser: Browser) async throws {
        try await browser.waitFor("""
            return Array.prototype.every.call(document.images, function (img) {
              var r = img.getBoundingClientRect();
              return r.top > window.innerHeight || (img.complete && img.naturalWidth > 0);
            });
            """)
    }
}
