/// One TIFF structure (a TIFF or DNG file, or the EXIF block of a JPEG, HEIF, PNG or WebP), its offsets counted from
/// `base`, edited in place to hold no GPS directory.
struct TIFFStructure {
    let base: Int
    /// How many bytes from `base` the structure may reach.
    let limit: Int
    private var bigEndian = false

    init(base: Int, limit: Int) {
        self.base = base
        self.limit = limit
    }

    /// The GPS tag that points at the GPS directory (TIFF/EP, EXIF 2.3).
    static let gpsPointer = 0x8825

    /// Zeroes the GPS directory and what its entries point at, and takes its pointer out of the directory holding it
    /// (IFD0 and the directories chained after it), shifting the entries after it; the directory keeps its length.
    mutating func removeGPS(in file: inout [UInt8]) throws(LocationStripper.Refusal) {
        guard let order = read16(file, 0) else { throw Self.malformed }
        bigEndian = order == 0x4D4D
        guard let first = read32(file, 4) else { throw Self.malformed }
        var directory = first
        var visited: Set<Int> = []
        while directory != 0, visited.count < 16 {
            guard visited.insert(directory).inserted, let count = read16(file, directory),
                  directory + 2 + 12 * count + 4 <= limit else { throw Self.malformed }
            var next = read32(file, directory + 2 + 12 * count) ?? 0
            if let index = (0..<count).first(where: { read16(file, directory + 2 + 12 * $0) == Self.gpsPointer }) {
                guard let gps = read32(file, directory + 2 + 12 * index + 8) else { throw Self.malformed }
                try zeroDirectory(at: gps, in: &file)
                // The entries after it move up one place, the next-directory pointer with them; the freed 12 bytes at
                // the end are zeroed.
                let start = base + directory + 2 + 12 * index
                let end = base + directory + 2 + 12 * count + 4
                file.replaceSubrange(start..<end, with: Array(file[(start + 12)..<end]) + [UInt8](repeating: 0, count: 12))
                write16(&file, directory, count - 1)
                next = read32(file, directory + 2 + 12 * (count - 1)) ?? 0
            }
            directory = next
        }
    }

    /// Zeroes the directory at `offset` (count, entries, next pointer) and every value its entries hold out of line.
    private func zeroDirectory(at offset: Int, in file: inout [UInt8]) throws(LocationStripper.Refusal) {
        guard let count = read16(file, offset), offset + 2 + 12 * count + 4 <= limit else { throw Self.malformed }
        for index in 0..<count {
            let entry = offset + 2 + 12 * index
            guard let type = read16(file, entry + 2), let items = read32(file, entry + 4) else { throw Self.malformed }
            let size = Self.typeSize(type) * items
            if size > 4, let value = read32(file, entry + 8), value >= 0, size <= limit - value {
                zero(&file, value, size)
            }
        }
        zero(&file, offset, 2 + 12 * count + 4)
    }

    static func typeSize(_ type: Int) -> Int {
        switch type {
        case 3, 8: 2
        case 4, 9, 11, 13: 4
        case 5, 10, 12: 8
        default: 1
        }
    }

    private static let malformed = LocationStripper.Refusal(reason: "its EXIF block does not parse, so its position cannot be removed for certain")

    private func read16(_ file: [UInt8], _ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= limit else { return nil }
        let a = Int(file[base + offset]), b = Int(file[base + offset + 1])
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    private func read32(_ file: [UInt8], _ offset: Int) -> Int? {
        guard offset >= 0, offset + 4 <= limit else { return nil }
        let bytes = (0..<4).map { Int(file[base + offset + $0]) }
        return bigEndian ? bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
            : bytes[3] << 24 | bytes[2] << 16 | bytes[1] << 8 | bytes[0]
    }

    private func write16(_ file: inout [UInt8], _ offset: Int, _ value: Int) {
        file[base + offset] = UInt8(bigEndian ? (value >> 8) & 0xFF : value & 0xFF)
        file[base + offset + 1] = UInt8(bigEndian ? value & 0xFF : (value >> 8) & 0xFF)
    }

    private func zero(_ file: inout [UInt8], _ offset: Int, _ count: Int) {
        for index in (base + offset)..<(base + offset + count) { file[index] = 0 }
    }
}
