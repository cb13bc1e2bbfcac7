import Foundation
import GRDB
import VitrineCore
import VitrineLibrary

extension Catalog {
    /// The site index the last complete build left, when it belongs to the stamp the catalog holds (an index
    /// outlives the stamp it was saved with when a later build clears the stamp; then it describes no site).
    ///
    /// The index's bytes are a file beside the catalog (`siteIndexFileName`), named in the row by their length and
    /// digest: a file not as the row says (a build killed between the two, a power loss before the file reached the
    /// disk) is no index, and the build takes the long way. (An older catalog's row holds the bytes themselves: it
    /// is no index either, and never one a stamp would match, which names the binary that saved it.)
    public func siteIndex(for stamp: BuildStamp) throws(CatalogError) -> [UInt8]? {
        let row: Data? = try perform("reading the site index") {
            try pool.read { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT generation, data FROM site_index WHERE id = 1"),
                      (row[0] as String) == stamp.inputs else { return nil }
                return row[1] as Data?
            }
        }
        guard let row else { return nil }
        guard let reference = SiteIndexFile(row: [UInt8](row)) else { return nil }
        guard let bytes = try? FileIO.read(siteIndexFile, limit: reference.length), reference.matches(bytes) else { return nil }
        return bytes
    }

    /// The site index's file: the 8 MB of a 100,000-photo site written as one file, not as 2,000 pages of the
    /// catalog's WAL that a checkpoint then copies into the catalog (0.2 s of every edit's save).
    public static let siteIndexFileName = "site-index.bin"

    var siteIndexFile: String { url.deletingLastPathComponent().appendingPathComponent(Self.siteIndexFileName).path }

    /// Records the stamp of a build that completed and, in the same transaction, the site index it made (or no
    /// index, when it made none). The index's file is replaced first: until the row names it, it is no index.
    public func saveStamp(_ stamp: BuildStamp, siteIndex: [UInt8]?) throws(CatalogError) {
        var reference: SiteIndexFile?
        if let siteIndex {
            do {
                try AtomicFileWriter(temporaryFolder: nil, durable: false).write(siteIndex, to: siteIndexFile)
            } catch {
                throw CatalogError(path: siteIndexFile, message: "cannot write the site index: \(error.message)")
            }
            reference = SiteIndexFile(siteIndex)
        }
        try perform("saving the build stamp and site index") {
            try pool.write { db in
                try Self.write(stamp, db)
                if let reference {
                    try db.execute(sql: "INSERT OR REPLACE INTO site_index (id, generation, data) VALUES (1, ?, ?)",
                                   arguments: [stamp.inputs, Data(reference.row)])
                } else {
                    try db.execute(sql: "DELETE FROM site_index")
                }
            }
        }
        if reference == nil { try? FileManager.default.removeItem(atPath: siteIndexFile) }
    }

    /// The facts of the given contents (those the catalog holds), for a build that needs a few photos, not all.
    public func facts(for ids: some Sequence<ContentID>) throws(CatalogError) -> [ContentID: PhotoFacts] {
        try rows("reading photo facts", columns: CatalogSchema.factColumns.joined(separator: ", "), table: "photo_facts",
                 keys: ids, argument: \.description) { _, row in Self.facts(from: row) }
    }

    /// The source records at the given paths (those the catalog holds).
    public func sources(at paths: some Sequence<String>) throws(CatalogError) -> [String: SourceRecord] {
        try rows("reading source files", columns: "path, size, mtime, content_id", table: "source_file", keys: paths,
                 argument: { $0 }) { path, row in
            ContentIDText.parse(row[3]).map { SourceRecord(path: path, size: row[1], modified: row[2], contentID: $0) }
        }
    }

    /// The XMP sidecars at the given paths as last read (those the catalog holds).
    public func xmpSidecars(at paths: some Sequence<String>) throws(CatalogError) -> [String: XMPSidecarRecord] {
        try rows("reading XMP sidecars", columns: "path, size, mtime, metadata, problem", table: "xmp_sidecar", keys: paths,
                 argument: { $0 }) { _, row in Self.xmpSidecar(from: row) }
    }

    /// The rows of `table` whose first column (of `columns`, its key) is `argument` of one of `keys`, made into values
    /// by `make`; keys without a row, or whose row `make` refuses, are left out.
    ///
    /// One query for all the keys (given as one JSON array, which SQLite's `json_each` lists), read through one cursor
    /// whose rows are the statement's own: a query a key made a cursor each time, and each cursor listed the columns'
    /// names anew and copied its row, which was most of the sidecar way's reading of 1,600 photos' facts.
    private func rows<Key: Hashable, Value>(_ step: String, columns: String, table: String, keys: some Sequence<Key>,
                                            argument: (Key) -> String,
                                            make: (Key, Row) -> Value?) throws(CatalogError) -> [Key: Value] {
        var byArgument: [String: Key] = [:]
        for key in keys { byArgument[argument(key)] = key }
        guard !byArgument.isEmpty else { return [:] }
        let keyColumn = columns.prefix { $0 != "," }
        let sql = "SELECT \(columns) FROM \(table) WHERE \(keyColumn) IN (SELECT value FROM json_each(?))"
        return try perform(step) {
            let list = String(decoding: try JSONSerialization.data(withJSONObject: Array(byArgument.keys)), as: UTF8.self)
            return try pool.read { db in
                var result: [Key: Value] = [:]
                let found = try Row.fetchCursor(db.makeStatement(sql: sql), arguments: [list])
                while let row = try found.next() {
                    guard let text: String = row[0], let key = byArgument[text], let value = make(key, row) else { continue }
                    result[key] = value
                }
                return result
            }
        }
    }

    /// Stores these XMP sidecars (each replacing the row of its path), leaving the others.
    public func saveXMPSidecars(_ records: [XMPSidecarRecord]) throws(CatalogError) {
        try replaceXMPSidecars(records, previous: [:], removingOthers: false)
    }

    /// Forgets the outputs at `paths` (files the build removed).
    public func removeOutputs(paths: [String]) throws(CatalogError) {
        try perform("removing outputs") {
            try pool.write { db in try Self.deleteOutputs(paths, db) }
        }
    }

    /// Deletes the output rows at `paths`, with one prepared statement.
    static func deleteOutputs(_ paths: some Sequence<String>, _ db: Database) throws {
        let delete = try db.makeStatement(sql: "DELETE FROM output WHERE path = ?")
        for path in paths { try delete.execute(arguments: [path]) }
    }

    /// Records `inputs` for the outputs at `paths` (rows the table lacks are added).
    public func saveOutputs(paths: some Sequence<String>, inputs: String) throws(CatalogError) {
        try perform("saving outputs") {
            try pool.write { db in
                try Self.upsert(Set(paths).lazy.map { OutputRecord(path: $0, inputs: inputs) }, db)
            }
        }
    }
}
