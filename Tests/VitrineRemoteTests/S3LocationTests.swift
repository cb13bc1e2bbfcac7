import Testing
import VitrineRemote

/// `s3://BUCKET/PREFIX` as the remote cache and deploy take it: slashes tidied, and nothing that leaves the prefix.
@Suite("S3 locations")
struct S3LocationTests {
    @Test("the prefix loses its extra slashes; keys go under it")
    func parses() throws {
        let location = try S3Location(parsing: "s3://site//blog/2026/", option: "deploy")
        #expect(location.bucket == "site" && location.prefix == "blog/2026")
        #expect(location.key("index.html") == "blog/2026/index.html")
        #expect(try S3Location(parsing: "s3://site").key("index.html") == "index.html")
    }

    @Test("'.' and '..' segments, another scheme and a bucket with a slash or space are refused, naming the option", arguments: [
        "s3://site/../other", "s3://site/blog/..", "s3://site/./blog", "https://site/blog", "s3://", "s3://si te/blog",
    ])
    func refuses(_ text: String) {
        #expect {
            try S3Location(parsing: text, option: "deploy")
        } throws: { error in
            "\(error)".hasPrefix("deploy ")
        }
    }
}
