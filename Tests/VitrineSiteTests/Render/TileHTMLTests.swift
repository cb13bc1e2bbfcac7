import Foundation
import Mustache
import Testing
import TestSupport
import VitrineTheme
@testable import VitrineSite

/// The built-in tile written in Swift (`TileView.html`) is the built-in `tile.mustache`'s output, byte for byte, for
/// every shape of tile: a change of the template without the code (or the reverse) fails here. A theme that overrides
/// the tile renders it through Mustache, and an override that copies the built-in one gives the same site.
@Suite struct TileHTMLTests {
    static let image = ImageView(src: "../images/a b/350.jpg", jpegSrcset: "../images/a/350.jpg 350w, ../images/a/700.jpg 700w",
                                 webpSrcset: "../images/a/350.webp 350w", sizes: "(min-width: 40em) 20vw, 50vw",
                                 width: 350, height: 233, alt: "Café \"Roma\" & <friends> l'été", color: "#a0b0c0", lazy: true)

    /// Tiles with each optional part there or not, text with every character HTML escapes, empty texts (a section
    /// Mustache renders for an empty string too), a broken photo, a video.
    static var tiles: [TileView] {
        let plain = TileView(anchor: "t-0", index: 0, href: "dscn0010.html", alt: "Café \"Roma\" & <friends> l'été", aspect: "1.5",
                             image: image, rating: 0, isFavorite: false, tagSlugs: "")
        var all: [TileView] = [plain]
        var full = plain
        full.index = 201
        full.anchor = "t-201"
        full.rating = 5
        full.isFavorite = true
        full.tagSlugs = "market ete"
        full.tileCaption = "Line one & <two> \"three\" 'four'"
        full.originalHref = "../originals/a&b.jpg"
        full.infoText = "NIKON D70\n1/250 s · f/8\nArezzo, Italy"
        full.videoHref = "../videos/clip 1.mp4"
        full.durationText = "1:02"
        all.append(full)
        var noWebP = full
        noWebP.image?.webpSrcset = nil
        noWebP.image?.lazy = false
        all.append(noWebP)
        var broken = full
        broken.image = nil
        all.append(broken)
        var empty = plain
        empty.tileCaption = ""
        empty.infoText = ""
        empty.originalHref = ""
        empty.durationText = ""
        empty.videoHref = ""
        empty.image?.webpSrcset = ""
        all.append(empty)
        var emoji = plain
        emoji.alt = "🌅 Sunrise — Ærø"
        emoji.image?.alt = emoji.alt
        emoji.isFavorite = true
        all.append(emoji)
        return all
    }

    static let unreadable = "Can't read <this> photo"

    @Test func theSwiftTileIsTheTemplatesBytes() throws {
        let directory = try #require(Theme.directory)
        let template = try String(contentsOf: directory.appendingPathComponent("tile.mustache"), encoding: .utf8)
        var library = MustacheLibrary()
        try library.register(template, named: "tile")
        // As grid.mustache includes it: a standalone partial tag inside a standalone section.
        try library.register("<ul>\n{{#tiles}}\n{{>tile}}\n{{/tiles}}\n</ul>\n", named: "grid")
        for (number, tile) in Self.tiles.enumerated() {
            let context: [String: Any] = ["tiles": [TemplateValue.convert(tile) as Any], "t": ["unreadable": Self.unreadable]]
            let expected = try #require(library.render(context, withTemplate: "grid"))
            let written = "<ul>\n" + tile.html(unreadable: Self.unreadable) + "</ul>\n"
            #expect(written == expected, "tile \(number)")
        }
    }

    @Test func aPrerenderedTileIsReadWhole() throws {
        var tile = try #require(Self.tiles.last)
        tile.prerendered = "<li>as written</li>\n"
        let converted = try #require(TemplateValue.convert(tile) as? [String: Any])
        #expect(converted.count == 1 && converted["prerendered"] as? String == "<li>as written</li>\n")
    }

    /// Only the built-in tile and grid are written in Swift; an override of either is rendered by Mustache, and an
    /// override that is a copy of the built-in tile gives every page the same bytes.
    @Test func anOverrideOfTheTileRendersThroughMustacheToTheSameSite() throws {
        let temp = try TemporaryDirectory("vitrine-tile")
        defer { temp.remove() }
        let override = temp.url.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: override, withIntermediateDirectories: true)
        let builtIn = try #require(Theme.directory)
        try FileManager.default.copyItem(at: builtIn.appendingPathComponent("tile.mustache"), to: override.appendingPathComponent("tile.mustache"))
        #expect(try ThemeFiles(directory: nil).prerendersTiles)
        #expect(try ThemeFiles(directory: nil, override: override).prerendersTiles == false)
        let grid = temp.url.appendingPathComponent("grid-only")
        try FileManager.default.createDirectory(at: grid, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: builtIn.appendingPathComponent("grid.mustache"), to: grid.appendingPathComponent("grid.mustache"))
        #expect(try ThemeFiles(directory: nil, override: grid).prerendersTiles == false)

        let model = SampleModels.library()
        let swift = try SiteGenerator(themeDirectory: nil) { code, _ in code }.render(model)
        let mustache = try SiteGenerator(themeDirectory: nil, themeOverride: override) { code, _ in code }.render(model)
        #expect(swift.count == mustache.count)
        let pages = Dictionary(uniqueKeysWithValues: mustache.map { ($0.path, $0.contents) })
        var grids = 0
        for file in swift {
            #expect(file.contents == pages[file.path], "\(file.path)")
            if String(decoding: file.contents, as: UTF8.self).contains("<li class=\"tile\"") { grids += 1 }
        }
        #expect(grids > 5)
        #expect(swift.contains { String(decoding: $0.contents, as: UTF8.self).contains("tile-broken") })
    }
}
