import Testing
@testable import VitrineRemote

/// What of a store's answer and of the endpoint a message may print (issue 33, item 5).
@Suite struct S3ErrorTextTests {
    @Test func onlyKnownErrorCodesArePrinted() {
        #expect(S3ErrorCode.printable(from: Array("<Error><Code>SignatureDoesNotMatch</Code></Error>".utf8)) == "SignatureDoesNotMatch")
        #expect(S3ErrorCode.printable(from: Array("<Error><Code>NoSuchBucket</Code><Message>x</Message></Error>".utf8)) == "NoSuchBucket")
        // A store echoing the request's headers into <Code>: the token is never printed, nor part of it.
        let echoed = "<Error><Code>X-Amz-Security-Token: FwoGZXIvYXdzEBAaDTOKEN</Code></Error>"
        #expect(S3ErrorCode.printable(from: Array(echoed.utf8)) == "(unlisted error code)")
        #expect(S3ErrorCode.printable(from: Array("<Error><Code>AccessDeniedTOKEN</Code></Error>".utf8)) == "(unlisted error code)")
        #expect(S3ErrorCode.printable(from: Array("<html>bad gateway</html>".utf8)) == "")
    }

    @Test(arguments: [
        ("http://user:secret@127.0.0.1:9000", "http://***@127.0.0.1:9000"),
        ("https://AKIA:s3cr/et?x#y@store.example/path", "https://***@store.example/path"),
        ("ftp://user:secret@host", "ftp://***@host"),
        ("user:secret@host", "***@host"),
        ("https://store.example:9000/base", "https://store.example:9000/base"),
        ("http://127.0.0.1:9000/a@b", "http://***@b"),
    ])
    func userinfoIsHidden(_ url: String, _ shown: String) {
        #expect(RedactedURL.text(url) == shown)
    }

    @Test func credentialsNeverShowTheEndpointsUserinfo() throws {
        let environment = ["AWS_ACCESS_KEY_ID": "AK", "AWS_SECRET_ACCESS_KEY": "topsecret", "AWS_SESSION_TOKEN": "tokentoken",
                           "AWS_ENDPOINT_URL": "http://user:pass-word@127.0.0.1:9000"]
        let credentials = try S3Credentials.fromEnvironment(environment)
        #expect(credentials.description == "S3 credentials for http://***@127.0.0.1:9000 (us-east-1)")
        var bad = environment
        bad["AWS_ENDPOINT_URL"] = "ftp://user:pass-word@127.0.0.1:9000"
        #expect(throws: RemoteError.configuration("AWS_ENDPOINT_URL must be an http:// or https:// address; got 'ftp://***@127.0.0.1:9000'")) {
            try S3Credentials.fromEnvironment(bad)
        }
    }
}
