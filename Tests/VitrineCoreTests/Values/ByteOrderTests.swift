import Testing
import VitrineCore

@Suite struct ByteOrderTests {
    /// Capitals before small letters, "é" after "z", a shorter name before the longer one it begins.
    static let names = ["", "A.jpg", "B 2.jpg", "B.jpg", "a", "a.jpg", "b.jpg", "z.jpg", "é.jpg"]

    @Test func namesSortByTheirBytes() {
        for (index, name) in Self.names.enumerated() {
            for (other, second) in Self.names.enumerated() { #expect(ByteOrder.precedes(name, second) == (index < other), "\(name) \(second)") }
        }
        // By bytes, not by characters: "e" and a combining accent sort before "é" written as one.
        #expect(ByteOrder.precedes("e\u{301}", "\u{E9}") && !ByteOrder.precedes("\u{E9}", "e\u{301}"))
        // A byte past 0x7F is not a negative char.
        #expect(ByteOrder.precedes("\u{7F}", "\u{80}"))
    }

    @Test func buffersCompareAsTheirStrings() {
        for first in Self.names {
            for second in Self.names {
                let bytes = Array(first.utf8), others = Array(second.utf8)
                let precedes = bytes.withUnsafeBytes { a in others.withUnsafeBytes { b in ByteOrder.precedes(a, b) } }
                #expect(precedes == ByteOrder.precedes(first, second))
            }
        }
    }
}
