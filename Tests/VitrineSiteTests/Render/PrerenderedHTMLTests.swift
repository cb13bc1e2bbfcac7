import Foundation
import Mustache
import Testing
import TestSupport
import VitrineTheme
@testable import VitrineSite

/// The built-in tile and album card written in Swift (`TileView.html`, `AlbumCardView.html`) are the built-in
/// `tile.mustache`'s and `card.mustache`'s output, byte for byte, for every shape of each: a change of a template
/// without the code (or the reverse) fails here. A theme that overrides either renders it through Mustache, and an
/// override that copies the built-in one gives the same site.
@Suite struct PrerenderedHTMLTests {
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

    static var cards: [AlbumCardView] {
        let cover = AlbumCardView(albumHref: "albums/caf\u{e9}/index.html", albumTitle: "Café \"Roma\" & <friends> l'été",
                                  albumCountText: "12 photos", cover: image, isLocked: false, isHero: true)
        var plain = cover
        plain.isHero = false
        plain.cover?.webpSrcset = nil
        var noCover = plain
        noCover.cover = nil
        let locked = AlbumCardView(albumHref: "p/abc.html", albumTitle: "Private album", albumCountText: nil, cover: nil, isLocked: true)
        var uncounted = plain
        uncounted.albumCountText = nil
        var empty = plain
        empty.albumCountText = ""
        empty.cover?.webpSrcset = ""
        return [cover, plain, noCover, locked, uncounted, empty]
    }

    /// The built-in partial `name` rendered by Mustache inside a list, as its page template includes it.
    static func mustache(_ name: String, list: String, _ value: Any, strings: [String: String] = [:]) throws -> String {
        let directory = try #require(Theme.directory)
        var library = MustacheLibrary()
        try library.register(try String(contentsOf: directory.appendingPathComponent(name + ".mustache"), encoding: .utf8), named: name)
        // A standalone partial tag inside a standalone section, as grid.mustache and album.mustache have it.
        try library.register("<ul>\n{{#\(list)}}\n{{>\(name)}}\n{{/\(list)}}\n</ul>\n", named: "list")
        return try #require(library.render([list: [TemplateValue.convert(value) as Any], "t": strings], withTemplate: "list"))
    }

    @Test func theSwiftCardIsTheTemplatesBytes() throws {
        for (number, card) in Self.cards.enumerated() {
            #expect("<ul>\n" + card.html() + "</ul>\n" == (try Self.mustache("card", list: "albums", card)), "card \(number)")
        }
    }

    @Test func theSwiftTileIsTheTemplatesBytes() throws {
        for (number, tile) in Self.tiles.enumerated() {
            let expected = try Self.mustache("tile", list: "tiles", tile, strings: ["unreadable": Self.unreadable])
            #expect("<ul>\n" + tile.html(unreadable: Self.unreadable) + "</ul>\n" == expected, "tile \(number)")
        }
    }

    @Test func aPrerenderedTileOrCardIsReadWhole() throws {
        var tile = try #require(Self.tiles.last)
        tile.prerendered = "<li>as written</li>\n"
        var card = try #require(Self.cards.first)
        card.prerendered = "<li>as written</li>\n"
        for value in [tile, card] as [Any] {
            let converted = try #require(TemplateValue.convert(value) as? [String: Any])
            #expect(converted.count == 1 && converted["prerendered"] as? String == "<li>as written</li>\n")
        }
    }

    /// Only the built-in tile and grid, card and album, are written in Swift; an override of either of a pair is
    /// rendered by Mustache, and an override that copies the built-in tile and card gives every page the same bytes.
    @Test func anOverrideRendersThroughMustacheToTheSameSite() throws {
        let temp = try TemporaryDirectory("vitrine-tile")
        defer { temp.remove() }
        let override = temp.url.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: override, withIntermediateDirectories: true)
        let builtIn = try #require(Theme.directory)
        for name in ["tile.mustache", "card.mustache"] {
            try FileManager.default.copyItem(at: builtIn.appendingPathComponent(name), to: override.appendingPathComponent(name))
        }
        let plain = try ThemeFiles(directory: nil)
        #expect(plain.prerendersTiles && plain.prerendersCards)
        let copied = try ThemeFiles(directory: nil, override: override)
        #expect(!copied.prerendersTiles && !copied.prerendersCards)
        let grid = temp.url.appendingPathComponent("grid-only")
        try FileManager.default.createDirectory(at: grid, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: builtIn.appendingPathComponent("grid.mustache"), to: grid.appendingPathComponent("grid.mustache"))
        let gridOnly = try ThemeFiles(directory: nil, override: grid)
        #expect(!gridOnly.prerendersTiles && gridOnly.prerendersCards)

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
        #expect(swift.contains { String(decoding: $0.contents, as: UTF8.self).contains("<li class=\"album-card") })
        #expect(swift.contains { String(decoding: $0.contents, as: UTF8.self).contains("tile-broken") })
    }
}
