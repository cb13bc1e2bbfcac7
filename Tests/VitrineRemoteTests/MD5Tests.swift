import Testing
import VitrineRemote

/// The MD5 deploy compares with ETags, against RFC 1321's test suite and every length across the padding's blocks.
@Suite("MD5")
struct MD5Tests {
    @Test("RFC 1321's test suite (appendix A.5)")
    func rfcVectors() {
        let vectors = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            ("12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (message, digest) in vectors {
            #expect(MD5.hex(Array(message.utf8)) == digest, "\(message)")
        }
        #expect(MD5.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "7707d6ae4e027c70eea2a935c2296f21")
    }

    @Test("every length from 0 to 299 bytes hashes as Python's hashlib does")
    func everyLength() {
        var digests = [UInt8]()
        for length in 0..<300 {
            digests += MD5.hash((0..<length).map { UInt8($0 % 251) })
        }
        // hashlib.md5(b''.join(hashlib.md5(bytes(i % 251 for i in range(n))).digest() for n in range(300)))
        #expect(MD5.hex(digests) == "6df39947d2c08075436d0edf312ed0fb")
    }
}
