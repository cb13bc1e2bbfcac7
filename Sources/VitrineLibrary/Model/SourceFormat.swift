/// The source formats the renderer reads, told apart by their first bytes: names and extensions are not trusted.
public enum SourceFormat: String, Sendable, Hashable, CaseIterable {
    case jpeg, webp
    /// The HEIF family read by libheif: HEIC (HEVC) and AVIF (AV1) stills, grids included.
    case heif
    case png, tiff, gif

    /// How many leading bytes `init(sniffing:)` needs to tell every format apart (a HEIF `ftyp` box lists
    /// its compatible brands after the major one).
    public static let sniffLength = 64

    /// The format whose magic number starts `bytes`, or nil. Checked in this order: a format whose magic is a
    /// special case of another's (a camera RAW inside a TIFF container) must be tested before the general one.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else if Self.isHEIF(bytes) {
            self = .heif
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: Array("II".utf8) + [42, 0]) || bytes.starts(with: Array("MM".utf8) + [0, 42])
                    || bytes.starts(with: Array("II".utf8) + [43, 0]) || bytes.starts(with: Array("MM".utf8) + [0, 43]) {
            // Classic TIFF (42) and BigTIFF (43), little- or big-endian.
            self = .tiff
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else {
            return nil
        }
    }

    /// Still-image brands of the HEIF family (ISO/IEC 23008-12, AV1 Image File Format). Sequences (`msf1`,
    /// `hevc`, `avis`) also carry a primary still when they list one of these as compatible.
    static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "mif1", "mif2", "avif", "avio"]

    /// An ISO base media file starting with an `ftyp` box whose major or a compatible brand is a HEIF still
    /// brand. Videos (`isom`, `mp42`, `qt  `) do not list one, so an MP4 or MOV is not taken for a photo.
    static func isHEIF(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 16, bytes[4..<8].elementsEqual("ftyp".utf8) else { return false }
        let boxSize = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard boxSize >= 16 else { return false }
        let end = min(boxSize, bytes.count, sniffLength)
        func brand(at offset: Int) -> String { String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self) }
        if heifBrands.contains(brand(at: 8)) { return true }
        // Compatible brands follow the major brand and its 4-byte minor version.
        var offset = 16
        while offset + 4 <= end {
            if heifBrands.contains(brand(at: offset)) { return true }
            offset += 4
        }
        return false
    }
}
