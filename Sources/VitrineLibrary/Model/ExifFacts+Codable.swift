/// Encoded as the plain struct it used to be (its fields in declaration order, absent optionals left out), so
/// page keys and anything stored keep their form now that the fields live in a shared storage.
extension ExifFacts: Codable {
    private enum CodingKeys: String, CodingKey {
        case orientation, dateTimeOriginal, offsetTimeOriginal, gps, make, model, lens, exposureTime, fNumber, iso,
             focalLength, pixelWidth, pixelHeight
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        orientation = try container.decode(Int.self, forKey: .orientation)
        dateTimeOriginal = try container.decodeIfPresent(String.self, forKey: .dateTimeOriginal)
        offsetTimeOriginal = try container.decodeIfPresent(String.self, forKey: .offsetTimeOriginal)
        gps = try container.decodeIfPresent(GeoPoint.self, forKey: .gps)
        make = try container.decodeIfPresent(String.self, forKey: .make)
        model = try container.decodeIfPresent(String.self, forKey: .model)
        lens = try container.decodeIfPresent(String.self, forKey: .lens)
        exposureTime = try container.decodeIfPresent(Double.self, forKey: .exposureTime)
        fNumber = try container.decodeIfPresent(Double.self, forKey: .fNumber)
        iso = try container.decodeIfPresent(Int.self, forKey: .iso)
        focalLength = try container.decodeIfPresent(Double.self, forKey: .focalLength)
        pixelWidth = try container.decodeIfPresent(Int.self, forKey: .pixelWidth)
        pixelHeight = try container.decodeIfPresent(Int.self, forKey: .pixelHeight)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(orientation, forKey: .orientation)
        try container.encodeIfPresent(dateTimeOriginal, forKey: .dateTimeOriginal)
        try container.encodeIfPresent(offsetTimeOriginal, forKey: .offsetTimeOriginal)
        try container.encodeIfPresent(gps, forKey: .gps)
        try container.encodeIfPresent(make, forKey: .make)
        try container.encodeIfPresent(model, forKey: .model)
        try container.encodeIfPresent(lens, forKey: .lens)
        try container.encodeIfPresent(exposureTime, forKey: .exposureTime)
        try container.encodeIfPresent(fNumber, forKey: .fNumber)
        try container.encodeIfPresent(iso, forKey: .iso)
        try container.encodeIfPresent(focalLength, forKey: .focalLength)
        try container.encodeIfPresent(pixelWidth, forKey: .pixelWidth)
        try container.encodeIfPresent(pixelHeight, forKey: .pixelHeight)
    }
}
