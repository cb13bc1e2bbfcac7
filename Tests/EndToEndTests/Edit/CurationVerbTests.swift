import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// Issue 32, item 8: the verbs for what users hand-edited JSON for: title, caption, hide and an album's cover, through
/// the sidecar verbs' writing (atomic, unknown keys kept, a malformed file refused).
@Suite(.requires(.vitrine))
struct CurationVerbTests {
    let edits = EditCommandTests()

    @Test func titleAndCaptionSetAndAnEmptyTextClears() async throws {
        let (w, a, b) = try edits.workspace()
        defer { w.temp.remove() }
        try w.library.write(#"{"note": "mine", "rating": 2}"#, at: "Tuscany/DSCN0010.jpg.json")
        let titled = try await VitrineProcess.run(["title", "Piazza Grande", a.path, b.path])
        #expect(titled.status == 0, "\(titled.errors)")
        #expect(titled.output == "\(a.path): title: Piazza Grande\n\(b.path): title: Piazza Grande\n")
        let captioned = try await VitrineProcess.run(["caption", "Saturday market", a.path])
        #expect(captioned.output == "\(a.path): caption: Saturday market\n")
        var sidecar = try edits.sidecar(a)
        #expect(sidecar.title == "Piazza Grande" && sidecar.caption == "Saturday market" && sidecar.rating == 2)
        #expect(edits.text(edits.sidecarURL(a))?.contains("\"note\": \"mine\"") == true)

        let cleared = try await VitrineProcess.run(["title", "", a.path])
        #expect(cleared.output == "\(a.path): no title\n")
        sidecar = try edits.sidecar(a)
        #expect(sidecar.title == nil && sidecar.caption == "Saturday market")
        #expect(edits.text(edits.sidecarURL(a))?.contains("title") == false)
    }

    @Test func hideAndShowAgain() async throws {
        let (w, a, _) = try edits.workspace()
        defer { w.temp.remove() }
        let hidden = try await VitrineProcess.run(["hide", a.path])
        #expect(hidden.output == "\(a.path): hidden (left out of the site)\n")
        #expect(try edits.sidecar(a).hidden)
        let again = try await VitrineProcess.run(["hide", a.path])
        #expect(again.output == "\(a.path): hidden (left out of the site) (unchanged, nothing written)\n")
        let shown = try await VitrineProcess.run(["hide", "--off", a.path])
        #expect(shown.output == "\(a.path): shown\n")
        #expect(try !edits.sidecar(a).hidden)
    }

    @Test func coverSetsTheAlbumsCoverKeepingItsOtherKeys() async throws {
        let (w, a, b) = try edits.workspace()
        defer { w.temp.remove() }
        let album = w.library.root.appendingPathComponent("Tuscany/album.json")
        let created = try await VitrineProcess.run(["cover", a.path])
        #expect(created.status == 0, "\(created.errors)")
        #expect(edits.text(album) == "{\n  \"cover\": \"DSCN0010.jpg\"\n}\n")

        try w.library.write(#"{"title": "Hills", "sort": "oldest", "mine": [1]}"#, at: "Tuscany/album.json")
        let changed = try await VitrineProcess.run(["cover", b.path])
        #expect(changed.output == "\(album.path): cover DSCN0012.jpg\n")
        let settings = try AlbumSettings.load(from: album.path)
        #expect(settings.cover == "DSCN0012.jpg" && settings.title == "Hills" && settings.sort == .oldest)
        #expect(edits.text(album)?.contains("\"mine\"") == true)
        let same = try await VitrineProcess.run(["cover", b.path])
        #expect(same.output.hasSuffix("(unchanged, nothing written)\n"))

        let broken = "{\"title\": \"Hills\",}"
        try w.library.write(broken, at: "Tuscany/album.json")
        let refused = try await VitrineProcess.run(["cover", a.path])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("album.json"))
        #expect(edits.text(album) == broken)
    }
}
