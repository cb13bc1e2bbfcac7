/// A catalog operation that failed, with the catalog's path and what the user can do about it.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}

extension CatalogError {
    /// The advice every catalog failure ends with: the catalog is a cache, so deleting it is always safe.
    static func failed(_ step: String, path: String, underlying: any Error) -> CatalogError {
        CatalogError(path: path, message: "\(step) failed: \(underlying). The catalog is only a cache: "
            + "delete the cache folder (or run with --cache pointing elsewhere) and build again.")
    }
}
