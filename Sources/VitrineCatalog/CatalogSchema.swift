import GRDB

/// The catalog's tables and their migrations. Add a migration for every change; never edit a shipped one.
enum CatalogSchema {
    static let sourceColumns = ["path", "size", "mtime", "content_id"]
    static let factColumns = [
        "content_id", "orientation", "date_time_original", "offset_time_original", "gps_latitude", "gps_longitude",
        "make", "model", "lens", "exposure_time", "f_number", "iso", "focal_length", "pixel_width", "pixel_height",
        "width", "height", "average_color",
        "place_city", "place_region", "place_country", "place_latitude", "place_longitude",
        "decode_error", "embedded_metadata",
        "media_kind", "video_duration", "video_compatible", "video_error", "motion_clip_path",
    ]
    static let outputColumns = ["path", "inputs"]
    static let stampColumns = ["id", "inputs", "images", "photos", "images_reused", "pages", "warnings", "videos"]
    static let siteStateColumns = ["id", "written_at"]
    static let xmpSidecarColumns = ["path", "size", "mtime", "metadata", "problem"]
    static let siteIndexColumns = ["id", "generation", "data"]
    static let imageFolderColumns = ["path", "identity", "count", "sum", "xor"]
    static let goodSidecarColumns = ["path", "sidecar"]
    static let lfsObjectColumns = ["oid", "content_id"]

