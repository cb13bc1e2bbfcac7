import Foundation
import Testing
import TestSupport
@testable import VitrineLibrary

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

        func scan() async throws -> LibrarySource { try await LibraryScanner.scan(root) }
    }

    @Test func foldersAreAlbumsNestedToAnyDepth() async throws {
        let library = try Library([
            "top.jpg": "x",
            "Italy/Tuscany/Siena/duomo.jpg": "x",
            "Italy/rome.jpg": "x",
            "Italy/Empty/notes.txt": "x",
            "Finland/Helsinki/jolla.jpg": "x",
        ])
        defer { library.temp.remove() }
        let source = try await library.scan()
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

    @Test func photoExtensionsInAnyCase() async throws {
        let names = ["a.jpg", "b.JPG", "c.jpeg", "d.JpEg", "e.webp", "f.WEBP", "g.png", "h.gif", "i.heic", "i2.HEIF",
                     "i3.hif", "i4.avif", "i5.tif", "i6.TIFF"]
        // Files with other extensions are sniffed: these hold "x", which is no photo.
        let skipped = ["j.txt", "README", "k.jpg.bak", "jpg", "m.jpgx"]
        let library = try Library(Dictionary(uniqueKeysWithValues: (names + skipped).map { ($0, "x") }))
        defer { library.temp.remove() }
        let source = try await library.scan()
        #expect(source.root.photos.map(\.file.path) == names)
        // Other files are skipped quietly.
        #expect(source.diagnostics == [])
    }

    @Test(arguments: [("IMG.JPG", true), ("x.webp", true), (".x.jpg", false), ("x.png", true), ("x.HEIC", true), ("x.cr2", true), ("x.txt", false), ("x.", false), (".jpg", false), ("a.b.jpeg", true),
                      ("Été à Nice.JPG", true), ("東京.heic", true), ("photo", false), ("", false), ("jpg", false), ("a.jpg.json", false), ("a.JPG ", false)])
    func photoFileNames(_ name: String, _ isPhoto: Bool) {
        #expect(LibraryScanner.isPhotoFileName(name) == isPhoto)
    }

    @Test(arguments: [("clip.MP4", true), ("a.b.mov", true), ("Été.webm", true), (".clip.mp4", false), ("mp4", false), ("clip.mp4.json", false), ("clip.", false), ("x.jpg", false)])
    func videoFileNames(_ name: String, _ isVideo: Bool) {
        #expect(LibraryScanner.isVideoFileName(name) == isVideo)
    }

    /// Subfolders are walked at once; the albums and warnings still come in name order, each folder's warnings
    /// between those of the entries before and after it, however the walks finish.
    @Test func warningsAcrossFoldersComeInNameOrder() async throws {
        var files: [String: String] = [:]
        for album in ["a", "c", "e"] {
            files["\(album).jpg"] = "x"
            files["\(album).jpg.json"] = "{\"rating\": 9}"
        }
        for folder in ["b", "d/inner", "d/other", "f"] {
            files["\(folder)/p.jpg"] = "x"
            files["\(folder)/p.jpg.json"] = "{\"rating\": 9}"
        }
        files["d/album.json"] = #"{"sort": "random"}"#
        files["d/z.jpg"] = "x"
        files["d/z.jpg.json"] = "{\"rating\": 9}"
        // Many small folders, so the walks of several run at once.
        for index in 0..<40 { files[String(format: "g/%02d/p.jpg", index)] = "x" }
        files["g/17/p.jpg.json"] = "{\"rating\": 9}"
        let library = try Library(files)
        defer { library.temp.remove() }
        let expected = ["a.jpg.json", "b/p.jpg.json", "c.jpg.json", "d/album.json", "d/inner/p.jpg.json", "d/other/p.jpg.json",
                        "d/z.jpg.json", "e.jpg.json", "f/p.jpg.json", "g/17/p.jpg.json"]
        for _ in 0..<5 {
            let source = try await library.scan()
            #expect(source.diagnostics.map(\.path) == expected)
            #expect(source.root.albums.map(\.path) == ["b", "d", "f", "g"])
            #expect(source.root.albums[1].albums.map(\.path) == ["d/inner", "d/other"])
            #expect(source.root.albums[3].albums.map(\.path) == (0..<40).map { String(format: "g/%02d", $0) })
        }
    }

    @Test func hiddenFilesAndFoldersAreSkipped() async throws {
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
        let source = try await library.scan()
        #expect(source.root.photos.map(\.file.path) == ["shown.jpg"])
        #expect(source.root.albums.map(\.path) == ["Album"])
        #expect(source.root.albums[0].photos.map(\.file.path) == ["Album/visible.jpeg"])
        #expect(source.root.albums[0].albums == [])
        #expect(source.diagnostics == [])
    }

    @Test func orderIsByteOrderOfNamesAndTheSameEveryTime() async throws {
        let names = ["b.jpg", "B.jpg", "a.jpg", "A.jpg", "é.jpg", "z.jpg", "10.jpg", "9.jpg", "_.jpg"]
        let library = try Library(Dictionary(uniqueKeysWithValues: names.map { ($0, "x") } + [("zz/x.jpg", "x"), ("Zz/x.jpg", "x"), ("aa/x.jpg", "x")]))
        defer { library.temp.remove() }
        let first = try await library.scan()
        #expect(first.root.photos.map(\.file.path) == ["10.jpg", "9.jpg", "A.jpg", "B.jpg", "_.jpg", "a.jpg", "b.jpg", "z.jpg", "é.jpg"])
        #expect(first.root.albums.map(\.path) == ["Zz", "aa", "zz"])
        #expect(try await library.scan().root == first.root)
    }

    /// Byte order, not Swift's string order: a decomposed é (e + U+0301) is not the precomposed one, and a name
    /// comes before the longer names it begins.
    @Test func namesSortByTheirUTF8Bytes() async throws {
        let names = ["e\u{301}.jpg", "\u{E9}.jpg", "a.jpg", "a", "a.jpg.json", "ab", "", "Z", "東京.jpg", "a\u{0}b"]
        // Compared as bytes: Swift's == holds the two é equal.
        func bytes(_ names: [String]) -> [[UInt8]] { names.map { Array($0.utf8) } }
        let expected = bytes(names).sorted { $0.lexicographicallyPrecedes($1) }
        let decomposed = try #require(expected.firstIndex(of: Array("e\u{301}.jpg".utf8)))
        let precomposed = try #require(expected.firstIndex(of: Array("\u{E9}.jpg".utf8)))
        #expect(decomposed < precomposed)
        #expect(bytes(LibraryWalker.sortedByBytes(names)) == expected)
        #expect(bytes(LibraryWalker.sortedByBytes(names.reversed())) == expected)
        #expect(LibraryWalker.sortedByBytes([]).isEmpty)
    }

    @Test func recordsSizeAndModificationTime() async throws {
        let library = try Library(["a.jpg": "12345"])
        defer { library.temp.remove() }
        let url = library.root.appendingPathComponent("a.jpg")
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        let file = try #require(try await library.scan().root.photos.first?.file)
        #expect(file.size == 5)
        #expect(abs(Double(file.modified) / 1e9 - 1_700_000_000.25) < 0.001)
    }

    @Test func readsSidecarsAlbumAndSiteSettings() async throws {
        let library = try Library([
            "vitrine.json": #"{"title": "My trips", "location": "exact"}"#,
            "Tuscany/album.json": #"{"title": "Toscana", "sort": "name"}"#,
            "Tuscany/a.jpg": "x",
            "Tuscany/a.jpg.json": #"{"rating": 5, "tags": ["sea"]}"#,
            "Tuscany/b.jpg": "x",
            "Tuscany/orphan.jpg.json": #"{"rating": 1}"#,
        ])
        defer { library.temp.remove() }
        let source = try await library.scan()
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

    @Test func scanningNeverChangesTheLibrary() async throws {
        let library = try Library(["a.jpg": "x", "a.jpg.json": "{\"rating\":9,  \"zz\":1}", "b.jpg.json": "{ }"])
        defer { library.temp.remove() }
        let before = try SiteTree(library.root)
        _ = try await library.scan()
        #expect(try SiteTree(library.root) == before)
    }

    @Test func excludedFoldersAreLeftOut() async throws {
        let library = try Library(["a.jpg": "x", "site/images/x.jpg": "x", "cache/y.jpg": "x", "Album/b.jpg": "x"])
        defer { library.temp.remove() }
        let source = try await LibraryScanner.scan(library.root, excluding: [library.root.appendingPathComponent("site"),
                                                                          library.root.appendingPathComponent("cache")])
        #expect(source.root.albums.map(\.path) == ["Album"])
    }

    @Test func anEmptyLibraryIsAnEmptyRootAlbum() async throws {
        let library = try Library(["notes.txt": "x"])
        defer { library.temp.remove() }
        let source = try await library.scan()
        #expect(source.root == AlbumSource(path: ""))
    }

    @Test func aMissingRootOrAFileRootIsAnError() async throws {
        let library = try Library(["a.jpg": "x"])
        defer { library.temp.remove() }
        let missing = library.root.appendingPathComponent("nope")
        let missingError = await #expect(throws: LibraryError.self) { try await LibraryScanner.scan(missing) }
        #expect(missingError?.path == missing.path)
        #expect(missingError?.message.contains("vitrine init") == true)
        let file = library.root.appendingPathComponent("a.jpg")
        let fileError = await #expect(throws: LibraryError.self) { try await LibraryScanner.scan(file) }
        #expect(fileError?.message.contains("is not a folder") == true)
    }
}
