import Testing
import VitrineCore
@testable import VitrineLibrary
@testable import VitrineBuild

/// The sidecar way finds the other photos its pages show in the scan by path, each in its folder's album.
@Suite struct OtherSourcesTests {
    static func photo(_ path: String) -> PhotoSource {
        PhotoSource(file: SourceFile(path: path, size: Int64(path.utf8.count), modified: 1))
    }

    /// Names as the scan orders them, by their bytes: capitals before small letters, "é" after "z".
    static let names = ["A.jpg", "B 2.jpg", "B.jpg", "a.jpg", "b.jpg", "z.jpg", "é.jpg"]

    @Test func eachPhotoIsFoundInItsFolderAndNoOther() {
        let trip = AlbumSource(path: "Trip", photos: Self.names.map { Self.photo("Trip/" + $0) })
        let nested = AlbumSource(path: "Trip/Day 1", photos: Self.names.map { Self.photo("Trip/Day 1/" + $0) })
        let root = AlbumSource(path: "", photos: [Self.photo("top.jpg")], albums: [trip, nested])
        let wanted: Set<String> = ["Trip/A.jpg", "Trip/é.jpg", "Trip/b.jpg", "Trip/Day 1/B 2.jpg", "top.jpg", "Trip/missing.jpg",
                                   "Day 1/A.jpg", "Other/A.jpg"]
        let found = Builder.sources(root, among: wanted)
        #expect(found.keys.sorted() == ["Trip/A.jpg", "Trip/Day 1/B 2.jpg", "Trip/b.jpg", "Trip/é.jpg", "top.jpg"])
        for (path, source) in found { #expect(source.file.path == path) }
        #expect(Builder.sources(root, among: []).isEmpty)
    }

    @Test func aPlaceIsFoundInOrderedAndUnorderedLists() {
        let ordered = Self.names.map { Self.photo("x/" + $0) }
        for (place, name) in Self.names.enumerated() { #expect(Builder.place(of: "x/" + name, in: ordered) == place) }
        let shuffled = Array(ordered.reversed())
        for (place, name) in Self.names.reversed().enumerated() { #expect(Builder.place(of: "x/" + name, in: shuffled) == place) }
        #expect(Builder.place(of: "x/c.jpg", in: ordered) == nil)
        #expect(Builder.place(of: "x/zz.jpg", in: ordered) == nil)
        #expect(Builder.place(of: "x/A.jpg", in: []) == nil)
    }

    /// The scan's order (`LibraryWalker.sortedByBytes`) is the order the search goes by (`ByteOrder`).
    @Test func theScansOrderIsTheSearchsOrder() {
        #expect(LibraryWalker.sortedByBytes(Self.names.reversed()) == Self.names)
        #expect(Self.names == Self.names.sorted(by: ByteOrder.precedes))
    }
}
