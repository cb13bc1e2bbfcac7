import VitrineCore

/// A JSON file of the library (a sidecar, `album.json`, `vitrine.json`): parsed and validated from its bytes, and
/// read through the bounded read (at most `FileIO.metadataLimit` bytes).
public protocol JSONFileSchema {
    /// Parses and validates the file's bytes; every rule broken is a `SchemaError` at the offending value.
    init(jsonBytes: [UInt8]) throws(JSONFileError)
}

extension JSONFileSchema {
    /// Reads and validates the file at `path`.
    public static func load(from path: String) throws(JSONFileError) -> Self {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: FileIO.metadataLimit) } catch { throw .read(error) }
        return try Self(jsonBytes: bytes)
    }
}
