/// The outputs a build wants, set against the table it loaded: every wanted row as digests, and in full only the
/// rows that are new or whose inputs changed, the ones to write. A rebuild that changes a few pages of a large site
/// holds a few records, not one per file.
public struct OutputUpdate: Sendable {
    /// The previous build's table, as loaded.
    public let previous: OutputDigests
    /// Every wanted path with its inputs.
    public private(set) var wanted: OutputDigests
    /// The wanted rows the table lacks or records with other inputs, in the order they were added, less those
    /// taken by `takeChanged()` (written already).
    public private(set) var changed: [OutputRecord] = []
    /// How many wanted paths the previous table has (with any inputs).
    private var kept = 0

    public init(previous: OutputDigests) {
        self.previous = previous
        wanted = OutputDigests(minimumCapacity: previous.count)
    }

    /// Wants `path` made from `inputs`. A path wanted twice keeps its first inputs; returns false then.
    @discardableResult
    public mutating func add(path: String, inputs: String) -> Bool {
        let pathDigest = OutputDigest.of(path)
        let inputsDigest = OutputDigest.of(inputs)
        guard wanted.insert(path: pathDigest, inputs: inputsDigest) else { return false }
        switch previous.inputs(ofPath: pathDigest) {
        case inputsDigest?: kept += 1
        case nil: changed.append(OutputRecord(path: path, inputs: inputs))
        case _?:
            kept += 1
            changed.append(OutputRecord(path: path, inputs: inputs))
        }
        return true
    }

    /// Wants every record of `records` (see `add(path:inputs:)`).
    public mutating func add(_ records: some Sequence<OutputRecord>) {
        for record in records { add(path: record.path, inputs: record.inputs) }
    }

    /// Hands over the changed rows gathered so far and forgets them: a build writes its rows as they come
    /// (`Catalog.saveChangedOutputs`) instead of holding half a million of them, as text, to the end.
    public mutating func takeChanged() -> [OutputRecord] {
        defer { changed = [] }
        return changed
    }

    /// How many of the previous table's paths are no longer wanted.
    public var staleCount: Int { previous.count - kept }

    /// True when nothing is left to write: no changed row not yet taken, and no stale row.
    public var isUnchanged: Bool { changed.isEmpty && staleCount == 0 }
}
