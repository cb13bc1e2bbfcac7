import Foundation
import Testing
import VitrineLibrary
@testable import VitrineSite

/// User text that tries to break out of HTML, attributes, scripts, URLs and text direction.
@Suite struct EscapingTests {
    static let hostile = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "</script><!--",
        "javascript:alert(1)",
        "line\u{2028}separator\u{2029}end",
        "\u{202E}gpj.exe\u{2066}",
        "' onmouseover='alert(1)",
    ]

    func hostileModel() -> SiteModel {
        var photos: [String: PhotoModel] = [:]
        var ids: [String] = []
        for (n, text) in Self.hostile.enumerated() {
            var photo = SampleModels.photo(n + 1, album: text, file: "\(text).jpg", title: text, favorite: true,
                                           tags: [text, "t\(n)"])
            photo.caption = text
            photo.exif.make = text
            photo.exif.lens = text
            photo.place = Place(city: text, region: text, countryCode: "ZZ", point: GeoPoint(latitude: 1, longitude: 1))
            photo.placeholderColor = "red;background:url(javascript:alert(1))"
            photos[photo.id] = photo
            ids.append(photo.id)
        }
        let albums = Self.hostile.enumerated().map { n, text in
            AlbumModel(sourcePath: text, title: text, description: text, photoIDs: [ids[n]])
        }
        var settings = SiteSettings()
        settings.title = Self.hostile[0]
        settings.author = Self.hostile[1]
        settings.language = "en\"><script>"
        return SiteModel(settings: settings, root: AlbumModel(sourcePath: "", title: Self.hostile[0], albums: albums),
                         photos: photos)
    }

    @Test func hostileTextNeverBecomesMarkup() throws {
        let files = try SiteGenerator().render(hostileModel())
        #expect(files.count > 20)
        for file in files where file.path.hasSuffix(".html") || file.path.hasSuffix(".json") {
            let text = try #require(files.text(file.path))
            #expect(!text.contains("<script>"), "\(file.path)")
            #expect(!text.contains("<img src=x"), "\(file.path)")
            #expect(!text.contains("</script><!--"), "\(file.path)")
            #expect(!file.path.hasSuffix(".html") || !text.contains("onmouseover='"), "\(file.path)")
            #expect(!text.contains("href=\"javascript:"), "\(file.path)")
            #expect(!text.contains("\u{202E}") && !text.contains("\u{2066}"), "\(file.path)")
            #expect(!text.contains("url(javascript"), "\(file.path)")
            #expect(!text.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 } || file.path.hasSuffix(".html"),
                    "\(file.path) carries a raw line separator")
        }
        let home = try #require(files.text("index.html"))
        #expect(home.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(home.contains("<html lang=\"en\">"))
    }

    @Test func pathsCarryOnlySlugs() throws {
        let files = try SiteGenerator().render(hostileModel())
        for path in files.paths {
            #expect(path.range(of: #"^[a-z0-9./-]+$"#, options: .regularExpression) != nil, "\(path)")
            #expect(!path.contains(".."))
        }
    }

    @Test func jsonStringsCannotCloseAScript() {
        let encoded = JSONText.string("</script><!--&\u{2028}\u{2029}\"\\\n")
        #expect(encoded == #""\u003c/script\u003e\u003c!--\u0026\u2028\u2029\"\\\n""#)
        let object = JSONValue.object(["b": .int(1), "a": .array([.bool(true), .string("x")])])
        #expect(object.text == #"{"a":[true,"x"],"b":1}"#)
    }

    /// The feed's and sitemap's text: the five XML specials as entities, control characters but line breaks and
    /// tabs dropped, and the two non-characters; HTML written in Swift (tiles) escapes as Mustache does.
    @Test func xmlAndHTMLTextAreEscaped() {
        #expect(XMLText.escaped("a<b>&\"c\" 'd'\u{0}\u{1F}\n\t\u{FFFE}\u{FFFF}é") == "a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos;\n\té")
        var html = ""
        HTMLText.append("a<b>&\"c\" 'd'\u{1}é", to: &html)
        #expect(html == "a&lt;b&gt;&amp;&quot;c&quot; &#39;d&#39;\u{1}é")
        HTMLText.append("/plain/path.jpg", to: &html)
        #expect(html.hasSuffix("é/plain/path.jpg"))
        #expect(QuizScriptJSON.escape("{\"a\":\"</script>&\u{2028}\"}") == "{\"a\":\"\\u003c/script\\u003e\\u0026\\u2028\"}")
    }

    @Test func controlAndBidiCharactersAreRemovedFromDisplayText() {
        #expect(UserText.display("\u{202E}abc\u{202C} \u{0007}def\u{2028}") == "abc def")
        #expect(UserText.displayOrNil("  \u{200F} ") == nil)
    }
}
