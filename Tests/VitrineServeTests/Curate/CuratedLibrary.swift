import Foundation
import Synchronization
import Testing
import TestSupport
import VitrineBuild
import VitrineServe

/// A small library built once in process, served with the curation API on a free loopback port: what the API's
/// tests write to. `edits` counts the rebuilds the API asked for.
final class CuratedLibrary: Sendable {
    static let token = AccessToken(value: String(repeating: "cd", count: 32))
    let temp: TemporaryDirectory
    let library: LibraryFixture
    let options: BuildOptions
    let served: ServedSite
    let api: CurationAPI
    let photos: [PublishedPhoto]
    let edits = EditCount()

    init() async throws {
        temp = try TemporaryDirectory("vitrine-curate")
        library = try LibraryFixture(in: temp.url)
        try library.write(#"{"title": "Curated"}"#, at: "vitrine.json")
        try library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try library.write(#"{"tags": ["Italy"]}"#, at: "Tuscany/DSCN0010.jpg.json")
        try library.write(Self.xmp(rating: 3), at: "Tuscany/DSCN0012.xmp")
        options = BuildOptions(library: library.root, site: temp.url.appendingPathComponent("site"),
                               cache: temp.url.appendingPathComponent("cache"), jobs: 2, formats: [.jpeg])
        _ = try await Builder(options: options).run()
        photos = try PublishedPhoto.all(options: options)
        let edits = self.edits
        let api = try #require(CurationAPI(library: library.root) { edits.add() })
        api.refresh(photos)
        self.api = api
        served = try ServedSite(token: Self.token) { api.install(on: &$0) }
    }

    var port: UInt16 { served.port }
    var origin: String { "Origin: http://127.0.0.1:\(port)" }
    var cookie: String { "Cookie: vitrine-token-\(port)=\(Self.token.value)" }

    func id(of name: String) throws -> String {
        try #require(photos.first { $0.sourcePath.hasSuffix(name) }).contentID.description
    }

    /// A POST of `body` with every header a page of the preview sends, minus those `without` names, plus `extra`.
    func post(_ path: String, _ body: String, without: Set<String> = [], extra: [String] = []) throws -> RawHTTPConnection.Response {
        var headers: [String] = []
        if !without.contains("Origin") { headers.append(origin) }
        if !without.contains("Cookie") { headers.append(cookie) }
        headers.append("Content-Type: application/json")
        return try served.ask(path, method: "POST", headers: headers + extra, body: Array(body.utf8))
    }

    func edit(_ body: String) throws -> RawHTTPConnection.Response {
        try post("/__vitrine/api/edit", body)
    }

    /// The sidecar's JSON object, parsed.
    func sidecar(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: library.root.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every file under the library (links not followed) and its bytes, or its link target.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: library.root.path) else { return files }
        for case let path as String in walker {
            let full = library.root.appendingPathComponent(path).path
            if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
                files[path] = Data(("link:" + target).utf8)
            } else if let data = manager.contents(atPath: full) {
                files[path] = data
            }
        }
        return files
    }

    /// The first photo of an edit's answer.
    static func first(_ response: RawHTTPConnection.Response) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], "\(response.text)")
        return try #require((object["photos"] as? [[String: Any]])?.first, "\(response.text)")
    }

    /// A photo report's published rating and its source, as text.
    static func publishedRating(_ response: RawHTTPConnection.Response) throws -> [String: String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], "\(response.text)")
        let rating = try #require((object["published"] as? [String: Any])?["rating"] as? [String: Any], "\(response.text)")
        return rating.mapValues { "\($0)" }
    }

    static func xmp(rating: Int) -> String {
        """
        <?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="\(rating)"/>
        </rdf:RDF></x:xmpmeta>
        <?xpacket end="w"?>
        """
    }

    func stop() {
        served.stop()
        temp.remove()
    }
}

/// How many times the API asked for a rebuild.
final class EditCount: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
