import Testing
import TestSupport
import VitrineCore

@Suite struct DigestTableTests {
    /// Against `Dictionary` with the same inserts: random keys, repeated keys, the key 0, keys that share a home slot
    /// (small values all map to slot 0) and the largest key, from an empty table that grows and from a reserved one.
    @Test(arguments: [0, 5_000])
    func agreesWithADictionary(reserved: Int) {
        var generator = SplitMix(state: UInt64(reserved) + 1)
        var table = DigestTable(minimumCapacity: reserved)
        var reference: [UInt64: UInt64] = [:]
        var keys: [UInt64] = [0, .max, .max - 1, 1, 2, 3]
        keys += (0..<4_000).map { _ in generator.next() }
        keys += (0..<200).map { _ in UInt64.random(in: 4...100, using: &generator) }
        keys += keys.prefix(500)  // every one of these again, with another value
        for key in keys {
            let value = generator.next()
            let added = table.insert(key, value: value)
            #expect(added == (reference[key] == nil))
            if reference[key] == nil { reference[key] = value }
        }
        #expect(table.count == reference.count)
        for (key, value) in reference { #expect(table[key] == value) }
        for _ in 0..<2_000 {
            let key = generator.next()
            #expect(table[key] == reference[key])
        }
        var seen: [UInt64: UInt64] = [:]
        table.forEach { key, value in
            #expect(seen[key] == nil)
            seen[key] = value
        }
        #expect(seen == reference)
    }

    @Test func anEmptyTableHasNoKeys() {
        let table = DigestTable()
        #expect(table.isEmpty && table.count == 0)
        #expect(table[0] == nil && table[1] == nil && table[.max] == nil)
        var visited = 0
        table.forEach { _, _ in visited += 1 }
        #expect(visited == 0)
    }

    /// A table filled to exactly what it reserved keeps its room: the probe loop always finds an empty slot.
    @Test func aFullReservationStillFindsMissingKeys() {
        var generator = SplitMix(state: 7)
        for reserved in [1, 15, 16, 17, 100, 1_001] {
            var table = DigestTable(minimumCapacity: reserved)
            for _ in 0..<reserved { table.insert(generator.next() | 1, value: 1) }
            #expect(table.count == reserved)
            #expect(table[2] == nil)
        }
    }

    @Test func equalityIgnoresOrderAndRoom() {
        var small = DigestTable(), large = DigestTable(minimumCapacity: 1_000)
        for key: UInt64 in [9, 0, 1 << 63, 5] { small.insert(key, value: key &* 3) }
        for key: UInt64 in [5, 1 << 63, 0, 9] { large.insert(key, value: key &* 3) }
        #expect(small == large)
        large.insert(6, value: 1)
        #expect(small != large)
        small.insert(6, value: 2)
        #expect(small != large)
    }
}
