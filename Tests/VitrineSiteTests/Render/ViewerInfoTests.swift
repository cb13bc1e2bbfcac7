import Foundation
import Testing
import VitrineLibrary
@testable import VitrineSite

/// Issue 34, the viewer's info panel: a tile and an album index carry the facts the photo page shows, worded as
/// there, and nothing for a photo that has none. Issue 30: the slideshow's settings reach every page
/// (and its pages' keys: SitePlanTests).
@Suite struct ViewerInfoTests {
    let generator: SiteGenerator

    init() throws {
        generator = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }
    }

    static let piazzaFacts = ["12 March 2008, 14:05", "NIKON D70", "18-70 mm f/3.5-4.5", "1/250 s · f/2.8 · ISO 100 · 35 mm",
                              "Arezzo, Italy"]

    @Test func aTileCarriesThePhotoPagesFactsAndAnUnknownPhotoNone() throws {
        let files = try generator.render(SampleModels.library())
        let album = try #require(files.text("albums/italy/index.html"))
        #expect(album.contains("data-info=\"\(Self.piazzaFacts.joined(separator: "\n"))\""))
        let page = try #require(files.text("albums/italy/dscn0010.html"))
        for fact in Self.piazzaFacts { #expect(page.contains(fact), "\(fact)") }
        // DSCN0012 and the broken photo know nothing: no attribute, not an empty one.
        #expect(album.components(separatedBy: "data-info=").count - 1 == 1)
    }

    @Test func anIndexRecordHoldsTheSameLinesEmptyForTheUnknownOnes() throws {
        var model = SampleModels.library()
        model.photos["Italy/DSCN0012.jpg"]?.exif.iso = 400
        model.photos["Italy/DSCN0012.jpg"]?.exif.model = "X100V"
        let renderer = try generator.plan(model).renderer
        let bare = try #require(model.photos["Italy/DSCN0012.jpg"])
        // Date unknown, camera, no lens, exposure; no place: the empty lines after the last known one are left out.
        #expect(renderer.infoText(bare) == "\nX100V\n\nISO 400")
        let record = renderer.photoRecord(bare, page: "albums/italy/index.json")
        #expect(JSONValue.object(["x": try #require(record["x"])]).text == #"{"x":"\nX100V\n\nISO 400"}"#)
        #expect(renderer.photoRecord(try #require(model.photos["Italy/broken.jpg"]), page: "albums/italy/index.json")["x"] == nil)
    }

    @Test func theSlideshowSettingsAreOnEveryPage() throws {
        var model = SampleModels.library()
        let plain = try generator.render(model)
        #expect(try #require(plain.text("index.html")).contains("data-slideshow=\"5\" data-slideshow-loop>"))
        model.settings.slideshow.interval = 2.5
        model.settings.slideshow.loop = false
        let changed = try generator.render(model)
        for path in ["index.html", "albums/italy/index.html", "tags/italy.html", "favorites.html"] {
            let html = try #require(changed.text(path))
            #expect(html.contains("data-slideshow=\"2.5\">"), "\(path)")
        }
    }
}
