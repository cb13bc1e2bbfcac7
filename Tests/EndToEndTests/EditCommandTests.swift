import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// The edit verbs as a user runs them (issue 6, README "Curating"), then a build that shows the result.
@Suite(.requires(.vitrine))
struct EditCommandTests {
    /// A workspace with two photos in `Tuscany`.
    func workspace() throws -> (Workspace, URL, URL) {
        let w = try Workspace()
        let a = try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let b = try w.library.add("gps/DSCN0012.jpg", to: "Tuscany")
        return (w, a, b)
    }

    func text(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    func sidecar(_ photo: URL) throws -> Sidecar { try Sidecar.load(from: photo.path + ".json") }

    func sidecarURL(_ photo: URL) -> URL { URL(fileURLWithPath: photo.path + ".json") }

    // MARK: each verb

    @Test func rateSeveralPhotosInTheReadmeOrder() async throws {
        let (w, a, b) = try workspace()
        defer { w.temp.remove() }
        let result = try await VitrineProcess.run(["rate", "4", a.path, b.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "\(a.path): rating 4\n\(b.path): rating 4\n")
        #expect(text(sidecarURL(a)) == "{\n  \"rating\": 4\n}\n")
        #expect(text(sidecarURL(b)) == "{\n  \"rating\": 4\n}\n")
    }

    @Test(arguments: [
        (["rate", "DSCN0010.jpg", "4"], "Give the rating first, then the photos, e.g. 4 DSCN0010.jpg"),
        (["rate", "9", "DSCN0010.jpg"], "The rating must be a whole number from 0 (unrated) to 5, not 9."),
        (["rate", "-1", "DSCN0010.jpg"], "The rating must be a whole number from 0 (unrated) to 5, not -1."),
        (["rate", "2.5", "DSCN0010.jpg"], "The rating must be a whole number from 0 (unrated) to 5, not 2.5."),
        (["rate", "3"], "Give at least one photo after the rating"),
        (["scale", "0.5", "DSCN0010.jpg"], "The scale must be at least 1 (1 = no zoom), not 0.5."),
        (["scale", "-2", "DSCN0010.jpg"], "The scale must be at least 1 (1 = no zoom), not -2."),
        (["rotate", "DSCN0010.jpg", "90"], "Give the degrees first, then the photos, e.g. 90 DSCN0010.jpg"),
        (["tag", "DSCN0010.jpg"], "Give --add TAG or --remove TAG."),
    ])
    func usageMistakesAreExplainedAndWriteNothing(_ arguments: [String], _ message: String) async throws {
        let (w, a, _) = try workspace()
        defer { w.temp.remove() }
        let result = try await VitrineProcess.run(arguments, in: a.deletingLastPathComponent())
        #expect(result.status == 64)
        #expect(result.errors.contains("Error: \(message)"), "\(result.errors)")
        #expect(text(sidecarURL(a)) == nil)
    }

    @Test(arguments: [("rate", "vitrine rate <rating> <photo> ..."), ("rotate", "vitrine rotate <degrees> <photo> ..."),
                      ("scale", "vitrine scale <factor> <photo> ...")])
    func helpShowsTheNumberFirst(_ verb: String, _ usage: String) async throws {
        let result = try await VitrineProcess.run([verb, "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: \(usage)"))
        #expect(result.output.contains("Example: vitrine \(verb) "))
    }

    @Test func favoriteAndTags() async throws {
        let (w, a, _) = try workspace()
        defer { w.temp.remove() }
        #expect(try await VitrineProcess.run(["favorite", a.path]).status == 0)
        #expect(try sidecar(a).favorite)
        let add = try await VitrineProcess.run(["tag", a.path, "--add", " Italy ", "--add", "market", "--add", "ITALY"])
        #expect(add.status == 0, "\(add.errors)")
        #expect(add.output == "\(a.path): tags: Italy, market\n")
        let respell = try await VitrineProcess.run(["tag", a.path, "--remove", "italy", "--add", "sea"])
        #expect(respell.status == 0)
        #expect(try sidecar(a).tags == ["market", "sea"])
        #expect(try await VitrineProcess.run(["favorite", a.path, "--off"]).status == 0)
        let final = try sidecar(a)
        #expect(!final.favorite)
        #expect(final.history == [])
    }

    @Test func rotateScaleResetUndoAndShowJSON() async throws {
        let (w, a, _) = try workspace()
        defer { w.temp.remove() }
        let folder = a.deletingLastPathComponent()
        for arguments in [["rotate", "-90", "DSCN0010.jpg"], ["scale", "1.5", "DSCN0010.jpg"], ["reset", "DSCN0010.jpg"]] {
            let result = try await VitrineProcess.run(arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
        }
        #expect(try sidecar(a).transform == .identity)
        #expect(try sidecar(a).history.count == 3)
        let undo = try await VitrineProcess.run(["undo", "DSCN0010.jpg"], in: folder)
        #expect(undo.output == "DSCN0010.jpg: rotation 270°, scale 1.5, 2 in history\n")
        let small = try await VitrineProcess.run(["rotate", "0.05", "DSCN0010.jpg"], in: folder)
        #expect(small.status == 0)
        #expect(small.output.contains("nothing written"))

        let show = try await VitrineProcess.run(["show", "--json", "DSCN0010.jpg"], in: folder)
        #expect(show.status == 0, "\(show.errors)")
        let document = try JSONParser.parse(show.output)
        guard case .object(let root) = document.value, case .object(let values)? = root["sidecar"],
              case .object(let exif)? = root["exif"] else {
            Issue.record("unexpected JSON: \(show.output)")
            return
        }
        #expect(root["modified"] == .bool(true))
        #expect(root["sidecarFile"] == .string("DSCN0010.jpg.json"))
        #expect(values["transform"] == .object(["rotation": .number(270), "scale": .number(1.5)]))
        guard case .array(let history)? = values["history"] else {
            Issue.record("no history")
            return
        }
        #expect(history.count == 2)
        #expect(exif["make"] == .string("NIKON"))

        let human = try await VitrineProcess.run(["show", "DSCN0010.jpg"], in: folder)
        #expect(human.output.contains("Transform: rotation 270°, scale 1.5 (modified)\n"))
    }

    @Test func undoWithNoHistoryFails() async throws {
        let (w, a, _) = try workspace()
        defer { w.temp.remove() }
        let result = try await VitrineProcess.run(["undo", a.path])
        #expect(result.status == 1)
        #expect(result.errors == "vitrine: \(a.path): nothing to undo: the photo has no transform history\n")
    }

    // MARK: refusals

    @Test func aMalformedSidecarIsRefusedAndTheOtherPhotosAreStillEdited() async throws {
        let (w, a, b) = try workspace()
        defer { w.temp.remove() }
        let broken = "{\n  \"rating\": 4,\n}\n"
        try Data(broken.utf8).write(to: sidecarURL(a))
        let result = try await VitrineProcess.run(["rate", "2", a.path, b.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("vitrine: \(a.path).json: line 2, column 14: trailing comma before '}'; remove it."))
        #expect(result.errors.contains("The sidecar was not changed"))
        #expect(text(sidecarURL(a)) == broken)
        #expect(try sidecar(b).rating == 2)

        let show = try await VitrineProcess.run(["show", a.path])
        #expect(show.status == 1)
        #expect(show.errors.contains("\(a.path).json: line 2, column 14"))
        #expect(text(sidecarURL(a)) == broken)
    }

    @Test func pathsThatAreNotPhotosAreRefused() async throws {
        let (w, a, _) = try workspace()
        defer { w.temp.remove() }
        let folder = a.deletingLastPathComponent()
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let cases = [
            ("notes.txt", "vitrine: notes.txt: is not a photo; Vitrine edits JPEG, HEIC/HEIF, AVIF, PNG, TIFF, GIF and WebP files\n"),
            ("missing.jpg", "vitrine: missing.jpg: no such file; give the path of a photo (.jpg, .heic, .png, .tif, .gif, .webp...)\n"),
            (".", "vitrine: .: is not a file; give the path of a photo (.jpg, .heic, .png, .tif, .gif, .webp...)\n"),
        ]
        for (path, message) in cases {
            let result = try await VitrineProcess.run(["rate", "3", path], in: folder)
            #expect(result.status == 1)
            #expect(result.errors == message)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["DSCN0010.jpg", "DSCN0012.jpg", "notes.txt"])
    }

    // MARK: the build shows the result

    /// Image files a page refers to (`src` and `srcset`).
    func images(on page: URL) throws -> Set<String> {
        let html = try #require(text(page))
        return Set(Workspace.links(in: html).filter { $0.contains("images/") })
    }

    /// With `"showRatings": true` the rating shows; the edited badge is the curation's, never on published pages.
    @Test func aBuildAfterEditsRendersTheNewTransformAndShowsRatingAndTags() async throws {
        let (w, a, _) = try workspace()
        defer { w.temp.remove() }
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let build = ["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path, "--jobs", "2"]
        let first = try await VitrineProcess.run(build)
        #expect(first.status == 0, "\(first.errors)")
        let page = w.site.appendingPathComponent("albums/tuscany/dscn0010.html")
        let other = w.site.appendingPathComponent("albums/tuscany/dscn0012.html")
        let before = try images(on: page)
        let otherBefore = try images(on: other)
        #expect(!before.isEmpty)
        let plain = try #require(text(page))
        #expect(!plain.contains("class=\"badge\""))
        #expect(plain.contains("width=\"640\" height=\"480\""))

        for arguments in [["rotate", "90", a.path], ["rate", "5", a.path], ["tag", a.path, "--add", "piazza"]] {
            let result = try await VitrineProcess.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
        }
        let second = try await VitrineProcess.run(build)
        #expect(second.status == 0, "\(second.errors)")
        let after = try images(on: page)
        #expect(after.count == before.count)
        #expect(after.isDisjoint(with: before), "the rotated photo kept an image name: \(after.intersection(before))")
        #expect(try images(on: other) == otherBefore)
        let files = Set(try SiteTree(w.site).paths)
        let pageFolder = page.deletingLastPathComponent()
        for image in after {
            let path = URL(fileURLWithPath: image, relativeTo: pageFolder).standardizedFileURL.path
            #expect(files.contains(String(path.dropFirst(w.site.standardizedFileURL.path.count + 1))), "\(image) missing")
        }

        let html = try #require(text(page))
        #expect(!html.contains("class=\"badge\"") && !html.contains("Modified"))
        #expect(html.contains("width=\"480\" height=\"640\""))
        #expect(html.contains("<p class=\"rating\"><span aria-hidden=\"true\">★★★★★</span>"))
        #expect(html.contains("rel=\"tag\" dir=\"auto\">piazza</a>"))

        // Undo brings the first images back.
        #expect(try await VitrineProcess.run(["undo", a.path]).status == 0)
        #expect(try await VitrineProcess.run(build).status == 0)
        #expect(try images(on: page) == before)
        #expect(try #require(text(page)).contains("class=\"badge\"") == false)
    }
}
