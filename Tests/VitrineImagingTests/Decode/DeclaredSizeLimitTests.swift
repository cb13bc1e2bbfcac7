import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineImaging

/// Every still decoder refuses a header that declares more pixels than the limit, before it decodes anything:
/// small files patched to declare 30000 x 30000 pixels fail at the limits step, not while decoding.
@Suite struct DeclaredSizeLimitTests {
    static let claimed: UInt32 = 30_000

    @Test(arguments: ["bomb.png", "bomb.tif", "bomb.gif", "bomb.heic", "bomb.avif"])
    func aHugeDeclaredSizeIsRefusedBeforeDecoding(name: String) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let made = name.hasSuffix("heic") || name.hasSuffix("avif")
            ? try StillFixtures.heif(name, in: temp.url) : try StillFixtures.vips(name, in: temp.url)
        let bytes = try #require(Self.claimingHugeSize(StillRender.read(made), name: name))
        let header = try ImageProbe.dimensions(of: bytes)
        #expect(header.width * header.height >= Int(Self.claimed) * Int(Self.claimed), "\(name): \(header)")
        let request = RenderRequest(buckets: [350], formats: [.jpeg], orientation: 1, transform: .identity)
        do {
            _ = try ImageRenderer.render(bytes, request: request)
            Issue.record("\(name) rendered")
        } catch {
            #expect(error.step == .limits, "\(name): \(error)")
            #expect(error.message.contains("megapixels"), "\(name): \(error)")
        }
    }

    /// The file with its declared size replaced by `claimed` x `claimed`.
    static func claimingHugeSize(_ bytes: [UInt8], name: String) -> [UInt8]? {
        var out = bytes
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        switch name.split(separator: ".").last {
        case "png":
            // IHDR is the first chunk: length, type, width, height, ..., then its CRC over type and data.
            out.replaceSubrange(16..<24, with: be32(claimed) + be32(claimed))
            out.replaceSubrange(29..<33, with: be32(crc32(Array(out[12..<29]))))
        case "gif":
            let little = [UInt8(claimed & 0xFF), UInt8(claimed >> 8)]
            out.replaceSubrange(6..<10, with: little + little)
        case "tif":
            guard out[0] == 0x49 else { return nil }  // vips writes little-endian
            let ifd = Int(out[4]) | Int(out[5]) << 8 | Int(out[6]) << 16 | Int(out[7]) << 24
            let count = Int(out[ifd]) | Int(out[ifd + 1]) << 8
            for index in 0..<count {
                let entry = ifd + 2 + index * 12
                let tag = Int(out[entry]) | Int(out[entry + 1]) << 8
                guard tag == 256 || tag == 257 else { continue }
                // SHORT or LONG, stored in the entry: write a LONG.
                out.replaceSubrange((entry + 2)..<(entry + 12), with: [4, 0, 1, 0, 0, 0] + be32(claimed).reversed())
            }
        default:
            // HEIF: each `ispe` property (the coded image's, and the cropped primary's when heif-enc pads the
            // picture to whole coding blocks) holds the width and height after its version and flags.
            let found = (0..<(out.count - 16)).filter { out[$0..<($0 + 4)].elementsEqual("ispe".utf8) }
            guard !found.isEmpty else { return nil }
            for at in found { out.replaceSubrange((at + 8)..<(at + 16), with: be32(claimed) + be32(claimed)) }
        }
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
