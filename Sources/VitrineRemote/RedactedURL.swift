/// A URL as a message may show it: any userinfo (`user:secret@`) replaced by `***@`. `AWS_ENDPOINT_URL` may carry
/// credentials there; every message that shows an endpoint goes through this, in the S3 client's one place, so
/// every command that talks to a store gets it. Works on text, not `URL`: a malformed address is redacted too.
public enum RedactedURL {
    public static func text(_ url: String) -> String {
        // Everything from the authority's start to the last `@` anywhere: a password may hold `/`, `?` or `#`,
        // and hiding part of a path that holds an `@` is a fair price.
        guard let at = url.lastIndex(of: "@") else { return url }
        let start = url.range(of: "://").map(\.upperBound) ?? url.startIndex
        guard start <= at else { return url }
        return String(url[..<start]) + "***" + String(url[at...])
    }
}
