import VitrineLibrary

/// The decoded `places.bin`: columns per place in k-d tree order, and the string tables.
struct PlaceTable: Sendable {
    struct FormatError: Error {
        var reason: String
    }

    let count: Int
    let latitudes: [Int32]
    let longitudes: [Int32]
    let nameIndices: [UInt32]
    let regionIndices: [UInt16]
    let countryIndices: [UInt8]
    let axes: [UInt8]
    /// Unit vectors, three doubles per place.
    let vectors: [Double]
    let names: StringTable
    let regions: StringTable
    let countries: StringTable

    func vector(at index: Int) -> UnitVector {
        UnitVector(x: vectors[3 * index], y: vectors[3 * index + 1], z: vectors[3 * index + 2])
    }

    func place(at index: Int) -> Place {
        Place(city: names[Int(nameIndices[index])],
              region: regions[Int(regionIndices[index])],
              countryCode: countries[Int(countryIndices[index])],
              point: GeoPoint(latitude: Double(latitudes[index]) / 1e6, longitude: Double(longitudes[index]) / 1e6))
    }
}

/// Strings stored back to back with their byte lengths; decoded only when a place is returned.
struct StringTable: Sendable {
    let bytes: [UInt8]
    /// Start of string i at offsets[i], end at offsets[i + 1].
    let offsets: [Int]

    var count: Int { offsets.count - 1 }

    subscript(index: Int) -> String {
        guard index >= 0, index < count else { return "" }
        return String(decoding: bytes[offsets[index]..<offsets[index + 1]], as: UTF8.self)
    }
}
