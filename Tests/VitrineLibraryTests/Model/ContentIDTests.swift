import Foundation
import Testing
import VitrineLibrary

/// A content id held as two halves spells, orders and encodes as the text it was made from.
@Suite struct ContentIDTests {
    static let text = "0123456789abcdef00ff00ff00ff00ff"

    @Test func theHashSpellsWhatItWasMadeFrom() throws {
        let id = ContentID(hash: Self.text, size: 42)
        #expect(id.hash == Self.text)
        #expect(id.high == 0x0123_4567_89ab_cdef && id.low == 0x00ff_00ff_00ff_00ff)
        #expect(id.description == Self.text + "-42")
        #expect(ContentID(id.description) == id)
        #expect(ContentID(String(repeating: "0", count: 32) + "-0")?.hash == String(repeating: "0", count: 32))
    }

    @Test func textThatIsNotAHashIsNoID() {
        #expect(ContentID(Self.text.uppercased() + "-1") == nil)
        #expect(ContentID(String(Self.text.dropLast()) + "-1") == nil)
        #expect(ContentID(Self.text + "-") == nil)
        #expect(ContentID(Self.text + "--1") == nil)
    }

    @Test func idsSortAsTheirTextDoes() {
        let hashes = ["ff" + String(repeating: "0", count: 30), String(repeating: "0", count: 31) + "1",
                      String(repeating: "0", count: 16) + "f" + String(repeating: "0", count: 15), Self.text]
        let ids = hashes.flatMap { hash in [ContentID(hash: hash, size: 9), ContentID(hash: hash, size: 10)] }
        let asText: [(String, Int64)] = ids.map { ($0.hash, $0.size) }.sorted { $0 < $1 }
        let sorted: [(String, Int64)] = ids.sorted().map { ($0.hash, $0.size) }
        #expect(sorted.map(\.0) == asText.map(\.0))
        #expect(sorted.map(\.1) == asText.map(\.1))
    }

    @Test func itEncodesAsTheHashTextAndSize() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let id = ContentID(hash: Self.text, size: 7)
        let json = String(decoding: try encoder.encode(id), as: UTF8.self)
        #expect(json == "{\"hash\":\"\(Self.text)\",\"size\":7}")
        #expect(try JSONDecoder().decode(ContentID.self, from: Data(json.utf8)) == id)
    }
}
