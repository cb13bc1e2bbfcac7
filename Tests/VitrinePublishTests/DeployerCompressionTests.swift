import Foundation
import Testing
import TestSupport
@testable import VitrinePublish
import VitrineSite

/// Issue 31, `--compress gzip` against the rclone store (behind the recording proxy, to see each PUT's headers):
/// text files are stored as gzip that gunzips to the site's file byte for byte, with Content-Encoding; images and
/// videos never; a second deploy sends nothing; switching compression on or off sends only the text files again.
@Suite(.requires(.rclone))
struct DeployerCompressionTests {
    @Test func textIsStoredGzippedImagesAsTheyAreAndASecondDeploySendsNothing() async throws {
        let s = try DeployerTests.Setup()
        defer { s.remove() }
        let proxy = try StoreProxy(forwardingTo: s.server)
        defer { proxy.stop() }
        let text = s.published.filter { !$0.hasPrefix("images/") }
        let media = s.published.filter { $0.hasPrefix("images/") }

        // A plain deploy first: switching compression on must then send the text files only.
        let plain = try await s.deployer(endpoint: proxy.endpoint).run()
        #expect(plain.uploaded == s.published.count)
        let before = proxy.puts.count
        let gzipped = try await s.deployer(endpoint: proxy.endpoint) { $0.compression = .gzip }.run()
        let puts = Array(proxy.puts[before...])
        #expect(gzipped.uploaded == text.count && gzipped.unchanged == media.count)
        // As a set: a PUT the client saw fail (a dropped connection) is sent again, which is right.
        #expect(Set(puts.map { String($0.path.dropFirst("/renders/blog/".count)) }) == Set(text))
        for put in puts {
            let path = String(put.path.dropFirst("/renders/blog/".count))
            #expect(put.header("Content-Encoding") == "gzip", "\(path)")
            #expect(put.header("Content-Type") == SiteHeaders.contentType(for: path), "\(path)")
            #expect(put.header("Cache-Control") == SiteHeaders.cacheControl(for: path), "\(path)")
        }
        for path in text {
            let stored = try s.storedBytes(path)
            #expect(Array(stored.prefix(2)) == [0x1f, 0x8b], "\(path) is stored compressed")
            #expect(try GzipTests.gunzip([UInt8](stored)) == [UInt8](Data(contentsOf: s.site.appendingPathComponent(path))), "\(path)")
        }
        for path in media {
            #expect(try s.storedBytes(path) == Data(contentsOf: s.site.appendingPathComponent(path)), "\(path) as it is")
        }

        // The compressed bytes are the same every time: their MD5 matches the stored ETag, nothing is sent.
        let again = try await s.deployer(endpoint: proxy.endpoint) { $0.compression = .gzip }.run()
        #expect(again.uploaded == 0 && again.unchanged == s.published.count)

        // Off again: the text files go up as they are, without Content-Encoding; the images stay.
        let count = proxy.puts.count
        let off = try await s.deployer(endpoint: proxy.endpoint).run()
        #expect(off.uploaded == text.count)
        #expect(proxy.puts[count...].allSatisfy { $0.header("Content-Encoding") == nil })
        for path in text {
            #expect(try s.storedBytes(path) == Data(contentsOf: s.site.appendingPathComponent(path)), "\(path)")
        }
    }
}
