import Foundation
import Testing
import TestSupport
@testable import VitrineLibrary

/// Issue 32, item 2: an unknown key is never silent. Each is a warning naming the file, line and the closest known
/// key; a `cover` naming no photo names the closest photo; `favourite` is read as `favorite`.
@Suite struct UnknownKeyTests {
    typealias Library = LibraryScannerTests.Library

    @Test(arguments: [
        ("titel", "title"), ("locaton", "location"), ("Rating", "rating"), ("captoin", "caption"), ("desc", "description"),
        ("tag", "tags"), ("hiden", "hidden"),
    ])
    func aCloseKeyIsSuggested(typed: String, known: String) {
        #expect(KeySuggestion.closest(to: typed, among: Sidecar.knownKeys.union(AlbumSettings.knownKeys)) == known)
    }

    @Test(arguments: ["zz", "colour", "x", "password"])
    func aFarKeySuggestsNothing(typed: String) {
        #expect(KeySuggestion.closest(to: typed, among: Sidecar.knownKeys) == nil)
    }

    @Test func everyFileKindWarnsOfUnknownKeysWithTheClosestKnownOne() async throws {
        let library = try Library([
            "vitrine.json": "{\n  \"$comment\": \"kept quiet\",\n  \"titel\": \"Mine\"\n}",
            "Tuscany/album.json": "{\"desc\": \"Hills\", \"cover\": \"a.JPG\"}",
            "Tuscany/a.jpg": "x",
            "Tuscany/a.jpg.json": "{\n  \"locaton\": \"none\",\n  \"favourite\": true\n}",
        ])
        defer { library.temp.remove() }
        let source = try await library.scan()
        #expect(source.diagnostics.map(\.description) == [
            "vitrine.json: settings: line 3, column 12: \"titel\" is not a key of vitrine.json; did you mean \"title\"? It is ignored",
            "Tuscany/album.json: settings: line 1, column 10: \"desc\" is not a key of album.json; did you mean \"description\"? It is ignored",
            "Tuscany/a.jpg.json: sidecar: line 2, column 14: \"locaton\" is not a key of a sidecar; did you mean \"location\"? It is ignored",
            "Tuscany/album.json: settings: line 1, column 28: cover names \"a.JPG\", which is not a photo in this album; did you mean \"a.jpg\"? The album's cover is chosen as if none were named",
        ])
        // British spelling is read as the key it spells; the unknown key still loses nothing else.
        let photo = try #require(source.root.albums.first?.photos.first)
        #expect(photo.sidecar.favorite)
        #expect(photo.sidecar.location == .fromExif)
    }

    /// Issue 30: a bad `slideshow` member is a warning naming the file; the member keeps its default, the rest applies.
    @Test func aBadSlideshowMemberIsAWarningNamingTheFile() async throws {
        let library = try Library(["vitrine.json": #"{"slideshow": {"interval": 0, "loop": false, "pace": 2}, "title": "Mine"}"#])
        defer { library.temp.remove() }
        let source = try await library.scan()
        #expect(source.diagnostics.map(\.description) == [
            "vitrine.json: settings: line 1, column 28: slideshow.interval must be a number of seconds from 1 to 3600, found 0; that key is ignored, the rest of the file applies",
            "vitrine.json: settings: line 1, column 54: \"pace\" is not a key of slideshow, which has interval and loop; that key is ignored, the rest of the file applies",
        ])
        #expect(source.settings.slideshow.interval == 5 && !source.settings.slideshow.loop && source.settings.title == "Mine")
    }

    @Test func bothSpellingsOfFavoriteAreOneKeyTooMany() throws {
        let reading = try Sidecar.read(jsonBytes: Array(#"{"favorite": false, "favourite": true}"#.utf8))
        #expect(!reading.value.favorite)
        #expect(reading.problems.map(\.message) == ["favourite repeats favorite (the same key, spelt two ways); keep one"])
    }

    @Test func anUnknownKeyIsNoErrorToTheEditVerbs() throws {
        let sidecar = try Sidecar(jsonBytes: Array(#"{"titel": "x", "rating": 2}"#.utf8))
        #expect(sidecar.rating == 2)
    }

    @Test func favouriteIsWrittenBackAsItWasSpelt() throws {
        let document = try JSONParser.parse(Array(#"{"favourite": false, "note": 1}"#.utf8))
        guard case .object(let original) = document.value else { Issue.record("not an object"); return }
        var sidecar = try Sidecar(document: document)
        sidecar.favorite = true
        let written = JSONWriter.string(.object(sidecar.jsonObject(mergingInto: original)))
        #expect(written.contains("\"favourite\": true") || written.contains("\"favourite\":true"))
        #expect(!written.contains("\"favorite\""))
        #expect(written.contains("note"))
    }
}
