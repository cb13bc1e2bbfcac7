import Testing
import VitrineLibrary
@testable import VitrineSite

@Suite struct FactTextTests {
    @Test func exifDatesAreWrittenOutInFull() {
        #expect(FactText.date("2008:03:12 14:05:09") == "12 March 2008, 14:05")
        #expect(FactText.date("2008:03:12") == "12 March 2008")
        #expect(FactText.date("0000:00:00 00:00:00") == nil)
        #expect(FactText.date("garbage") == nil)
        #expect(FactText.isoDate("2008:03:12 14:05:09") == "2008-03-12T14:05:09")
    }

    @Test func exposureReadsLikeACamera() {
        var exif = ExifFacts()
        #expect(FactText.exposure(exif) == nil)
        exif.exposureTime = 0.004
        exif.fNumber = 8
        exif.iso = 400
        exif.focalLength = 35.04
        #expect(FactText.exposure(exif) == "1/250 s · f/8 · ISO 400 · 35 mm")
        exif.exposureTime = 2.5
        exif.fNumber = 2.8
        #expect(FactText.exposure(exif) == "2.5 s · f/2.8 · ISO 400 · 35 mm")
    }

    @Test func cameraNamesDoNotRepeatTheMaker() {
        #expect(FactText.camera(make: "Canon", model: "Canon EOS 40D") == "Canon EOS 40D")
        #expect(FactText.camera(make: "NIKON CORPORATION", model: "NIKON D70") == "NIKON D70")
        #expect(FactText.camera(make: "FUJIFILM", model: "FinePix6900ZOOM") == "FUJIFILM FinePix6900ZOOM")
        #expect(FactText.camera(make: " ", model: nil) == nil)
    }

    /// White space, new lines and control characters at either end are trimmed whatever the text's first and last
    /// characters (ASCII ones take a short way), and nothing inside is touched.
    @Test func cameraNamesAreTrimmedAtBothEnds() {
        #expect(FactText.camera(make: "Canon\u{0}", model: nil) == "Canon")
        #expect(FactText.camera(make: "\tSONY ", model: "\u{00A0}ILCE-7M3\r\n") == "SONY ILCE-7M3")
        #expect(FactText.camera(make: "Apple", model: "iPhone 15 Pro\u{200B}") == "Apple iPhone 15 Pro")
        #expect(FactText.camera(make: "\u{0}\u{1F}", model: "") == nil)
        #expect(FactText.camera(make: "Leica  Camera", model: "Q2") == "Leica  Camera Q2")
        #expect(FactText.camera(make: "Ricoh", model: "Ü") == "Ricoh Ü")
    }

    @Test func mapLinksUseFixedDecimals() {
        #expect(FactText.mapURL(GeoPoint(latitude: -33.8688, longitude: 151.2093))
            == "https://www.openstreetmap.org/?mlat=-33.86880&mlon=151.20930#map=13/-33.86880/151.20930")
        #expect(FactText.mapURL(GeoPoint(latitude: 91, longitude: 0)) == nil)
    }
}
