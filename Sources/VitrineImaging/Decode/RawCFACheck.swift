/// A check of a TIFF-based RAW's colour filter description before libraw reads it: libraw 0.20 (Debian 12's)
/// crashes in `parse_tiff_ifd` on a 36-entry `CFAPattern` (which it takes for Fuji's 6x6 X-Trans) whose
/// `CFARepeatPatternDim` is not 6x6 or is missing (found by `make fuzz`; a C program that only opens the file
/// with libraw crashes the same). A crash there would end the whole build, so such a file is refused first.
///
/// TIFF/EP and DNG require `CFARepeatPatternDim` beside `CFAPattern`, with rows x columns entries, so a camera's
/// file always passes. Only IFD0's chain and the SubIFDs under it are read, as libraw reads the tags there;
/// every offset is bounds-checked and each IFD read once.
enum RawCFACheck {
    /// Why the file's CFA description cannot be handed to libraw, nil when it can (or the file has none).
    static func problem(in bytes: [UInt8]) -> String? {
        guard bytes.count >= 8, bytes[0] == bytes[1], bytes[0] == 0x49 || bytes[0] == 0x4D else { return nil }
        let reader = Reader(bytes: bytes, little: bytes[0] == 0x49)
        var pending = [reader.u32(4)].compactMap { $0 }
        var seen = Set<Int>()
        while let offset = pending.popLast() {
            guard seen.count < 64, seen.insert(offset).inserted, let count = reader.u16(offset) else { continue }
            var dimensions: (rows: Int, columns: Int)?
            var patternCount: Int?
            for index in 0..<count {
                let entry = offset + 2 + index * 12
                guard let tag = reader.u16(entry), let type = reader.u16(entry + 2), let values = reader.u32(entry + 4) else { break }
                switch tag {
                case 33421 where type == 3 && values == 2:
                    dimensions = reader.u16(entry + 8).flatMap { rows in reader.u16(entry + 10).map { (rows, $0) } }
                case 33422:
                    patternCount = values
                case 330 where type == 4 || type == 13:
                    // SubIFDs: one offset inline, or a list elsewhere.
                    let list = values == 1 ? entry + 8 : reader.u32(entry + 8) ?? -1
                    for item in 0..<min(values, 16) { if let sub = reader.u32(list + item * 4) { pending.append(sub) } }
                default:
                    break
                }
            }
            if let patternCount {
                guard let dimensions, dimensions.rows * dimensions.columns == patternCount else {
                    return "a CFA pattern of \(patternCount) entries without a repeat pattern of that size"
                }
                if patternCount == 36 && (dimensions.rows != 6 || dimensions.columns != 6) {
                    return "a 36-entry CFA pattern that is not 6x6"
                }
            }
            if let next = reader.u32(offset + 2 + count * 12), next != 0 { pending.append(next) }
        }
        return nil
    }

    /// Bounds-checked TIFF integers in the file's byte order; nil past the end.
    private struct Reader {
        let bytes: [UInt8]
        let little: Bool

        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            let (a, b) = (Int(bytes[offset]), Int(bytes[offset + 1]))
            return little ? a | b << 8 : a << 8 | b
        }

        func u32(_ offset: Int) -> Int? {
            guard let first = u16(offset), let second = u16(offset + 2) else { return nil }
            return little ? first | second << 16 : first << 16 | second
        }
    }
}
