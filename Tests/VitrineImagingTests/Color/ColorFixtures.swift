import CTurboJPEG
import Foundation
import Testing
import TestSupport
@testable import VitrineImaging

/// Colour-managed test sources, made in the test: a real photo's pixels tagged with a wide-gamut or CMYK profile
/// (profiles from Debian packages, or built by lcms2 from nclx code points), and libvips' colour-managed rendering
/// of each file as the reference.
enum ColorFixtures {
    /// colord-data and libgs-common (scripts/install-deps.sh test) install these.
    static let adobeRGBPath = "/usr/share/color/icc/colord/AdobeRGB1998.icc"
    static let colordSRGBPath = "/usr/share/color/icc/colord/sRGB.icc"
    static let ghostscriptSRGBPath = "/usr/share/color/icc/ghostscript/srgb.icc"
    static let cmykPath = "/usr/share/color/icc/ghostscript/default_cmyk.icc"
    static let rec709Path = "/usr/share/color/icc/colord/Rec709.icc"

    static func profile(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Display P3 (D65, sRGB curve), as lcms2 builds it from nclx primaries 12 and transfer 13.
    static func displayP3() throws -> [UInt8] {
        try #require(try ColorProfile(primaries: 12, transfer: 13).bytes)
    }

    /// A 640x480 photo (a Nikon's, of Tuscany) decoded to RGB: its bytes are then read in another colour space.
    static func photo() throws -> RGBImage {
        try JPEGDecoder().decode(TestImages.fixture("gps/DSCN0010.jpg"))
    }

    /// `jpeg` with `profile` in APP2 `ICC_PROFILE` segments of at most `chunk` profile bytes right after SOI,
    /// in `order` (sequence numbers are 1-based and say the real order).
    static func tagging(_ jpeg: [UInt8], with profile: [UInt8], chunk: Int = 65_519, reversed: Bool = false) -> [UInt8] {
        let parts = stride(from: 0, to: profile.count, by: chunk).map { Array(profile[$0..<min($0 + chunk, profile.count)]) }
        var segments = parts.enumerated().map { index, part in
            segment(sequence: index + 1, count: parts.count, payload: part)
        }
        if reversed { segments.reverse() }
        return Array(jpeg[0..<2]) + segments.flatMap { $0 } + Array(jpeg[2...])
    }

    /// One APP2 `ICC_PROFILE` segment.
    static func segment(sequence: Int, count: Int, payload: [UInt8]) -> [UInt8] {
        let body = Array("ICC_PROFILE".utf8) + [0, UInt8(truncatingIfNeeded: sequence), UInt8(truncatingIfNeeded: count)] + payload
        let length = body.count + 2
        return [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// The photo's pixels as a JPEG (4:2:0, quality 95) tagged with `profile`.
    static func taggedPhoto(_ profile: [UInt8]?) throws -> [UInt8] {
        let jpeg = try TestImages.jpeg(photo(), subsampling: TJSAMP_420, quality: 95)
        return profile.map { tagging(jpeg, with: $0) } ?? jpeg
    }

    /// The photo converted by libvips to CMYK through `profilePath` and saved as a CMYK JPEG (Adobe's inverted
    /// convention, the profile embedded), as Photoshop writes print files.
    static func cmykPhoto(in folder: URL, profilePath: String) throws -> [UInt8] {
        let source = folder.appendingPathComponent("rgb.jpg"), target = folder.appendingPathComponent("cmyk.jpg")
        try Data(try TestImages.jpeg(photo(), subsampling: TJSAMP_444, quality: 95)).write(to: source)
        try Vips.run(["icc_transform", source.path, target.path + "[Q=95]", profilePath, "--input-profile", "srgb",
                      "--intent", "perceptual", "--embedded"])
        return Array(try Data(contentsOf: target))
    }

    /// The same CMYK pixels re-encoded by libjpeg-turbo, which stores CMYK as YCCK (with an Adobe marker), then
    /// tagged with `profile`.
    static func ycck(fromCMYK jpeg: [UInt8], profile: [UInt8]) throws -> [UInt8] {
        let decoder = try JPEGDecoder()
        let header = try decoder.header(of: jpeg)
        let cmyk = try decoder.decodePacked(jpeg, header: header, scale: .one, cmyk: true)
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let output { tjFree(output) } }
        let status = cmyk.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(header.width), 0, Int32(header.height), Int32(TJPF_CMYK.rawValue),
                        &output, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        }
        try #require(status == 0)
        let bytes = [UInt8](UnsafeBufferPointer(start: try #require(output), count: Int(size)))
        return tagging(bytes, with: profile)
    }

    /// What Vitrine publishes for `jpeg` at 1024 px (the photo is smaller, so 1:1), decoded back to RGB.
    static func vitrine(_ jpeg: [UInt8]) throws -> RGBImage {
        let output = try ImageRenderer.render(jpeg, request: RenderRequest(buckets: [1024], formats: [.jpeg], orientation: 1, transform: .identity))
        return try JPEGDecoder().decode(try #require(output.images.first).bytes)
    }

    /// `image` as Vitrine would publish those pixels (YCbCr 4:2:0, quality 85), decoded back: libvips' rendering
    /// through the same encoder, so the comparison measures colour, not JPEG's loss (about 2, 1.5 and 5 levels in R,
    /// G and B on this detailed photo at 1:1, mostly 4:2:0 chroma).
    static func published(_ image: RGBImage) throws -> RGBImage {
        let encoder = try JPEGEncoder()
        return try JPEGDecoder().decode(encoder.encode(encoder.planes(from: image)))
    }

    /// Mean absolute difference of each channel, 0...255.
    static func channelDifferences(_ a: RGBImage, _ b: RGBImage) -> [Double] {
        precondition(a.width == b.width && a.height == b.height)
        var totals = [0, 0, 0]
        for i in a.pixels.indices { totals[i % 3] += abs(Int(a.pixels[i]) - Int(b.pixels[i])) }
        return totals.map { Double($0) / Double(a.width * a.height) }
    }

    /// Mean HSV saturation, 0...1.
    static func saturation(_ image: RGBImage) -> Double {
        var total = 0.0
        for i in stride(from: 0, to: image.pixels.count, by: 3) {
            let channels = image.pixels[i..<(i + 3)]
            let high = Double(channels.max() ?? 0), low = Double(channels.min() ?? 0)
            if high > 0 { total += (high - low) / high }
        }
        return total / Double(image.width * image.height)
    }
}

/// libvips' command line (libvips-tools), the colour-managed reference.
enum Vips {
    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/vips")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw VipsError(message: "vips \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
    }

    struct VipsError: Error, CustomStringConvertible { var message: String; var description: String { message } }

    /// libvips' colour-managed rendering of `jpeg` at its own size (the fixtures are smaller than the 1024 px
    /// output): converted to sRGB through its embedded profile with perceptual intent. `vips icc_transform`, not
    /// `vips thumbnail --export-profile srgb`: libvips 8.14's thumbnail says "profile incompatible with image" for a
    /// CMYK JPEG's embedded profile and uses another (7 levels off in G and B from both icc_transform and lcms2's
    /// own jpgicc, which agree within 0.3); for RGB sources the two agree.
    static func reference(_ jpeg: [UInt8], in folder: URL) throws -> RGBImage {
        let source = folder.appendingPathComponent("vips-in-\(UUID().uuidString).jpg")
        let target = folder.appendingPathComponent("vips-out-\(UUID().uuidString).ppm")
        try Data(jpeg).write(to: source)
        try run(["icc_transform", source.path, target.path, "srgb", "--embedded", "--intent", "perceptual"])
        return try ppm(Array(try Data(contentsOf: target)))
    }

    /// libvips' thumbnail at 1024 px, never upscaled, exported to sRGB: the issue's reference for RGB sources.
    static func thumbnail(_ jpeg: [UInt8], in folder: URL) throws -> RGBImage {
        let source = folder.appendingPathComponent("vips-in-\(UUID().uuidString).jpg")
        let target = folder.appendingPathComponent("vips-out-\(UUID().uuidString).ppm")
        try Data(jpeg).write(to: source)
        try run(["thumbnail", source.path, target.path, "1024", "--size", "down", "--intent", "perceptual", "--export-profile", "srgb"])
        return try ppm(Array(try Data(contentsOf: target)))
    }

    /// A binary PPM (P6, 8-bit) as vips writes it.
    static func ppm(_ bytes: [UInt8]) throws -> RGBImage {
        var fields: [String] = [], index = 0
        while fields.count < 4, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            let start = index
            while index < bytes.count, ![0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1
        try #require(fields.count == 4 && fields[0] == "P6" && fields[3] == "255")
        let width = try #require(Int(fields[1])), height = try #require(Int(fields[2]))
        try #require(bytes.count - index >= width * height * 3)
        return RGBImage(width: width, height: height, pixels: Array(bytes[index..<(index + width * height * 3)]))
    }
}
