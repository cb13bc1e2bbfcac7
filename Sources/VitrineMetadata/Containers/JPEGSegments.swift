/// JPEG's marker segments before the image data, walked one length to the next without decoding anything: the
/// one walker for the metadata blocks (`JPEGMetadata`) and the colour markers (VitrineImaging's `JPEGColorMarkers`).
public enum JPEGSegments {
    /// How a walk ended.
    public enum End: Sendable, Hashable {
        /// At the first scan (SOS), the end of the image (EOI), the end of the bytes, or bytes that are no marker.
        case complete
        /// At a segment whose length is impossible or runs past the end of the bytes: its marker.
        case truncated(marker: UInt8)
    }

    /// Calls `body` with each segment's marker and payload (its bytes after the length field), in file order, from
    /// the one after SOI to the first scan. `bytes` must start with SOI (FF D8). Fill bytes (FF) before a marker
    /// are skipped, as are the markers that have no length (TEM, RST0-7, SOI).
    @discardableResult
    public static func forEach(in bytes: [UInt8], _ body: (_ marker: UInt8, _ payload: ArraySlice<UInt8>) -> Void) -> End {
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { break }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            offset += 2
            switch marker {
            case 0x01, 0xD0...0xD8: continue  // no length
            case 0xD9, 0xDA: return .complete  // end of image, start of scan
            default: break
            }
            guard offset + 2 <= bytes.count else { break }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2, offset + length <= bytes.count else { return .truncated(marker: marker) }
            body(marker, bytes[(offset + 2)..<(offset + length)])
            offset += length
        }
        return .complete
    }
}
