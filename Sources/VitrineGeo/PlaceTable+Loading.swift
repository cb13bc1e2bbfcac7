import Foundation

extension PlaceTable {
    static let magic: [UInt8] = Array("VGEO".utf8)
    static let version: UInt32 = 1

    /// Decodes the format written by `scripts/make-places.py`, checking every size and index so a damaged
    /// file is an error, never an out-of-bounds read later.
    init(_ data: Data) throws(FormatError) {
        var reader = ByteReader(bytes: [UInt8](data))
        guard try reader.bytes(4) == Self.magic else { throw FormatError(reason: "not a Vitrine place table") }
        let version: UInt32 = try reader.integer()
        guard version == Self.version else { throw FormatError(reason: "unsupported version \(version)") }
        let count = Int(try reader.integer() as UInt32)
        let names = try Self.stringTable(&reader)
        let regions = try Self.stringTable(&reader)
        let countries = try Self.stringTable(&reader)
        let latitudes: [Int32] = try reader.integers(count)
        let longitudes: [Int32] = try reader.integers(count)
        let nameIndices: [UInt32] = try reader.integers(count)
        let regionIndices: [UInt16] = try reader.integers(count)
        let countryIndices: [UInt8] = try reader.integers(count)
        let axes: [UInt8] = try reader.integers(count)
        guard reader.isAtEnd else { throw FormatError(reason: "unexpected bytes after the table") }

        guard latitudes.allSatisfy({ abs($0) <= 90_000_000 }), longitudes.allSatisfy({ abs($0) <= 180_000_000 }),
              nameIndices.allSatisfy({ Int($0) < names.count }), regionIndices.allSatisfy({ Int($0) < regions.count }),
              countryIndices.allSatisfy({ Int($0) < countries.count }), axes.allSatisfy({ $0 < 3 }) else {
            throw FormatError(reason: "a place refers outside the table")
        }
        var vectors = [Double](repeating: 0, count: 3 * count)
        for index in 0..<count {
            let vector = UnitVector(latitudeMicro: latitudes[index], longitudeMicro: longitudes[index])
            vectors[3 * index] = vector.x
            vectors[3 * index + 1] = vector.y
            vectors[3 * index + 2] = vector.z
        }
        self.names = names
        self.regions = regions
        self.countries = countries
        self.latitudes = latitudes
        self.longitudes = longitudes
        self.nameIndices = nameIndices
        self.regionIndices = regionIndices
        self.countryIndices = countryIndices
        self.axes = axes
        self.vectors = vectors
        self.count = count
    }

    private static func stringTable(_ reader: inout ByteReader) throws(FormatError) -> StringTable {
        let count = Int(try reader.integer() as UInt32)
        let lengths = try reader.bytes(count)
        var offsets = [Int](repeating: 0, count: count + 1)
        var total = 0
        for index in 0..<count {
            total += Int(lengths[index])
            offsets[index + 1] = total
        }
        return StringTable(bytes: try reader.bytes(total), offsets: offsets)
    }
}

/// Reads little-endian values from a byte array, failing instead of reading past its end.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func bytes(_ count: Int) throws(PlaceTable.FormatError) -> [UInt8] {
        guard count >= 0, count <= bytes.count - position else { throw PlaceTable.FormatError(reason: "truncated") }
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    mutating func integer<T: FixedWidthInteger>() throws(PlaceTable.FormatError) -> T {
        try integers(1)[0]
    }

    mutating func integers<T: FixedWidthInteger>(_ count: Int) throws(PlaceTable.FormatError) -> [T] {
        let size = MemoryLayout<T>.size
        guard count >= 0, count <= (bytes.count - position) / size else {
            throw PlaceTable.FormatError(reason: "truncated")
        }
        let start = position
        position += count * size
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { index in
                T(littleEndian: raw.loadUnaligned(fromByteOffset: start + index * size, as: T.self))
            }
        }
    }
}
