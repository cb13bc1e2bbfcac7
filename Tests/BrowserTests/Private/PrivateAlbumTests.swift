import Foundation
import Testing
import TestSupport
import VitrinePrivate
#if canImport(Glibc)
import Glibc
#endif

/// A private album as a visitor's browser sees it (docs/private-albums.md): one site built once for every test here,
/// opened from file:// and over http. The password opens it and a wrong one says so; Ann's link opens it; Bob's,
/// revoked, says so; a changed sealed file says so; the grid shows decoded photos from blob URLs.
@Suite("Browser: private albums", .requires(TestTool.browser))
struct PrivateAlbumTests {
    static let secret = "browser private album secret 0123456789"
    static let password = "correct horse battery"

    struct Site: Sendable {
        let site: BuiltSite
        let library: URL
        let album: String
        let annLink: String
        let bobLink: String
    }

    static let environment = ["VITRINE_SECRET": secret, "FAMILY_PASSWORD": password]

    static let shared = SharedBuild { try await Self.build() }

    /// The library: a public album and a private one with a sub-album; Ann and Bob were given links, then Bob's
    /// was revoked (generation 2).
    static func build() async throws -> Site {
        let temp = try TemporaryDirectory("vitrine-private")
        let library = temp.url.appendingPathComponent("library")
        let cameras = Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/cameras")
        let files = ["Trips/sea.jpg": "Nikon_D70.jpg", "Family/grandma.jpg": "Pentax_K10D.jpg",
                     "Family/Birthday/cake.jpg": "Nikon_COOLPIX_P1.jpg"]
        for (path, source) in files {
            let target = library.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: cameras.appendingPathComponent(source), to: target)
        }
        try #"{"title": "Grandma's Zanzibar", "private": {"passwordEnv": "FAMILY_PASSWORD"}}"#
            .write(to: library.appendingPathComponent("Family/album.json"), atomically: true, encoding: .utf8)
        let albumFolder = library.appendingPathComponent("Family").path
        var record = ShareRecord()
        let ann = record.add("Ann")
        let bob = record.add("Bob")
        _ = record.revoke("Bob")
        try record.write(albumFolder: albumFolder)
        let keys = SiteSecret(secret).album("Family", generation: record.generation)
        let oldKeys = SiteSecret(secret).album("Family", generation: 1)
        let site = try await BuiltSite(library: library, environment: Self.environment)
        return Site(site: site, library: library, album: ShareLink.albumPath(keys),
                    annLink: ShareLink.link(baseURL: nil, keys: keys, recipient: ann),
                    bobLink: ShareLink.link(baseURL: nil, keys: oldKeys, recipient: bob))
    }

    static func site() async throws -> Site { try await shared.site() }

    /// The album's page from disk and over http.
    static func addresses(_ site: Site, _ suffix: String = "") -> [String] {
        [site.site.folder.appendingPathComponent(site.album + "index.html").absoluteString + suffix,
         site.site.url(site.album + "index.html" + suffix)]
    }

    static let gridShown = """
        var imgs = document.querySelectorAll('.grid img');
        return imgs.length > 0 && Array.prototype.every.call(imgs, function (i) { return i.currentSrc.indexOf('blob:') === 0 && i.complete && i.naturalWidth > 0; });
        """

    @Test func thePasswordOpensTheAlbumAndAWrongOneSaysSo() async throws {
        let site = try await Self.site()
        try await Browser.with { browser in
            for address in Self.addresses(site) {
                try await browser.open(address)
                try await browser.waitFor("return !document.getElementById('private-form').hidden")
                let field = try await browser.find("#private-password")
                try await field.type(Self.password + "!")
                try await browser.find(".private-form button").click()
                try await browser.waitFor("return document.getElementById('private-message').textContent.length > 0", seconds: 60)
                #expect(try await browser.find("#private-message").text() == "Wrong password. Try again.")
                try await field.clear()
                try await field.type(Self.password)
                try await browser.find(".private-form button").click()
                try await browser.waitFor(Self.gridShown, seconds: 60)
                #expect(try await browser.evaluate("return document.title", as: String.self).contains("Zanzibar"))
                // Remembered for the tab's session: a reload opens without asking.
                try await browser.reload()
                try await browser.waitFor(Self.gridShown, seconds: 60)
                #expect(try await browser.consoleErrors().isEmpty)
            }
        }
    }

    @Test func aLinkOpensTheAlbumAndARevokedOneSaysSo() async throws {
        let site = try await Self.site()
        let annFragment = String(site.annLink.drop { $0 != "#" })
        let bobFragment = String(site.bobLink.drop { $0 != "#" })
        #expect(site.annLink.hasPrefix(site.album) && !site.annLink.lowercased().contains("family"))
        try await Browser.with { browser in
            for (ann, bob) in zip(Self.addresses(site, annFragment), Self.addresses(site, bobFragment)) {
                try await browser.open(bob)
                try await browser.waitFor("return document.getElementById('private-message').textContent.length > 0", seconds: 30)
                #expect(try await browser.find("#private-message").text().contains("does not open this album"))
                try await browser.open(ann)
                try await browser.waitFor(Self.gridShown, seconds: 60)
                // The key leaves the address bar once used.
                #expect(try await !browser.currentURL().contains("#k="))
                // The sub-album's page opens in place too.
                try await browser.run("document.querySelector('a[href=\"#p=albums/birthday/index.html\"]').click()")
                try await browser.waitFor("return document.title.indexOf('Birthday') === 0 && (function () {" + Self.gridShown + "})()", seconds: 60)
            }
        }
    }

    @Test func aChangedSealedFileIsRefusedWithAMessage() async throws {
        let site = try await Self.site()
        let temp = try TemporaryDirectory("vitrine-private-tampered")
        defer { temp.remove() }
        let copy = temp.url.appendingPathComponent("site")
        try FileManager.default.copyItem(at: site.site.folder, to: copy)
        let manifest = copy.appendingPathComponent(site.album + "manifest.js")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let index = text.index(text.startIndex, offsetBy: 60)
        text.replaceSubrange(index...index, with: text[index] == "A" ? "B" : "A")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let fragment = String(site.annLink.drop { $0 != "#" })
        try await Browser.with { browser in
            try await browser.open(copy.appendingPathComponent(site.album + "index.html").absoluteString + fragment)
            try await browser.waitFor("return /changed or damaged/.test(document.getElementById('private-message').textContent)", seconds: 30)
            #expect(try await browser.findAll(".grid img").isEmpty)
        }
    }

    /// `vitrine serve` over the same library, site and cache (its first build is a no-op): the home page's locked
    /// card leads to the album's page, Ann's link and the password open it, and the grid, a sub-album and the viewer
    /// show decrypted photos. What serve adds (its headers, the reload and editor scripts) leaves Web Crypto, the
    /// sealed scripts and blob URLs working.
    @Test(.requires(.vitrine)) func vitrineServeOpensItFromTheLockedCard() async throws {
        let site = try await Self.site()
        let server = try VitrineProcess.start(["serve", site.library.path, "-o", site.site.folder.path,
                                               "--cache", site.site.cache.path, "--port", "0"], environment: Self.environment)
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let output = try #require(server.standardOutput as? Pipe).fileHandleForReading
        let address = try #require(await VitrineProcess.firstMatch(of: #"http://[0-9.]+:[0-9]+/\?token=[0-9a-f]{64}"#, in: output))
        let base = String(address.prefix { $0 != "?" })
        let annFragment = String(site.annLink.drop { $0 != "#" })
        try await Browser.with { browser in
            try await browser.open(address)
            try await browser.open(base + site.album + "index.html" + annFragment)
            try await browser.waitFor(Self.gridShown, seconds: 60)
            // The password, from the card on the home page, in a tab that remembers nothing.
            try await browser.run("sessionStorage.clear();")
            try await browser.open(base)
            let card = try await browser.find(".album-card a[href^=\"p/\"]")
            #expect(try await card.text().contains("Private album"))
            try await card.click()
            try await browser.waitFor("return !!document.getElementById('private-form') && !document.getElementById('private-form').hidden")
            try await browser.find("#private-password").type(Self.password)
            try await browser.find(".private-form button").click()
            try await browser.waitFor(Self.gridShown, seconds: 60)
            #expect(try await browser.currentURL().hasPrefix(base + site.album))
            try await browser.openViewer()
            try await browser.waitFor("""
                var img = document.querySelector('dialog.viewer[open] img');
                return !!img && img.currentSrc.indexOf('blob:') === 0 && img.complete && img.naturalWidth > 0;
                """, seconds: 60)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
        kill(server.processIdentifier, SIGTERM)
    }
}
