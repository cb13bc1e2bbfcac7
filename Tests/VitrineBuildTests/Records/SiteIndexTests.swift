import Testing
import VitrineLibrary
import VitrineSite
@testable import VitrineBuild

/// The site index's stored form and the sidecar change worked out against it (`SidecarChange`).
@Suite struct SiteIndexTests {
    static func content(_ n: Int) -> ContentID {
        let hex = String(n, radix: 16)
        return ContentID(hash: String(repeating: "0", count: 32 - hex.count) + hex, size: Int64(100 + n))
    }

    static func photo(_ id: String, _ n: Int, favorite: Bool = false, tags: [String] = [], mapped: Bool = false,
                      structure: UInt64 = 7) -> SiteIndex.Photo {
        SiteIndex.Photo(outline: OutlinePhoto(id: id, contentID: content(n), favorite: favorite, tags: tags, mapped: mapped),
                        structure: structure)
    }

    /// Home (one photo) > Italy (two photos, cover the second) > Rome (one photo); Copies (two photos of one content).
    static func index() -> SiteIndex {
        let albums = [
            SiteIndex.Album(sourcePath: "", title: "Trips", coverPhotoID: "a.jpg", childCount: 2, ratingOrders: false,
                            photos: [photo("a.jpg", 1, favorite: true, tags: ["Sea"])]),
            SiteIndex.Album(sourcePath: "Italy", title: "Italy", description: "Spring", coverPhotoID: "Italy/c.jpg", childCount: 1,
                            ratingOrders: false, photos: [photo("Italy/b.jpg", 2, tags: ["sea", "market"], mapped: true), photo("Italy/c.jpg", 3)]),
            SiteIndex.Album(sourcePath: "Italy/Rome", title: "Rome", coverPhotoID: "Italy/Rome/d.jpg", childCount: 0, ratingOrders: false,
                            photos: [photo("Italy/Rome/d.jpg", 4, tags: ["market"])]),
            SiteIndex.Album(sourcePath: "Copies", title: "Copies", coverPhotoID: "Copies/e.jpg", childCount: 0, ratingOrders: true,
                            photos: [photo("Copies/e.jpg", 5), photo("Copies/f.jpg", 5, favorite: true)]),
        ]
        let outline = SiteOutline(photos: albums.flatMap(\.photos).map(\.outline), hasQuiz: true)
        return SiteIndex(library: LibraryDigests(shape: 42, sidecars: [1, 2, 3, 4, 5, 6]), albums: albums, outline: outline, feed: ["Italy/b.jpg"])
    }

    @Test func theStoredFormGivesTheIndexBack() throws {
        let index = Self.index()
        #expect(SiteIndex(decoding: index.encoded()) == index)
    }

    @Test func damagedBytesAreNoIndex() {
        let bytes = Self.index().encoded()
        // Every truncation, and one flipped byte in each place, decode to nothing or to some index: never a crash.
        for length in 0..<bytes.count { #expect(SiteIndex(decoding: Array(bytes[..<length])) == nil) }
        for offset in bytes.indices {
            var damaged = bytes
            damaged[offset] ^= 0xFF
            _ = SiteIndex(decoding: damaged)
        }
        #expect(SiteIndex(decoding: bytes + [0]) == nil)
    }

    @Test func theAlbumTreeAndParentsFollowTheDepthFirstList() throws {
        let index = Self.index()
        let root = try #require(index.albumTree())
        #expect(root.albums.map(\.sourcePath) == ["Italy", "Copies"])
        #expect(root.albums[0].albums.map(\.sourcePath) == ["Italy/Rome"])
        #expect(root.albums[0].photoIDs == ["Italy/b.jpg", "Italy/c.jpg"])
        #expect(index.parents() == [nil, 0, 1, 0])
    }

    @Test func aTitleOfACoverSelectsItsAlbumsPagesAndItsParentsFirstPage() throws {
        let edit = try #require(SidecarChange(previous: Self.index(), changes: ["Italy/Rome/d.jpg": Self.photo("Italy/Rome/d.jpg", 4, tags: ["market"])]))
        #expect(edit.selection.photoPages == ["Italy/Rome/d.jpg"])
        #expect(edit.selection.albums == ["Italy/Rome"])
        #expect(edit.selection.albumFirstPages == ["Italy"])
        #expect(edit.selection.tags == ["market"] && edit.selection.tagIndex)
        #expect(!edit.selection.favorites && !edit.selection.map && !edit.selection.feed)
        // The tag's other photo, which is also the first tag's first ("market": b); Italy's cover, shown only as a
        // card picture, is not linked (its album need not be laid out).
        #expect(edit.shown == ["Italy/Rome/d.jpg", "Italy/b.jpg"])
        #expect(edit.covers == ["Italy/c.jpg"])
    }

    @Test func aFavouriteOnACopyShowsEveryPhotoOfItsContent() throws {
        let edit = try #require(SidecarChange(previous: Self.index(), changes: ["Copies/e.jpg": Self.photo("Copies/e.jpg", 5, favorite: true)]))
        #expect(edit.selection.favorites)
        #expect(edit.shown.isSuperset(of: ["a.jpg", "Copies/e.jpg", "Copies/f.jpg"]))
        #expect(edit.outline.favoriteCount == 2, "the copies are one content")
        #expect(edit.index.albums[3].photos[0].outline.favorite)
    }

    @Test func aPhotoInTheFeedOrOnTheMapSelectsThosePages() throws {
        let edit = try #require(SidecarChange(previous: Self.index(), changes: ["Italy/b.jpg": Self.photo("Italy/b.jpg", 2, tags: ["sea", "market"], mapped: true)]))
        #expect(edit.selection.feed && edit.selection.map)
        #expect(edit.selection.tags == ["sea", "market"])
    }

    @Test func editsThatMoveSomethingAreNoEdits() {
        let index = Self.index()
        // Another structure (an image, a date, a position), a new tag, a tag's last photos untagged, a position
        // gained, a photo the index does not hold.
        #expect(SidecarChange(previous: index, changes: ["Italy/c.jpg": Self.photo("Italy/c.jpg", 3, structure: 8)]) == nil)
        #expect(SidecarChange(previous: index, changes: ["Italy/c.jpg": Self.photo("Italy/c.jpg", 3, tags: ["tower"])]) == nil)
        #expect(SidecarChange(previous: index, changes: ["Italy/b.jpg": Self.photo("Italy/b.jpg", 2, tags: ["sea"], mapped: true),
                                                     "Italy/Rome/d.jpg": Self.photo("Italy/Rome/d.jpg", 4)]) == nil)
        #expect(SidecarChange(previous: index, changes: ["Italy/c.jpg": Self.photo("Italy/c.jpg", 3, mapped: true)]) == nil)
        #expect(SidecarChange(previous: index, changes: ["new.jpg": Self.photo("new.jpg", 9)]) == nil)
        // The last favourite gone.
        var noFavourites = index
        noFavourites.albums[3].photos[1].outline.favorite = false
        noFavourites.outline = noFavourites.outlineFromPhotos()
        #expect(SidecarChange(previous: noFavourites, changes: ["a.jpg": Self.photo("a.jpg", 1, tags: ["Sea"])]) == nil)
        // A tag's first spelling changes its name on every page.
        #expect(SidecarChange(previous: index, changes: ["a.jpg": Self.photo("a.jpg", 1, favorite: true, tags: ["SEA"])]) == nil)
    }
}
