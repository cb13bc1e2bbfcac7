import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// Issue 2 and PRODUCT.md "Input": folders are albums, photos are stills (JPEG, WebP, HEIF, AVIF, PNG, TIFF, GIF),
/// the rest is skipped.
/// The scanner only `stat`s photos, so a few bytes stand in for each one.
@Suite struct LibraryScannerTests {
    /// A library in a fresh temp folder, with files made from text.
    struct Library {
        let temp: TemporaryDirectory
        let fixture: LibraryFixture
        var root: URL { fixture.root }

        init(_ files: [String: String] = [:]) throws {
            temp = try TemporaryDirectory("vitrine-scan")
            fixture = try LibraryFixture(in: temp.url)
            for (path, text) in files { try fixture.write(text, at: path) }
        }

        func scan() throws -> LibrarySource { try LibraryScanner.scan(root) }
    }

    @Test func foldersAreAlbumsNestedToAnyDepth() throws {
        let library = try Library([
            "top.jpg": "x",
            "Italy/Tuscany/Siena/duomo.jpg": "x",
            "Italy/rome.jpg": "x",
            "Italy/Empty/notes.txt": "x",
            "Finland/Helsinki/jolla.jpg": "x",
        ])
        defer { library.temp.remove() }
        let source = try library.scan()
        let root = source.root
        #expect(root.path == "")
        #expect(root.photos.map(\.file.path) == ["top.jpg"])
        #expect(root.albums.map(\.path) == ["Finland", "Italy"])
        let italy = root.albums[1]
        #expect(italy.name == "Italy")
        #expect(italy.photos.map(\.file.path) == ["Italy/rome.jpg"])
        // A folder with no photos at any depth is not an album.
        #expect(italy.albums.map(\.path) == ["Italy/Tuscany"])
        #expect(italy.albums.first?.albums.first?.photos.map(\.file.name) == ["duomo.jpg"])
        #expect(italy.albums.first?.albums.first?.path == "Italy/Tuscany/Siena")
        #expect(source.diagnostics == [])
    }

    @Test func photoExtensionsInAnyCase() throws {
        let names = ["a.jpg", "b.JPG", "c.jpeg", "d.JpEg", "e.webp", "f.WEBP", "g.png", "h.gif", "i.heic", "i2.HEIF",
                     "i3.hif", "i4.avif", "i5.tif", "i6.TIFF"]
        // Files with other extensions are sniffed: these hold "x", which is no photo.
        let skipped = ["j.txt", "README", "k.jpg.bak", "jpg", "l.mov", "m.jpgx"]
        let library = try Library(Dictionary(uniqueKeysWithValues: (names + skipped).map { ($0, "x") }))
        defer { library.temp.remove() }
        let source = try library.scan()
        #expect(source.root.photos.map(\.file.path) == names)
        // Other files are skipped quietly.
        #expect(source.diagnostics == [])
    }

    @Test(arguments: [("IMG.JPG", true), ("x.webp", true), (".x.jpg", false), ("x.png", true), ("x.HEIC", true), ("x.cr2", true), ("x.txt", false), ("x.", false), (".jpg", false), ("a.b.jpeg", true)])
    func photoFileNames(_ name: String, _ isPhoto: Bool) {
        #expect(LibraryScanner.isPhotoFileName(name) == isPhoto)
    }

    @Test func hiddenFilesAndFoldersAreSkipped() throws {
        let library = try Library([
            "shown.jpg": "x",
            ".hidden.jpg": "x",
            ".git/objects/pack.jpg": "x",
            "Album/.thumbnails/t.jpg": "x",
            "Album/.DS_Store": "x",
            "Album/visible.jpeg": "x",
            ".Secret/album.jpg": "x",
        ])
        defer { library.temp.remove() }
        let source = try library.scan()
        #expect(source.root.photos.map(\.file.path) == ["shown.jpg"])
        #expect(source.root.albums.map(\.path) == ["Album"])
        #expect(source.root.albums[0].photos.map(\.file.path) == ["Album/visible.jpeg"])
        #expect(source.root.albums[0].albums == [])
        #expect(source.diagnostics == [])
    }

    @Test func orderIsByteOrderOfNamesAndTheSameEveryTime() throws {
        let names = ["b.jpg", "B.jpg", "a.jpg", "A.jpg", "é.jpg", "z.jpg", "10.jpg", "9.jpg", "_.jpg"]
        let library = try Library(Dictionary(uniqueKeysWithValues: names.map { ($0, "x") } + [("zz/x.jpg", "x"), ("Zz/x.jpg", "x"), ("aa/x.jpg", "x")]))
        defer { library.temp.remove() }
        let first = try library.scan()
        #expect(first.root.photos.map(\.file.path) == ["10.jpg", "9.jpg", "A.jpg", "B.jpg", "_.jpg", "a.jpg", "b.jpg", "z.jpg", "é.jpg"])
        #expect(first.root.albums.map(\.path) == ["Zz", "aa", "zz"])
        #expect(try library.scan().root == first.root)
    }

