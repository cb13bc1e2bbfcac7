import Foundation
import TestSupport
import VitrineBuild
import VitrineLibrary

/// One temp workspace: a library, a site and a cache beside each other.
struct Workspace {
    let temp: TemporaryDirectory
    let library: LibraryFixture
    var site: URL { temp.url.appendingPathComponent("site") }
    var cache: URL { temp.url.appendingPathComponent("cache") }
    /// The environment builds read secrets from (`BuildOptions.environment`); nil for the process's.
    var environment: [String: String]?

    init() throws {
        temp = try TemporaryDirectory("vitrine-e2e")
        library = try LibraryFixture(in: temp.url)
    }

    /// Two albums, three photos: the incremental tests' library.
    static func threePhotos() throws -> Workspace {
        let w = try Workspace()
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try w.library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try w.library.add("orientation/landscape_6.jpg", to: "Other")
        return w
    }

    func options(formats: [ImageFormat] = [.webp, .jpeg], explain: Bool = false, site: URL? = nil, cache: URL? = nil) -> BuildOptions {
        var options = BuildOptions(library: library.root, site: site ?? self.site, cache: cache ?? self.cache, jobs: 2,
                                   formats: formats, explain: explain)
        if let environment { options.environment = environment }
        return options
    }

    @discardableResult
    func build(formats: [ImageFormat] = [.webp, .jpeg], explain: Bool = false, site: URL? = nil, cache: URL? = nil) async throws -> BuildSummary {
        try await Builder(options: options(formats: formats, explain: explain, site: site, cache: cache)).run()
    }

    /// Changes the site's page at `path` as a person would, some time after the build: other bytes, a later time
    /// (set plainly, so the test does not depend on how coarse file times are).
    func editByHand(_ path: String) throws {
        let page = site.appendingPathComponent(path)
        try Data("<p>edited by hand</p>\n".utf8).write(to: page)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: page.path)
    }

    func images(in site: URL? = nil) throws -> [String] {
        try SiteTree(site ?? self.site).paths.filter { $0.hasPrefix("images/") }
    }

    /// Relative `href`/`src`/`srcset` targets in every HTML page that do not exist in the site.
    func brokenLinks() throws -> [String] {
        try WorkspaceView(site: site).brokenLinks()
    }

    static func links(in html: String) -> [String] {
        var found: [String] = []
        for attribute in ["href", "src", "srcset"] {
            var rest = html[...]
            while let range = rest.range(of: " \(attribute)=\"") {
                rest = rest[range.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let value = String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&")
                if attribute == "srcset" {
                    found += value.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
                } else {
                    found.append(value)
                }
            }
        }
        return found
    }
}
