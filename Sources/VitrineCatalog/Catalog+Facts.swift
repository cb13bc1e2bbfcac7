import GRDB
import VitrineLibrary

extension Catalog {
    /// Every photo's facts, keyed by content id.
    public func facts() throws(CatalogError) -> [ContentID: PhotoFacts] {
        try perform("reading photo facts") {
            try pool.read { db in
                let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM photo_facts") ?? 0
                var result = [ContentID: PhotoFacts](minimumCapacity: count)
                let columns = CatalogSchema.factColumns.joined(separator: ", ")
                let rows = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM photo_facts")
                while let row = try rows.next() {
                    guard let id = ContentIDText.parse(row[0]) else { continue }
                    result[id] = Self.facts(from: row)
                }
                return result
            }
        }
    }

    /// Inserts or updates facts in one transaction; rows whose values are unchanged are not rewritten.
    /// Facts for content no longer referenced are removed by `pruneFacts`.
    public func saveFacts(_ facts: some Sequence<(key: ContentID, value: PhotoFacts)>) throws(CatalogError) {
        try perform("saving photo facts") {
            try pool.write { db in
                let columns = CatalogSchema.factColumns
                let values = columns.dropFirst()
                let sql = """
                    INSERT INTO photo_facts (\(columns.joined(separator: ", ")))
                    VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
                    ON CONFLICT (content_id) DO UPDATE SET
                    \(values.map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
                    WHERE \(values.map { "\($0) IS NOT excluded.\($0)" }.joined(separator: " OR "))
                    """
                let upsert = try db.makeStatement(sql: sql)
                for (id, fact) in facts {
                    try upsert.execute(arguments: Self.arguments(id: id, facts: fact))
                }
            }
        }
    }

    /// Deletes the facts of every content id not in `ids`, in one transaction.
    public func pruneFacts(keeping ids: Set<ContentID>) throws(CatalogError) {
        try perform("pruning photo facts") {
            try pool.write { db in
                let keep = Set(ids.map(\.description))
                let stored = try String.fetchAll(db, sql: "SELECT content_id FROM photo_facts")
                let delete = try db.makeStatement(sql: "DELETE FROM photo_facts WHERE content_id = ?")
                for id in stored where !keep.contains(id) {
                    try delete.execute(arguments: [id])
                }
            }
        }
    }

    /// Column values in `CatalogSchema.factColumns` order.
    private static func arguments(id: ContentID, facts: PhotoFacts) -> StatementArguments {
        let exif = facts.exif
        let place = facts.place
        let values: [(any DatabaseValueConvertible)?] = [
            id.description, exif.orientation, exif.dateTimeOriginal, exif.offsetTimeOriginal,
            exif.gps?.latitude, exif.gps?.longitude, exif.make, exif.model, exif.lens,
            exif.exposureTime, exif.fNumber, exif.iso, exif.focalLength, exif.pixelWidth, exif.pixelHeight,
            facts.width, facts.height, facts.averageColor,
            place?.city, place?.region, place?.countryCode, place?.point.latitude, place?.point.longitude,
            facts.decodeError, facts.embedded.map(MetadataJSON.encode),
            facts.video == nil ? nil : "video", facts.video?.duration, facts.video?.webCompatible, facts.video?.publishError,
            facts.motionClipPath,
        ]
        return StatementArguments(values)
    }

    /// Reads a row selected with `CatalogSchema.factColumns`.
    static func facts(from row: Row) -> PhotoFacts {
        var exif = ExifFacts()
        exif.orientation = row[1] ?? 1
        exif.dateTimeOriginal = row[2]
        exif.offsetTimeOriginal = row[3]
        if let latitude: Double = row[4], let longitude: Double = row[5] {
            exif.gps = GeoPoint(latitude: latitude, longitude: longitude)
        }
        exif.make = row[6]
        exif.model = row[7]
        exif.lens = row[8]
        exif.exposureTime = row[9]
        exif.fNumber = row[10]
        exif.iso = row[11]
        exif.focalLength = row[12]
        exif.pixelWidth = row[13]
        exif.pixelHeight = row[14]
        var place: Place?
        if let city: String = row[18], let latitude: Double = row[21], let longitude: Double = row[22] {
            place = Place(city: city, region: row[19] ?? "", countryCode: row[20] ?? "",
                          point: GeoPoint(latitude: latitude, longitude: longitude))
        }
        var video: VideoFacts?
        if let kind: String = row[25], kind == "video" {
            video = VideoFacts(duration: row[26] ?? 0, webCompatible: row[27] ?? false, publishError: row[28])
        }
        var facts = PhotoFacts(exif: exif, width: row[15] ?? 0, height: row[16] ?? 0, averageColor: row[17],
                               place: place, decodeError: row[23], embedded: (row[24] as String?).flatMap(MetadataJSON.decodeEmbedded),
                               video: video)
        facts.motionClipPath = row[29]
        return facts
    }
}
