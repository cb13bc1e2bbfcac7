import Crypto
import Foundation

/// PBKDF2-HMAC-SHA-256 (RFC 8018 section 5.2) over Crypto's HMAC: what a password gives (`KeyWrap.passwordKey`), as
/// Web Crypto's `deriveKey({name: "PBKDF2", hash: "SHA-256"})` computes it in the browser. Written here rather than
/// taken from swift-crypto's `_CryptoExtras`, whose module and its BoringSSL parts were linked for this one function
/// (issue 18's size bound, docs/install.md). Checked against RFC 7914 section 11's vectors and the browser's.
enum PBKDF2 {
    /// The `length`-byte key `password` and `salt` give after `iterations` rounds; nil for no round or no length.
    static func sha256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8]? {
        guard iterations > 0, length > 0, length <= 32 * Int(UInt32.max) else { return nil }
        // The key's inner and outer pads hashed once: each round copies this state instead of keying HMAC anew,
        // which would hash the pads again (two of the four compressions a round costs).
        let keyed = HMAC<SHA256>(key: SymmetricKey(data: password))
        var output: [UInt8] = []
        output.reserveCapacity(length)
        var block: UInt32 = 1
        while output.count < length {
            var first = keyed
            first.update(data: salt)
            first.update(data: [UInt8(block >> 24), UInt8(truncatingIfNeeded: block >> 16), UInt8(truncatingIfNeeded: block >> 8),
                                UInt8(truncatingIfNeeded: block)])
            var round = [UInt8](repeating: 0, count: 32), sum = round
            first.finalize().withUnsafeBytes { mac in
                for index in 0..<32 { (round[index], sum[index]) = (mac[index], mac[index]) }
            }
            // In place, without an array per round: 1,200,000 HMACs for a password.
            round.withUnsafeMutableBufferPointer { round in
                sum.withUnsafeMutableBufferPointer { sum in
                    for _ in 1..<iterations {
                        var next = keyed
                        next.update(data: UnsafeRawBufferPointer(round))
                        next.finalize().withUnsafeBytes { mac in
                            for index in 0..<32 {
                                round[index] = mac[index]
                                sum[index] ^= mac[index]
                            }
                        }
                    }
                }
            }
            output += sum.prefix(length - output.count)
            block += 1
        }
        return output
    }
}
