import Foundation
import Testing
@testable import VitrineRemote

/// SigV4 against AWS's published examples: cases of the Signature Version 4 test suite (service "service", its
/// example keys, 2015-08-30T12:36:00Z) and the S3 documentation's GET and PUT Object examples (its own keys,
/// 2013-05-24). Each expected value is AWS's, copied from the suite's .creq/.sts/.authz files and the S3 pages.
@Suite struct SigV4SignerTests {
    static let suiteKeys = S3Credentials(accessKeyID: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
                                         region: "us-east-1", endpoint: URL(string: "https://example.amazonaws.com")!)
    static let suiteDate = Date(timeIntervalSince1970: 1_440_938_160)  // 20150830T123600Z
    static let s3Keys = S3Credentials(accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                                      region: "us-east-1", endpoint: URL(string: "https://examplebucket.s3.amazonaws.com")!)
    static let s3Date = Date(timeIntervalSince1970: 1_369_353_600)  // 20130524T000000Z

    func suite(_ method: String, _ path: String, query: [(String, String)] = []) -> SigV4Signer.Signature {
        SigV4Signer(credentials: Self.suiteKeys, service: "service")
            .sign(method: method, path: path, query: query, headers: ["Host": "example.amazonaws.com"],
                  payloadHash: SigV4Signer.emptyPayloadHash, date: Self.suiteDate)
    }

    @Test func getVanilla() {
        let signed = suite("GET", "/")
        #expect(signed.canonicalRequest == "GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(signed.stringToSign == "AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63")
        #expect(signed.authorization == "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31")
    }

    @Test func postVanilla() {
        #expect(suite("POST", "/").authorization.hasSuffix("Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b"))
    }

    @Test func queryParametersAreSortedByNameThenValue() {
        #expect(suite("GET", "/", query: [("Param2", "value2"), ("Param1", "value1")]).authorization
            .hasSuffix("Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500"))
        let byValue = suite("GET", "/", query: [("Param1", "value2"), ("Param1", "Value1")])
        #expect(byValue.canonicalRequest.split(separator: "\n", omittingEmptySubsequences: false)[2] == "Param1=Value1&Param1=value2")
        #expect(byValue.stringToSign.hasSuffix("704b4cef673542d84cdff252633f065e8daeba5f168b77116f8b1bcaf3d38f89"))
        #expect(byValue.authorization.hasSuffix("Signature=eedbc4e291e521cf13422ffca22be7d2eb8146eecf653089df300a15b2382bd1"))
    }

    @Test func aUTF8PathIsPercentEncodedOnce() {
        let signed = suite("GET", "/\u{1234}")
        #expect(signed.canonicalRequest.hasPrefix("GET\n/%E1%88%B4\n"))
        #expect(signed.authorization.hasSuffix("Signature=8318018e0b0f223aa2bbf98705b62bb787dc9c0e678f255a891fd03141be5d85"))
    }

    /// S3's "GET Object" example: a Range header and the payload hash header are signed too.
    @Test func s3GetObject() {
        let signed = SigV4Signer(credentials: Self.s3Keys).sign(
            method: "GET", path: "/test.txt",
            headers: ["Host": "examplebucket.s3.amazonaws.com", "Range": "bytes=0-9", "x-amz-content-sha256": SigV4Signer.emptyPayloadHash],
            payloadHash: SigV4Signer.emptyPayloadHash, date: Self.s3Date)
        #expect(signed.stringToSign.hasSuffix("7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972"))
        #expect(signed.authorization == "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41")
    }

    /// S3's "PUT Object" example: a `$` in the key is encoded, the payload is hashed.
    @Test func s3PutObject() {
        let payload = SigV4Signer.sha256(Array("Welcome to Amazon S3.".utf8))
        #expect(payload == "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072")
        let signed = SigV4Signer(credentials: Self.s3Keys).sign(
            method: "PUT", path: "/test$file.text",
            headers: ["Host": "examplebucket.s3.amazonaws.com", "Date": "Fri, 24 May 2013 00:00:00 GMT",
                      "x-amz-storage-class": "REDUCED_REDUNDANCY", "x-amz-content-sha256": payload],
            payloadHash: payload, date: Self.s3Date)
        #expect(signed.canonicalRequest.hasPrefix("PUT\n/test%24file.text\n"))
        #expect(signed.stringToSign.hasSuffix("9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d"))
        #expect(signed.authorization.hasSuffix("Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd"))
    }

    /// A session token is sent and signed; neither it nor the secret shows in anything printable.
    @Test func aSessionTokenIsSignedAndNoSecretIsPrinted() {
        var keys = Self.suiteKeys
        keys.sessionToken = "TOKEN-abcdefghijklmnop"
        let signed = SigV4Signer(credentials: keys, service: "service").sign(
            method: "GET", path: "/", headers: ["Host": "example.amazonaws.com"], payloadHash: SigV4Signer.emptyPayloadHash, date: Self.suiteDate)
        #expect(signed.headers["x-amz-security-token"] == "TOKEN-abcdefghijklmnop")
        #expect(signed.authorization.contains("SignedHeaders=host;x-amz-date;x-amz-security-token"))
        for text in [keys.description, String(describing: keys), signed.authorization] {
            #expect(!text.contains(keys.secretAccessKey) && !text.contains("TOKEN-"))
        }
    }
}
