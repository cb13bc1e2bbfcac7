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

    /// - Parameter shown: `PhotoModel.shownDigest`; an edit of a title or a caption is a photo with another.
    static func photo(_ id: String, _ n: Int, favorite: Bool = false, tags: [String] = [], mapped: Bool = false,
                      structure: UInt64 = 7, shown: UInt64 = 0) -> SiteIndex.Photo {
        SiteIndex.Photo(outline: OutlinePhoto(id: id, contentID: content(n), favorite: favorite, tags: tags, mapped: mapped),
                        structure: structure, shown: shown)
    }

    /// Home (one photo) > Italy (two photos, cover the second, a private album's locked card) > Rome (one photo);
    /// Copies (two photos of one content).
    static func index() -> SiteIndex {
        let albums = [
            SiteIndex.Album(sourcePath: "", title: "Trips", coverPhotoID: "a.jpg", childCount: 2, ratingOrders: false,
                            photos: [photo("a.jpg", 1, favorite: true, tags: ["Sea"])]),
            SiteIndex.Album(sourcePath: "Italy", title: "Italy", description: "Spring", coverPhotoID: "Italy/c.jpg", childCount: 1,
                            ratingOrders: false, photos: [photo("Italy/b.jpg", 2, tags: ["sea", "market"], mapped: true), photo("Italy/c.jpg", 3)],
                            lockedAlbums: ["p/0123456789abcdef0123456789abcdef/index.html"]),
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
        #expect(root.albums[0].lockedAlbums == ["p/0123456789abcdef0123456789abcdef/index.html"] && root.lockedAlbums.isEmpty)
        #expect(index.parents() == [nil, 0, 1, 0])
    }

    @Test func aTitleOfACoverSelectsItsAlbumsPagesAndItsParentsFirstPage() throws {
        let edit = try #require(SidecarChange(previous: Self.index(), cardsShowPhotos: true, changes: ["Italy/Rome/d.jpg": Self.photo("Italy/Rome/d.jpg", 4, tags: ["market"], shown: 1)]))
        #expect(edit.selection.photoPages == ["Italy/Rome/d.jpg"])
        #expect(edit.selection.albums == ["Italy/Rome"])
        #expect(edit.selection.albumFirstPages == ["Italy"])
        #expect(edit.selection.tagPages == ["market": [1]] && edit.selection.tagIndex)
        #expect(edit.selection.favoritePages.isEmpty && !edit.selection.map && !edit.selection.feed)
        // The tag's other photo, which is also the first tag's first ("market": b); Italy's cover, shown only as a
        // card picture, is not linked (its album need not be laid out).
        #expect(edit.shown == ["Italy/Rome/d.jpg", "Italy/b.jpg"])
        #expect(edit.covers == ["Italy/c.jpg"])
    }

    @Test func aFavouriteOnACopyShowsEveryPhotoOfItsContent() throws {
        let edit = try #require(SidecarChange(previous: Self.index(), cardsShowPhotos: true, changes: ["Copies/e.jpg": Self.photo("Copies/e.jpg", 5, favorite: true)]))
        #expect(edit.selection.favoritePages == [1])
        #expect(edit.shown.isSuperset(of: ["a.jpg", "Copies/e.jpg", "Copies/f.jpg"]))
        #expect(edit.outline.favoriteCount == 2, "the copies are one content")
        #expect(edit.index.albums[3].photos[0].outline.favorite)
    }

    @Test func aPhotoInTheFeedOrOnTheMapSelectsThosePages() throws {
        let edit = try #require(SidecarChange(previous: Self.index(), cardsShowPhotos: true, changes: ["Italy/b.jpg": Self.photo("Italy/b.jpg", 2, tags: ["sea", "market"], mapped: true, shown: 1)]))
        #expect(edit.selection.feed && edit.selection.map)
        #expect(edit.selection.tagPages == ["sea": [1], "market": [1]])
    }

    @Test func anEditNoPageShowsSelectsNoPage() throws {
        // A rating visitors do not see: the outline, structure and shown digest as they were.
        let unseen = try #require(SidecarChange(previous: Self.index(), cardsShowPhotos: true,
                                                changes: ["Italy/b.jpg": Self.photo("Italy/b.jpg", 2, tags: ["sea", "market"], mapped: true)]))
        #expect(unseen.changesNoPage)
        #expect(unseen.selection == PageSelection() && unseen.shown.isEmpty && unseen.covers.isEmpty)
        #expect(unseen.index == Self.index())
        // With another photo whose title changed, only that one's pages.
        let both = try #require(SidecarChange(previous: Self.index(), cardsShowPhotos: true, changes: [
            "Italy/b.jpg": Self.photo("Italy/b.jpg", 2, tags: ["sea", "market"], mapped: true),
            "Italy/Rome/d.jpg": Self.photo("Italy/Rome/d.jpg", 4, tags: ["market"], shown: 1),
        ]))
        #expect(!both.changesNoPage)
        #expect(both.selection.photoPages == ["Italy/Rome/d.jpg"] && !both.selection.map && !both.selection.feed)
        #expect(both.index.albums[2].photos[0].shown == 1)
    }

    @Test func editsThatMoveSomethingAreNoEdits() {
        let index = Self.index()
        // Another structure (an image, a date, a position), a new tag, a tag's last photos untagged, a position
        // gained, a photo the index does not hold.
        #expect(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["Italy/c.jpg": Self.photo("Italy/c.jpg", 3, structure: 8)]) == nil)
        #expect(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["Italy/c.jpg": Self.photo("Italy/c.jpg", 3, tags: ["tower"])]) == nil)
        #expect(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["Italy/b.jpg": Self.photo("Italy/b.jpg", 2, tags: ["sea"], mapped: true),
                                                     "Italy/Rome/d.jpg": Self.photo("Italy/Rome/d.jpg", 4)]) == nil)
        #expect(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["Italy/c.jpg": Self.photo("Italy/c.jpg", 3, mapped: true)]) == nil)
        #expect(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["new.jpg": Self.photo("new.jpg", 9)]) == nil)
        // The last favourite gone.
        var noFavourites = index
        noFavourites.albums[3].photos[1].outline.favorite = false
        noFavourites.outline = noFavourites.outlineFromPhotos(noFavourites.outlines)
        #expect(SidecarChange(previous: noFavourites, cardsShowPhotos: true, changes: ["a.jpg": Self.photo("a.jpg", 1, tags: ["Sea"])]) == nil)
        // A tag's first spelling changes its name on every page.
        #expect(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["a.jpg": Self.photo("a.jpg", 1, favorite: true, tags: ["SEA"])]) == nil)
    }

    /// Five albums of 100 favourites (L0 to L4), every other photo tagged "sea" (250: two pages), the first "L0/a000".
    static func longIndex() -> SiteIndex {
        let photos = (0..<500).map { n in photo(String(format: "L%d/a%03d.jpg", n / 100, n), 100 + n, favorite: true, tags: n % 2 == 0 ? ["sea"] : []) }
        let albums = [SiteIndex.Album(sourcePath: "", title: "Home", coverPhotoID: nil, childCount: 5, ratingOrders: false, photos: [])]
            + (0..<5).map { n in
                SiteIndex.Album(sourcePath: "L\(n)", title: "L\(n)", coverPhotoID: nil, childCount: 0, ratingOrders: false,
                                photos: Array(photos[n * 100..<(n + 1) * 100]))
            }
        let outline = SiteOutline(photos: photos.map(\.outline), hasQuiz: false)
        return SiteIndex(library: LibraryDigests(shape: 1, sidecars: []), albums: albums, outline: outline, feed: [])
    }

    /// Issue 32: a collection whose members stay the same renders only the pages showing the changed photo (and its
    /// first photo, the cards' picture); one whose members change renders every page (each shows the count).
    @Test func aLongCollectionRendersOnlyThePagesAnEditReaches() throws {
        let index = Self.longIndex()
        // a250 (favourites page 2, "sea" page 1: the 126th tagged), a rating or title: one page of each.
        let rated = try #require(SidecarChange(previous: index, cardsShowPhotos: true,
                                               changes: ["L2/a250.jpg": Self.photo("L2/a250.jpg", 350, favorite: true, tags: ["sea"], shown: 1)]))
        #expect(rated.selection.favoritePages == [2] && rated.selection.tagPages == ["sea": [1]])
        #expect(rated.members.favorites?.count == 500 && rated.members.tags["sea"]?.count == 250)
        #expect(rated.shown.count == 300 && rated.shown.contains("L3/a399.jpg") && !rated.shown.contains("L4/a400.jpg"))
        #expect(rated.covers.isEmpty, "the first photos are on the pages shown")
        let late = try #require(SidecarChange(previous: index, cardsShowPhotos: true,
                                              changes: ["L4/a499.jpg": Self.photo("L4/a499.jpg", 599, favorite: true, shown: 1)]))
        #expect(late.selection.favoritePages == [3] && late.selection.tagPages.isEmpty && late.covers == ["L0/a000.jpg"])
        // The first photo: its card is every page's, with a base URL.
        let first = Self.photo("L0/a000.jpg", 100, favorite: true, tags: ["sea"], shown: 1)
        let card = try #require(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["L0/a000.jpg": first]))
        #expect(card.selection.favoritePages == [1, 2, 3] && card.selection.tagPages == ["sea": [1, 2]])
        let noCard = try #require(SidecarChange(previous: index, cardsShowPhotos: false, changes: ["L0/a000.jpg": first]))
        #expect(noCard.selection.favoritePages == [1] && noCard.selection.tagPages == ["sea": [1]])
        // a251 tagged (251 members), a250 no longer a favourite (499): every page of each.
        let tagged = try #require(SidecarChange(previous: index, cardsShowPhotos: false,
                                                changes: ["L2/a251.jpg": Self.photo("L2/a251.jpg", 351, favorite: true, tags: ["sea"])]))
        #expect(tagged.selection.tagPages == ["sea": [1, 2]] && tagged.selection.favoritePages == [2])
        #expect(tagged.members.tags["sea"]?.count == 251)
        let unfavourited = try #require(SidecarChange(previous: index, cardsShowPhotos: false,
                                                      changes: ["L2/a250.jpg": Self.photo("L2/a250.jpg", 350, tags: ["sea"])]))
        #expect(unfavourited.selection.favoritePages == [1, 2, 3] && unfavourited.members.favorites?.count == 499)
        #expect(unfavourited.shown.count == 500)
    }

    /// `longIndex` dated backwards by album: twenty photos a day from 25 March 2019 (a000 to a019) to 1 March
    /// (a480 to a499), so the timeline's order is not the site's.
    static func datedIndex() -> SiteIndex {
        var index = longIndex()
        var n = 0
        for album in index.albums.indices {
            for photo in index.albums[album].photos.indices {
                index.albums[album].photos[photo].outline.date = String(format: "2019:03:%02d 12:00:00", 25 - n / 20)
                n += 1
            }
        }
        return SiteIndex(library: index.library, albums: index.albums, outline: SiteOutline(photos: index.outlines, hasQuiz: false), feed: [])
    }

    /// `photo` with the date `datedIndex` gives the `n`th photo, and another shown digest (a title changed).
    static func datedPhoto(_ id: String, _ n: Int) -> SiteIndex.Photo {
        var photo = photo(id, 100 + n, favorite: true, tags: n % 2 == 0 ? ["sea"] : [], shown: 1)
        photo.outline.date = String(format: "2019:03:%02d 12:00:00", 25 - n / 20)
        return photo
    }

    /// Issue 32: the timeline's members are kept in the index as places in site order, so an edit reads them rather
    /// than sorting every photo's date; only the pages it renders (and the first photo, the cards' picture) get ids.
    @Test func theTimelineIsKeptAsPlacesAndAnEditLooksUpOnlyItsPages() throws {
        let index = Self.datedIndex()
        let places = try #require(index.timeline["2019-03"])
        #expect(index.timeline == TimelineGroups(photos: index.outlines).positions)
        #expect(places.count == 500 && places.prefix(3) == [480, 481, 482] && index.timeline["2019"] == places)
        #expect(SiteIndex(decoding: index.encoded()) == index)
        // a250, taken on 13 March, is the 251st of the timeline: page 2 of its year and month.
        let titled = try #require(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["L2/a250.jpg": Self.datedPhoto("L2/a250.jpg", 250)]))
        #expect(titled.selection.datePages == ["2019": [2], "2019-03": [2]])
        let month = try #require(titled.members.dates["2019-03"])
        #expect(month.count == 500 && month[0] == "L4/a480.jpg" && month[250] == "L2/a250.jpg" && month[200] == "L2/a280.jpg")
        #expect(month.enumerated().filter { !$0.element.isEmpty }.map(\.offset) == [0] + Array(200..<400))
        #expect(titled.shown.contains("L1/a100.jpg") && !titled.shown.contains("L4/a480.jpg") && titled.covers.contains("L4/a480.jpg"))
        // The first of the timeline changed, and the cards show it: every page of both.
        let first = try #require(SidecarChange(previous: index, cardsShowPhotos: true, changes: ["L4/a480.jpg": Self.datedPhoto("L4/a480.jpg", 480)]))
        #expect(first.selection.datePages == ["2019": [1, 2, 3], "2019-03": [1, 2, 3]])
        #expect(first.members.dates["2019"]?.allSatisfy { !$0.isEmpty } == true)
        // An index whose timeline lacks a changed photo's month is no index to edit from.
        var lacking = index
        lacking.timeline["2019-03"] = nil
        #expect(SidecarChange(previous: lacking, cardsShowPhotos: true, changes: ["L2/a250.jpg": Self.datedPhoto("L2/a250.jpg", 250)]) == nil)
    }

    /// A stored timeline whose places do not match its count is no index.
    @Test func aTimelineNotAsItsCountSaysIsNoIndex() {
        var index = Self.datedIndex()
        index.timeline["2019"]?.removeLast()
        #expect(SiteIndex(decoding: index.encoded()) == nil)
    }
}
