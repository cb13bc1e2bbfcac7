/// The source formats the renderer reads, told apart by their first bytes: names and extensions are not trusted.
public enum SourceFormat: String, Sendable, Hashable, CaseIterable {
    case jpeg, webp
    /// The HEIF family read by libheif: HEIC (HEVC) and AVIF (AV1) stills, grids included.
    case heif
    case png, tiff, gif
    /// Camera RAW (CR2, CR3, NEF, ARW, DNG, RAF, ORF, RW2...), read by libraw.
    case raw

    /// How many leading bytes `init(sniffing:)` needs to tell every format apart (a HEIF `ftyp` box lists
    /// its compatible brands after the major one).
    public static let sniffLength = 64

    /// The format whose magic number starts `bytes`, or nil. Checked in this order: a format whose magic is a
    /// special case of another's (a camera RAW inside a TIFF container) must be tested before the general one.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else if Self.isCameraRaw(bytes) {
            self = .raw
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

    /// Camera RAW by its magic: Canon CR2 (a TIFF with `CR` at byte 8), Olympus ORF (`IIRO`, `IIRS`, `MMOR`),
    /// Panasonic RW2 (`IIU\0`), Fujifilm RAF, Canon CR3 (an `ftyp` of brand `crx `), and TIFF containers whose
    /// first IFD (when `bytes` holds it) has a DNGVersion tag or a Nikon or Sony camera's Make with SubIFDs
    /// (NEF, ARW). With only the first 64 bytes, a DNG, NEF or ARW sniffs as TIFF: the scan then goes by their
    /// extension, and the renderer, with the whole file, by this.
    static func isCameraRaw(_ bytes: [UInt8]) -> Bool {
        if bytes.count >= 10, bytes.starts(with: Array("II".utf8) + [42, 0]), bytes[8] == UInt8(ascii: "C"), bytes[9] == UInt8(ascii: "R") {
            return true
        }
        for magic in ["IIRO", "IIRS", "MMOR", "FUJIFILMCCD-RAW"] where bytes.starts(with: Array(magic.utf8)) { return true }
        if bytes.starts(with: Array("IIU".utf8) + [0]) { return true }
        if bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8), bytes[8..<12].elementsEqual("crx ".utf8) { return true }
        return tiffIFD0IsCameraRaw(bytes)
    }

    /// Reads IFD0's entries of a classic TIFF for DNGVersion (50706), or Make (271) of NIKON or SONY beside
    /// SubIFDs (330). False when any part lies outside `bytes`.
    static func tiffIFD0IsCameraRaw(_ bytes: [UInt8]) -> Bool {
        let little: Bool
        if bytes.starts(with: Array("II".utf8) + [42, 0]) { little = true }
        else if bytes.starts(with: Array("MM".utf8) + [0, 42]) { little = false }
        else { return false }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd), count > 0, count < 1000 else { return false }
        var make = "", hasSubIFDs = false
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return false }
            if tag == 50706 { return true }
            if tag == 330 { hasSubIFDs = true }
            if tag == 271, let length = u32(entry + 4), length > 0, length < 64 {
                let start = length <= 4 ? entry + 8 : (u32(entry + 8) ?? -1)
                if start >= 0, start + length <= bytes.count {
                    make = String(decoding: bytes[start..<(start + length)], as: UTF8.self).uppercased()
                }
            }
        }
        return hasSubIFDs && (make.hasPrefix("NIKON") || make.hasPrefix("SONY"))
    }
}
