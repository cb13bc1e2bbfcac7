import Foundation
import Testing
import TestSupport

/// A private album in a built site (docs/private-albums.md), through the binary as a CI job runs it: nothing of it
/// in any file of the site in the clear, no more decodable images than the site without it, the secret and the
/// password written nowhere, two clean builds byte-identical, a rebuild writing nothing, and no secret = no album.
@Suite struct PrivateBuildTests {
    static let secret = "end to end private album secret 0123456789"
    static let password = "xenon pangolin password"
    static let environment = ["VITRINE_SECRET": secret, "LEAK_TEST_PASSWORD": password]

    /// A public album, and a private one (a GPS photo with a title, caption and tags, a sub-album) whose every name,
    /// word and place must stay inside its ciphertext.
    static func workspace(withPrivateAlbum: Bool = true, listed: Bool = true, baseURL: Bool = false) throws -> Workspace {
        let w = try Workspace()
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        // With an address, the site has a feed, a sitemap and cards with pictures: none may change with the album.
        // Downloads are on for the whole site: a ZIP (stored, so its names and bytes are searched as they are) and
        // an original may not hold anything of it either.
        if baseURL {
            try w.library.write(#"{"title": "Trips", "baseURL": "https://example.com/trips/", "downloads": "originals"}"#, at: "vitrine.json")
        } else {
            try w.library.write(#"{"downloads": "originals"}"#, at: "vitrine.json")
        }
        guard withPrivateAlbum else { return w }
        try w.library.add("gps/DSCN0012.jpg", to: "Zanzibarra", as: "quokkafile.jpg")
        try w.library.add("orientation/landscape_6.jpg", to: "Zanzibarra/Wombatfest")
        let privacy = listed ? #"{"passwordEnv": "LEAK_TEST_PASSWORD"}"# : #"{"passwordEnv": "LEAK_TEST_PASSWORD", "listed": false}"#
        try w.library.write(#"{"title": "Oubliette Holiday", "private": \#(privacy)}"#, at: "Zanzibarra/album.json")
        try w.library.write(#"{"title": "Xylograph", "caption": "Grandmotherly marmalade", "tags": ["Kumquatparty"]}"#,
                            at: "Zanzibarra/quokkafile.jpg.json")
        return w
    }

    @discardableResult
    static func build(_ w: Workspace, site: URL? = nil, cache: URL? = nil,
                      environment: [String: String] = environment) async throws -> VitrineProcess.Result {
        let result = try await VitrineProcess.run(["build", w.library.root.path, "-o", (site ?? w.site).path,
                                                   "--cache", (cache ?? w.cache).path], environment: environment)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        return result
    }

    /// Every file under `folder`, by path.
    static func files(_ folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return found }
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
               let data = FileManager.default.contents(atPath: full) {
                found[path] = data
            }
        }
        return found
    }

    static func isImage(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xD8, 0xFF]) || (data.count > 12 && data[8..<12].elementsEqual(Array("WEBP".utf8)))
    }

    /// Words of four letters or more in `text`, lowercased.
    static func words(_ text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.filter { $0.count >= 4 }.map { $0.lowercased() })
    }

    static func text(_ files: [String: Data]) -> String {
        files.values.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    @Test func nothingOfThePrivateAlbumIsInTheSiteInTheClear() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        let output = try await Self.build(w)
        let bare = try Self.workspace(withPrivateAlbum: false)
        defer { bare.temp.remove() }
        try await Self.build(bare)

        let site = Self.files(w.site), without = Self.files(bare.site)
        #expect(site.keys.contains { $0.hasPrefix("p/") && $0.hasSuffix("/index.html") })
        #expect(site.keys.filter { $0.hasSuffix(".zip") } == ["downloads/tuscany.zip"], "the public album's archive only")
        // The album's own copy (in the cache, outside the site) holds its words: those the public site lacks are private.
        let copies = w.cache.appendingPathComponent("private")
        let copyFolder = try #require(try FileManager.default.contentsOfDirectory(atPath: copies.path).first)
        let copy = Self.files(copies.appendingPathComponent("\(copyFolder)/site")).filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".json") }
        var secrets = Self.words(Self.text(copy)).subtracting(Self.words(Self.text(without)))
        #expect(secrets.isSuperset(of: ["grandmotherly", "kumquatparty", "oubliette", "xylograph", "wombatfest"]), "the copy holds the album")
        secrets.formUnion(["zanzibarra", "quokkafile"])
        let siteText = Self.text(site).lowercased()
        for word in secrets.sorted() { #expect(!siteText.contains(word), "\(word) is in the site") }
        // Only the public photo's images decode: the private ones are ciphertext.
        let images = site.values.filter(Self.isImage).count
        #expect(images > 0 && images == without.values.filter(Self.isImage).count)

        // The secret and the password: never printed, never written (site, cache, library).
        let everything = [Self.text(site), Self.text(Self.files(w.cache)), Self.text(Self.files(w.library.root)), output.output, output.errors]
        for needle in [Self.secret, Self.password] { #expect(!everything.contains { $0.contains(needle) }, "\(needle)") }
    }

    @Test func cleanBuildsAreByteIdenticalAndARebuildWritesNothing() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try await Self.build(w)
        let second = w.temp.url.appendingPathComponent("second")
        try await Self.build(w, site: second.appendingPathComponent("site"), cache: second.appendingPathComponent("cache"))
        let first = Self.files(w.site)
        #expect(first.keys.contains { $0.hasPrefix("p/") })
        #expect(first == Self.files(second.appendingPathComponent("site")))
        let again = try await Self.build(w)
        #expect(again.output.contains("Nothing changed"), "\(again.output)")
        #expect(Self.files(w.site) == first)

        // A revocation raises the generation (as `vitrine share --revoke` records it): the next build re-keys the
        // album, every sealed file under a new name, and renders nothing.
        try w.library.write(#"{"generation": 2, "recipients": []}"#, at: "Zanzibarra/.vitrine-share.json")
        let rekeyed = try await Self.build(w)
        #expect(rekeyed.output.contains(" 0 images written"), "\(rekeyed.output)")
        let after = Self.files(w.site)
        let sealed = { (files: [String: Data]) in Set(files.keys.filter { $0.hasPrefix("p/") && !$0.hasSuffix("index.html") && !$0.hasSuffix("manifest.js") }) }
        #expect(sealed(after).count == sealed(first).count && sealed(after).isDisjoint(with: sealed(first)))
        #expect(after.filter { !$0.key.hasPrefix("p/") } == first.filter { !$0.key.hasPrefix("p/") })
        #expect(after[try Self.lockedCard(in: try Self.home(w.site)).href] != nil, "the card still opens the album")
    }

    @Test func withoutTheSecretOrThePasswordTheAlbumIsLeftOutWithOneWarning() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        let result = try await Self.build(w, environment: ["VITRINE_SECRET": "", "LEAK_TEST_PASSWORD": Self.password])
        let said = result.output + result.errors
        #expect(said.components(separatedBy: "VITRINE_SECRET is not set").count == 2, "\(said)")
        #expect(!FileManager.default.fileExists(atPath: w.site.appendingPathComponent("p").path))
        // And no card: never a link to a page no build made.
        #expect(try !Self.home(w.site).contains("p/"))
        // A password variable that is not set leaves it out too: never published without its password.
        let noPassword = try await Self.build(w, environment: ["VITRINE_SECRET": Self.secret, "LEAK_TEST_PASSWORD": ""])
        #expect((noPassword.output + noPassword.errors).contains("LEAK_TEST_PASSWORD is not set"))
        #expect(!FileManager.default.fileExists(atPath: w.site.appendingPathComponent("p").path))
        #expect(try !Self.home(w.site).contains("p/"))
        // With both, the card appears; without the secret again, the album and its card go.
        try await Self.build(w)
        #expect(try Self.home(w.site).contains("album-locked"))
        try await Self.build(w, environment: [:])
        #expect(!FileManager.default.fileExists(atPath: w.site.appendingPathComponent("p").path))
        #expect(try !Self.home(w.site).contains("p/"))
    }

    static func home(_ site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    }

    /// The locked card's `<li>` in `page`, and the page without it.
    static func lockedCard(in page: String) throws -> (card: String, href: String, rest: String) {
        let start = try #require(page.range(of: "<li class=\"album-card\">\n<a href=\"p/"))
        let end = try #require(page.range(of: "</li>\n", range: start.upperBound..<page.endIndex))
        let card = String(page[start.lowerBound..<end.upperBound])
        let href = try #require(card.split(separator: "\"").first { $0.hasPrefix("p/") }.map(String.init))
        return (card, href, String(page[..<start.lowerBound] + page[end.upperBound...]))
    }

    /// The parent shows a locked card (a lock, "Private album", a link to the album's page) and nothing else of the
    /// album: without the card, its page is the page of the same library without the album, and every other public
    /// file (feed, sitemap, cards, tags, 404, JSON) is the same byte for byte. `"listed": false`: not even the card.
    @Test func theParentShowsALockedCardAndNothingElse() async throws {
        let bare = try Self.workspace(withPrivateAlbum: false, baseURL: true)
        defer { bare.temp.remove() }
        try await Self.build(bare)
        let without = Self.files(bare.site)
        #expect(without["feed.xml"] != nil && without["sitemap.xml"] != nil)
        for listed in [true, false] {
            let w = try Self.workspace(listed: listed, baseURL: true)
            defer { w.temp.remove() }
            try await Self.build(w)
            let site = Self.files(w.site)
            #expect(site.keys.contains { $0.hasPrefix("p/") && $0.hasSuffix("/index.html") })
        #expect(site.keys.filter { $0.hasSuffix(".zip") } == ["downloads/tuscany.zip"], "the public album's archive only")
            let home = try Self.home(w.site)
            let others = site.filter { !$0.key.hasPrefix("p/") && (listed ? $0.key != "index.html" : true) }
            #expect(others == without.filter { listed ? $0.key != "index.html" : true }, "listed: \(listed): public files other than the parent page differ")
            guard listed else { continue }
            let (card, href, rest) = try Self.lockedCard(in: home)
            #expect(rest == String(decoding: try #require(without["index.html"]), as: UTF8.self))
            #expect(card.contains("album-locked") && card.contains(">Private album<") && !card.contains("<img"))
            #expect(site[href] != nil, "the card links to the album's page")
        }
    }

    /// The card's link follows the secret: another secret, another address, the parent rewritten; the old address
    /// is gone. A revocation keeps the address (links keep working), so the parent stays as it was.
    @Test func anotherSecretMovesTheCardsLink() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try await Self.build(w)
        let first = try Self.lockedCard(in: try Self.home(w.site)).href
        var environment = Self.environment
        environment["VITRINE_SECRET"] = Self.secret + " rotated"
        let rebuilt = try await Self.build(w, environment: environment)
        #expect(!rebuilt.output.contains("Nothing changed"))
        let second = try Self.lockedCard(in: try Self.home(w.site)).href
        #expect(second != first)
        #expect(FileManager.default.fileExists(atPath: w.site.appendingPathComponent(second).path))
        #expect(!FileManager.default.fileExists(atPath: w.site.appendingPathComponent(first).path))
        #expect(try await Self.build(w, environment: environment).output.contains("Nothing changed"))
    }

    @Test func aSharedLinkNamesThePageTheBuildMakes() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        let shared = try await VitrineProcess.run(["share", w.library.root.appendingPathComponent("Zanzibarra").path, "--to", "Ann", "--library", w.library.root.path],
                                                  environment: Self.environment)
        #expect(shared.status == 0, "\(shared.errors)")
        let link = shared.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let path = try #require(link.split(separator: "#").first.map(String.init))
        try await Self.build(w)
        let shell = try String(contentsOf: w.site.appendingPathComponent(path + "index.html"), encoding: .utf8)
        #expect(shell.contains("noindex"))
        #expect(shell.components(separatedBy: "\"links\":[\"").count == 2, "one recipient's wrap")
    }
}
