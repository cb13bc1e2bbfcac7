import Foundation
import Testing
import TestSupport
import VitrineCore
import VitrineLibrary

/// What an edit must never do: overwrite a malformed sidecar, lose a concurrent change, leave half a file.
@Suite struct SidecarEditorSafetyTests {
    // MARK: malformed sidecars

    @Test(arguments: [
        ("{\n  \"rating\": 4,\n}", "line 2, column 14: trailing comma before '}'; remove it"),
        ("{\"rating\": 9}", "line 1, column 12: rating must be a whole number from 0 to 5, found 9"),
        ("[1, 2]", "line 1, column 1: a sidecar must be a JSON object ({ ... }), found an array"),
        ("", "line 1, column 1: the file is empty"),
        ("{\"tags\": [\"a\"], \"tags\": []}", "line 1, column 17: duplicate key \"tags\" (first at line 1, column 2)"),
    ])
    func aMalformedSidecarIsRefusedAndNeverOverwritten(_ text: String, _ detail: String) throws {
        let fixture = try EditFixture(sidecar: text)
        defer { fixture.remove() }
        for edit: SidecarEdit in [.rate(3), .rotate(by: 90), .reset, .tag(add: ["a"], remove: [])] {
            let error = try #require(fixture.editError(edit))
            #expect(error.kind == .malformedSidecar)
            #expect(error.path == fixture.sidecarPath)
            #expect(error.message.hasPrefix(detail), "\(error.message)")
            #expect(error.message.hasSuffix("The sidecar was not changed; fix it by hand (or move it away) and try again"))
            #expect(error.description.hasPrefix("\(fixture.sidecarPath): line "))
        }
        #expect(fixture.sidecarText() == text)
        #expect(try fixture.folderNames() == ["DSCN0010.jpg", "DSCN0010.jpg.json"])
    }

