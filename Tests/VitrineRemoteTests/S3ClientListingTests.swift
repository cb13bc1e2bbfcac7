import Foundation
import Testing
import TestSupport
import VitrineRemote

/// Listing, PUT with headers and DELETE against a real S3 server (rclone): pages followed to the end, keys that
/// need encoding come back as written, ETags are the MD5 of what was put.
@Suite(.requires(.rclone))
struct S3ClientListingTests {
    @Test func listsPageAfterPageThenDeletes() async throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let server = try S3TestServer(folder: temp.url.appendingPathComponent("store"))
        defer { server.stop() }
        let proxy = try StoreProxy(forwardingTo: server)
        defer { proxy.stop() }
        let credentials = try S3Credentials.fromEnvironment(server.environment().merging(["AWS_ENDPOINT_URL": proxy.endpoint.absoluteString]) { $1 })
        let client = S3Client(location: try S3Location(parsing: "s3://\(server.bucket)/site"), credentials: credentials, timeout: 60)
        let names = ["a.html", "b & c.html", "images/ab/x-350.jpg", "images/ab/x-700.jpg", "tags/café.html"]
        for name in names {
            let etag = try await client.put("site/" + name, bytes: Array(name.utf8), headers: ["Content-Type": "text/html; charset=utf-8"])
            #expect(etag == MD5.hex(Array(name.utf8)), "\(name)")
        }
        try await client.put("site-other/a.html", bytes: [1])
        let listed = try await client.list(prefix: "site/", pageSize: 2)
        #expect(listed.map(\.key) == names.map { "site/" + $0 })
        #expect(listed.map(\.etag) == names.map { MD5.hex(Array($0.utf8)) })
        #expect(listed.map(\.size) == names.map(\.utf8.count))
        let listings = proxy.server.received.filter { $0.method == "GET" && $0.path.contains("list-type=2") }
        #expect(listings.count == 3, "five keys two a page: \(listings.map(\.path))")

        try await client.delete("site/b & c.html")
        try await client.delete("site/never-there.html")
        #expect(try await client.list(prefix: "site/").count == names.count - 1)
        #expect(try await client.list(prefix: "").count == names.count)
    }
}
