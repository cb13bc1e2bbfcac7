import Testing
import VitrineLibrary
@testable import VitrineSite

/// The members of a site's collections, and the members before an edit given as the photos after it with the changed
/// photos' outlines as they were (`replacing`): the sidecar way's walk of 100,000 photos reads them in place.
@Suite struct CollectionMembersTests {
    /// A site of 60 photos: every fifth a favourite, every third tagged "Sea" (some "sea", as written), every seventh
    /// "night", two photos sharing each content among the first ten, dates across two years.
    static func photos() -> [OutlinePhoto] {
        (0..<60).map { n in
            var tags: [String] = []
            if n % 3 == 0 { tags.append(n % 2 == 0 ? "Sea" : "sea") }
            if n % 7 == 0 { tags.append("night") }
            let content = n < 10 ? n / 2 : n
            return OutlinePhoto(id: "a/p\(n).jpg", contentID: ContentID(high: UInt64(content), low: 1, size: 10), favorite: n % 5 == 0,
                                tags: tags, mapped: n % 4 == 0, date: TimelineDate("20\(20 + n % 2):0\(1 + n % 3):01 10:00:00")?.text)
        }
    }

    @Test func theMembersAreEachCollectionsPhotosInSiteOrderEachContentOnce() {
        let members = CollectionMembers(photos: Self.photos(), favorites: true, tagKeys: ["sea", "night"])
        // Photos 0 to 9 share their contents in pairs: 5 (content 2, with 4) is listed, 4 being no favourite.
        #expect(members.favorites == [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55].map { "a/p\($0).jpg" })
        #expect(members.tags["sea"] == stride(from: 0, to: 60, by: 3).map { "a/p\($0).jpg" })
        #expect(members.tags["night"] == stride(from: 0, to: 60, by: 7).map { "a/p\($0).jpg" })
        #expect(members.dates.isEmpty)
        #expect(CollectionMembers(photos: Self.photos(), favorites: false, tagKeys: []) == CollectionMembers())
    }

    /// Replacing some places gives exactly the members of the photos with those places replaced: a photo leaving
    /// and joining a tag and the favourites, a replaced first photo of a shared content, the last place, dates.
    @Test func replacedPlacesCountAsTheirReplacements() {
        let photos = Self.photos()
        var replaced: [Int: OutlinePhoto] = [:]
        for (place, favorite, tags) in [(0, false, ["night"]), (3, true, []), (4, true, ["Sea"]), (22, true, ["sea", "night"]),
                                        (59, true, ["SEA"])] {
            var photo = photos[place]
            photo.favorite = favorite
            photo.tags = tags
            if place == 22 { photo.date = TimelineDate("2021:02:01 10:00:00")?.text }
            replaced[place] = photo
        }
        var expected = photos
        for (place, photo) in replaced { expected[place] = photo }
        for (favorites, keys, dates) in [(true, Set(["sea", "night"]), Set<String>()), (false, ["sea"], ["2021", "2020-02"]),
                                         (true, [], ["2020"])] {
            let members = CollectionMembers(photos: photos, replacing: replaced, favorites: favorites, tagKeys: keys, dateKeys: dates)
            #expect(members == CollectionMembers(photos: expected, favorites: favorites, tagKeys: keys, dateKeys: dates))
            #expect(members != CollectionMembers(photos: photos, favorites: favorites, tagKeys: keys, dateKeys: dates))
        }
        #expect(CollectionMembers(photos: photos, replacing: [:], favorites: true, tagKeys: ["sea"])
            == CollectionMembers(photos: photos, favorites: true, tagKeys: ["sea"]))
    }
}
