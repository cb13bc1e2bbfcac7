import Crypto
import Testing
@testable import VitrinePrivate

/// The key hierarchy against values computed independently with Python's `cryptography` (OpenSSL) and hashlib from
/// docs/private-albums.md's definitions: a second implementation of every derivation, so the browser's (Web Crypto)
/// can be checked against the same figures.
struct KeyHierarchyTests {
    static var secret: SiteSecret { SiteSecret("correct horse battery staple 42") }
    static var keys: AlbumKeys { secret.album("Family/Summer", generation: 2) }

    static func hex(_ key: SymmetricKey) -> String { key.withUnsafeBytes { Hex.encode($0) } }

    @Test func derivationsMatchTheIndependentVectors() {
        let keys = Self.keys
        #expect(keys.albumID == "ebd413f173742de85d6422132012e428")
        #expect(Self.hex(keys.albumKey) == "45cd2a121ce77f0caefef3ac10ea40ee080d18fd2e8963add381e21652b4f9e4")
        #expect(keys.fileName(contentID: "abc123", rendition: "2048.webp") == "f5918f325cc4a5a8a822ba452016bf71")
        let recipient = keys.recipientKey(recipientID: "00112233445566778899aabbccddeeff")
        #expect(recipient.withUnsafeBytes { Hex.base64URL(Array($0)) } == "dduCYuJ76-O6mWM_9ndIO01bbwvHMPNRVIlRr0bYN9o")
        #expect(Hex.encode(keys.passwordSalt) == "8eb3d58c7fe89ca43f1a24f02bdee027")
    }

    @Test func theAlbumsAddressSurvivesARevocationButNothingElseDoes() {
        let next = Self.secret.album("Family/Summer", generation: 3)
        #expect(next.albumID == Self.keys.albumID)
        #expect(Self.hex(next.albumKey) != Self.hex(Self.keys.albumKey))
        #expect(next.fileName(contentID: "abc123", rendition: "2048.webp") != Self.keys.fileName(contentID: "abc123", rendition: "2048.webp"))
        #expect(next.passwordSalt != Self.keys.passwordSalt)
        // A recipient's link key does not depend on the generation: other links survive a revocation.
        #expect(Self.hex(next.recipientKey(recipientID: "a")) == Self.hex(Self.keys.recipientKey(recipientID: "a")))
    }

    @Test func anotherSecretOrAlbumGivesUnrelatedKeys() {
        let other = SiteSecret("correct horse battery staple 43").album("Family/Summer", generation: 2)
        #expect(other.albumID != Self.keys.albumID)
        #expect(Self.hex(other.albumKey) != Self.hex(Self.keys.albumKey))
        let sibling = Self.secret.album("Family/Winter", generation: 2)
        #expect(sibling.albumID != Self.keys.albumID)
        #expect(Self.hex(sibling.recipientKey(recipientID: "a")) != Self.hex(Self.keys.recipientKey(recipientID: "a")))
    }

    @Test func theSecretIsNeverDescribed() {
        #expect(!"\(Self.secret)".contains("horse"))
        #expect(!String(reflecting: Self.secret).contains("horse"))
    }

    @Test func aShortOrMissingSecretIsRefused() {
        #expect(SiteSecret.from(environment: [:]) == nil)
        #expect(SiteSecret.from(environment: ["VITRINE_SECRET": "short"]) == nil)
        #expect(SiteSecret.from(environment: ["VITRINE_SECRET": "sixteen bytes ok"]) != nil)
    }

    @Test func base64URLMatchesRFC4648() {
        // RFC 4648 section 10 vectors, unpadded; plus the two characters base64url changes.
        let vectors = ["": "", "f": "Zg", "fo": "Zm8", "foo": "Zm9v", "foob": "Zm9vYg", "fooba": "Zm9vYmE", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors { #expect(Hex.base64URL(Array(plain.utf8)) == encoded) }
        #expect(Hex.base64URL([0xfb, 0xff]) == "-_8")
    }
}
