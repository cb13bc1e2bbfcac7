extension ExifReader {
    /// The bytes libexif should parse: a JPEG as is (libexif finds APP1 itself), or a WebP's
    /// `EXIF` chunk with the `Exif\0\0` header libexif expects. Nil when there is nothing to read.
    static func exifSegment(of bytes: [UInt8]) -> [UInt8]? {
        switch SourceFormat(sniffing: bytes) {
        case .jpeg: return bytes
        case .webp: return webpExifChunk(bytes).map { payload in
            let header: [UInt8] = Array("Exif".utf8) + [0, 0]
            return payload.starts(with: header) ? payload : header + payload
        }
        case nil: return nil
        }
    }

    /// Walks the RIFF chunks of a WebP file for the `EXIF` chunk.
    private static func webpExifChunk(_ bytes: [UInt8]) -> [UInt8]? {
        var offset = 12
        while offset + 8 <= bytes.count {
            let fourCC = bytes[offset..<(offset + 4)]
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            let start = offset + 8
            guard size >= 0, size <= bytes.count - start else { return nil }
            if fourCC.elementsEqual("EXIF".utf8) { return Array(bytes[start..<(start + size)]) }
            offset = start + size + (size & 1)
        }
        return nil
    }
}
