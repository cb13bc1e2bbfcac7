import VitrineCore
import VitrineLibrary

/// Stable 64-bit fingerprints for other stages (the build's stamp of its inputs): the same in every process and
/// on every machine, unlike `Hasher`. Not for security.
public enum StableFingerprint {
    /// The fingerprint of an encodable value; dictionary order does not matter (see `FingerprintEncoder`).
    public static func of<Value: Encodable>(_ value: Value) throws -> UInt64 {
        try FingerprintEncoder.fingerprint(of: value)
    }

    /// A fingerprint of a set of strings, in whatever order they come: equal sets give equal values, and a
    /// string added, lost or changed changes it. Streams: nothing is kept.
    public struct UnorderedSet: Sendable, Equatable {
        public private(set) var count = 0
        public private(set) var sum: UInt64 = 0
        public private(set) var xor: UInt64 = 0

        public init() {}

        /// The set whose parts are these (`count`, `sum`, `xor` of another set), as stored.
        public init(count: Int, sum: UInt64, xor: UInt64) {
            self.count = count
            self.sum = sum
            self.xor = xor
        }

        /// Adds the strings of `other`, none of which this set holds: the value of inserting each of them.
        public mutating func insert(contentsOf other: UnorderedSet) {
            count += other.count
            sum = sum &+ other.sum
            xor ^= other.xor
        }

        /// Adds one string to the set.
        public mutating func insert(_ text: String) {
            insert(hash: FingerprintLeaf.string(text))
        }

        /// Inserts the string of these UTF-8 bytes (the same value as `insert(_:)` with that string), for names
        /// read from the file system without making a `String` of each.
        public mutating func insert(bytes: UnsafeRawBufferPointer) {
            insert(hash: FingerprintLeaf.string(bytes: bytes))
        }

        private mutating func insert(hash: UInt64) {
            count += 1
            sum = sum &+ hash
            xor ^= FingerprintHasher.mix(hash &+ 0x9e37_79b9_7f4a_7c15)
        }

        /// `count-sum-xor` in hex: what the build stores.
        public var text: String {
            "\(count)-\(String(sum, radix: 16))-\(String(xor, radix: 16))"
        }
    }
}