    /// Every table and the columns the code reads and writes.
    static let expectedTables: [String: [String]] = [
        "source_file": sourceColumns,
        "photo_facts": factColumns,
        "output": outputColumns,
        "build_stamp": stampColumns,
        "site_state": siteStateColumns,
        "xmp_sidecar": xmpSidecarColumns,
        "site_index": siteIndexColumns,
        "image_folder": imageFolderColumns,
        "good_sidecar": goodSidecarColumns,
        "lfs_object": lfsObjectColumns,
    ]

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE source_file (
                    path TEXT NOT NULL PRIMARY KEY,
                    size INTEGER NOT NULL,
                    mtime INTEGER NOT NULL,
                    content_id TEXT NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE photo_facts (
                    content_id TEXT NOT NULL PRIMARY KEY,
                    orientation INTEGER NOT NULL,
                    date_time_original TEXT,
                    offset_time_original TEXT,
                    gps_latitude REAL,
                    gps_longitude REAL,
                    make TEXT,
                    model TEXT,
                    lens TEXT,
                    exposure_time REAL,
                    f_number REAL,
                    iso INTEGER,
                    focal_length REAL,
                    pixel_width INTEGER,
                    pixel_height INTEGER,
                    width INTEGER NOT NULL,
                    height INTEGER NOT NULL,
                    average_color TEXT,
                    place_city TEXT,
                    place_region TEXT,
                    place_country TEXT,
                    place_latitude REAL,
                    place_longitude REAL,
                    decode_error TEXT
                ) WITHOUT ROWID;
                CREATE TABLE output (
                    path TEXT NOT NULL PRIMARY KEY,
                    inputs TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v2") { db in
            // One row: what the last complete build was made from and what it left in the site (see BuildStamp).
            try db.execute(sql: """
                CREATE TABLE build_stamp (
                    id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
                    inputs TEXT NOT NULL,
                    images TEXT NOT NULL,
                    photos INTEGER NOT NULL,
                    images_reused INTEGER NOT NULL,
                    pages INTEGER NOT NULL,
                    warnings TEXT NOT NULL
                );
                """)
        }
        migrator.registerMigration("v3") { db in
            // One row: when the last complete build finished writing the site. A page changed after that was
            // changed by someone else, and the next build puts it back.
            try db.execute(sql: """
                CREATE TABLE site_state (
                    id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
                    written_at INTEGER NOT NULL
                );
                """)
        }
        migrator.registerMigration("xmp-and-iptc-metadata") { db in
            // Embedded XMP and IPTC, read once per content (JSON; NULL: not read yet, so the next build reads
            // it), and the XMP sidecars as last read, by path, size and mtime (JSON, or why it was left out).
            try db.execute(sql: """
                ALTER TABLE photo_facts ADD COLUMN embedded_metadata TEXT;
                CREATE TABLE xmp_sidecar (
                    path TEXT NOT NULL PRIMARY KEY,
                    size INTEGER NOT NULL,
                    mtime INTEGER NOT NULL,
                    metadata TEXT,
                    problem TEXT
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("video-facts") { db in
            // Videos share the photo facts (date, place, poster size) and add these; media_kind is NULL for photos.
            // motion_clip_path: the clip published from a Motion Photo's embedded video.
            try db.execute(sql: """
                ALTER TABLE photo_facts ADD COLUMN media_kind TEXT;
                ALTER TABLE photo_facts ADD COLUMN video_duration REAL;
                ALTER TABLE photo_facts ADD COLUMN video_compatible INTEGER;
                ALTER TABLE photo_facts ADD COLUMN video_error TEXT;
                ALTER TABLE photo_facts ADD COLUMN motion_clip_path TEXT;
                """)
        }
        migrator.registerMigration("site-index") { db in
            // One row: what the sidecar way needs of the site the last complete build left (the build stage's SiteIndex,
            // encoded), and the stamp inputs of that build: valid only while the stamp holds the same inputs.
            try db.execute(sql: """
                CREATE TABLE site_index (
                    id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
                    generation TEXT NOT NULL,
                    data BLOB NOT NULL
                );
                """)
        }
        migrator.registerMigration("image-folders") { db in
            // Each folder of the site's images folder as a build listed it: while its status is the same, the
            // fingerprint of its files is, and a no-op need not list 400,000 images again.
            try db.execute(sql: """
                CREATE TABLE image_folder (
                    path TEXT NOT NULL PRIMARY KEY,
                    identity TEXT NOT NULL,
                    count INTEGER NOT NULL,
                    sum INTEGER NOT NULL,
                    xor INTEGER NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("good-sidecars") { db in
            // Each photo's JSON sidecar as it last parsed (Vitrine's own writing of it, as decoded): a sidecar with a
            // syntax error publishes its photo as this says, never as if it had none (privacy fails closed).
            try db.execute(sql: """
                CREATE TABLE good_sidecar (
                    path TEXT NOT NULL PRIMARY KEY,
                    sidecar TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("stamp-videos") { db in
            // How many of the published photos are videos, for the summary a no-op build repeats.
            try db.execute(sql: "ALTER TABLE build_stamp ADD COLUMN videos INTEGER NOT NULL DEFAULT 0")
        }
        migrator.registerMigration("lfs-objects") { db in
            // The Git LFS object id (SHA-256 of the bytes) of each content read from a Git LFS library: a checkout
            // holding only pointers is known by them, and nothing already rendered needs its bytes.
            try db.execute(sql: """
                CREATE TABLE lfs_object (
                    oid TEXT NOT NULL PRIMARY KEY,
                    content_id TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        return migrator
    }

    /// Migrates to the current schema, refusing a database written by a newer Vitrine or holding
    /// tables of the same names with other columns.
    static func migrate(_ writer: any DatabaseWriter) throws {
        let migrator = migrator
        let superseded = try writer.read { db in try migrator.hasBeenSuperseded(db) }
        if superseded {
            throw UntrustedCatalog(reason: "it was written by a newer version of Vitrine")
        }
        try migrator.migrate(writer)
        try writer.read { db in
            for (table, columns) in expectedTables.sorted(by: { $0.key < $1.key }) {
                let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
                let missing = columns.filter { !present.contains($0) }
                guard missing.isEmpty else {
                    throw UntrustedCatalog(reason: "table \(table) lacks columns \(missing.joined(separator: ", "))")
                }
            }
        }
    }
}
