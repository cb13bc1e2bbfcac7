/// Listing and deleting, what `vitrine deploy` needs beyond GET and PUT.
extension S3Client {
    /// One object of a listing.
    public struct StoredObject: Sendable, Hashable {
        public var key: String
        /// The ETag without its quotes: a single PUT's is the hex MD5 of the bytes on S3 and most compatible
        /// stores; a multipart upload's holds a `-` and is not an MD5.
        public var etag: String
        public var size: Int

        public init(key: String, etag: String, size: Int) {
            self.key = key
            self.etag = etag
            self.size = size
        }
    }

    /// Every object whose key starts with `prefix` (ListObjectsV2, page after page; `pageSize` keys a page, else
    /// the store's own, 1000 on S3).
    public func list(prefix: String, pageSize: Int? = nil) async throws(RemoteError) -> [StoredObject] {
        var objects: [StoredObject] = []
        var token: String?
        repeat {
            var query = [("list-type", "2"), ("prefix", prefix)]
            if let token { query.append(("continuation-token", token)) }
            if let pageSize { query.append(("max-keys", String(pageSize))) }
            let answer = try await send("GET", key: "", query: query, body: [])
            guard answer.status == 200 else { throw .refused(status: answer.status, code: answer.code) }
            let page = try ListingPage(parsing: answer.body)
            objects += page.objects
            // A store that says "truncated" without a token, or repeats its token, would loop for ever.
            guard page.truncated, let next = page.continuation, next != token, !page.objects.isEmpty else { break }
            token = next
        } while true
        return objects
    }

    /// Removes the object at `key` (a missing one is no error: S3 answers 204 either way).
    public func delete(_ key: String) async throws(RemoteError) {
        let answer = try await send("DELETE", key: key, body: [])
        guard (200..<300).contains(answer.status) || answer.status == 404 else {
            throw .refused(status: answer.status, code: answer.code)
        }
    }
}
