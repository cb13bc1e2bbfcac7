import Foundation
import Testing
import VitrineLibrary
@testable import VitrineBuild

/// The scan split for the sidecar way (`LibraryDigests`): a change to a photo's sidecars (JSON or XMP) is a sidecar
/// change of that photo alone; any other change of the library is not one.
@Suite struct LibraryDigestsTests {
    let options = BuildOptions(library: URL(fileURLWithPath: "/photos"), site: URL(fileURLWithPath: "/site"), formats: [.webp, .jpeg])

    func digests(_ library: LibrarySource) throws -> LibraryDigests {
        try #require(LibraryDigests(library, options: options, pages: "pages-v3"))
    }

    @Test(arguments: ["title", "no title", "caption", "rating", "favorite", "tag", "tag order", "rotation", "scale", "history",
                      "history time", "location", "location hidden", "location from EXIF", "hidden", "sidecar file", "XMP sidecar",
                      "XMP sidecar mtime"])
    func aSidecarChangeIsAnEditOfItsPhoto(_ change: String) throws {
        let before = SiteStampTests().library()
        var after = before
        var photo = after.root.albums[0].photos[0]
        SiteStampTests.apply(change, to: &photo)
        after.root.albums[0].photos[0] = photo
        let edited = try digests(after).photosWithChangedSidecars(in: after, since: try digests(before))
        #expect(edited?.map(\.file.path) == ["Tuscany/a.jpg"])
    }

    @Test(arguments: ["path", "size", "modified", "kind", "motion clip", "raw companion", "album title", "album sort", "photo added",
                      "photo order", "site title", "formats"])
    func anyOtherChangeIsNoEdit(_ change: String) throws {
        let before = SiteStampTests().library()
        var after = before
        var options = self.options
        switch change {
        case "path": after.root.albums[0].photos[0].file.path = "Tuscany/c.jpg"
        case "size": after.root.albums[0].photos[0].file.size += 1
        case "modified": after.root.albums[0].photos[0].file.modified += 1
        case "kind": after.root.albums[0].photos[0].kind = .video
        case "motion clip": after.root.albums[0].photos[0].motionClip = nil
        case "raw companion": after.root.albums[0].photos[0].rawCompanion = nil
        case "album title": after.root.albums[0].settings.title = "Elsewhere"
        case "album sort": after.root.albums[0].settings.sort = .rating
        case "photo added": after.root.photos.append(PhotoSource(file: SourceFile(path: "new.jpg", size: 1, modified: 1)))
        case "photo order": after.root.albums[0].photos.reverse()
        case "site title": after.settings.title = "Holidays"
        case "formats": options.formats = [.jpeg]
        default: Issue.record("unknown change \(change)")
        }
        let now = try #require(LibraryDigests(after, options: options, pages: "pages-v3"))
        #expect(now.photosWithChangedSidecars(in: after, since: try digests(before)) == nil)
    }

    @Test func anUnchangedLibraryHasNoEditedPhoto() throws {
        let library = SiteStampTests().library()
        #expect(try digests(library) == digests(library))
        #expect(try digests(library).photosWithChangedSidecars(in: library, since: digests(library)) == [])
    }
}
