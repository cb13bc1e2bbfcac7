import Foundation
import Testing
import TestSupport

/// Issue 34, nothing of the workshop for visitors: every published page of the sample gallery, read as a visitor
/// reads it (its text, its title and the alt text of its pictures), shows no sidecar syntax, no `.json`, no file
/// extension in a heading or a name, no stars (the sample does not set `"showRatings"`) and no edited badge.
@Suite("Pages: visitors see no workshop")
struct VisitorPageScanTests {
    /// What a visitor reads on a page: its text outside scripts and styles, its title, and its alt text.
    static func readable(_ html: String) -> (text: String, headings: [String], alts: [String]) {
        func matches(_ pattern: String, in text: String) -> [String] {
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive, .dotMatchesLineSeparators]) else { return [] }
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        func stripped(_ text: String) -> String {
            text.replacingOccurrences(of: "<script[^>]*>.*?</script>|<style[^>]*>.*?</style>", with: " ",
                                      options: [.regularExpression, .caseInsensitive])
                .replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        }
        let headings = matches("<(?:h[1-6]|title)[^>]*>(.*?)</(?:h[1-6]|title)>", in: html).map(stripped)
        return (stripped(html), headings, matches(#"\balt="([^"]*)""#, in: html))
    }

    static let fileExtension = #"\.(jpe?g|png|gif|webp|heic|heif|avif|tiff?|dng|cr2|cr3|nef|arw|orf|rw2|mp4|mov)\b"#

    @Test func noPageShowsSidecarsStarsBadgesOrFileExtensions() async throws {
        let site = try await BuiltSite.sample()
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.folder.path).filter { $0.hasSuffix(".html") }
        #expect(pages.count > 40, "\(pages.count) pages")
        for page in pages {
            let html = try String(contentsOf: site.folder.appendingPathComponent(page), encoding: .utf8)
            let (text, headings, alts) = Self.readable(html)
            for workshop in [".json", "\"favorite\"", "\"tags\"", "\"rating\"", ": true", "★", "☆", "Modified"] {
                #expect(!text.contains(workshop), "\(page) shows \(workshop)")
            }
            #expect(!html.contains("class=\"badge\""), "\(page) has a badge")
            #expect(!html.contains("class=\"rating\""), "\(page) shows a rating")
            #expect(!html.contains("select name=\"rating\""), "\(page) has a rating filter")
            for name in headings + alts {
                #expect(name.range(of: Self.fileExtension, options: [.regularExpression, .caseInsensitive]) == nil,
                        "\(page): \(name)")
            }
        }
    }

    /// Untitled photos are named by their file name without the extension, on their page and in the grid.
    @Test func anUntitledPhotoIsNamedWithoutItsExtension() async throws {
        let site = try await BuiltSite.sample()
        // Canon_PowerShot_S40.jpg has no sidecar.
        let album = try String(contentsOf: site.folder.appendingPathComponent("albums/cameras/index.html"), encoding: .utf8)
        #expect(album.contains(#"alt="Canon_PowerShot_S40""#), "\(Self.readable(album).alts)")
        let page = try String(contentsOf: site.folder.appendingPathComponent("albums/cameras/canon-powershot-s40.html"), encoding: .utf8)
        #expect(Self.readable(page).headings.contains { $0.contains("Canon_PowerShot_S40") }, "\(Self.readable(page).headings)")
    }
}
