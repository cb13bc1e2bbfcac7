import GRDB

extension Catalog {
    /// The image folders as builds last listed them, by path.
    public func imageFolders() throws(CatalogError) -> [String: ImageFolderRecord] {
        try perform("reading the image folders") {
            try pool.read { db in
                var result: [String: ImageFolderRecord] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT path, identity, count, sum, xor FROM image_folder")
                while let row = try rows.next() {
                    // The hashes are unsigned; SQLite holds their bits as signed integers.
                    let record = ImageFolderRecord(path: row[0], identity: row[1], count: row[2],
                                                   sum: UInt64(bitPattern: row[3]), xor: UInt64(bitPattern: row[4]))
                    result[record.path] = record
                }
                return result
            }
        }
    }

    /// Stores `records` (each replacing the row of its path) and drops the rows of folders not in `present`.
    public func saveImageFolders(_ records: [ImageFolderRecord], present: Set<String>) throws(CatalogError) {
        try perform("saving the image folders") {
            try pool.write { db in
                let upsert = try db.makeStatement(sql: """
                    INSERT INTO image_folder (path, identity, count, sum, xor) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (path) DO UPDATE SET identity = excluded.identity, count = excluded.count,
                    sum = excluded.sum, xor = excluded.xor
                    """)
                for record in records {
                    try upsert.execute(arguments: [record.path, record.identity, record.count,
                                                   Int64(bitPattern: record.sum), Int64(bitPattern: record.xor)])
                }
                let stored = try String.fetchAll(db, sql: "SELECT path FROM image_folder")
                let delete = try db.makeStatement(sql: "DELETE FROM image_folder WHERE path = ?")
                for path in stored where !present.contains(path) {
                    try delete.execute(arguments: [path])
                }
            }
        }
    }
}
