import Foundation

/// MD5 (RFC 1321), only to compare a file with an object's ETag, which S3 and most compatible stores make the hex
/// MD5 of a single PUT's bytes (as `hugo deploy` compares). Never used for anything a forger could exploit: a
/// collision would only make deploy skip an upload the uploader itself chose. Checked against RFC 1321's vectors.
public enum MD5 {
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var state = State()
        // The whole blocks are read where they are; only the last one or two, with the padding, are copied. (It
        // copied the whole file and allocated an array per 64-byte block: 0.5 s of a no-op deploy's CPU at 46 MB.)
        let whole = bytes.count / 64 * 64
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < whole {
                state.add(UnsafeRawBufferPointer(rebasing: raw[offset..<offset + 64]))
                offset += 64
            }
        }
        var tail = Array(bytes[whole...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 0, to: 64, by: 8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { raw in
            for offset in stride(from: 0, to: raw.count, by: 64) {
                state.add(UnsafeRawBufferPointer(rebasing: raw[offset..<offset + 64]))
            }
        }
        return [state.a, state.b, state.c, state.d].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) } }
    }

    /// The four words, and one 64-byte block added to them (RFC 1321, 3.4).
    private struct State {
        var a: UInt32 = 0x6745_2301, b: UInt32 = 0xefcd_ab89, c: UInt32 = 0x98ba_dcfe, d: UInt32 = 0x1032_5476

        mutating func add(_ block: UnsafeRawBufferPointer) {
            var (a, b, c, d) = (self.a, self.b, self.c, self.d)
            func word(_ g: Int) -> UInt32 { UInt32(littleEndian: block.loadUnaligned(fromByteOffset: g * 4, as: UInt32.self)) }
            MD5.k.withUnsafeBufferPointer { k in
                MD5.s.withUnsafeBufferPointer { s in
                    for i in 0..<64 {
                        var f: UInt32
                        let g: Int
                        switch i {
                        case 0..<16: f = (b & c) | (~b & d); g = i
                        case 16..<32: f = (d & b) | (~d & c); g = (5 * i + 1) & 15
                        case 32..<48: f = b ^ c ^ d; g = (3 * i + 5) & 15
                        default: f = c ^ (b | ~d); g = (7 * i) & 15
                        }
                        f = f &+ a &+ k[i] &+ word(g)
                        a = d; d = c; c = b
                        b = b &+ ((f << s[i]) | (f >> (32 - s[i])))
                    }
                }
            }
            self.a &+= a; self.b &+= b; self.c &+= c; self.d &+= d
        }
    }

    /// Lowercase hex, as an ETag writes it.
    public static func hex(_ bytes: [UInt8]) -> String { SigV4Signer.hex(hash(bytes)) }

    private static let s: [UInt32] = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                      5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
                                      4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                      6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]
    /// floor(abs(sin(i + 1)) * 2^32).
    private static let k: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64((sin(Double($0 + 1)).magnitude * 4_294_967_296).rounded(.down))) }
}
