import GRDB
import VitrineLibrary

extension Catalog {
    /// The last good sidecars of the photos at `paths` (library-relative photo paths), by key; a photo without one
    /// is missing from the result. A stored sidecar that no longer parses counts as missing.
    public func goodSidecars(for paths: [String]) throws(CatalogError) -> [String: Sidecar] {
        try perform("reading last good sidecars") {
            try pool.read { db in
                let select = try db.makeStatement(sql: "SELECT sidecar FROM good_sidecar WHERE path = ?")
                var result: [String: Sidecar] = [:]
                for path in paths {
                    guard let text = try String.fetchOne(select, arguments: [path]),
                          let sidecar = try? Sidecar(jsonBytes: Array(text.utf8)) else { continue }
                    result[path] = sidecar
                }
                return result
            }
        }
    }

    /// Every stored last good sidecar, as its text, keyed by photo path.
    public func goodSidecarTexts() throws(CatalogError) -> [String: String] {
        try perform("reading last good sidecars") {
            try pool.read { db in
                var result: [String: String] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT path, sidecar FROM good_sidecar")
                while let row = try rows.next() { result[row[0]] = row[1] }
                return result
            }
        }
    }

    /// Stores `sidecars` (photo path to text, `GoodSidecars.text`) and removes the rows of `removed`, in one
    /// transaction.
    public func saveGoodSidecars(_ sidecars: [String: String], removing removed: [String] = []) throws(CatalogError) {
        guard !sidecars.isEmpty || !removed.isEmpty else { return }
        try perform("saving last good sidecars") {
            try pool.write { db in
                let upsert = try db.makeStatement(sql: """
                    INSERT INTO good_sidecar (path, sidecar) VALUES (?, ?)
                    ON CONFLICT (path) DO UPDATE SET sidecar = excluded.sidecar
                    """)
                for (path, text) in sidecars { try upsert.execute(arguments: [path, text]) }
                let delete = try db.makeStatement(sql: "DELETE FROM good_sidecar WHERE path = ?")
                for path in removed { try delete.execute(arguments: [path]) }
            }
        }
    }
}
