import GRDB
import VitrineLibrary

extension Catalog {
    /// Every XMP sidecar as last read, keyed by library-relative path.
    public func xmpSidecars() throws(CatalogError) -> [String: XMPSidecarRecord] {
        try perform("reading XMP sidecars") {
            try pool.read { db in
                var result: [String: XMPSidecarRecord] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT path, size, mtime, metadata, problem FROM xmp_sidecar")
                while let row = try rows.next() {
                    let record = Self.xmpSidecar(from: row)
                    result[record.file.path] = record
                }
                return result
            }
        }
    }

    /// A row selected as `path, size, mtime, metadata, problem`.
    static func xmpSidecar(from row: Row) -> XMPSidecarRecord {
        XMPSidecarRecord(file: SourceFile(path: row[0], size: row[1], modified: row[2]),
                         metadata: (row[3] as String?).flatMap(MetadataJSON.decodeRecord), problem: row[4])
    }

    /// Replaces the stored sidecars with `records` in one transaction, writing only rows that changed.
    /// - Parameter removingOthers: false keeps the rows of paths `records` lacks.
    public func replaceXMPSidecars(_ records: [XMPSidecarRecord], previous: [String: XMPSidecarRecord],
                                   removingOthers: Bool = true) throws(CatalogError) {
        try perform("saving XMP sidecars") {
            try pool.write { db in
                let upsert = try db.makeStatement(sql: """
                    INSERT INTO xmp_sidecar (path, size, mtime, metadata, problem) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime,
                    metadata = excluded.metadata, problem = excluded.problem
                    """)
                var wanted = Set<String>()
                for record in records {
                    wanted.insert(record.file.path)
                    if previous[record.file.path] == record { continue }
                    try upsert.execute(arguments: [record.file.path, record.file.size, record.file.modified,
                                                   record.metadata.map(MetadataJSON.encode), record.problem])
                }
                guard removingOthers else { return }
                let delete = try db.makeStatement(sql: "DELETE FROM xmp_sidecar WHERE path = ?")
                for path in previous.keys where !wanted.contains(path) {
                    try delete.execute(arguments: [path])
                }
            }
        }
    }
}
