import Crypto
import Testing
@testable import VitrinePrivate

struct SealerTests {
    static var keys: AlbumKeys { KeyHierarchyTests.keys }
    static let caption = Array("private caption: Grandma in Lisbon".utf8)

    @Test func sealingMatchesTheIndependentVectorAndIsDeterministic() throws {
        let sealed = try Self.keys.sealer.seal(Self.caption, label: "album")
        #expect(Hex.encode(sealed) == "6d4fe9d505c10b8031fafc272b2ce4c0bfc408cdcdc821bbf7a7e4be23d3770ca665ccdf58304a1a5060be6afea836a55e754bf4d5b9e4822808c720b24b")
        #expect(try Self.keys.sealer.seal(Self.caption, label: "album") == sealed)
        #expect(try Self.keys.sealer.open(sealed, label: "album") == Self.caption)
    }

    @Test func differentPlaintextsOrLabelsNeverShareANonce() throws {
        let sealer = Self.keys.sealer
        let one = try sealer.seal(Self.caption, label: "album")
        let other = try sealer.seal(Self.caption + [0x21], label: "album")
        let moved = try sealer.seal(Self.caption, label: "f5918f325cc4a5a8a822ba452016bf71")
        #expect(Set([one.prefix(12), other.prefix(12), moved.prefix(12)].map(Array.init)).count == 3)
    }

    @Test(arguments: [0, 11, 12, 45, 46, 61])
    func everyFlippedByteIsRefused(position: Int) throws {
        var sealed = try Self.keys.sealer.seal(Self.caption, label: "album")
        sealed[position] ^= 0x01
        #expect(throws: SealError.tampered("album")) { try Self.keys.sealer.open(sealed, label: "album") }
    }

    @Test func truncatedMisplacedOrWronglyKeyedCiphertextIsRefused() throws {
        let sealed = try Self.keys.sealer.seal(Self.caption, label: "album")
        #expect(throws: SealError.tampered("album")) { try Self.keys.sealer.open(Array(sealed.prefix(27)), label: "album") }
        #expect(throws: SealError.tampered("album")) { try Self.keys.sealer.open(Array(sealed.dropLast()), label: "album") }
        #expect(throws: SealError.tampered("other")) { try Self.keys.sealer.open(sealed, label: "other") }
        let otherGeneration = KeyHierarchyTests.secret.album("Family/Summer", generation: 3)
        #expect(throws: SealError.tampered("album")) { try otherGeneration.sealer.open(sealed, label: "album") }
        #expect(!SealError.tampered("album").description.contains("Grandma"))
    }

    @Test func thePasswordWrapMatchesTheIndependentVectorAndAWrongPasswordOpensNothing() throws {
        let passwordKey = try KeyWrap.passwordKey("hunter2 but longer", salt: Self.keys.passwordSalt)
        #expect(KeyHierarchyTests.hex(passwordKey) == "99270cf7f4270068ae018d86cb1dba340967c7df8da100ce32c1b748feff6342")
        let wrapped = try KeyWrap.wrap(Self.keys.albumKey, with: passwordKey)
        #expect(Hex.encode(wrapped) == "8305fecc376d4447f4a7c8753979dc5886a10c32880de057258327f47b4ae5f53e0274715131a2f3336005d2a3b2a80700e76b114f901de98a0388e8")
        #expect(KeyHierarchyTests.hex(try KeyWrap.unwrap(wrapped, with: passwordKey)) == KeyHierarchyTests.hex(Self.keys.albumKey))
        let wrong = try KeyWrap.passwordKey("hunter3 but longer", salt: Self.keys.passwordSalt)
        #expect(throws: SealError.tampered("album-key")) { try KeyWrap.unwrap(wrapped, with: wrong) }
    }

    @Test func aRevokedRecipientsKeyOpensNothingOfTheNextGeneration() throws {
        let next = KeyHierarchyTests.secret.album("Family/Summer", generation: 3)
        let revoked = Self.keys.recipientKey(recipientID: "revoked")
        let kept = Self.keys.recipientKey(recipientID: "kept")
        // The next build wraps the new album key for the kept recipient only.
        let wraps = [try KeyWrap.wrap(next.albumKey, with: next.recipientKey(recipientID: "kept"))]
        #expect(KeyHierarchyTests.hex(try KeyWrap.unwrap(wraps[0], with: kept)) == KeyHierarchyTests.hex(next.albumKey))
        for wrap in wraps { #expect(throws: SealError.self) { try KeyWrap.unwrap(wrap, with: revoked) } }
        #expect(KeyWrap.iterations >= 600_000)
    }
}
