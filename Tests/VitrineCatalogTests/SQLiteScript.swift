import Foundation
import GRDB

/// Runs raw SQL on a database file, to build catalogs the code would never write itself.
enum SQLiteScript {
    static func run(_ sql: String, at url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }
}
