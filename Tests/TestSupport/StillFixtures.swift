import Foundation

/// Stills in every format the decoders read, made in a test's temp folder with Debian tools (vips from
/// libvips-tools, heif-enc from libheif-examples) from one synthetic picture whose four quadrants have
/// distinct colours, so a test can tell whether an output is upright, mirrored or turned.
public enum StillFixtures {
    /// Top-left, top-right, bottom-left, bottom-right.
    public static let quadrantColours: [(UInt8, UInt8, UInt8)] = [(220, 30, 30), (30, 200, 30), (30, 30, 220), (230, 220, 40)]

    public struct ToolError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The quadrant picture as a binary PPM (which vips reads).
    public static func quadrantsPPM(width: Int, height: Int) -> [UInt8] {
        var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
        bytes.reserveCapacity(bytes.count + width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let colour = quadrantColours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
                bytes += [colour.0, colour.1, colour.2]
            }
        }
        return bytes
    }

    /// Runs a Debian tool from /usr/bin; throws with its output when it fails or is missing.
    public static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw ToolError(description: "\(tool) cannot run (\(error)); scripts/install-deps.sh test installs it")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError(description: "\(tool) \(arguments.joined(separator: " ")) failed: \(String(decoding: output, as: UTF8.self))")
        }
    }

    /// A greyscale PGM whose four quadrants have the given values (top-left, top-right, bottom-left,
    /// bottom-right): an alpha mask for the quadrant picture.
    public static func quadrantsPGM(width: Int, height: Int, values: [UInt8]) -> [UInt8] {
        precondition(values.count == 4, "one value per quadrant")
        var bytes = Array("P5\n\(width) \(height)\n255\n".utf8)
        for y in 0..<height {
            for x in 0..<width { bytes.append(values[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]) }
        }
        return bytes
    }

    /// Writes the quadrant picture to `folder/name` through vips; `options` are vips save options such as
    /// `[bitdepth=16]`, `[palette]`, `[tile,compression=deflate]`. `alpha` adds an alpha channel of that value
    /// everywhere, `alphaQuadrants` one with a value per quadrant (as `quadrantsPGM`). Returns the file's URL.
    @discardableResult
    public static func vips(_ name: String, options: String = "", in folder: URL, width: Int = 64, height: Int = 48,
                            alpha: UInt8? = nil, alphaQuadrants: [UInt8]? = nil, ushort: Bool = false) throws -> URL {
        let ppm = folder.appendingPathComponent("quadrants-\(width)x\(height).ppm")
        if !FileManager.default.fileExists(atPath: ppm.path) {
            try Data(quadrantsPPM(width: width, height: height)).write(to: ppm)
        }
        var source = ppm.path
        if let alpha {
            source = folder.appendingPathComponent("\(name).alpha.v").path
            try run("vips", ["bandjoin_const", ppm.path, source, String(alpha)])
        } else if let alphaQuadrants {
            let mask = folder.appendingPathComponent("\(name).mask.pgm")
            try Data(quadrantsPGM(width: width, height: height, values: alphaQuadrants)).write(to: mask)
            source = folder.appendingPathComponent("\(name).alpha.v").path
            try run("vips", ["bandjoin", "\(ppm.path) \(mask.path)", source])
        }
        if ushort {
            let scaled = folder.appendingPathComponent("\(name).scaled.v").path
            try run("vips", ["linear", source, scaled, "257", "0"])
            let cast = folder.appendingPathComponent("\(name).ushort.v").path
            try run("vips", ["cast", scaled, cast, "ushort"])
            source = cast
        }
        let target = folder.appendingPathComponent(name)
        try run("vips", ["copy", source, target.path + options])
        return target
    }

    /// A HEIC (or AVIF, for a `.avif` name) of the quadrant picture through heif-enc from a JPEG that carries
    /// `exif` (a TIFF structure, see `exifTIFF`) when given; heif-enc copies the JPEG's EXIF into the HEIF.
    /// With `alphaQuadrants` the source is a PNG with that alpha (see `vips`), which heif-enc stores as an
    /// alpha auxiliary image.
    @discardableResult
    public static func heif(_ name: String, in folder: URL, width: Int = 64, height: Int = 48, exif: [UInt8]? = nil,
                            quarterTurns: UInt8? = nil, alphaQuadrants: [UInt8]? = nil) throws -> URL {
        var source = alphaQuadrants == nil
            ? try vips("\(name).source.jpg", options: "[Q=95]", in: folder, width: width, height: height)
            : try vips("\(name).source.png", in: folder, width: width, height: height, alphaQuadrants: alphaQuadrants)
        if let exif {
            let withExif = folder.appendingPathComponent("\(name).exif.jpg")
            try ExifForge.jpeg(from: source, tiff: exif).write(to: withExif)
            source = withExif
        }
        let target = folder.appendingPathComponent(name)
        try run("heif-enc", ["-q", "90", "-o", target.path, source.path])
        if let quarterTurns {
            let turned = try HEIFProperties.adding(quarterTurns: quarterTurns, to: [UInt8](Data(contentsOf: target)))
            try Data(turned).write(to: target)
        }
        return target
    }

    /// A big-endian EXIF TIFF structure: IFD0 with Make, Model and Orientation, an Exif IFD with DateTimeOriginal.
    public static func exifTIFF(make: String, model: String, orientation: UInt16 = 1, date: String) -> [UInt8] {
        func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func be32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let makeBytes = Array(make.utf8) + [0], modelBytes = Array(model.utf8) + [0], dateBytes = Array(date.utf8) + [0]
        // Header 8, IFD0 of 4 entries (2 + 48 + 4 = 54) at 8, then its strings, then the Exif IFD.
        let ifd0 = 8, ifd0Size = 2 + 4 * 12 + 4
        let makeAt = ifd0 + ifd0Size, modelAt = makeAt + makeBytes.count
        let exifAt = modelAt + modelBytes.count
        let exifSize = 2 + 12 + 4, dateAt = exifAt + exifSize
        var out: [UInt8] = Array("MM".utf8) + be16(42) + be32(ifd0)
        out += be16(4)
        out += be16(0x010F) + be16(2) + be32(makeBytes.count) + be32(makeAt)
        out += be16(0x0110) + be16(2) + be32(modelBytes.count) + be32(modelAt)
        out += be16(0x0112) + be16(3) + be32(1) + be16(orientation) + [0, 0]
        out += be16(0x8769) + be16(4) + be32(1) + be32(exifAt)
        out += be32(0) + makeBytes + modelBytes
        out += be16(1) + be16(0x9003) + be16(2) + be32(dateBytes.count) + be32(dateAt) + be32(0) + dateBytes
        return out
    }
}
