import Foundation
import VitrineCatalog
import VitrineLibrary

/// A content id from a small number, for readable fixtures.
func contentID(_ n: Int, size: Int64 = 1000) -> ContentID {
    ContentID(hash: String(format: "%032x", n), size: size)
}

func sourceRecord(_ n: Int, modified: Int64 = 1_700_000_000_000_000_000) -> SourceRecord {
    SourceRecord(path: "album \(n % 7)/IMG_\(n).jpg", size: 1000 + Int64(n), modified: modified + Int64(n),
                 contentID: contentID(n, size: 1000 + Int64(n)))
}

/// Facts with every field set, so a round trip checks every column.
func fullFacts(_ n: Int) -> PhotoFacts {
    var exif = ExifFacts()
    exif.orientation = 6
    exif.dateTimeOriginal = "2024:05:0\(n % 9 + 1) 10:11:12"
    exif.offsetTimeOriginal = "+02:00"
    exif.gps = GeoPoint(latitude: 43.4674, longitude: 11.8851)
    exif.make = "NIKON"
    exif.model = "COOLPIX P6000 ✓"
    exif.lens = "24-70mm"
    exif.exposureTime = 0.004
    exif.fNumber = 2.8
    exif.iso = 200 + n
    exif.focalLength = 35.5
    exif.pixelWidth = 4000
    exif.pixelHeight = 3000
    let place = Place(city: "Arezzo", region: "Tuscany", countryCode: "IT",
                      point: GeoPoint(latitude: 43.46276, longitude: 11.88068))
    return PhotoFacts(exif: exif, width: 4000, height: 3000, averageColor: "#a0b0c0", place: place, decodeError: nil)
}

/// Writes `bytes` over the file at `offset`.
func overwrite(_ url: URL, at offset: UInt64, with bytes: [UInt8]) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: Data(bytes))
}

extension Catalog {
    /// Replaces the whole output table with `records`, writing only rows that changed (as a build does through
    /// `OutputUpdate`).
    func replaceOutputs(_ records: [OutputRecord]) throws {
        var update = OutputUpdate(previous: try outputDigests())
        update.add(records)
        try saveOutputs(update)
    }
}
