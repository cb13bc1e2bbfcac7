import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineImaging

/// PNG, TIFF and GIF made with vips decode to upright pictures with their colours, through sniffing alone.
@Suite struct StillFormatTests {
    static let cases: [(name: String, options: String, format: SourceFormat, ushort: Bool)] = [
        ("rgb8.png", "", .png, false),
        ("rgb16.png", "[bitdepth=16]", .png, true),
        ("palette.png", "[palette]", .png, false),
        ("interlaced.png", "[interlace]", .png, false),
        ("strip-lzw.tif", "[compression=lzw]", .tiff, false),
        ("tiled-deflate.tif", "[tile,tile-width=16,tile-height=16,compression=deflate]", .tiff, false),
        ("rgb16.tif", "", .tiff, true),
        ("jpeg.tif", "[compression=jpeg,Q=95]", .tiff, false),
        ("bigtiff.tif", "[bigtiff]", .tiff, false),
        ("first-frame.gif", "", .gif, false),
    ]

    @Test(arguments: cases.indices)
    func decodesUprightWithItsColours(index: Int) throws {
        let item = Self.cases[index]
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = try StillRender.read(StillFixtures.vips(item.name, options: item.options, in: temp.url, ushort: item.ushort))
        #expect(SourceFormat(sniffing: bytes) == item.format)
        #expect(try ImageProbe.dimensions(of: bytes) == (64, 48))
        let image = try StillRender.output(bytes)
        #expect(image.width == 64 && image.height == 48)
        #expect(StillRender.quadrants(image) == [0, 1, 2, 3], "\(item.name)")
        let (r, g, b) = StillRender.topLeft(image)
        #expect(abs(r - 220) <= 12 && abs(g - 30) <= 12 && abs(b - 30) <= 12, "\(item.name): \((r, g, b))")
    }

    @Test(arguments: ["alpha.png", "alpha.tif", "alpha.webp"])
    func transparencyIsFlattenedOntoThePageBackground(name: String) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        // Half-transparent red over #fafafa is (235, 140, 140) once composited.
        let bytes = try StillRender.read(StillFixtures.vips(name, options: name.hasSuffix("webp") ? "[lossless]" : "", in: temp.url, alpha: 128))
        let (r, g, b) = StillRender.topLeft(try StillRender.output(bytes))
        #expect(abs(r - 235) <= 6 && abs(g - 140) <= 6 && abs(b - 140) <= 6, "\(name): \((r, g, b))")
    }

    @Test(arguments: ["profiled.png", "profiled.tif", "profiled.webp"])
    func anEmbeddedProfileIsReported(name: String) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = try StillRender.read(StillFixtures.vips(name, options: "[profile=srgb]", in: temp.url))
        let format = try #require(SourceFormat(sniffing: bytes))
        let decoder = try #require(format.stillDecoder).init(bytes: bytes)
        let still = try decoder.decode(covering: (64, 48), limits: ImageLimits())
        guard case .icc(let profile) = still.color else {
            Issue.record("\(name): no ICC profile reported")
            return
        }
        #expect(profile.count > 128 && Array(profile[36..<40]) == Array("acsp".utf8), "\(name)")
        let plain = try StillRender.read(StillFixtures.vips("plain-" + name, in: temp.url))
        #expect(try format.stillDecoder.map { try $0.init(bytes: plain).decode(covering: (64, 48), limits: ImageLimits()).color } == .unspecified)
    }

    @Test func onlyAnRGBProfileDescribesDecodedPixels() {
        func profile(_ space: String) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: 132)
            bytes.replaceSubrange(16..<20, with: Array(space.utf8))
            bytes.replaceSubrange(36..<40, with: Array("acsp".utf8))
            return bytes
        }
        #expect(SourceColor.decodedRGB(profile: profile("RGB ")) == .icc(profile("RGB ")))
        // Grey is expanded to RGB and CMYK converted by the decoder: their profiles no longer apply.
        #expect(SourceColor.decodedRGB(profile: profile("GRAY")) == .unspecified)
        #expect(SourceColor.decodedRGB(profile: profile("CMYK")) == .unspecified)
        #expect(SourceColor.decodedRGB(profile: Array(profile("RGB ").prefix(64))) == .unspecified)
        #expect(SourceColor.decodedRGB(profile: nil) == .unspecified)
    }

    @Test func aGIFTransparentColourShowsTheBackground() throws {
        // A 2x1 GIF89a: palette red and black, a graphic control extension making index 1 transparent.
        let gif: [UInt8] = Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0] + [255, 0, 0, 0, 0, 0]
            + [0x21, 0xF9, 4, 1, 0, 0, 1, 0]
            + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0] + [2, 2, 0x44, 0x0A, 0] + [0x3B]
        let decoder = try GIFDecoder(bytes: gif)
        let still = try decoder.decode(covering: (2, 1), limits: ImageLimits())
        #expect(Array(still.image.pixels[0..<3]) == [255, 0, 0])
        #expect(still.alpha == [255, 0])
    }

    @Test func tiffOrientationTagTurnsThePictureLikeEXIF() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = try StillRender.read(StillFixtures.vips("plain.tif", in: temp.url))
        // Orientation 6 patched into IFD0 as a camera writes it: the output is turned a quarter clockwise.
        let patched = try #require(Self.settingOrientation(6, in: bytes))
        let image = try StillRender.output(patched)
        #expect(image.width == 48 && image.height == 64)
        #expect(StillRender.quadrants(image) == [2, 0, 3, 1])
    }

    /// `bytes` (a TIFF) with an Orientation entry added to IFD0 (rewritten at the end of the file).
    static func settingOrientation(_ value: UInt16, in bytes: [UInt8]) -> [UInt8]? {
        let little = bytes[0] == 0x49
        func u16(_ o: Int) -> Int { little ? Int(bytes[o]) | Int(bytes[o + 1]) << 8 : Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func u32(_ o: Int) -> Int { little ? u16(o) | u16(o + 2) << 16 : u16(o) << 16 | u16(o + 2) }
        func e16(_ v: Int) -> [UInt8] { little ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func e32(_ v: Int) -> [UInt8] { little ? e16(v & 0xFFFF) + e16(v >> 16) : e16(v >> 16) + e16(v & 0xFFFF) }
        let ifd = u32(4)
        let count = u16(ifd)
        var entries = (0..<count).map { Array(bytes[(ifd + 2 + $0 * 12)..<(ifd + 14 + $0 * 12)]) }
        entries.removeAll { u16FromEntry($0, little) == 0x0112 }
        entries.append(e16(0x0112) + e16(3) + e32(1) + e16(Int(value)) + [0, 0])
        entries.sort { u16FromEntry($0, little) < u16FromEntry($1, little) }
        var out = bytes
        let newIFD = out.count + out.count % 2
        if out.count % 2 == 1 { out.append(0) }
        out += e16(entries.count) + entries.flatMap { $0 } + e32(0)
        out.replaceSubrange(4..<8, with: e32(newIFD))
        return out
    }

    private static func u16FromEntry(_ entry: [UInt8], _ little: Bool) -> Int {
        little ? Int(entry[0]) | Int(entry[1]) << 8 : Int(entry[0]) << 8 | Int(entry[1])
    }
}
