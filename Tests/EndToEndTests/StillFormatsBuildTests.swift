import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineImaging
import VitrineLibrary
import VitrineSite

/// Issue 15: a library of every still format builds; each photo is published upright, from its bytes (whatever
/// its name), with the facts its EXIF holds and no metadata in any output; a truncated file of each format is
/// one warning and a placeholder.
@Suite struct StillFormatsBuildTests {
    /// Every format in one album, made with vips and heif-enc; `irot.heic` is turned a quarter anticlockwise.
    static func formatsLibrary(_ w: Workspace) throws -> URL {
        let album = w.library.root.appendingPathComponent("formats")
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        let tools = w.temp.url.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let exif = StillFixtures.exifTIFF(make: "Phonemaker", model: "Phone 12", orientation: 6, date: "2024:05:06 07:08:09")
        try StillFixtures.heif("phone.heic", in: tools, exif: exif)
        try StillFixtures.heif("irot.heic", in: tools, quarterTurns: 1)
        try StillFixtures.heif("picture.avif", in: tools)
        try StillFixtures.vips("rgb8.png", in: tools)
        try StillFixtures.vips("rgb16.png", options: "[bitdepth=16]", in: tools, ushort: true)
        try StillFixtures.vips("palette.png", options: "[palette]", in: tools)
        try StillFixtures.vips("alpha.png", in: tools, alpha: 255)
        // Its top-right quadrant translucent: kept in the WebPs, over the page background in the JPEGs.
        try StillFixtures.vips("translucent.png", in: tools, alphaQuadrants: [255, 200, 255, 255])
        try StillFixtures.vips("strip.tif", options: "[compression=lzw]", in: tools)
        try StillFixtures.vips("tiled.tiff", options: "[tile,tile-width=16,tile-height=16,compression=deflate]", in: tools)
        try StillFixtures.vips("rgb16.tif", in: tools, ushort: true)
        try StillFixtures.vips("first.gif", in: tools)
        try StillFixtures.vips("lossless.webp", options: "[lossless]", in: tools)
        for name in ["phone.heic", "irot.heic", "picture.avif", "rgb8.png", "rgb16.png", "palette.png", "alpha.png",
                     "translucent.png", "strip.tif", "tiled.tiff", "rgb16.tif", "first.gif", "lossless.webp"] {
            try FileManager.default.copyItem(at: tools.appendingPathComponent(name), to: album.appendingPathComponent(name))
        }
        // Recognised by its bytes: a scan with no extension, and a GIF named as a JPEG.
        try FileManager.default.copyItem(at: tools.appendingPathComponent("strip.tif"), to: album.appendingPathComponent("scan0001"))
        try FileManager.default.copyItem(at: tools.appendingPathComponent("first.gif"), to: album.appendingPathComponent("misnamed.jpg"))
        return tools
    }

    @Test func everyFormatIsPublishedUprightWithItsFactsAndNoMetadata() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        _ = try Self.formatsLibrary(w)
        let summary = try await w.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        #expect(summary.photos == 15)
        let site = try SiteTree(w.site)
        let images = try w.images()
        // Two identical files (scan0001 is strip.tif, misnamed.jpg is first.gif) share their images.
        #expect(images.count == 13 * ImagePaths.buckets.count * 2)
        // translucent.png's WebPs, and only they, keep an alpha channel (a VP8X container with an ALPH chunk).
        let withAlpha = images.filter { $0.hasSuffix(".webp") && site.files[$0]?.range(of: Data("ALPH".utf8)) != nil }
        #expect(withAlpha.count == ImagePaths.buckets.count, "\(withAlpha)")
        for path in images {
            let bytes = try #require(site.files[path])
            for marker in ["Exif", "ICC_PROFILE", "http://ns.adobe.com/xap", "ICCP", "XMP "] {
                #expect(bytes.range(of: Data(marker.utf8)) == nil, "\(path) holds \(marker)")
            }
            guard path.hasSuffix(".jpg") else { continue }
            let image = try JPEGDecoder().decode([UInt8](bytes))
            let found = Self.quadrants(image)
            // Landscape outputs are the picture as made; the one portrait photo is irot.heic, turned once.
            #expect(found == (image.width > image.height ? [0, 1, 2, 3] : [1, 3, 0, 2]), "\(path): \(found)")
        }
        let album = try #require(site.text("albums/formats/index.html"))
        #expect(!album.contains("tile-broken"))
        // Untitled photos are named by their file name without its extension (issue 34).
        for name in ["scan0001", "misnamed", "phone", "tiled"] { #expect(album.contains(name), "\(name)") }
        // The HEIC's EXIF reaches its page: camera and date.
        let pages = site.paths.filter { $0.hasPrefix("albums/formats/") && $0.hasSuffix(".html") }.compactMap(site.text)
        let phonePage = try #require(pages.first { $0.contains("phone.heic") && $0.contains("Phone 12") })
        #expect(phonePage.contains("Phonemaker"))
        #expect(phonePage.contains("2024"))
        #expect(try w.brokenLinks() == [])
    }

    @Test func aTruncatedFileOfEachFormatIsOneWarningAndAPlaceholder() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        let tools = try Self.formatsLibrary(w)
        let formats = w.library.root.appendingPathComponent("formats")
        try FileManager.default.removeItem(at: formats)
        let broken = w.library.root.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        let names = ["phone.heic", "picture.avif", "rgb8.png", "strip.tif", "first.gif", "lossless.webp"]
        for name in names {
            let bytes = try Data(contentsOf: tools.appendingPathComponent(name))
            try bytes.prefix(bytes.count * 2 / 3).write(to: broken.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: tools.appendingPathComponent("rgb16.png"), to: broken.appendingPathComponent("good.png"))
        let summary = try await w.build()
        for name in names {
            let warnings = summary.diagnostics.filter { $0.path == "broken/\(name)" }
            #expect(warnings.count == 1, "\(name): \(summary.diagnostics)")
        }
        #expect(summary.diagnostics.count == names.count)
        let album = try #require(try SiteTree(w.site).text("albums/broken/index.html"))
        #expect(album.components(separatedBy: "class=\"tile-broken\"").count - 1 == names.count)
        #expect(try w.images().count == ImagePaths.buckets.count * 2)
    }

    /// Index of the nearest quadrant colour at each quadrant's centre (see `StillFixtures`).
    static func quadrants(_ image: RGBImage) -> [Int] {
        [(1, 1), (3, 1), (1, 3), (3, 3)].map { qx, qy in
            let x = image.width * qx / 4, y = image.height * qy / 4
            let i = (y * image.width + x) * 3
            let distances = StillFixtures.quadrantColours.map {
                abs(Int($0.0) - Int(image.pixels[i])) + abs(Int($0.1) - Int(image.pixels[i + 1])) + abs(Int($0.2) - Int(image.pixels[i + 2]))
            }
            return distances.firstIndex(of: distances.min() ?? 0) ?? -1
        }
    }
}
