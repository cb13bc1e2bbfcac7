import Foundation
import Testing
import TestSupport
import VitrineBuild

/// Issue 8: text from photos, sidecars and file names never becomes markup or script on a published page.
@Suite struct HostileTextTests {
    static let payloads = HostileLibrary.payloads

    func hostileLibrary() throws -> Workspace {
        let w = try Workspace()
        try HostileLibrary.populate(w.library)
        return w
    }

    @Test func hostileTextIsInertOnEveryPage() async throws {
        let w = try hostileLibrary()
        defer { w.temp.remove() }
        let summary = try await w.build()
        #expect(summary.photos == HostileLibrary.photoCount)
        let tree = try SiteTree(w.site)
        let pages = tree.files.filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".json") }
        #expect(pages.count > 3)
        if try TestTool.check([.exiftool]) {
            // The XMP and IPTC carriers reached the pages (escaped), so their text was checked above.
            let all = pages.values.map { String(decoding: $0, as: UTF8.self) }
            for marker in ["xss11", "xss12", "xmp-hostile", "iptc-hostile"] {
                #expect(all.contains { $0.contains(marker) }, "no page shows \(marker)")
            }
        }
        for (path, data) in pages {
            let text = String(decoding: data, as: UTF8.self)
            // Escaped text may still read "onerror=alert(...)"; what must never appear is live markup.
            for live in ["<script>alert(", "<img src=x onerror", "<img onerror", "<svg onload", "</title><script", "<svg onload=alert(\"xss12"] {
                #expect(!text.contains(live), "\(path) carries live markup: \(live)")
            }
            #expect(!text.contains("\u{2028}") || !Self.insideScript(text, "\u{2028}"), "\(path) has a raw U+2028 in a script block")
            #expect(!text.contains("href=\"javascript:"), "\(path) links to javascript:")
        }
        // Script blocks hold JSON only, and no user text closes them early.
        for (path, data) in pages where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            for block in Self.scriptBlocks(text) {
                #expect(!block.lowercased().contains("<script"), "\(path): a script block contains <script")
                #expect(!block.contains("<!--"), "\(path): a script block contains <!--")
            }
        }
        #expect(try w.brokenLinks() == [])
    }

    static func scriptBlocks(_ html: String) -> [String] {
        var blocks: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<script"), let close = rest[open.upperBound...].range(of: "</script>") {
            let start = rest[open.upperBound...].firstIndex(of: ">").map { rest.index(after: $0) } ?? open.upperBound
            if start <= close.lowerBound { blocks.append(String(rest[start..<close.lowerBound])) }
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    static func insideScript(_ html: String, _ needle: String) -> Bool {
        scriptBlocks(html).contains { $0.contains(needle) }
    }

    @Test func hiddenPhotosAppearNowhere() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg")
        try w.library.add("gps/DSCN0025.jpg", as: "secret-hidden-photo.jpg")
        try w.library.write(#"{"hidden": true, "title": "TopSecretTitle"}"#, at: "secret-hidden-photo.jpg.json")
        let summary = try await w.build()
        #expect(summary.photos == 1)
        let tree = try SiteTree(w.site)
        #expect(tree.paths.filter { $0.hasPrefix("images/") }.count == 8)
        for (path, data) in tree.files {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("secret-hidden-photo"), "\(path) names the hidden photo")
            #expect(!text.contains("TopSecretTitle"), "\(path) shows the hidden photo's title")
        }
    }

    @Test func nonPhotoFilesInTheLibraryAreNeverPublished() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg")
        try w.library.write("<script>alert(1)</script>", at: "evil.html")
        try w.library.write("<svg onload=alert(1)></svg>", at: "evil.svg")
        try w.library.write("notes", at: "notes.txt")
        try await w.build()
        let paths = try SiteTree(w.site).paths
        // robots.txt is the site's own file (issue 20), not the library's notes.txt.
        #expect(!paths.contains { $0.hasSuffix("evil.html") || $0.hasSuffix("evil.svg") || ($0.hasSuffix(".txt") && $0 != "robots.txt") })
    }
}
