import Foundation
import Testing
import VitrineLibrary
@testable import VitrineBuild

/// The stamp's fingerprint of the inputs (`SiteStamp.inputs`): the same for the same inputs, different when any
/// value the site is made from differs.
@Suite struct SiteStampTests {
    let options = BuildOptions(library: URL(fileURLWithPath: "/photos"), site: URL(fileURLWithPath: "/site"), formats: [.webp, .jpeg])

    /// A library that uses every field at least once, so that each change below starts from a set value too.
    func library() -> LibrarySource {
        var sidecar = Sidecar()
        sidecar.title = "Piazza"
        sidecar.caption = "Market"
        sidecar.rating = 4
        sidecar.favorite = true
        sidecar.tags = ["italy", "market"]
        sidecar.transform = Transform(rotation: 90, scale: 1.5)
        sidecar.history = [TransformSnapshot(transform: .identity, at: "2026-01-23T10:00:00Z")]
        sidecar.location = .point(GeoPoint(latitude: 43.5, longitude: 11.9))
        var photo = PhotoSource(file: SourceFile(path: "Tuscany/a.jpg", size: 100, modified: 1_000), sidecar: sidecar, hasSidecarFile: true,
                                rawCompanion: SourceFile(path: "Tuscany/a.cr2", size: 200, modified: 2_000),
                                xmpSidecar: SourceFile(path: "Tuscany/a.xmp", size: 10, modified: 3_000))
        photo.motionClip = SourceFile(path: "Tuscany/a.mov", size: 300, modified: 4_000)
        var albumSettings = AlbumSettings()
        albumSettings.title = "Toscana"
        albumSettings.description = "Summer"
        albumSettings.cover = "a.jpg"
        let tuscany = AlbumSource(path: "Tuscany", settings: albumSettings,
                                  photos: [photo, PhotoSource(file: SourceFile(path: "Tuscany/b.jpg", size: 5, modified: 6))])
        var settings = SiteSettings()
        settings.author = "Ann"
        settings.baseURL = "https://example.org/"
        return LibrarySource(settings: settings, root: AlbumSource(path: "", albums: [tuscany]), diagnostics: [])
    }

    func stamp(_ library: LibrarySource, options: BuildOptions? = nil, pages: String = "pages-v3", executable: String = "exe",
               sourceDateEpoch: String? = nil) -> UInt64 {
        SiteStamp.inputs(library, options: options ?? self.options, pages: pages, executable: executable, sourceDateEpoch: sourceDateEpoch)
    }

    @Test func sameInputsGiveTheSameStamp() {
        #expect(stamp(library()) == stamp(library()))
    }

    /// Every value of a photo and its sidecar, changed one at a time.
    @Test(arguments: ["path", "size", "modified", "title", "no title", "caption", "rating", "favorite", "tag", "tag order",
                      "rotation", "scale", "history", "history time", "location", "location hidden", "location from EXIF",
                      "hidden", "sidecar file", "kind", "motion clip", "raw companion", "raw companion size", "XMP sidecar",
                      "XMP sidecar mtime"])
    func anyPhotoValueChangesTheStamp(_ change: String) {
        var changed = library()
        var photo = changed.root.albums[0].photos[0]
        Self.apply(change, to: &photo)
        changed.root.albums[0].photos[0] = photo
        #expect(stamp(changed) != stamp(library()))
    }

    /// Changes one value of the library's first photo (`library()`), named as the tests' arguments name it.
    static func apply(_ change: String, to photo: inout PhotoSource) {
        switch change {
        case "path": photo.file.path = "Tuscany/c.jpg"
        case "size": photo.file.size += 1
        case "modified": photo.file.modified += 1
        case "title": photo.sidecar.title = "Piazza Grande"
        case "no title": photo.sidecar.title = nil
        case "caption": photo.sidecar.caption = "Saturday"
        case "rating": photo.sidecar.rating = 5
        case "favorite": photo.sidecar.favorite = false
        case "tag": photo.sidecar.tags.append("sea")
        case "tag order": photo.sidecar.tags.reverse()
        case "rotation": photo.sidecar.transform.rotation = 180
        case "scale": photo.sidecar.transform.scale = 2
        case "history": photo.sidecar.history.append(TransformSnapshot(transform: Transform(rotation: 90, scale: 1), at: nil))
        case "history time": photo.sidecar.history[0].at = "2026-01-24T10:00:00Z"
        case "location": photo.sidecar.location = .point(GeoPoint(latitude: 43.5, longitude: 12))
        case "location hidden": photo.sidecar.location = .hidden
        case "location from EXIF": photo.sidecar.location = .fromExif
        case "hidden": photo.sidecar.hidden = true
        case "sidecar file": photo.hasSidecarFile = false
        case "kind": photo.kind = .video
        case "motion clip": photo.motionClip = nil
        case "raw companion": photo.rawCompanion = nil
        case "raw companion size": photo.rawCompanion?.size = 201
        case "XMP sidecar": photo.xmpSidecar = nil
        case "XMP sidecar mtime": photo.xmpSidecar?.modified = 3_001
        default: Issue.record("unknown change \(change)")
        }
    }

