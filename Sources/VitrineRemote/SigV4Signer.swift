import Foundation

/// AWS Signature Version 4, header form, as S3 checks it: a canonical request, a string to sign and a key derived
/// from the secret by date, region and service. Written here over our own SHA-256 and HMAC (SHA256.swift): there is no AWS SDK for Swift on
/// this project's package mirror. Checked against AWS's published examples (SigV4SignerTests).
public struct SigV4Signer: Sendable {
    public var credentials: S3Credentials
    public var service: String

    public init(credentials: S3Credentials, service: String = "s3") {
        self.credentials = credentials
        self.service = service
    }

    /// The SHA-256 of an empty payload, as every GET sends it.
    public static let emptyPayloadHash = hex(SHA256.hash(data: [UInt8]()))

    /// What a signature covers and gives, kept apart for the tests.
    public struct Signature: Sendable {
        public var canonicalRequest: String
        public var stringToSign: String
        public var authorization: String
        /// Every header to send: those given, `x-amz-date` and, with a session token, `x-amz-security-token`.
        public var headers: [String: String]
    }

    /// Signs a request. `path` is the key's path as stored (each segment is encoded here, once, as S3 wants);
    /// `headers` must hold `host` (with the port when it is not the scheme's); header names are taken case-blind.
    public func sign(method: String, path: String, query: [(String, String)] = [], headers: [String: String],
                     payloadHash: String, date: Date) -> Signature {
        let (amzDate, day) = Self.timestamps(date)
        var headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        headers["x-amz-date"] = amzDate
        if let token = credentials.sessionToken { headers["x-amz-security-token"] = token }
        let names = headers.keys.sorted()
        let canonicalHeaders = names.map { "\($0):\(Self.trimmed(headers[$0] ?? ""))\n" }.joined()
        let signedHeaders = names.joined(separator: ";")
        let pairs: [(name: String, value: String)] = query.map { pair in
            (Self.encoded(pair.0, keepSlash: false), Self.encoded(pair.1, keepSlash: false))
        }
        let sortedPairs = pairs.sorted { (a, b) -> Bool in a.name != b.name ? a.name < b.name : a.value < b.value }
        let canonicalQuery = sortedPairs.map { pair -> String in pair.name + "=" + pair.value }.joined(separator: "&")
        let canonicalRequest = [method, Self.encoded(path, keepSlash: true), canonicalQuery, canonicalHeaders, signedHeaders, payloadHash]
            .joined(separator: "\n")
        let scope = "\(day)/\(credentials.region)/\(service)/aws4_request"
        let stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, Self.hex(SHA256.hash(data: Array(canonicalRequest.utf8)))]
            .joined(separator: "\n")
        var key = Array("AWS4\(credentials.secretAccessKey)".utf8)
        for part in [day, credentials.region, service, "aws4_request"] {
            key = HMACSHA256.authenticationCode(for: Array(part.utf8), key: key)
        }
        let signature = Self.hex(HMACSHA256.authenticationCode(for: Array(stringToSign.utf8), key: key))
        let authorization = "AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(scope), SignedHeaders=\(signedHeaders), Signature=\(signature)"
        headers["authorization"] = authorization
        return Signature(canonicalRequest: canonicalRequest, stringToSign: stringToSign, authorization: authorization, headers: headers)
    }

    /// SigV4's URI encoding: every byte but A-Z a-z 0-9 - . _ ~ as %XX (upper case); `/` kept in paths.
    public static func encoded(_ text: String, keepSlash: Bool) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "/") where keepSlash:
                result.append("/")
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// `20150830T123600Z` and `20150830`, in UTC.
    static func timestamps(_ date: Date) -> (String, String) {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        let day = String(parts.tm_year + 1900).leftPadded(to: 4) + String(parts.tm_mon + 1).leftPadded(to: 2)
            + String(parts.tm_mday).leftPadded(to: 2)
        let clock = String(parts.tm_hour).leftPadded(to: 2) + String(parts.tm_min).leftPadded(to: 2) + String(parts.tm_sec).leftPadded(to: 2)
        return ("\(day)T\(clock)Z", day)
    }

    /// Header values: outer spaces removed and inner runs of spaces made one.
    static func trimmed(_ value: String) -> String {
        value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// SHA-256 of `bytes` in lower-case hex.
    public static func sha256(_ bytes: [UInt8]) -> String {
        hex(SHA256.hash(data: bytes))
    }

    public static func hex(_ digest: some Sequence<UInt8>) -> String {
        digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
