/// `s3://BUCKET/PREFIX`: where the remote render cache keeps its objects (the prefix may be empty).
public struct S3Location: Sendable, Hashable, CustomStringConvertible {
    public var bucket: String
    /// No leading or trailing slash.
    public var prefix: String

    /// `option` names the flag in messages (`--remote-cache`, or the deploy command's target).
    public init(parsing text: String, option: String = "--remote-cache") throws(RemoteError) {
        guard text.hasPrefix("s3://") else {
            throw .configuration("\(option) takes s3://BUCKET/PREFIX; got '\(text)'")
        }
        let rest = text.dropFirst("s3://".count)
        let bucket = rest.prefix { $0 != "/" }
        // S3's bucket rules, loosely: what other S3-compatible stores accept is wider, but never a slash or space.
        guard !bucket.isEmpty, bucket.allSatisfy({ $0.isLetter || $0.isNumber || "-._".contains($0) }) else {
            throw .configuration("\(option) s3://BUCKET/PREFIX needs a bucket name of letters, digits, '-', '.' and '_'; got '\(text)'")
        }
        self.bucket = String(bucket)
        let segments = rest.dropFirst(bucket.count).split(separator: "/")
        // A `..` would leave the prefix (and the bucket) once a URL is normalised, on the way or in the store.
        guard !segments.contains(where: { $0 == "." || $0 == ".." }) else {
            throw .configuration("\(option) s3://BUCKET/PREFIX cannot have '.' or '..' in its prefix; got '\(text)'")
        }
        prefix = segments.joined(separator: "/")
    }

    public var description: String { "s3://\(bucket)\(prefix.isEmpty ? "" : "/" + prefix)" }

    /// The object key of `name` under the prefix.
    public func key(_ name: String) -> String {
        prefix.isEmpty ? name : "\(prefix)/\(name)"
    }
}
