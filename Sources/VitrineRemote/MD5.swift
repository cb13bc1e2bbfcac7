import Foundation

/// MD5 (RFC 1321), only to compare a file with an object's ETag, which S3 and most compatible stores make the hex
/// MD5 of a single PUT's bytes (as `hugo deploy` compares). Never used for anything a forger could exploit: a
/// collision would only make deploy skip an upload the uploader itself chose. Checked against RFC 1321's vectors.
public enum MD5 {
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var a0: UInt32 = 0x6745_2301, b0: UInt32 = 0xefcd_ab89, c0: UInt32 = 0x98ba_dcfe, d0: UInt32 = 0x1032_5476
        var message = bytes
        let bitLength = UInt64(bytes.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        message.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                var m = [UInt32](repeating: 0, count: 16)
                for i in 0..<16 { m[i] = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + i * 4, as: UInt32.self)) }
                var (a, b, c, d) = (a0, b0, c0, d0)
                for i in 0..<64 {
                    var f: UInt32
                    let g: Int
                    switch i {
                    case 0..<16: f = (b & c) | (~b & d); g = i
                    case 16..<32: f = (d & b) | (~d & c); g = (5 * i + 1) % 16
                    case 32..<48: f = b ^ c ^ d; g = (3 * i + 5) % 16
                    default: f = c ^ (b | ~d); g = (7 * i) % 16
                    }
                    f = f &+ a &+ k[i] &+ m[g]
                    a = d; d = c; c = b
                    b = b &+ ((f << s[i]) | (f >> (32 - s[i])))
                }
                a0 &+= a; b0 &+= b; c0 &+= c; d0 &+= d
                offset += 64
            }
        }
        return [a0, b0, c0, d0].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) } }
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
