import Foundation
import Testing
import VitrineLibrary
@testable import VitrineSite

/// `PhotoTable` stands for the dictionary of photos by id it replaced: the same answers, in a dense array.
@Suite struct PhotoTableTests {
    func photo(_ n: Int) -> PhotoModel { SampleModels.photo(n, album: "A", file: "p\(n).jpg", title: "Photo \(n)") }

    @Test func answersAsTheDictionaryWould() {
        var table = PhotoTable()
        var dictionary: [String: PhotoModel] = [:]
        // Adds, replaces and removes, the removals from the middle, the end and the start.
        for n in 0..<40 {
            table[photo(n).id] = photo(n)
            dictionary[photo(n).id] = photo(n)
        }
        for n in stride(from: 0, to: 40, by: 3) {
            var changed = photo(n)
            changed.rating = 5
            table[changed.id] = changed
            dictionary[changed.id] = changed
        }
        for n in [17, 39, 0, 38, 5] {
            #expect(table.removeValue(forKey: photo(n).id)?.id == dictionary.removeValue(forKey: photo(n).id)?.id)
        }
        table[photo(8).id] = nil
        dictionary[photo(8).id] = nil
        #expect(table.removeValue(forKey: "missing") == nil)

        #expect(table.count == dictionary.count && table.count == 34)
        #expect(Set(table.keys) == Set(dictionary.keys))
        for (id, photo) in dictionary {
            #expect(table[id]?.id == id && table[id]?.rating == photo.rating)
            let position = table.position(of: id)
            #expect(position.map { table.photo(at: $0).id } == id)
            #expect(position.map { table.values[$0].id } == id)
        }
        #expect(table.map(\.key) == table.keys)
        #expect(table.map(\.value.id) == table.keys)
        #expect(table["A/p8.jpg"] == nil && table.position(of: "A/p8.jpg") == nil)
    }

    @Test func keepsTheOrderPhotosWereAddedIn() {
        var table = PhotoTable()
        for n in [5, 1, 9, 3] { table[photo(n).id] = photo(n) }
        table[photo(1).id] = photo(1)  // replacing keeps the place
        #expect(table.keys == ["A/p5.jpg", "A/p1.jpg", "A/p9.jpg", "A/p3.jpg"])
        table.removeValue(forKey: "A/p5.jpg")  // the last takes the removed one's place
        #expect(table.keys == ["A/p3.jpg", "A/p1.jpg", "A/p9.jpg"])
        #expect(table.filter { $0.key != "A/p1.jpg" }.keys == ["A/p3.jpg", "A/p9.jpg"])
    }

    @Test func encodesAsTheDictionary() throws {
        let photos = Dictionary(uniqueKeysWithValues: (0..<5).map { (photo($0).id, photo($0)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(PhotoTable(photos)) == encoder.encode(photos))
        #expect(PhotoTable(photos).keys == photos.keys.sorted())
        let literal: PhotoTable = ["x": photo(1)]
        #expect(literal.keys == ["x"] && literal["x"]?.id == "A/p1.jpg")
    }
}
