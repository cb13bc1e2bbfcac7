import Foundation
import GRDB
import VitrineLibrary

/// The SQLite catalog in the cache folder. An accelerator, never the truth: losing it costs time, not correctness.
///
/// Safe to use from several threads: reads run concurrently, writes one at a time, each bulk operation in
/// one transaction. A catalog that cannot be trusted (not SQLite, failed integrity check, foreign schema,
/// written by a newer Vitrine) is set aside as `catalog.sqlite.corrupt` and a fresh one is started.
public final class Catalog: Sendable {
    public static let fileName = "catalog.sqlite"
    /// Where an untrusted catalog is moved; replaced each time so the cache folder does not grow.
    public static let quarantineFileName = "catalog.sqlite.corrupt"

    /// True when an unreadable or corrupt catalog was set aside and a new one started.
    public let wasRebuilt: Bool
    /// Why the previous catalog was set aside, when `wasRebuilt` (for a warning).
    public let rebuildReason: String?
    /// The catalog file.
    public let url: URL

    let pool: DatabasePool
    /// Whether `PRAGMA quick_check` ran on this open (the file was not as a clean close left it: `CatalogCloseMark`).
    public let wasChecked: Bool

    /// Opens (creating as needed) `directory/catalog.sqlite`, rebuilding it when it cannot be trusted.
    public init(directory: URL) throws(CatalogError) {
        url = directory.appendingPathComponent(Self.fileName)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CatalogError(path: directory.path, message: "cannot create the cache folder: \(error.localizedDescription). "
                + "Check its permissions, or pass --cache with a writable folder.")
        }
        let closedCleanly = CatalogCloseMark.takeAway(for: url.path)
        do {
            pool = try Self.openTrusted(at: url, check: !closedCleanly)
            wasRebuilt = false
            rebuildReason = nil
            wasChecked = !closedCleanly
        } catch let error as DatabaseError where Self.isContention(error) {
            throw CatalogError(path: url.path, message: "the catalog is in use by another process (\(error.message ?? "busy")). "
                + "Wait for the other build to finish and try again.")
        } catch {
            let reason = Self.describe(error)
            Self.quarantine(url)
            do {
                pool = try Self.openTrusted(at: url, check: true)
            } catch {
                throw CatalogError.failed("creating a new catalog", path: url.path, underlying: error)
            }
            wasRebuilt = true
            rebuildReason = reason
            wasChecked = true
        }
    }

    /// Checkpoints the WAL into the file, closes every connection and marks the file as closed cleanly, so the next
    /// open need not read all of it again (`CatalogCloseMark`). Called once a build is done with the catalog; it
    /// must not be used after. When a step fails no mark is left, and the next open checks the whole file.
    public func close() {
        do {
            try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
            try pool.close()
        } catch {
            return
        }
        CatalogCloseMark.record(for: url.path)
    }

    /// Opens the file, checks it is intact SQLite holding our schema (all of it with `check`), and migrates it to
    /// the current version.
    private static func openTrusted(at url: URL, check: Bool) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // WAL plus NORMAL sync cannot corrupt the file; a power loss may only drop the last build's writes.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // 100,000 photos make tables of tens of MB. A 16 MB page cache holds the upper levels of their B-trees
            // for bulk upserts; the leaves come from the OS's file cache as fast (measured at 100,000 photos: the
            // end of a first build took 1.2 s with 16 MB as with 64), and a larger cache only held a copy of the
            // tables beside the build's model. Readers scan each table once, from the OS's file cache: SQLite's
            // default cache keeps them from holding a copy of the whole file each.
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -16384") }
        }
        let pool = try DatabasePool(path: url.path, configuration: configuration)
        do {
            // On a reader, so the check's pass over the whole file does not fill the writer's large cache.
            if check {
                try pool.read { db in
                    let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                    guard check == ["ok"] else {
                        throw UntrustedCatalog(reason: "integrity check failed: \(check.prefix(3).joined(separator: "; "))")
                    }
                }
            }
            try CatalogSchema.migrate(pool)
            return pool
        } catch {
            try? pool.close()
            throw error
        }
    }

    /// Moves the untrusted file aside and removes its WAL and shared-memory files, which must never be
    /// replayed into a fresh database.
    private static func quarantine(_ url: URL) {
        let fileManager = FileManager.default
        let aside = url.deletingLastPathComponent().appendingPathComponent(quarantineFileName)
        try? fileManager.removeItem(at: aside)
        if (try? fileManager.moveItem(at: url, to: aside)) == nil {
            try? fileManager.removeItem(at: url)
        }
        for suffix in ["-wal", "-shm", "-journal", CatalogCloseMark.suffix] {
            try? fileManager.removeItem(at: URL(fileURLWithPath: url.path + suffix))
        }
    }

    private static func isContention(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    private static func describe(_ error: any Error) -> String {
        if let untrusted = error as? UntrustedCatalog { return untrusted.reason }
        if let database = error as? DatabaseError { return database.message ?? "\(database.resultCode)" }
        return "\(error)"
    }

    /// Runs `body`, turning any failure into a `CatalogError` naming the step and the catalog file.
    func perform<T>(_ step: String, _ body: () throws -> T) throws(CatalogError) -> T {
        do {
            return try body()
        } catch {
            throw CatalogError.failed(step, path: url.path, underlying: error)
        }
    }
}

/// Why an opened catalog is not used.
struct UntrustedCatalog: Error {
    var reason: String
}
