import Testing
@testable import VitrineVideo

@Suite struct VideoContainerTests {
    func box(_ type: String, brand: String) -> [UInt8] {
        [0, 0, 0, 24] + Array(type.utf8) + Array(brand.utf8) + [0, 0, 2, 0]
    }

    @Test func recognisesEachContainerByItsFirstBytes() {
        #expect(VideoContainer.sniff(box("ftyp", brand: "isom")) == .isoMedia)
        #expect(VideoContainer.sniff(box("ftyp", brand: "qt  ")) == .isoMedia)
        #expect(VideoContainer.sniff(box("mdat", brand: "xxxx")) == .isoMedia)
        #expect(VideoContainer.sniff([0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81]) == .matroska)
        #expect(VideoContainer.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}AVI LIST".utf8)) == .avi)
        #expect(VideoContainer.sniff(Array("OggS\u{0}\u{2}".utf8)) == .ogg)
    }

    @Test func refusesStillsAndOtherFiles() {
        #expect(VideoContainer.sniff(box("ftyp", brand: "heic")) == nil)
        #expect(VideoContainer.sniff(box("ftyp", brand: "avif")) == nil)
        #expect(VideoContainer.sniff([0xFF, 0xD8, 0xFF, 0xE1, 0, 0, 0, 0]) == nil)
        #expect(VideoContainer.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == nil)
        #expect(VideoContainer.sniff(Array("#EXTM3U\nhttp://x/".utf8)) == nil)
        #expect(VideoContainer.sniff([]) == nil)
    }
}

@Suite struct ISO6709Tests {
    @Test func readsDecimalDegreesWithAndWithoutAltitude() throws {
        let paris = try #require(ISO6709.parse("+48.8584+002.2945+035.000/"))
        #expect(abs(paris.latitude - 48.8584) < 1e-9 && abs(paris.longitude - 2.2945) < 1e-9)
        let sydney = try #require(ISO6709.parse("-33.8688+151.2093/"))
        #expect(abs(sydney.latitude + 33.8688) < 1e-9 && abs(sydney.longitude - 151.2093) < 1e-9)
    }

    @Test func readsMinutesAndSeconds() throws {
        let minutes = try #require(ISO6709.parse("+4851.50-00217.70/"))
        #expect(abs(minutes.latitude - (48 + 51.5 / 60)) < 1e-9 && abs(minutes.longitude + (2 + 17.7 / 60)) < 1e-9)
        let seconds = try #require(ISO6709.parse("+485130+0021742/"))
        #expect(abs(seconds.latitude - (48 + 51.0 / 60 + 30.0 / 3600)) < 1e-9)
    }

    @Test func refusesMalformedOrOutOfRangePositions() {
        for text in ["", "48.85+2.29/", "+95.0+010.0/", "+45.0+190.0/", "+4899.0+00100.0/", "+1+2/", "nonsense", "+48.8584"] {
            #expect(ISO6709.parse(text) == nil, "\(text)")
        }
    }
}

@Suite struct VideoEncodingTests {
    @Test func publishedSizeFitsTenEightyInEitherOrientationWithEvenSides() {
        #expect(VideoEncoding.publishedSize(width: 3840, height: 2160) == (1920, 1080))
        #expect(VideoEncoding.publishedSize(width: 2160, height: 3840) == (1080, 1920))
        #expect(VideoEncoding.publishedSize(width: 320, height: 240) == (320, 240))
        #expect(VideoEncoding.publishedSize(width: 1920, height: 1440) == (1440, 1080))
        #expect(VideoEncoding.publishedSize(width: 321, height: 241) == (322, 242))
    }

    @Test func probeDatesBecomeCatalogDates() {
        #expect(VideoProbe.exifDate("2021-06-01T10:20:30.000000Z") == "2021:06:01 10:20:30")
        #expect(VideoProbe.exifDate("2021-06-01T12:20:30+0200") == "2021:06:01 12:20:30")
        #expect(VideoProbe.exifDate("1970-01-01T00:00:00.000000Z") == nil)
        #expect(VideoProbe.exifDate("June 1st") == nil)
    }

    @Test func rotationIsAQuarterTurn() {
        #expect(VideoProbe.normalized(-90) == 270)
        #expect(VideoProbe.normalized(90) == 90)
        #expect(VideoProbe.normalized(180) == 180)
        #expect(VideoProbe.normalized(-270) == 90)
        #expect(VideoProbe.normalized(89.6) == 90)
        #expect(VideoProbe.normalized(.nan) == 0)
    }
}
