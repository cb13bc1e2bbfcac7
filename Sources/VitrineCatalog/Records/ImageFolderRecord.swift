/// One folder of the site's images folder as a build listed it: the folder's status then (`identity`, opaque to
/// the catalog) and the fingerprint of the files below it, in the parts `StableFingerprint.UnorderedSet` adds up.
/// While the folder's status is the same, its files are the same, and a build need not list them again.
public struct ImageFolderRecord: Sendable, Hashable {
    /// The folder's path relative to the site (`images/00`).
    public var path: String
    public var identity: String
    public var count: Int
    public var sum: UInt64
    public var xor: UInt64

    public init(path: String, identity: String, count: Int, sum: UInt64, xor: UInt64) {
        self.path = path
        self.identity = identity
        self.count = count
        self.sum = sum
        self.xor = xor
    }
}
