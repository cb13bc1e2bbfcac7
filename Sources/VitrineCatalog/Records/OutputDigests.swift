import VitrineCore

/// An output table as digests (`OutputDigest`): for each path, its inputs. What a build needs of the previous
/// build's half-million rows (was this file recorded, and with these inputs?) in 16 bytes a row, not the text.
public struct OutputDigests: Sendable, Equatable {
    /// Path digest to inputs digest (`DigestTable`: half a `Dictionary`'s room at a large site's 900,000 rows).
    private var inputsByPath: DigestTable

    public init(minimumCapacity: Int = 0) {
        inputsByPath = DigestTable(minimumCapacity: minimumCapacity)
    }

    /// How many paths are recorded.
    public var count: Int { inputsByPath.count }

    /// Records `path` with `inputs`; a path already there keeps its first inputs, and false is returned.
    @discardableResult
    public mutating func insert(path: String, inputs: String) -> Bool {
        insert(path: OutputDigest.of(path), inputs: OutputDigest.of(inputs))
    }

    @discardableResult
    mutating func insert(path: UInt64, inputs: UInt64) -> Bool {
        inputsByPath.insert(path, value: inputs)
    }

    /// Whether `path` is recorded, whatever its inputs.
    public func contains(path: String) -> Bool {
        inputsByPath[OutputDigest.of(path)] != nil
    }

    /// Whether `path` is recorded with exactly `inputs`.
    public func contains(path: String, inputs: String) -> Bool {
        inputsByPath[OutputDigest.of(path)] == OutputDigest.of(inputs)
    }

    func inputs(ofPath digest: UInt64) -> UInt64? {
        inputsByPath[digest]
    }
}
