import GRDB
import VitrineLibrary

extension Catalog {
    /// The content id of each Git LFS object id (64 lowercase hex digits) the builds recorded. Rows whose content
    /// id does not parse are left out (their photos are fetched and read again).
    public func lfsObjects() throws(CatalogError) -> [String: ContentID] {
        try perform("reading Git LFS object ids") {
            try pool.read { db in
                var result: [String: ContentID] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT oid, content_id FROM lfs_object")
                while let row = try rows.next() {
                    guard let id = ContentIDText.parse(row[1]) else { continue }
                    result[row[0]] = id
                }
                return result
            }
        }
    }

    /// Stores `objects` (Git LFS object id to content id) and forgets every object whose content no source file
    /// has any more, in one transaction; call after `replaceSources`. Nothing is written when there is nothing to
    /// add and the table is empty (a library without Git LFS).
    public func saveLFSObjects(_ objects: [String: ContentID]) throws(CatalogError) {
        try perform("saving Git LFS object ids") {
            try pool.write { db in
                let upsert = try db.makeStatement(sql: """
                    INSERT INTO lfs_object (oid, content_id) VALUES (?, ?)
                    ON CONFLICT (oid) DO UPDATE SET content_id = excluded.content_id
                    """)
                for (oid, id) in objects { try upsert.execute(arguments: [oid, id.description]) }
                guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM lfs_object)") == true else { return }
                try db.execute(sql: "DELETE FROM lfs_object WHERE content_id NOT IN (SELECT content_id FROM source_file)")
            }
        }
    }
}
