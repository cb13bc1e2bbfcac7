import GRDB
import VitrineLibrary

extension Catalog {
    /// Every source record, keyed by library-relative path. Rows whose content id does not parse are left out
    /// (their files are simply hashed again).
    public func sources() throws(CatalogError) -> [String: SourceRecord] {
        try perform("reading source files") {
            try pool.read { db in try Self.loadSources(db).records }
        }
    }

    /// Replaces the whole set of source records with the current scan's, in one transaction.
    /// Only rows that differ from what is stored are written, so a no-op build writes nothing.
    public func replaceSources(_ records: [SourceRecord]) throws(CatalogError) {
        try perform("saving source files") {
            try pool.write { db in
                let (stored, unparsable) = try Self.loadSources(db)
                var wanted = Set<String>(minimumCapacity: records.count)
                let upsert = try db.makeStatement(sql: """
                    INSERT INTO source_file (path, size, mtime, content_id) VALUES (?, ?, ?, ?)
                    ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime,
                    content_id = excluded.content_id
                    """)
                for record in records {
                    wanted.insert(record.path)
                    if stored[record.path] == record { continue }
                    try upsert.execute(arguments: [record.path, record.size, record.modified, record.contentID.description])
                }
                let delete = try db.makeStatement(sql: "DELETE FROM source_file WHERE path = ?")
                for path in stored.keys where !wanted.contains(path) {
                    try delete.execute(arguments: [path])
                }
                for path in unparsable where !wanted.contains(path) {
                    try delete.execute(arguments: [path])
                }
            }
        }
    }

    /// The stored records, and the paths of rows whose content id does not parse.
    static func loadSources(_ db: Database) throws -> (records: [String: SourceRecord], unparsable: [String]) {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM source_file") ?? 0
        var result = [String: SourceRecord](minimumCapacity: count)
        var unparsable: [String] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT path, size, mtime, content_id FROM source_file")
        while let row = try rows.next() {
            let path: String = row[0]
            guard let contentID = ContentIDText.parse(row[3]) else {
                unparsable.append(path)
                continue
            }
            result[path] = SourceRecord(path: path, size: row[1], modified: row[2], contentID: contentID)
        }
        return (result, unparsable)
    }
}