    @Test func recordsSizeAndModificationTime() throws {
        let library = try Library(["a.jpg": "12345"])
        defer { library.temp.remove() }
        let url = library.root.appendingPathComponent("a.jpg")
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        let file = try #require(try library.scan().root.photos.first?.file)
        #expect(file.size == 5)
        #expect(abs(Double(file.modified) / 1e9 - 1_700_000_000.25) < 0.001)
    }

    @Test func readsSidecarsAlbumAndSiteSettings() throws {
        let library = try Library([
            "vitrine.json": #"{"title": "My trips", "location": "exact"}"#,
            "Tuscany/album.json": #"{"title": "Toscana", "sort": "name"}"#,
            "Tuscany/a.jpg": "x",
            "Tuscany/a.jpg.json": #"{"rating": 5, "tags": ["sea"]}"#,
            "Tuscany/b.jpg": "x",
            "Tuscany/orphan.jpg.json": #"{"rating": 1}"#,
        ])
        defer { library.temp.remove() }
        let source = try library.scan()
        #expect(source.settings.title == "My trips")
        #expect(source.settings.location == .exact)
        let album = try #require(source.root.albums.first)
        #expect(album.settings.title == "Toscana")
        #expect(album.settings.sort == .name)
        #expect(album.photos.map(\.file.name) == ["a.jpg", "b.jpg"])
        #expect(album.photos[0].sidecar.rating == 5)
        #expect(album.photos[0].sidecar.tags == ["sea"])
        #expect(album.photos[0].hasSidecarFile)
        #expect(album.photos[1].sidecar == Sidecar())
        #expect(!album.photos[1].hasSidecarFile)
        #expect(source.diagnostics == [])
    }

    @Test func malformedFilesAreDiagnosticsWithPathLineAndColumn() throws {
        let library = try Library([
            "vitrine.json": "{\"title\": \"x\",}",
            "Tuscany/album.json": #"{"sort": "random"}"#,
            "Tuscany/a.jpg": "x",
            "Tuscany/a.jpg.json": "{\n  \"rating\": 9\n}",
            "Tuscany/b.jpg": "x",
            "Tuscany/b.jpg.json": "{\"rating\": ",
        ])
        defer { library.temp.remove() }
        let source = try library.scan()
        #expect(source.settings == SiteSettings())
        let album = try #require(source.root.albums.first)
        #expect(album.settings == AlbumSettings())
        // The photos are still published, without their sidecars.
        #expect(album.photos.map(\.file.name) == ["a.jpg", "b.jpg"])
        #expect(album.photos.allSatisfy { $0.sidecar == Sidecar() && $0.hasSidecarFile })
        #expect(source.diagnostics.map(\.description) == [
            "vitrine.json: settings: line 1, column 14: trailing comma before '}'; remove it; using the default settings",
            "Tuscany/album.json: settings: line 1, column 10: sort must be one of newest, oldest, name, rating, found \"random\"; using the album's defaults",
            "Tuscany/a.jpg.json: sidecar: line 2, column 13: rating must be a whole number from 0 to 5, found 9; the photo is published without its sidecar",
            "Tuscany/b.jpg.json: sidecar: line 1, column 12: unexpected end of file; expected a value; the photo is published without its sidecar",
        ])
    }

    @Test func scanningNeverChangesTheLibrary() throws {
        let library = try Library(["a.jpg": "x", "a.jpg.json": "{\"rating\":9,  \"zz\":1}", "b.jpg.json": "{ }"])
        defer { library.temp.remove() }
        let before = try SiteTree(library.root)
        _ = try library.scan()
        #expect(try SiteTree(library.root) == before)
    }

    @Test func excludedFoldersAreLeftOut() throws {
        let library = try Library(["a.jpg": "x", "site/images/x.jpg": "x", "cache/y.jpg": "x", "Album/b.jpg": "x"])
        defer { library.temp.remove() }
        let source = try LibraryScanner.scan(library.root, excluding: [library.root.appendingPathComponent("site"),
                                                                          library.root.appendingPathComponent("cache")])
        #expect(source.root.albums.map(\.path) == ["Album"])
    }

    @Test func anEmptyLibraryIsAnEmptyRootAlbum() throws {
        let library = try Library(["notes.txt": "x"])
        defer { library.temp.remove() }
        let source = try library.scan()
        #expect(source.root == AlbumSource(path: ""))
    }

    @Test func aMissingRootOrAFileRootIsAnError() throws {
        let library = try Library(["a.jpg": "x"])
        defer { library.temp.remove() }
        let missing = library.root.appendingPathComponent("nope")
        let missingError = #expect(throws: LibraryError.self) { try LibraryScanner.scan(missing) }
        #expect(missingError?.path == missing.path)
        #expect(missingError?.message.contains("vitrine init") == true)
        let file = library.root.appendingPathComponent("a.jpg")
        let fileError = #expect(throws: LibraryError.self) { try LibraryScanner.scan(file) }
        #expect(fileError?.message.contains("is not a folder") == true)
    }
}
