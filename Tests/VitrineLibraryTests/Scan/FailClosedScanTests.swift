import Foundation
import Testing
import TestSupport
@testable import VitrineLibrary

/// Issue 32, item 1: a mistake in a file never publishes what its owner withheld. An invalid value loses only its
/// key; a sidecar that does not parse withholds its photo; a settings file that does not parse, or an invalid
/// `location`, `hidden` or `private`, stops the scan (so the build writes nothing).
@Suite struct FailClosedScanTests {
    typealias Library = LibraryScannerTests.Library

    /// The error the scan stops with, or nil when it does not stop.
    static func stop(_ library: Library) async -> LibraryError? {
        do {
            _ = try await LibraryScanner.scan(library.root)
            return nil
        } catch {
            return error
        }
    }

    @Test func aBadRatingLosesOnlyTheRatingAndAHiddenPhotoStaysHidden() async throws {
        let library = try Library([
            "a.jpg": "x",
            "a.jpg.json": "{\n  \"hidden\": true,\n  \"rating\": \"5\",\n  \"tags\": [\"sea\"],\n  \"location\": null\n}",
        ])
        defer { library.temp.remove() }
        let source = try await library.scan()
        let photo = try #require(source.root.photos.first)
        #expect(photo.sidecar.hidden)
        #expect(photo.sidecar.location == .hidden)
        #expect(photo.sidecar.tags == ["sea"])
        #expect(photo.sidecar.rating == 0)
        #expect(!photo.sidecarUnusable)
        #expect(source.diagnostics.map(\.description) == [
            "a.jpg.json: sidecar: line 3, column 13: rating must be a whole number from 0 to 5, found a string; that key is ignored, the rest of the file applies",
        ])
    }

    @Test func aSidecarThatDoesNotParseWithholdsItsPhoto() async throws {
        let library = try Library(["Tuscany/b.jpg": "x", "Tuscany/b.jpg.json": "{\"rating\": ", "Tuscany/c.jpg": "x",
                                   "Tuscany/d.jpg": "x", "Tuscany/d.jpg.json": "[1]"])
        defer { library.temp.remove() }
        let source = try await library.scan()
        let photos = try #require(source.root.albums.first).photos
        #expect(photos.map(\.file.name) == ["b.jpg", "c.jpg", "d.jpg"])
        #expect(photos.map(\.sidecar.hidden) == [true, false, true])
        #expect(photos.map(\.sidecarUnusable) == [true, false, true])
        #expect(source.diagnostics.map(\.description) == [
            "Tuscany/b.jpg.json: sidecar: line 1, column 12: unexpected end of file; expected a value; the photo is not published until its sidecar parses",
            "Tuscany/d.jpg.json: sidecar: line 1, column 1: a sidecar must be a JSON object ({ ... }), found an array; the photo is not published until its sidecar parses",
        ])
    }

    @Test(arguments: [
        ("vitrine.json", "{\"title\": \"x\", \"location\": \"none\",}", "line 1, column 34: trailing comma"),
        ("vitrine.json", #"{"location": "nowhere"}"#, "line 1, column 14: location must be one of exact, approximate, city, none"),
        ("Tuscany/album.json", "{\"title\": ", "line 1, column 11: unexpected end of file"),
        ("Tuscany/album.json", #"{"private": true}"#, "line 1, column 13: private must be {}"),
        ("Tuscany/album.json", #"{"private": {"password": "x"}}"#, "line 1, column 26: private must be {}"),
        ("Tuscany/album.json", #"{"private": {"passwordEnv": "1X"}}"#, "line 1, column 29: private.passwordEnv must name an environment variable"),
        ("Tuscany/a.jpg.json", #"{"hidden": "yes"}"#, "line 1, column 12: hidden must be true or false"),
        ("Tuscany/a.jpg.json", #"{"location": {"latitude": 91, "longitude": 0}}"#, "line 1, column 27: location.latitude must be from -90 to 90"),
        ("Tuscany/a.jpg.json", #"{"location": "none"}"#, "line 1, column 14: location must be an object"),
    ])
    func aFileThatGuardsPrivacyStopsTheScanWhenWrong(path: String, text: String, expected: String) async throws {
        let library = try Library(["Tuscany/a.jpg": "x", path: text])
        defer { library.temp.remove() }
        let error = try #require(await Self.stop(library))
        #expect(error.path == path)
        #expect(error.message.hasPrefix(expected), "\(error.message)")
        #expect(error.message.contains("nothing was published"))
    }

    @Test func otherInvalidSettingsLoseOnlyTheirKey() async throws {
        let library = try Library([
            "vitrine.json": #"{"title": "Kept", "language": "english", "location": "none"}"#,
            "Tuscany/album.json": #"{"title": "Also kept", "sort": "random"}"#,
            "Tuscany/a.jpg": "x",
        ])
        defer { library.temp.remove() }
        let source = try await library.scan()
        #expect(source.settings.title == "Kept")
        #expect(source.settings.location == .none)
        #expect(source.settings.language == SiteSettings().language)
        let album = try #require(source.root.albums.first)
        #expect(album.settings.title == "Also kept")
        #expect(album.settings.sort == .newest)
        #expect(source.diagnostics.map(\.description) == [
            "vitrine.json: settings: line 1, column 31: language must be a language tag such as en, fr or pt-BR, found \"english\"; that key is ignored, the rest of the file applies",
            "Tuscany/album.json: settings: line 1, column 32: sort must be one of newest, oldest, name, rating, found \"random\"; that key is ignored, the rest of the file applies",
        ])
    }

    @Test(arguments: [#"{}"#, #"{"passwordEnv": "ALBUM_PW"}"#, #"{"listed": false}"#, #"{"passwordEnv": "P", "listed": false}"#])
    func aPrivateAlbumAndItsSubAlbumsAreLeftOut(privacy: String) async throws {
        let library = try Library([
            "public.jpg": "x",
            "Family/album.json": "{\"title\": \"Family\", \"private\": \(privacy)}",
            "Family/kid.jpg": "x",
            "Family/Birthday/cake.jpg": "x",
            "Trips/sea.jpg": "x",
        ])
        defer { library.temp.remove() }
        let source = try await library.scan()
        #expect(source.root.photos.map(\.file.path) == ["public.jpg"])
        #expect(source.root.albums.map(\.path) == ["Trips"])
        // The build decides what becomes of it (published encrypted, or left out with a warning): the scan lists it.
        #expect(source.diagnostics.isEmpty)
        #expect(source.privateAlbums.map(\.path) == ["Family"])
        #expect(source.privateAlbums.first?.folder.hasSuffix("/Family") == true)
    }

    @Test func theScanOfAPrivateAlbumsOwnFolderLeavesNothingOut() async throws {
        let library = try Library(["album.json": #"{"private": {}}"#, "a.jpg": "x", "Inner/album.json": #"{"private": {}}"#, "Inner/b.jpg": "x"])
        defer { library.temp.remove() }
        let source = try await LibraryScanner.scan(library.root, excluding: [], insidePrivateAlbum: true)
        #expect(source.root.photos.map(\.file.path) == ["a.jpg"])
        #expect(source.root.albums.map(\.path) == ["Inner"])
        #expect(source.privateAlbums.isEmpty)
    }

    @Test func aPrivateRootLeavesNothingToPublish() async throws {
        let library = try Library(["album.json": #"{"private": {}}"#, "a.jpg": "x", "Trips/sea.jpg": "x"])
        defer { library.temp.remove() }
        let source = try await library.scan()
        #expect(source.root.photos.isEmpty)
        #expect(source.root.albums.isEmpty)
        #expect(source.privateAlbums.map(\.path) == [""])
    }
}
