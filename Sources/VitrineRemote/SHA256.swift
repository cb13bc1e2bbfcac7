import Foundation

/// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104), all that SigV4 signing and the render bundles' digests need.
/// Written here rather than taken from swift-crypto: on Linux that package links the whole of BoringSSL, and its
/// every algorithm stays in a static binary (its types' conformances keep their code alive), 2.2 MB of the
/// installed vitrine for two functions. Checked against NIST's and RFC 4231's vectors (SHA256Tests); SHA-256 has no
/// data-dependent branch or table, so the secret key is not exposed through timing.
public enum SHA256 {
    public static let digestSize = 32
    static let blockSize = 64

    /// The digest of `data` (a `[UInt8]`, `Data`, or anything else contiguous).
    public static func hash(data: some ContiguousBytes) -> [UInt8] {
        var state = State()
        data.withUnsafeBytes { state.update($0) }
        return state.finish()
    }

    /// The running hash: blocks are compressed as they fill, so a message is never copied whole (a video's Git LFS
    /// object id is taken as the file streams past).
    public struct State {
        private var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
        private var pending = [UInt8]()
        private var length: UInt64 = 0

        public init() {}

        public mutating func update(_ bytes: UnsafeRawBufferPointer) {
            length &+= UInt64(bytes.count)
            var rest = bytes[...]
            if !pending.isEmpty {
                let take = min(SHA256.blockSize - pending.count, rest.count)
                pending += rest.prefix(take)
                rest = rest.dropFirst(take)
                guard pending.count == SHA256.blockSize else { return }
                pending.withUnsafeBytes { compress($0) }
                pending.removeAll(keepingCapacity: true)
            }
            let whole = rest.count / SHA256.blockSize * SHA256.blockSize
            compress(UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
            pending += rest.dropFirst(whole)
        }

        /// Pads (a 1 bit, zeros, the length in bits, big-endian) and returns the digest.
        public mutating func finish() -> [UInt8] {
            let bits = length &* 8
            var tail = pending
            tail.append(0x80)
            while tail.count % SHA256.blockSize != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
            tail.withUnsafeBytes { compress($0) }
            pending.removeAll()
            var digest = [UInt8]()
            digest.reserveCapacity(SHA256.digestSize)
            for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
                digest += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
            }
            return digest
        }

        /// Whole 64-byte blocks into the state. The round constants and the message schedule are reached through
        /// pointers taken once for all the blocks: through the array, each round paid a bounds and lazy-global check.
        private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
            var (h0, h1, h2, h3, h4, h5, h6, h7) = h
            SHA256.k.withUnsafeBufferPointer { k in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                    var offset = 0
                    while offset + SHA256.blockSize <= blocks.count {
                        for t in 0..<16 {
                            w[t] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: offset + t * 4, as: UInt32.self))
                        }
                        for t in 16..<64 {
                            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, hh) = (h0, h1, h2, h3, h4, h5, h6, h7)
                        for t in 0..<64 {
                            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                            let choice = (e & f) ^ (~e & g)
                            let t1 = hh &+ s1 &+ choice &+ k[t] &+ w[t]
                            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                            let majority = (a & b) ^ (a & c) ^ (b & c)
                            let t2 = s0 &+ majority
                            hh = g; g = f; f = e; e = d &+ t1
                            d = c; c = b; b = a; a = t1 &+ t2
                        }
                        h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= hh
                        offset += SHA256.blockSize
                    }
                }
            }
            h = (h0, h1, h2, h3, h4, h5, h6, h7)
        }

        @inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

/// HMAC-SHA256 (RFC 2104): SigV4 derives its signing key and signs with it.
public enum HMACSHA256 {
    public static func authenticationCode(for message: [UInt8], key: [UInt8]) -> [UInt8] {
        // A key longer than a block is hashed first; a shorter one is padded with zeros.
        var block = key.count > SHA256.blockSize ? SHA256.hash(data: key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockSize - block.count)
        var inner = SHA256.State()
        (block.map { $0 ^ 0x36 } + message).withUnsafeBytes { inner.update($0) }
        var outer = SHA256.State()
        (block.map { $0 ^ 0x5c } + inner.finish()).withUnsafeBytes { outer.update($0) }
        return outer.finish()
    }
}
