import VitrineCore
import VitrineLibrary

/// Reduces an `Encodable` value to a 64-bit fingerprint, in one walk and without building it as JSON
/// (JSONEncoder's value tree was most of a no-op rebuild's time on a large library).
///
/// Keyed containers are hashed without regard to their order, because a Dictionary encodes its entries in a
/// different order in every process; unkeyed containers are hashed in order. Every leaf carries a type tag,
/// so `"1"` and `1`, or a missing key and a `nil`, give different fingerprints.
final class FingerprintEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// Single values and unkeyed elements, in order.
    private var sequence = FingerprintHasher()
    /// Keyed entries, summed so their order does not matter.
    private var entrySum: UInt64 = 0
    private var entryCount: UInt64 = 0
    /// Encoders handed out by `nestedContainer` and `superEncoder`: they are filled after being returned,
    /// so they are folded in when the digest is taken.
    private var pending: [(key: UInt64?, encoder: FingerprintEncoder)] = []

    /// The fingerprint of `value`: equal for equal encodings, whatever order dictionaries come out in.
    static func fingerprint<Value: Encodable>(of value: Value) throws -> UInt64 {
        let encoder = FingerprintEncoder()
        try value.encode(to: encoder)
        return encoder.digest()
    }

    func digest() -> UInt64 {
        var sum = entrySum
        var count = entryCount
        var ordered = sequence
        for (key, child) in pending {
            if let key {
                sum &+= Self.entry(key: key, value: child.digest())
                count &+= 1
            } else {
                ordered.combine(child.digest())
            }
        }
        var hasher = FingerprintHasher(seed: 0x6669_6e67_6572_7072)
        hasher.combine(ordered.finalize())
        hasher.combine(sum)
        hasher.combine(count)
        return hasher.finalize()
    }

    func addEntry(key: any CodingKey, value: UInt64) {
        entrySum &+= Self.entry(key: Self.hash(key), value: value)
        entryCount &+= 1
    }

    func addElement(_ value: UInt64) {
        sequence.combine(value)
    }

    /// A child encoder whose digest joins this one under `key` (or in order when nil), once it is filled.
    func child(key: (any CodingKey)?) -> FingerprintEncoder {
        let encoder = FingerprintEncoder()
        pending.append((key.map(Self.hash), encoder))
        return encoder
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedFingerprintContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedFingerprintContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueFingerprintContainer(encoder: self)
    }

    private static func hash(_ key: any CodingKey) -> UInt64 {
        FingerprintLeaf.string(key.stringValue)
    }

    private static func entry(key: UInt64, value: UInt64) -> UInt64 {
        FingerprintHasher.mix(key ^ FingerprintHasher.mix(value &+ 0x9e37_79b9_7f4a_7c15))
    }
}

/// The hash of one primitive value, tagged by its kind.
enum FingerprintLeaf {
    static let null = tagged(1, 0)

    static func bool(_ value: Bool) -> UInt64 { tagged(2, value ? 1 : 0) }

    static func integer<Integer: FixedWidthInteger>(_ value: Integer) -> UInt64 {
        tagged(Integer.isSigned ? 3 : 4, UInt64(truncatingIfNeeded: value))
    }

    static func double(_ value: Double) -> UInt64 { tagged(5, value.bitPattern) }

    static func string(_ value: String) -> UInt64 {
        var hasher = FingerprintHasher(seed: 6)
        hasher.combine(value)
        return hasher.finalize()
    }

    /// `string(_:)` of the string with these UTF-8 bytes.
    static func string(bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = FingerprintHasher(seed: 6)
        hasher.combine(bytes: bytes)
        return hasher.finalize()
    }

    /// Hashes an Encodable that is not a primitive through a child encoder (its digest is final on return).
    static func value<Value: Encodable>(_ value: Value) throws -> UInt64 {
        try FingerprintEncoder.fingerprint(of: value)
    }

    private static func tagged(_ tag: UInt64, _ bits: UInt64) -> UInt64 {
        var hasher = FingerprintHasher(seed: tag)
        hasher.combine(bits)
        return hasher.finalize()
    }
}