    @Test func anUnreadableSidecarIsAFileSystemError() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(atPath: fixture.sidecarPath, withIntermediateDirectories: false)
        let error = try #require(fixture.editError(.rate(2)))
        #expect(error.kind == .fileSystem)
        #expect(error.path == fixture.sidecarPath)
        #expect(error.message == "is not a regular file")
    }

    // MARK: paths that are not photos

    @Test func pathsThatAreNotPhotosGetAClearError() throws {
        let fixture = try EditFixture(sidecar: "{}")
        defer { fixture.remove() }
        let notes = fixture.folder.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: notes)
        let cases: [(String, String)] = [
            (fixture.folder.appendingPathComponent("missing.jpg").path, "no such file; give the path of a photo (.jpg, .heic, .png, .tif, .gif, .webp...)"),
            (fixture.folder.path, "is not a file; give the path of a photo (.jpg, .heic, .png, .tif, .gif, .webp...)"),
            (notes.path, "is not a photo; Vitrine edits JPEG, HEIC/HEIF, AVIF, PNG, TIFF, GIF and WebP files"),
            (fixture.sidecarPath, "is a sidecar; give the photo it belongs to (DSCN0010.jpg)"),
        ]
        for (path, message) in cases {
            let error = try #require(ErrorCapture.edit { () throws(EditError) in
                try SidecarEditor.edit(photo: path, .rate(1), now: EditFixture.now)
            })
            #expect(error.kind == .notAPhoto, "\(path)")
            #expect(error.path == path)
            #expect(error.message == message)
        }
        #expect(fixture.sidecarText() == "{}")
        #expect(!FileManager.default.fileExists(atPath: notes.path + ".json"))
    }

    @Test func anyCaseOfAPhotoExtensionIsAPhoto() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        for name in ["UPPER.JPG", "mixed.JpEg", "web.webp"] {
            let path = fixture.folder.appendingPathComponent(name).path
            try FileManager.default.copyItem(atPath: fixture.photoPath, toPath: path)
            _ = try SidecarEditor.edit(photo: path, .rate(2), now: EditFixture.now)
            #expect(try Sidecar.load(from: path + ".json").rating == 2)
        }
    }

    // MARK: concurrent changes

    @Test func aChangeOnDiskAfterReadingIsReportedNotLost() throws {
        let fixture = try EditFixture(sidecar: #"{"rating": 1}"#)
        defer { fixture.remove() }
        var editor = try SidecarEditor.open(photo: fixture.photoPath)
        try editor.apply(.rotate(by: 90), now: EditFixture.now)
        let theirs = #"{"rating": 5, "tags": ["theirs"]}"#
        try fixture.write(theirs)
        let error = try #require(ErrorCapture.edit { () throws(EditError) in try editor.save() })
        #expect(error.kind == .changedSinceRead)
        #expect(error.path == fixture.sidecarPath)
        #expect(error.message.contains("changed on disk while it was being edited; your edit was not saved"))
        #expect(fixture.sidecarText() == theirs)
        #expect(try fixture.folderNames() == ["DSCN0010.jpg", "DSCN0010.jpg.json"])
    }

    @Test func aSidecarCreatedOrDeletedMeanwhileIsReported() throws {
        let created = try EditFixture()
        defer { created.remove() }
        var editor = try SidecarEditor.open(photo: created.photoPath)
        try editor.apply(.rate(4), now: EditFixture.now)
        try created.write(#"{"rating": 2}"#)
        #expect(ErrorCapture.edit { () throws(EditError) in try editor.save() }?.kind == .changedSinceRead)
        #expect(created.sidecarText() == #"{"rating": 2}"#)

        let deleted = try EditFixture(sidecar: #"{"rating": 2}"#)
        defer { deleted.remove() }
        var other = try SidecarEditor.open(photo: deleted.photoPath)
        try other.apply(.rate(4), now: EditFixture.now)
        try FileManager.default.removeItem(atPath: deleted.sidecarPath)
        #expect(ErrorCapture.edit { () throws(EditError) in try other.save() }?.kind == .changedSinceRead)
        #expect(deleted.sidecarText() == nil)
    }

    @Test func rewritingTheSameBytesMeanwhileIsNoConflict() throws {
        let text = #"{"rating": 1}"#
        let fixture = try EditFixture(sidecar: text)
        defer { fixture.remove() }
        var editor = try SidecarEditor.open(photo: fixture.photoPath)
        try editor.apply(.rate(2), now: EditFixture.now)
        try fixture.write(text)
        #expect(try editor.save())
        #expect(try Sidecar.load(from: fixture.sidecarPath).rating == 2)
    }

    // MARK: a crash or failure between write and rename

    @Test func aFailingRenameLeavesTheOldFileAndNoTemporary() throws {
        let old = "{\"rating\": 1, \"keep\": true}"
        let fixture = try EditFixture(sidecar: old)
        defer { fixture.remove() }
        let sidecarPath = fixture.sidecarPath
        let folderPath = fixture.folder.path
        let failing = AtomicFileWriter { from, to throws(AtomicWriteError) in
            // The new content is complete on disk beside the target, and the target is still the old file.
            #expect(from.hasPrefix(folderPath + "/.DSCN0010.jpg.json.tmp-"))
            #expect(to == sidecarPath)
            let pending = FileManager.default.contents(atPath: from).map { String(decoding: $0, as: UTF8.self) }
            #expect(pending == "{\n  \"keep\": true,\n  \"rating\": 4\n}\n")
            #expect(FileManager.default.contents(atPath: to) == Data(old.utf8))
            throw AtomicWriteError(path: to, step: .rename, message: "cannot be replaced (simulated power cut)")
        }
        let error = try #require(fixture.editError(.rate(4), writer: failing))
        #expect(error.kind == .fileSystem)
        #expect(error.path == sidecarPath)
        #expect(error.message == "cannot be replaced (simulated power cut)")
        #expect(fixture.sidecarText() == old)
        #expect(try fixture.folderNames() == ["DSCN0010.jpg", "DSCN0010.jpg.json"])
    }

    @Test func aFailingRenameOfANewSidecarLeavesNoFile() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        let failing = AtomicFileWriter { _, to throws(AtomicWriteError) in
            throw AtomicWriteError(path: to, step: .rename, message: "simulated")
        }
        #expect(fixture.editError(.rotate(by: 90), writer: failing)?.kind == .fileSystem)
        #expect(try fixture.folderNames() == ["DSCN0010.jpg"])
    }
}
