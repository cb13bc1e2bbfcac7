import Foundation

/// One page of a ListObjectsV2 answer, read from its XML by the few elements deploy needs (`Contents` with `Key`,
/// `ETag` and `Size`; `IsTruncated`; `NextContinuationToken`). A small reader of its own rather than XMLParser,
/// which on Linux is FoundationXML and links libxml2 into every binary; S3's listing XML has no attributes,
/// CDATA or nesting beyond this.
public struct ListingPage: Sendable {
    public var objects: [S3Client.StoredObject] = []
    public var truncated = false
    public var continuation: String?

    public init(parsing body: [UInt8]) throws(RemoteError) {
        let text = String(decoding: body, as: UTF8.self)
        guard text.contains("<ListBucketResult") else { throw .badObject("a listing that is not a ListBucketResult") }
        truncated = Self.element("IsTruncated", in: Substring(text)) == "true"
        continuation = Self.element("NextContinuationToken", in: Substring(text))
        var rest = Substring(text)
        while let open = rest.range(of: "<Contents>"), let close = rest.range(of: "</Contents>", range: open.upperBound..<rest.endIndex) {
            let entry = rest[open.upperBound..<close.lowerBound]
            rest = rest[close.upperBound...]
            guard let key = Self.element("Key", in: entry), let size = Self.element("Size", in: entry).flatMap(Int.init) else {
                throw .badObject("a listing entry without a key or size")
            }
            let etag = Self.element("ETag", in: entry) ?? ""
            objects.append(S3Client.StoredObject(key: key, etag: etag.trimmingQuotes, size: size))
        }
    }

    /// The text of the first `<name>` element in `text`, its entities decoded.
    static func element(_ name: String, in text: Substring) -> String? {
        guard let open = text.range(of: "<\(name)>"), let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex) else {
            return nil
        }
        return decoded(text[open.upperBound..<close.lowerBound])
    }

    /// XML's five named entities and numeric references; anything else is kept as written.
    static func decoded(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                result += rest[amp...]
                return result
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let character = named[String(name)] {
                result += character
            } else if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

extension String {
    /// An ETag as listed or answered (`"abc"`, or `W/"abc"`), without its quotes.
    var trimmingQuotes: String {
        var text = Substring(self)
        if text.hasPrefix("W/") { text = text.dropFirst(2) }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
