internal import CTurboJPEG
internal import CWebP

/// The source formats the renderer reads, told apart by their first bytes.
public enum SourceFormat: String, Sendable, Hashable {
    case jpeg, webp

    /// JPEG starts with FF D8 FF; WebP with `RIFF....WEBP`. Names and extensions are not trusted.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }
}

/// Reads an image's pixel dimensions from its header without decoding (JPEG or WebP).
public enum ImageProbe {
    public static func dimensions(of bytes: [UInt8]) throws(ImagingError) -> (width: Int, height: Int) {
        switch SourceFormat(sniffing: bytes) {
        case .jpeg:
            let header = try JPEGDecoder().header(of: bytes)
            return (header.width, header.height)
        case .webp:
            return try WebPCodec.dimensions(of: bytes)
        case nil:
            throw ImagingError(step: .probe, message: "not a JPEG or WebP file (unrecognised first bytes)")
        }
    }
}
