import GRDB

extension Catalog {
    /// Every output record, keyed by site-relative path (`--explain` reads the inputs' text; a build needs only
    /// `outputDigests()`).
    public func outputs() throws(CatalogError) -> [String: OutputRecord] {
        try perform("reading outputs") {
            try pool.read { db in
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
    }

    /// The output table as digests: one row at a time, no text kept.
    public func outputDigests() throws(CatalogError) -> OutputDigests {
        try perform("reading outputs") {
            try pool.read { db in try Self.loadDigests(db) }
        }
    }

    /// The recorded paths that `wanted` lacks, read one row at a time.
    public func outputPaths(notIn wanted: OutputDigests) throws(CatalogError) -> [String] {
        try perform("reading outputs") {
            try pool.read { db in try Self.paths(db, notIn: wanted) }
        }
    }

    /// Makes the table `update.wanted`, in one transaction: writes the changed rows and deletes the stale ones,
    /// which are looked for only when there are some.
    /// - Parameter stalePaths: the stale rows' paths when the caller has read them already (`outputPaths(notIn:)`
    ///   under the build lock, so the table has not changed since); nil reads them here.
    public func saveOutputs(_ update: OutputUpdate, stalePaths: [String]? = nil) throws(CatalogError) {
        guard !update.isUnchanged else { return }
        try perform("saving outputs") {
            try pool.write { db in
                try Self.upsert(update.changed, db)
                guard update.staleCount > 0 else { return }
                try Self.deleteOutputs(try stalePaths ?? Self.paths(db, notIn: update.wanted), db)
            }
        }
    }

    /// Writes the changed rows `update` gathered so far and takes them from it (`OutputUpdate.takeChanged()`); the
    /// rest, and the stale rows, go with `saveOutputs(_:stalePaths:)`. Call it only once the rows' files are in the
    /// site: a build stopped after it leaves rows that describe files as they are.
    public func saveChangedOutputs(_ update: inout OutputUpdate) throws(CatalogError) {
        let records = update.takeChanged()
        guard !records.isEmpty else { return }
        try perform("saving outputs") {
            try pool.write { db in
                try Self.upsert(records, db)
                // The writer's large cache would otherwise fill with the table while the build's model is alive.
                try db.execute(sql: "PRAGMA shrink_memory")
            }
        }
    }

    /// Inserts `records`, replacing the inputs of paths already recorded.
    static func upsert(_ records: some Sequence<OutputRecord>, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO output (path, inputs) VALUES (?, ?)
            ON CONFLICT (path) DO UPDATE SET inputs = excluded.inputs
            """)
        for record in records {
            try statement.execute(arguments: [record.path, record.inputs])
        }
    }

    private static func loadDigests(_ db: Database) throws -> OutputDigests {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM output") ?? 0
        var result = OutputDigests(minimumCapacity: count)
        let rows = try Row.fetchCursor(db, sql: "SELECT path, inputs FROM output")
        while let row = try rows.next() {
            result.insert(path: row[0] as String, inputs: row[1] as String)
        }
        return result
    }

    private static func paths(_ db: Database, notIn wanted: OutputDigests) throws -> [String] {
        var result: [String] = []
        let rows = try String.fetchCursor(db, sql: "SELECT path FROM output")
        while let path = try rows.next() {
            if !wanted.contains(path: path) { result.append(path) }
        }
        return result
    }
}
