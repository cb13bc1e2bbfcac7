import Testing
@testable import VitrineRemote

/// The ListObjectsV2 reader: keys with XML entities, quoted ETags, pagination fields, and answers that are not a
/// listing.
@Suite("ListObjectsV2 pages")
struct ListingPageTests {
    static let page = """
        <?xml version="1.0" encoding="UTF-8"?>
        <ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>site</Name><Prefix>blog/</Prefix>\
        <KeyCount>2</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>true</IsTruncated>\
        <Contents><Key>blog/a&amp;b &lt;c&gt;.html</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified>\
        <ETag>&quot;0cc175b9c0f1b6a831c399e269772661&quot;</ETag><Size>1</Size><StorageClass>STANDARD</StorageClass></Contents>\
        <Contents><Key>blog/images/x&#233;.jpg</Key><ETag>"9b2cf535f27731c974343645a3985328-2"</ETag><Size>10485760</Size></Contents>\
        <NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken></ListBucketResult>
        """

    @Test("keys are decoded, ETags lose their quotes, the continuation token is read")
    func readsAPage() throws {
        let page = try ListingPage(parsing: Array(Self.page.utf8))
        #expect(page.objects == [
            S3Client.StoredObject(key: "blog/a&b <c>.html", etag: "0cc175b9c0f1b6a831c399e269772661", size: 1),
            S3Client.StoredObject(key: "blog/images/xé.jpg", etag: "9b2cf535f27731c974343645a3985328-2", size: 10_485_760),
        ])
        #expect(page.truncated)
        #expect(page.continuation == "1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=")
    }

    @Test("an empty listing has no objects and is not truncated")
    func emptyListing() throws {
        let page = try ListingPage(parsing: Array("<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>".utf8))
        #expect(page.objects.isEmpty)
        #expect(!page.truncated)
    }

    @Test("an answer that is not a listing, or an entry without a size, is refused")
    func refusesOtherAnswers() {
        #expect(throws: RemoteError.self) { try ListingPage(parsing: Array("<html>captive portal</html>".utf8)) }
        #expect(throws: RemoteError.self) {
            try ListingPage(parsing: Array("<ListBucketResult><Contents><Key>a</Key></Contents></ListBucketResult>".utf8))
        }
    }

    @Test("an unknown or unfinished entity is kept as written")
    func keepsUnknownEntities() {
        #expect(ListingPage.decoded("a&nbsp;b") == "a&nbsp;b")
        #expect(ListingPage.decoded("a & b") == "a & b")
        #expect(ListingPage.decoded("&#x41;&#66;") == "AB")
    }
}
