import GRDB

extension Catalog {
    /// Every output record, keyed by site-relative path.
    public func outputs() throws(CatalogError) -> [String: OutputRecord] {
        try perform("reading outputs") {
            try pool.read { db in try Self.loadOutputs(db) }
        }
    }

    /// Replaces the whole set of output records, in one transaction, writing only rows that changed.
    /// - Parameter previous: the table as this build loaded it (the build lock keeps it so); nil reads it again.
    public func replaceOutputs(_ records: [OutputRecord], previous: [String: OutputRecord]? = nil) throws(CatalogError) {
        try perform("saving outputs") {
            try pool.write { db in
                let stored = try previous ?? Self.loadOutputs(db)
                var wanted = Set<String>(minimumCapacity: records.count)
                let upsert = try db.makeStatement(sql: """
                    INSERT INTO output (path, inputs) VALUES (?, ?)
                    ON CONFLICT (path) DO UPDATE SET inputs = excluded.inputs
                    """)
                for record in records {
                    wanted.insert(record.path)
                    if stored[record.path] == record { continue }
                    try upsert.execute(arguments: [record.path, record.inputs])
                }
                let delete = try db.makeStatement(sql: "DELETE FROM output WHERE path = ?")
                for path in stored.keys where !wanted.contains(path) {
                    try delete.execute(arguments: [path])
                }
            }
        }
    }

    private static func loadOutputs(_ db: Database) throws -> [String: OutputRecord] {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM output") ?? 0
        var result = [String: OutputRecord](minimumCapacity: count)
        let rows = try Row.fetchCursor(db, sql: "SELECT path, inputs FROM output")
        while let row = try rows.next() {
            let path: String = row[0]
            result[path] = OutputRecord(path: path, inputs: row[1])
        }
        return result
    }
}
