/// A map from 64-bit digests to 64-bit values in one flat array, for tables of a million rows.
///
/// The catalog's output table is held as path digest to inputs digest, twice during a long way (as loaded and as
/// wanted). At 100,000 photos that is 900,000 rows, just over the point where `Dictionary` doubles to 2^21 buckets:
/// 34 MB each. Here a row takes 16 bytes and the table is filled to at most 80%: 18 MB. The keys are digests, spread
/// evenly, so a slot is found from a key's high bits alone (its product with the slot count), and a collision goes to
/// the next slot (linear probing); rows are never removed.
public struct DigestTable: Sendable {
    /// Two words a slot: the key, then its value. Key 0 marks an empty slot; the key 0 itself is kept in `zeroValue`.
    private var slots: [UInt64]
    private var zeroValue: UInt64?
    /// How many keys the table holds.
    public private(set) var count = 0

    /// A table with room for `minimumCapacity` keys before it grows.
    public init(minimumCapacity: Int = 0) {
        slots = Array(repeating: 0, count: 2 * Self.slotCount(for: minimumCapacity))
    }

    public var isEmpty: Bool { count == 0 }

    /// The value of `key`; nil when the table lacks it.
    public subscript(key: UInt64) -> UInt64? {
        guard key != 0 else { return zeroValue }
        return slots.withUnsafeBufferPointer { slots in
            let slotCount = slots.count / 2
            var slot = Self.home(of: key, slotCount: slotCount)
            while true {
                switch slots[2 * slot] {
                case key: return slots[2 * slot + 1]
                case 0: return nil
                default: slot = slot + 1 == slotCount ? 0 : slot + 1
                }
            }
        }
    }

    /// Adds `key` with `value`; a key the table has keeps its value, and false is returned.
    @discardableResult
    public mutating func insert(_ key: UInt64, value: UInt64) -> Bool {
        guard key != 0 else {
            guard zeroValue == nil else { return false }
            zeroValue = value
            count += 1
            return true
        }
        if (count + 1) * 5 > slots.count / 2 * 4 { grow() }
        let added = slots.withUnsafeMutableBufferPointer { Self.place(key, value, in: $0) }
        if added { count += 1 }
        return added
    }

    /// Calls `body` with every key and its value, in no particular order.
    public func forEach(_ body: (_ key: UInt64, _ value: UInt64) -> Void) {
        if let zeroValue { body(0, zeroValue) }
        slots.withUnsafeBufferPointer { slots in
            for slot in 0..<slots.count / 2 where slots[2 * slot] != 0 { body(slots[2 * slot], slots[2 * slot + 1]) }
        }
    }

    /// Enough slots for `count` keys at 80% full, at least 16.
    static func slotCount(for count: Int) -> Int {
        max(16, (count * 5 + 3) / 4 + 1)
    }

    /// The first slot to try for `key`: its fraction of the key space times the slot count.
    private static func home(of key: UInt64, slotCount: Int) -> Int {
        Int(truncatingIfNeeded: key.multipliedFullWidth(by: UInt64(slotCount)).high)
    }

    /// Puts `key` in its slot or the first free one after; false when the key is there already.
    private static func place(_ key: UInt64, _ value: UInt64, in slots: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        let slotCount = slots.count / 2
        var slot = home(of: key, slotCount: slotCount)
        while true {
            switch slots[2 * slot] {
            case key: return false
            case 0:
                slots[2 * slot] = key
                slots[2 * slot + 1] = value
                return true
            default: slot = slot + 1 == slotCount ? 0 : slot + 1
            }
        }
    }

    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: 2 * Self.slotCount(for: max(2 * count, 16)))
        larger.withUnsafeMutableBufferPointer { larger in
            forEach { key, value in if key != 0 { _ = Self.place(key, value, in: larger) } }
        }
        slots = larger
    }
}

extension DigestTable: Equatable {
    /// The same keys with the same values, whatever the tables' sizes and order.
    public static func == (lhs: DigestTable, rhs: DigestTable) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var same = true
        lhs.forEach { key, value in if same, rhs[key] != value { same = false } }
        return same
    }
}
