import Testing
import VitrineCatalog
import VitrineLibrary
@testable import VitrineSite

@Suite struct SiteModelBuilderTests {
    func photo(_ path: String, date: String?, rating: Int = 0) -> PhotoModel {
        var exif = ExifFacts()
        exif.dateTimeOriginal = date
        return PhotoModel(id: path, contentID: ContentID(hash: String(repeating: "0", count: 32), size: 1),
                          albumPath: "", fileName: path, exif: exif, rating: rating)
    }

    var photos: [PhotoModel] {
        [photo("b.jpg", date: "2008:10:22 16:29:49", rating: 2), photo("a.jpg", date: nil, rating: 5),
         photo("c.jpg", date: "2010:01:01 00:00:00", rating: 2), photo("D.jpg", date: "2001:01:01 00:00:00")]
    }

    @Test func newestFirstWithUndatedLast() {
        #expect(SiteModelBuilder.sorted(photos, by: .newest).map(\.id) == ["c.jpg", "b.jpg", "D.jpg", "a.jpg"])
    }

    @Test func oldestFirstWithUndatedLast() {
        #expect(SiteModelBuilder.sorted(photos, by: .oldest).map(\.id) == ["D.jpg", "b.jpg", "c.jpg", "a.jpg"])
    }

    @Test func byNameIgnoringCase() {
        #expect(SiteModelBuilder.sorted(photos, by: .name).map(\.id) == ["a.jpg", "b.jpg", "c.jpg", "D.jpg"])
    }

    @Test func byRatingThenNewest() {
        #expect(SiteModelBuilder.sorted(photos, by: .rating).map(\.id) == ["a.jpg", "c.jpg", "b.jpg", "D.jpg"])
    }

    @Test func hiddenPhotosAndUnreadableOnesAreLeftOut() {
        var hidden = PhotoSource(file: SourceFile(path: "x/hidden.jpg", size: 1, modified: 1))
        hidden.sidecar.hidden = true
        let shown = PhotoSource(file: SourceFile(path: "x/shown.jpg", size: 1, modified: 1))
        let unreadable = PhotoSource(file: SourceFile(path: "x/unreadable.jpg", size: 1, modified: 1))
        let album = AlbumSource(path: "x", photos: [hidden, shown, unreadable])
        let id = ContentID(hash: String(repeating: "1", count: 32), size: 1)
        let library = LibrarySource(settings: SiteSettings(), root: AlbumSource(path: "", albums: [album]), diagnostics: [])
        let model = SiteModelBuilder(library: library, contentIDs: ["x/hidden.jpg": id, "x/shown.jpg": id],
                                     facts: [id: PhotoFacts(exif: ExifFacts(), width: 10, height: 10)],
                                     formats: [.jpeg], sidecarPlaces: [:]).build()
        #expect(Array(model.photos.keys) == ["x/shown.jpg"])
        #expect(model.root.albums.first?.photoIDs == ["x/shown.jpg"])
        #expect(model.root.coverPhotoID == "x/shown.jpg")
    }

    @Test func sidecarNullLocationHidesTheExifPosition() {
        var source = PhotoSource(file: SourceFile(path: "p.jpg", size: 1, modified: 1))
        source.sidecar.location = .hidden
        var exif = ExifFacts()
        exif.gps = GeoPoint(latitude: 43.4, longitude: 11.8)
        let id = ContentID(hash: String(repeating: "2", count: 32), size: 1)
        var settings = SiteSettings()
        settings.location = .exact
        let library = LibrarySource(settings: settings, root: AlbumSource(path: "", photos: [source]), diagnostics: [])
        let model = SiteModelBuilder(library: library, contentIDs: ["p.jpg": id], facts: [id: PhotoFacts(exif: exif, width: 4, height: 3)],
                                     formats: [.jpeg], sidecarPlaces: [:]).build()
        #expect(model.photos["p.jpg"]?.location == nil)
    }
}
