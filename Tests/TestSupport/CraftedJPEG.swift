import Foundation

/// JPEG files shaped to attack a decoder: lying headers, endless progressive scans, EXIF that points nowhere.
public enum CraftedJPEG {
    public enum CraftError: Error { case noFrameHeader }

    /// `jpeg` with its frame header (SOF0...SOF2) patched to claim `width x height`; the image data is unchanged.
    public static func claimingSize(width: Int, height: Int, from jpeg: Data) throws -> Data {
        var bytes = [UInt8](jpeg)
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if (0xC0...0xC2).contains(marker) {
                bytes[index + 5] = UInt8((height >> 8) & 0xFF); bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8((width >> 8) & 0xFF); bytes[index + 8] = UInt8(width & 0xFF)
                return Data(bytes)
            }
            index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        }
        throw CraftError.noFrameHeader
    }

    /// An 8x8 grey progressive JPEG followed by `scans` DC scans: the shape of the known progressive-JPEG
    /// denial of service, where a decoder that does not limit scans spends unbounded time.
    public static func progressive(scans: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)  // one quantisation table
        bytes += [0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00]  // SOF2, 8x8, 1 component
        bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]  // DC table: one code
        for _ in 0..<scans {
            bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00]  // SOS: DC first scan
            bytes += [0x7F]  // one block, difference 0, padded with ones
        }
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    /// A big-endian TIFF whose IFD0 claims 65,535 entries, an entry whose data offset points far past the end,
    /// a zero-denominator rational and a next-IFD offset into itself: libexif's history of lying counts and offsets.
    public static let lyingExif: [UInt8] = {
        var tiff: [UInt8] = Array("MM".utf8) + [0, 42] + ExifForge.be32(8)
        tiff += ExifForge.be16(0xFFFF)  // entry count far beyond the segment
        tiff += ExifForge.be16(0x010F) + ExifForge.be16(2) + ExifForge.be32(0x7FFF_FFFF) + ExifForge.be32(0xFFFF_FFF0)  // Make: 2 GB at the end of the world
        tiff += ExifForge.be16(0x0112) + ExifForge.be16(3) + ExifForge.be32(1) + [0x00, 0x63, 0, 0]  // Orientation 99
        tiff += ExifForge.be16(0x8825) + ExifForge.be16(4) + ExifForge.be32(1) + ExifForge.be32(8)  // GPS IFD = IFD0 (a loop)
        tiff += ExifForge.be16(0x829A) + ExifForge.be16(5) + ExifForge.be32(1) + ExifForge.be32(UInt32(tiff.count + 8))  // ExposureTime
        tiff += ExifForge.be32(1) + ExifForge.be32(0)  // 1/0
        tiff += ExifForge.be32(8)  // next IFD: IFD0 again
        return tiff
    }()

    /// The fixture's image data behind `tiff` as its only EXIF.
    public static func withExif(_ tiff: [UInt8], from jpeg: Data) throws -> Data {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("crafted-\(UUID().uuidString).jpg")
        try jpeg.write(to: temporary)
        defer { try? FileManager.default.removeItem(at: temporary) }
        return try ExifForge.jpeg(from: temporary, tiff: tiff)
    }
}
