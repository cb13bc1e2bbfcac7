/// XMP packets found by their text (`<x:xmpmeta` to `</x:xmpmeta>`) wherever a format keeps them: a JPEG's APP1, a
/// HEIF's XMP item, a TIFF's tag 700, a PNG's iTXt, a WebP's XMP chunk. One that names a position is replaced by an
/// empty packet padded with spaces to the same length (XMP allows padding), so nothing around it moves.
enum XMPPackets {
    /// Cleans every packet starting in `range`.
    static func clean(_ file: inout [UInt8], in range: Range<Int>) throws(LocationStripper.Refusal) {
        var index = range.lowerBound
        while index < range.upperBound {
            guard let open = nextOpening(file, from: index, before: range.upperBound) else { return }
            guard let close = file.firstRange(of: open.closing, from: open.range.upperBound), close.upperBound <= range.upperBound else {
                if namesPosition(file[open.range.lowerBound..<range.upperBound]) {
                    throw LocationStripper.Refusal(reason: "it holds an XMP packet that names a position and does not end")
                }
                return
            }
            let packet = open.range.lowerBound..<close.upperBound
            if namesPosition(file[packet]) {
                // A packet broken by other bytes (an extended XMP split over JPEG segments) cannot be replaced whole.
                guard file[packet].allSatisfy({ $0 >= 0x09 }) else {
                    throw LocationStripper.Refusal(reason: "it holds an XMP packet that names a position and is split in parts")
                }
                file.replaceSubrange(packet, with: emptyPacket(length: packet.count))
            }
            index = close.upperBound
        }
    }

    /// Whether the text mentions a position in any of the ways XMP writes one (`exif:GPSLatitude`,
    /// `drone-dji:GpsLongitude`, `Iptc4xmpExt:LocationShown` with coordinates...): when in doubt, it does.
    static func namesPosition(_ bytes: ArraySlice<UInt8>) -> Bool {
        let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        return ["gps", "latitude", "longitude"].contains { lowered.firstRange(of: Array($0.utf8), from: 0) != nil }
    }

    private static func nextOpening(_ file: [UInt8], from start: Int, before end: Int) -> (range: Range<Int>, closing: [UInt8])? {
        let forms: [(String, String)] = [("<x:xmpmeta", "</x:xmpmeta>"), ("<x:xapmeta", "</x:xapmeta>")]
        return forms.compactMap { form -> (range: Range<Int>, closing: [UInt8])? in
            guard let found = file.firstRange(of: Array(form.0.utf8), from: start), found.lowerBound < end else { return nil }
            return (found, Array(form.1.utf8))
        }.min { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// An empty `x:xmpmeta` element followed by spaces, `length` bytes long (spaces alone when it does not fit).
    static func emptyPacket(length: Int) -> [UInt8] {
        let element = Array(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"/>"#.utf8)
        guard element.count <= length else { return [UInt8](repeating: 0x20, count: length) }
        return element + [UInt8](repeating: 0x20, count: length - element.count)
    }
}
