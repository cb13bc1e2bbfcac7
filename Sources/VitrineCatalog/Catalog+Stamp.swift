import GRDB

extension Catalog {
    /// The last complete build's stamp, if the catalog holds one.
    public func stamp() throws(CatalogError) -> BuildStamp? {
        try perform("reading the build stamp") {
            try pool.read { db in
                try Row.fetchOne(db, sql: "SELECT inputs, images, photos, images_reused, pages, warnings, videos FROM build_stamp WHERE id = 1")
                    .map { BuildStamp(inputs: $0[0], images: $0[1], photos: $0[2], videos: $0[6], imagesReused: $0[3], pages: $0[4], warnings: $0[5]) }
            }
        }
    }

    /// Records the stamp of a build that completed (replacing any other).
    public func saveStamp(_ stamp: BuildStamp) throws(CatalogError) {
        try perform("saving the build stamp") {
            try pool.write { db in try Self.write(stamp, db) }
        }
    }

    static func write(_ stamp: BuildStamp, _ db: Database) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO build_stamp (id, inputs, images, photos, images_reused, pages, warnings, videos)
            VALUES (1, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [stamp.inputs, stamp.images, stamp.photos, stamp.imagesReused, stamp.pages, stamp.warnings, stamp.videos])
    }

    /// Forgets the stamp: called before a build changes anything in the site.
    public func clearStamp() throws(CatalogError) {
        try perform("clearing the build stamp") {
            try pool.write { db in try db.execute(sql: "DELETE FROM build_stamp") }
        }
    }

    /// When the last complete build finished writing the site (nanoseconds since 1970, the clock file times use),
    /// or nil when no build has completed with this catalog. A page modified later was not written by Vitrine.
    public func siteWrittenAt() throws(CatalogError) -> Int64? {
        try perform("reading when the site was written") {
            try pool.read { db in try Int64.fetchOne(db, sql: "SELECT written_at FROM site_state WHERE id = 1") }
        }
    }

    /// Records that a build finished writing the site at `time` (nanoseconds since 1970).
    public func saveSiteWrittenAt(_ time: Int64) throws(CatalogError) {
        try perform("recording when the site was written") {
            try pool.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO site_state (id, written_at) VALUES (1, ?)", arguments: [time])
            }
        }
    }

    /// Calls `body` with the path of every recorded output outside `excludedFolder` (pages, JSON, assets,
    /// originals), one row at a time and in byte order of the paths (a folder's files one after the other), until
    /// it returns false. Returns false when `body` did.
    public func everyOutputPath(outside excludedFolder: String, _ body: (String) -> Bool) throws(CatalogError) -> Bool {
        // Two ranges of the primary key around the folder's: its rows (most of the table, the images) are never
        // read. `folder0` is the first path after every `folder/...`, as `0` follows `/`.
        let below = excludedFolder + "/"
        let above = excludedFolder + "0"
        return try perform("reading outputs") {
            try pool.read { db in
                for (sql, bound) in [("SELECT path FROM output WHERE path < ? ORDER BY path", below),
                                     ("SELECT path FROM output WHERE path >= ? ORDER BY path", above)] {
                    let rows = try String.fetchCursor(db, sql: sql, arguments: [bound])
                    while let path = try rows.next() {
                        guard body(path) else { return false }
                    }
                }
                return true
            }
        }
    }
}
