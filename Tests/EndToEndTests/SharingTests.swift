import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// PRODUCT.md "Viewing and sharing": the Atom feed, sitemap.xml, robots.txt and the card tags, with absolute
/// addresses from `baseURL`; without it, relative pages, no feed or sitemap, and one note saying why.
@Suite struct SharingTests {
    static let base = "https://photos.example/our trip/"

    /// Two albums of dated photos, one captioned and tagged, one favourite.
    static func workspace(baseURL: String?) throws -> Workspace {
        let w = try Workspace()
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try w.library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try w.library.add("orientation/landscape_6.jpg", to: "Other")
        try w.library.write(#"{"caption": "Market <day> & night", "tags": ["italy"], "favorite": true}"#,
                            at: "Tuscany/DSCN0010.jpg.json")
        let base = baseURL.map { #", "baseURL": "\#($0)""# } ?? ""
        try w.library.write(#"{"title": "Our trip", "author": "Ann"\#(base)}"#, at: "vitrine.json")
        return w
    }

    /// An XML document's elements as (name, attributes, text) in document order; fails on malformed XML.
    final class Elements: NSObject, XMLParserDelegate {
        var found: [(name: String, attributes: [String: String], text: String)] = []
        private var stack: [Int] = []

        static func parse(_ data: Data) throws -> [(name: String, attributes: [String: String], text: String)] {
            let parser = XMLParser(data: data)
            let elements = Elements()
            parser.delegate = elements
            guard parser.parse() else { throw XMLFailure(reason: String(describing: parser.parserError)) }
            return elements.found
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            found.append((name, attributes, ""))
            stack.append(found.count - 1)
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = stack.last { found[last].text += string }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    struct XMLFailure: Error { var reason: String }

    /// The site file an absolute address names, or nil when it is not under the base.
    static func sitePath(_ url: String) -> String? {
        guard url.hasPrefix("https://photos.example/our%20trip/") else { return nil }
        return String(url.dropFirst("https://photos.example/our%20trip/".count)).removingPercentEncoding
    }

    /// `<meta property|name=KEY content=...>` values of a page.
    static func meta(_ html: String, _ key: String) -> String? {
        for attribute in ["property", "name"] {
            let marker = "<meta \(attribute)=\"\(key)\" content=\""
            if let start = html.range(of: marker) {
                let rest = html[start.upperBound...]
                return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
            }
        }
        return nil
    }

    @Test func withABaseURLTheFeedSitemapAndCardsAreAbsolute() async throws {
        let w = try Self.workspace(baseURL: Self.base)
        defer { w.temp.remove() }
        let summary = try await w.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        let site = try SiteTree(w.site)

        // The feed: valid XML, each photo once, newest first, every address absolute and naming a real file.
        let feed = try Elements.parse(try #require(site.files["feed.xml"]))
        #expect(feed.first?.name == "feed")
        let entries = feed.filter { $0.name == "entry" }
        #expect(entries.count == 2, "the two dated photos (landscape_6.jpg has no date)")
        let updated = feed.filter { $0.name == "updated" }.map(\.text)
        #expect(updated.count == 3 && updated[0] == updated[1], "the feed's date is its newest entry's")
        #expect(Array(updated.dropFirst()) == updated.dropFirst().sorted(by: >), "\(updated)")
        let links = feed.filter { $0.name == "link" }.compactMap { $0.attributes["href"] }
        #expect(links.count == 4)
        for link in links {
            let path = try #require(Self.sitePath(link), "\(link)")
            #expect(path.isEmpty || site.files[path] != nil, "\(link)")
        }
        let content = feed.filter { $0.name == "content" }.map(\.text).joined()
        #expect(content.contains("<p>Market &lt;day&gt; &amp; night</p>"), "HTML content, the caption escaped in it")
        #expect(content.contains("<img src=\"https://photos.example/our%20trip/images/"))

        // The sitemap: every page but the 404 and the search page (its results are made in the browser), absolute.
        let sitemap = try Elements.parse(try #require(site.files["sitemap.xml"]))
        let locs = sitemap.filter { $0.name == "loc" }.map(\.text)
        let pages = site.paths.filter { $0.hasSuffix(".html") && $0 != "404.html" && $0 != "search.html" }
        #expect(locs.compactMap(Self.sitePath).sorted() == pages.sorted())
        #expect(site.text("robots.txt")?.contains("Sitemap: https://photos.example/our%20trip/sitemap.xml") == true)

        // Card tags on each page type, with a picture of the page and the feed linked.
        let photoPage = try #require(pages.first { $0.hasSuffix("dscn0010.html") })
        let tagPage = try #require(pages.first { $0.hasPrefix("tags/") && $0 != "tags/index.html" })
        for page in ["index.html", "albums/tuscany/index.html", photoPage, "favorites.html", "tags/index.html", tagPage, "map.html"] {
            let html = try #require(site.text(page), "\(page)")
            #expect(Self.meta(html, "og:title")?.isEmpty == false, "\(page)")
            #expect(Self.meta(html, "og:description")?.isEmpty == false, "\(page)")
            #expect(Self.meta(html, "og:url").flatMap(Self.sitePath) == page, "\(page)")
            #expect(Self.meta(html, "twitter:card") == "summary_large_image", "\(page)")
            let image = try #require(Self.meta(html, "og:image").flatMap(Self.sitePath), "\(page)")
            #expect(image.hasSuffix("-1024.jpg") && site.files[image] != nil, "\(page): \(image)")
            #expect(html.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Our trip\" href=\"https://photos.example/our%20trip/feed.xml\">"), "\(page)")
        }
        // The quiz page has a card too, without a picture (one would give a round's answer away), and links the feed.
        let quiz = try #require(site.text("quiz/index.html"))
        #expect(Self.meta(quiz, "og:title") == "Photo quiz")
        #expect(Self.meta(quiz, "og:description")?.isEmpty == false)
        #expect(Self.meta(quiz, "og:url").flatMap(Self.sitePath) == "quiz/index.html")
        #expect(Self.meta(quiz, "twitter:card") == "summary" && Self.meta(quiz, "og:image") == nil)
        #expect(quiz.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Our trip\" href=\"https://photos.example/our%20trip/feed.xml\">"))
        #expect(Self.meta(try #require(site.text("404.html")), "og:title") == "Page not found")
        let photoHTML = try #require(site.text(photoPage))
        #expect(Self.meta(photoHTML, "og:type") == "article")
        #expect(Self.meta(photoHTML, "og:description") == "Market &lt;day&gt; &amp; night")
    }

    /// A note, not a warning (issue 32): a new library has no address yet, and `--strict` must not fail on it.
    @Test func withoutABaseURLThereIsNoFeedOrSitemapAndOneNoteSaysWhy() async throws {
        let w = try Self.workspace(baseURL: nil)
        defer { w.temp.remove() }
        let summary = try await w.build()
        #expect(summary.diagnostics.isEmpty)
        #expect(summary.notes.count == 1)
        #expect(summary.notes.first?.contains("baseURL") == true)
        let site = try SiteTree(w.site)
        #expect(site.files["feed.xml"] == nil && site.files["sitemap.xml"] == nil)
        #expect(site.text("robots.txt") == "User-agent: *\nAllow: /\n")
        let home = try #require(site.text("index.html"))
        #expect(Self.meta(home, "og:title") == "Our trip")
        #expect(Self.meta(home, "og:image") == nil && Self.meta(home, "og:url") == nil)
        #expect(Self.meta(home, "twitter:card") == "summary")
        #expect(!home.contains("application/atom+xml"))
        // An unchanged rebuild says it again.
        #expect(try await w.build().notes.count == 1)
    }
}
