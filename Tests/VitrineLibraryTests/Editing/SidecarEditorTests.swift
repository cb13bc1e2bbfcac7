import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// Editing a photo's sidecar on disk (issue 6): creation, stable output, unknown keys, no-op edits.
@Suite struct SidecarEditorTests {
    @Test func aMissingSidecarIsCreated() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        #expect(fixture.sidecarText() == nil)
        let editor = try fixture.edit(.rate(4))
        #expect(!editor.sidecarExisted)
        #expect(editor.hasChanges)
        #expect(fixture.sidecarText() == "{\n  \"rating\": 4\n}\n")
        #expect(try fixture.folderNames() == ["DSCN0010.jpg", "DSCN0010.jpg.json"])
    }

    @Test func everyVerbWritesTheStableForm() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        try fixture.edit(.tag(add: ["market", "Italy"], remove: []))
        try fixture.edit(.favorite(true))
        try fixture.edit(.rotate(by: 90))
        try fixture.edit(.scale(to: 1.5))
        try fixture.edit(.rate(5))
        let golden = """
        {
          "favorite": true,
          "history": [
            {
              "at": "2026-01-23T10:00:00Z",
              "rotation": 0,
              "scale": 1
            },
            {
              "at": "2026-01-23T10:00:00Z",
              "rotation": 90,
              "scale": 1
            }
          ],
          "rating": 5,
          "tags": [
            "market",
            "Italy"
          ],
          "transform": {
            "rotation": 90,
            "scale": 1.5
          }
        }

        """
        #expect(fixture.sidecarText() == golden)
        // What was written reads back as the same values.
        let sidecar = try Sidecar.load(from: fixture.sidecarPath)
        #expect(sidecar.transform == Transform(rotation: 90, scale: 1.5))
        #expect(sidecar.history.count == 2)
    }

    @Test func unknownKeysAndTheirValuesAreKept() throws {
        let fixture = try EditFixture(sidecar: #"""
        {"title": "Piazza", "x-camera": {"lens": "50mm", "iso": [100, 200], "note": "caf\u00e9"}, "rating": 2,
         "transform": {"rotation": 0, "scale": 1, "crop": "auto"}, "zeta": null, "location": {"latitude": 43.5, "longitude": 11.25, "source": "phone"}}
        """#)
        defer { fixture.remove() }
        try fixture.edit(.rotate(by: 90))
        let golden = """
        {
          "history": [
            {
              "at": "2026-01-23T10:00:00Z",
              "rotation": 0,
              "scale": 1
            }
          ],
          "location": {
            "latitude": 43.5,
            "longitude": 11.25,
            "source": "phone"
          },
          "rating": 2,
          "title": "Piazza",
          "transform": {
            "crop": "auto",
            "rotation": 90,
            "scale": 1
          },
          "x-camera": {
            "iso": [
              100,
              200
            ],
            "lens": "50mm",
            "note": "café"
          },
          "zeta": null
        }

        """
        #expect(fixture.sidecarText() == golden)
    }

    /// A history whose entries carry a key Vitrine does not know, e.g. who made each change.
    static let annotatedHistory = """
    {"transform": {"rotation": 180, "scale": 1},
     "history": [{"rotation": 0, "scale": 1, "at": "2026-01-01T00:00:00Z", "by": "ada"},
                 {"rotation": 90, "scale": 1, "at": "2026-01-02T00:00:00Z", "by": "bob"}]}
    """

    func historyNotes(_ fixture: EditFixture) throws -> [JSONValue?] {
        guard case .object(let root) = try JSONParser.parse(Array((fixture.sidecarText() ?? "").utf8)).value,
              case .array(let entries)? = root["history"] else { return [] }
        return entries.map { entry in
            guard case .object(let object) = entry else { return nil }
            return object["by"]
        }
    }

    @Test func unknownKeysInsideHistoryEntriesSurviveEveryVerb() throws {
        let fixture = try EditFixture(sidecar: Self.annotatedHistory)
        defer { fixture.remove() }
        try fixture.edit(.rate(3))  // history unchanged
        #expect(try historyNotes(fixture) == [.string("ada"), .string("bob")])
        try fixture.edit(.rotate(by: 90))  // one pushed
        #expect(try historyNotes(fixture) == [.string("ada"), .string("bob"), nil])
        try fixture.edit(.undo)  // the newest removed
        try fixture.edit(.undo)
        #expect(try historyNotes(fixture) == [.string("ada")])
        #expect(try Sidecar.load(from: fixture.sidecarPath).transform == Transform(rotation: 90, scale: 1))
    }

    @Test func unknownKeysInsideHistoryEntriesSurviveTheCap() throws {
        let entries = (0..<20).map { #"{"rotation": \#($0), "scale": 1, "note": "n\#($0)"}"# }.joined(separator: ", ")
        let fixture = try EditFixture(sidecar: #"{"transform": {"rotation": 20, "scale": 1}, "history": [\#(entries)]}"#)
        defer { fixture.remove() }
        try fixture.edit(.rotate(by: 10))
        guard case .object(let root) = try JSONParser.parse(Array((fixture.sidecarText() ?? "").utf8)).value,
              case .array(let history)? = root["history"] else {
            Issue.record("no history")
            return
        }
        #expect(history.count == 20)
        #expect(history.first == .object(["note": .string("n1"), "rotation": .number(1), "scale": .number(1)]))
        #expect(history[18] == .object(["note": .string("n19"), "rotation": .number(19), "scale": .number(1)]))
        #expect(history.last == .object(["at": .string("2026-01-23T10:00:00Z"), "rotation": .number(20), "scale": .number(1)]))
    }

    @Test func knownKeysWrittenWithDefaultValuesStay() throws {
        let fixture = try EditFixture(sidecar: #"{"favorite": false, "hidden": false, "tags": [], "location": null}"#)
        defer { fixture.remove() }
        try fixture.edit(.rate(1))
        #expect(fixture.sidecarText() == "{\n  \"favorite\": false,\n  \"hidden\": false,\n  \"location\": null,\n  \"rating\": 1,\n  \"tags\": []\n}\n")
    }

    @Test func anEditThatChangesNothingWritesNothing() throws {
        let handWritten = "{ \"rating\":3,\"tags\":[\"sea\"],\n\"transform\": {\"rotation\": 90, \"scale\": 1.2} }"
        let fixture = try EditFixture(sidecar: handWritten)
        defer { fixture.remove() }
        let before = try FileManager.default.attributesOfItem(atPath: fixture.sidecarPath)[.modificationDate] as? Date
        for edit: SidecarEdit in [.rate(3), .favorite(false), .tag(add: ["SEA"], remove: []), .tag(add: [], remove: ["land"]),
                                  .rotate(by: 0.05), .rotate(by: -360), .scale(to: 1.205)] {
            let editor = try fixture.edit(edit)
            #expect(!editor.hasChanges, "\(edit)")
            try editor.save()
        }
        #expect(fixture.sidecarText() == handWritten)
        let after = try FileManager.default.attributesOfItem(atPath: fixture.sidecarPath)[.modificationDate] as? Date
        #expect(after == before)
    }

    @Test func aNoOpOnAPhotoWithoutSidecarCreatesNothing() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        try fixture.edit(.rate(0))
        try fixture.edit(.reset)
        try fixture.edit(.scale(to: 1))
        #expect(fixture.sidecarText() == nil)
    }

    @Test func ratingAndTagsLeaveTheHistoryOnDiskAlone() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        try fixture.edit(.rotate(by: 90))
        let history = try Sidecar.load(from: fixture.sidecarPath).history
        try fixture.edit(.rate(2))
        try fixture.edit(.favorite(true))
        try fixture.edit(.tag(add: ["x"], remove: []))
        #expect(try Sidecar.load(from: fixture.sidecarPath).history == history)
    }

    @Test func historyOnDiskIsCappedAtTwenty() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        for _ in 1...23 { try fixture.edit(.rotate(by: 15)) }
        let sidecar = try Sidecar.load(from: fixture.sidecarPath)
        #expect(sidecar.history.count == 20)
        #expect(sidecar.history.first?.transform.rotation == 45)
        #expect(sidecar.transform.rotation == 345)
    }

    @Test func undoAndResetThroughTheFile() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        try fixture.edit(.rotate(by: 90))
        try fixture.edit(.scale(to: 2))
        try fixture.edit(.reset)
        #expect(try Sidecar.load(from: fixture.sidecarPath).transform == .identity)
        try fixture.edit(.undo)
        #expect(try Sidecar.load(from: fixture.sidecarPath).transform == Transform(rotation: 90, scale: 2))
        try fixture.edit(.undo)
        try fixture.edit(.undo)
        let sidecar = try Sidecar.load(from: fixture.sidecarPath)
        #expect(sidecar.transform == .identity)
        #expect(sidecar.history == [])
        let error = try #require(fixture.editError(.undo))
        #expect(error.kind == .nothingToUndo)
        #expect(error.path == fixture.photoPath)
    }

    @Test func applyingSeveralEditsBeforeOneSave() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        var editor = try SidecarEditor.open(photo: fixture.photoPath)
        #expect(try editor.apply(.rate(3), now: EditFixture.now))
        #expect(try editor.apply(.rate(3), now: EditFixture.now) == false)
        #expect(try editor.apply(.rotate(by: 180), now: EditFixture.now))
        #expect(fixture.sidecarText() == nil)
        #expect(try editor.save())
        #expect(try Sidecar.load(from: fixture.sidecarPath) == editor.sidecar)
        #expect(editor.original == Sidecar())
    }

    @Test func aValueErrorNamesThePhoto() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        let error = try #require(fixture.editError(.rate(9)))
        #expect(error.kind == .invalidValue)
        #expect(error.path == fixture.photoPath)
        #expect(error.description == "\(fixture.photoPath): a rating is a whole number from 0 (unrated) to 5, not 9")
        #expect(fixture.sidecarText() == nil)
    }

    @Test func theSidecarKeepsItsPermissions() throws {
        let fixture = try EditFixture(sidecar: "{}")
        defer { fixture.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: fixture.sidecarPath)
        try fixture.edit(.rate(1))
        let mode = try FileManager.default.attributesOfItem(atPath: fixture.sidecarPath)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }
}
