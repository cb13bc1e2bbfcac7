import Testing
import VitrineLibrary
import VitrineMetadata

/// The one rule: Vitrine's JSON sidecar, the XMP sidecar, embedded XMP, IPTC, EXIF; the first that has a value wins.
@Suite struct PhotoMetadataTests {
    func record(title: String? = nil, rating: Int? = nil, tags: [String] = [], gps: GeoPoint? = nil, created: String? = nil) -> MetadataRecord {
        var record = MetadataRecord()
        record.title = title.map { [LocalizedText(language: "x-default", text: $0)] } ?? []
        record.rating = rating
        record.tags = tags
        record.gps = gps
        record.created = created
        return record
    }

    @Test func eachValueComesFromTheHighestSourceThatHasIt() {
        var sidecar = Sidecar()
        sidecar.caption = "json caption"
        var exif = ExifFacts()
        exif.gps = GeoPoint(latitude: 1, longitude: 1)
        let resolved = PhotoMetadata(sidecar: sidecar, xmpSidecar: record(title: "xmp sidecar", tags: ["a"]),
            embedded: EmbeddedMetadata(xmp: record(title: "embedded", rating: 2, gps: GeoPoint(latitude: 2, longitude: 2)),
                                       iptc: record(title: "iptc", tags: ["b"], created: "2000:01:01 00:00:00")),
            exif: exif).published(language: "en")
        #expect(resolved.caption == Attributed("json caption", from: .sidecar))
        #expect(resolved.title == Attributed("xmp sidecar", from: .xmpSidecar))
        #expect(resolved.rating == Attributed(2, from: .embeddedXMP))
        #expect(resolved.tags == Attributed(["a"], from: .xmpSidecar))
        #expect(resolved.gps == Attributed(GeoPoint(latitude: 2, longitude: 2), from: .embeddedXMP))
        #expect(resolved.created?.origin == .iptc)
    }

    @Test func exifDatesWinAndTheSidecarHidesPositions() {
        var sidecar = Sidecar()
        sidecar.location = .hidden
        var exif = ExifFacts()
        exif.dateTimeOriginal = "2010:10:10 10:10:10"
        let resolved = PhotoMetadata(sidecar: sidecar, xmpSidecar: record(gps: GeoPoint(latitude: 3, longitude: 3), created: "2000:01:01 00:00:00"),
            embedded: nil,
            exif: exif).published(language: "en")
        #expect(resolved.created == Attributed(CreationDate(dateTime: "2010:10:10 10:10:10", offset: nil), from: .exif))
        #expect(resolved.gps == nil && resolved.locationHidden)
    }

    @Test func aRejectionCanBeOverruledByAVitrineRating() {
        let rejected = record(rating: -1)
        #expect(PhotoMetadata(sidecar: Sidecar(), xmpSidecar: rejected,
            embedded: nil,
            exif: nil).published(language: "en").isRejected)
        var sidecar = Sidecar()
        sidecar.rating = 3
        #expect(!PhotoMetadata(sidecar: sidecar, xmpSidecar: rejected,
            embedded: nil,
            exif: nil).published(language: "en").isRejected)
    }
}