    /// Album and site settings, the tree's shape, and the build's own inputs.
    @Test(arguments: ["album title", "album description", "album cover", "album sort", "album path", "photo order",
                      "photo moved to a sub-album", "empty sub-album", "site title", "author", "base URL", "language",
                      "location precision", "publish originals", "megapixels", "video policy", "decode timeout", "headers", "downloads", "album downloads",
                      "slideshow interval", "slideshow loop",
                      "formats", "format order",
                      "library folder", "site folder", "pages", "executable", "SOURCE_DATE_EPOCH"])
    func anyOtherValueChangesTheStamp(_ change: String) {
        var changed = library()
        var options = self.options
        var pages = "pages-v3"
        var executable = "exe"
        var epoch: String?
        switch change {
        case "album title": changed.root.albums[0].settings.title = nil
        case "album description": changed.root.albums[0].settings.description = "Winter"
        case "album cover": changed.root.albums[0].settings.cover = "b.jpg"
        case "album sort": changed.root.albums[0].settings.sort = .name
        case "album path": changed.root.albums[0].path = "Toscana"
        case "photo order": changed.root.albums[0].photos.reverse()
        case "photo moved to a sub-album":
            let photo = changed.root.albums[0].photos.removeLast()
            changed.root.albums[0].albums = [AlbumSource(path: "Tuscany/More", photos: [photo])]
        case "empty sub-album": changed.root.albums[0].albums = [AlbumSource(path: "Tuscany/More")]
        case "site title": changed.settings.title = "Holidays"
        case "author": changed.settings.author = nil
        case "base URL": changed.settings.baseURL = "https://example.com/"
        case "language": changed.settings.language = "fr"
        case "location precision": changed.settings.location = .exact
        case "publish originals": changed.settings.publishOriginals = true
        case "megapixels": changed.settings.maxMegapixels = 100
        case "video policy": changed.settings.video = .skip
        case "decode timeout": changed.settings.decodeTimeout = 30
        case "headers": changed.settings.headers = true
        case "downloads": changed.settings.downloads = .album
        case "slideshow interval": changed.settings.slideshow.interval = 8
        case "slideshow loop": changed.settings.slideshow.loop = false
        case "album downloads": changed.root.albums[0].settings.downloads = .originals
        case "formats": options.formats = [.jpeg]
        case "format order": options.formats = [.jpeg, .webp]
        case "library folder": options.library = URL(fileURLWithPath: "/other")
        case "site folder": options.site = URL(fileURLWithPath: "/other-site")
        case "pages": pages = "pages-v4"
        case "executable": executable = "exe2"
        case "SOURCE_DATE_EPOCH": epoch = "0"
        default: Issue.record("unknown change \(change)")
        }
        #expect(stamp(changed, options: options, pages: pages, executable: executable, sourceDateEpoch: epoch) != stamp(library()))
    }

    /// A value moving from one field to the next is a change: the strings carry their lengths, optionals a mark.
    @Test func valuesDoNotRunIntoEachOther() {
        var one = library()
        var other = library()
        one.root.albums[0].settings.title = "ab"
        one.root.albums[0].settings.description = "c"
        other.root.albums[0].settings.title = "a"
        other.root.albums[0].settings.description = "bc"
        #expect(stamp(one) != stamp(other))
        one.root.albums[0].settings.title = nil
        one.root.albums[0].settings.description = "x"
        other.root.albums[0].settings.title = "x"
        other.root.albums[0].settings.description = nil
        #expect(stamp(one) != stamp(other))
    }

    /// `StampHasher` names each field of these types: one added to a type must be added there too (then this count
    /// with it), or the stamp would not see it change.
    @Test func everyStoredFieldIsHashed() {
        let counts = [
            "SourceFile": Mirror(reflecting: SourceFile(path: "", size: 0, modified: 0)).children.count,
            "Transform": Mirror(reflecting: Transform.identity).children.count,
            "TransformSnapshot": Mirror(reflecting: TransformSnapshot(transform: .identity, at: nil)).children.count,
            "GeoPoint": Mirror(reflecting: GeoPoint(latitude: 0, longitude: 0)).children.count,
            "Sidecar": Mirror(reflecting: Sidecar()).children.count,
            "PhotoSource": Mirror(reflecting: PhotoSource(file: SourceFile(path: "", size: 0, modified: 0))).children.count,
            "AlbumSettings": Mirror(reflecting: AlbumSettings()).children.count,
            "AlbumSource": Mirror(reflecting: AlbumSource(path: "")).children.count,
            "SiteSettings": Mirror(reflecting: SiteSettings()).children.count,
        ]
        #expect(counts == ["SourceFile": 3, "Transform": 2, "TransformSnapshot": 2, "GeoPoint": 2, "Sidecar": 9, "PhotoSource": 8,
                           "AlbumSettings": 6, "AlbumSource": 6, "SiteSettings": 14])
    }

    /// A private album's locked card (`AlbumSource.lockedAlbums`, its page's address, which the secret decides) is an
    /// input of its parent's page: another address, or none, is another stamp.
    @Test func aLockedCardIsAnInput() {
        var one = library(), other = library()
        one.root.albums[0].lockedAlbums = ["p/00112233445566778899aabbccddeeff/index.html"]
        #expect(stamp(one) != stamp(other))
        other.root.albums[0].lockedAlbums = ["p/ffeeddccbbaa99887766554433221100/index.html"]
        #expect(stamp(one) != stamp(other))
    }

    /// An album's GPX track is an input of its pages: a moved point is another stamp.
    @Test func aTrackIsAnInput() {
        var one = library(), other = library()
        one.root.albums[0].tracks = [[GeoPoint(latitude: 43.1, longitude: 11.1), GeoPoint(latitude: 43.2, longitude: 11.2)]]
        #expect(stamp(one) != stamp(other))
        other.root.albums[0].tracks = [[GeoPoint(latitude: 43.1, longitude: 11.1), GeoPoint(latitude: 43.2, longitude: 11.3)]]
        #expect(stamp(one) != stamp(other))
    }
}
