import Foundation
import Testing
import TestSupport

/// Issue 34: a library's `theme/custom.css` comes after the theme's stylesheet, so a few lines on the palette's
/// custom properties restyle the site, in the light scheme and the dark one.
@Suite("Browser: theme/custom.css", .serialized, .requires(TestTool.browser))
struct CustomStyleTests {
    @Test func customPropertiesRestyleLightAndDark() async throws {
        let library = try TemporaryDirectory("vitrine-custom-css")
        try FileManager.default.copyItem(at: Fixtures.sampleLibrary.appendingPathComponent("Helsinki"),
                                         to: library.url.appendingPathComponent("Helsinki"))
        let theme = library.url.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("""
            :root{--accent:#a0522d;--bg:#fffaf0}
            @media (prefers-color-scheme:dark){:root{--accent:#e9a178;--bg:#1b1410}}
            """.utf8).write(to: theme.appendingPathComponent("custom.css"))
        let site = try await BuiltSite(library: library.url)
        try await Browser.with { browser in
            for (scheme, accent, background) in [("light", "rgb(160, 82, 45)", "rgb(255, 250, 240)"),
                                                 ("dark", "rgb(233, 161, 120)", "rgb(27, 20, 16)")] {
                try await browser.emulateColorScheme(scheme)
                try await browser.openFresh(site.url("albums/helsinki/index.html"))
                let colours = try await browser.evaluate("""
                    return [getComputedStyle(document.querySelector('.breadcrumb a')).color,
                            getComputedStyle(document.body).backgroundColor];
                    """, as: [String].self)
                #expect(colours == [accent, background], "\(scheme)")
            }
        }
        // In the same stylesheet, after the theme's rules (one request, and it wins where both set a property).
        let assets = try FileManager.default.contentsOfDirectory(atPath: site.folder.appendingPathComponent("assets").path)
        let css = try #require(assets.first { $0.hasPrefix("site-") && $0.hasSuffix(".css") })
        let text = try String(contentsOf: site.folder.appendingPathComponent("assets/\(css)"), encoding: .utf8)
        let custom = try #require(text.range(of: "/* theme/custom.css */"))
        let viewer = try #require(text.range(of: ".viewer{"))
        #expect(viewer.lowerBound < custom.lowerBound)
    }
}
