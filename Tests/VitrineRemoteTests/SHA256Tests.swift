import Foundation
import Testing
import VitrineRemote

/// Vitrine's own SHA-256 and HMAC-SHA256 (they replaced swift-crypto) against the published vectors: FIPS 180-4's
/// examples, RFC 4231's HMAC cases, and every message length across the padding's block boundaries.
@Suite("SHA-256 and HMAC-SHA256")
struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String { SigV4Signer.hex(bytes) }

    @Test("FIPS 180-4's examples: empty, one block, two blocks, 896 bits, a million a's")
    func nistVectors() {
        #expect(Self.hex(SHA256.hash(data: [UInt8]())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex(SHA256.hash(data: Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex(SHA256.hash(data: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let long = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(Self.hex(SHA256.hash(data: Array(long.utf8))) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(Self.hex(SHA256.hash(data: Data(repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("every length from 0 to 299 bytes (padding into one or two blocks) hashes as Python's hashlib does")
    func everyLength() {
        var digests = [UInt8]()
        for length in 0..<300 {
            digests += SHA256.hash(data: (0..<length).map { UInt8($0 % 251) })
        }
        // hashlib.sha256(b''.join(hashlib.sha256(bytes(i % 251 for i in range(n))).digest() for n in range(300)))
        #expect(Self.hex(SHA256.hash(data: digests)) == "fa70b867db0a30acb7218d62945db0df52eb393808b30675ea9aac6b058a9a9d")
    }

    @Test("RFC 4231: a short key, a text key, and keys longer than a block (hashed first)")
    func hmacVectors() {
        #expect(Self.hex(HMACSHA256.authenticationCode(for: Array("Hi There".utf8), key: [UInt8](repeating: 0x0b, count: 20)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(Self.hex(HMACSHA256.authenticationCode(for: Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let longKey = [UInt8](repeating: 0xaa, count: 131)
        #expect(Self.hex(HMACSHA256.authenticationCode(for: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8), key: longKey))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        let longData = "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."
        #expect(Self.hex(HMACSHA256.authenticationCode(for: Array(longData.utf8), key: longKey))
                == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }
}
