import Testing
import VitrineLibrary
import VitrineMetadata

/// `vitrine show`: readable lines for people, stable JSON for scripts.
@Suite struct PhotoReportTests {
    func edited() -> Sidecar {
        var sidecar = Sidecar()
        sidecar.title = "Piazza"
        sidecar.rating = 4
        sidecar.favorite = true
        sidecar.tags = ["italy", "market"]
        sidecar.transform = Transform(rotation: 90, scale: 1.5)
        sidecar.history = [TransformSnapshot(transform: .identity, at: "2026-01-23T10:00:00Z")]
        sidecar.location = .hidden
        return sidecar
    }

    @Test func textForPeople() {
        let report = PhotoReport(photoPath: "Tuscany/a.jpg", sidecar: edited(), hasSidecarFile: true)
        #expect(report.text == """
        Photo:     Tuscany/a.jpg
        Sidecar:   Tuscany/a.jpg.json
        Title:     Piazza
        Rating:    ★★★★☆ (4/5)
        Favourite: yes
        Tags:      italy, market
        Transform: rotation 90°, scale 1.5 (modified)
        History:   1 entry; undo restores rotation 0°, scale 1
        Location:  hidden ("location": null)

        """)
    }

    @Test func textForAPhotoWithoutSidecar() {
        var exif = ExifFacts()
        exif.make = "NIKON"
        exif.model = "COOLPIX P6000"
        exif.gps = GeoPoint(latitude: 43.467448, longitude: 11.885126)
        let report = PhotoReport(photoPath: "a.jpg", sidecar: Sidecar(), hasSidecarFile: false, exif: exif)
        #expect(report.text.contains("Sidecar:   none (all values are defaults)\n"))
        #expect(report.text.contains("Rating:    unrated\n"))
        #expect(report.text.contains("Transform: none\n"))
        #expect(report.text.contains("Location:  43.46745, 11.88513 (from EXIF)\n"))
        #expect(report.text.contains("Camera:    NIKON COOLPIX P6000\n"))
        #expect(report.text.contains("Taken:     Date unknown\n"))
    }

    /// Issue 32, item 8: EXIF's `2008:10:22 16:29:49` is shown as a person reads a date, with the offset when known.
    @Test(arguments: [("2008:10:22 16:29:49", nil, "2008-10-22 16:29:49"), ("2008:10:22 16:29:49", "+02:00", "2008-10-22 16:29:49 +02:00"),
                      ("not a date", nil, "not a date")])
    func exifDatesAreShownAsPeopleReadThem(raw: String, offset: String?, shown: String) {
        var exif = ExifFacts()
        exif.dateTimeOriginal = raw
        exif.offsetTimeOriginal = offset
        let report = PhotoReport(photoPath: "a.jpg", sidecar: Sidecar(), hasSidecarFile: false, exif: exif)
        #expect(report.text.contains("Taken:     \(shown)\n"), "\(report.text)")
    }

    @Test func jsonForScriptsParsesAndSpellsOutEveryValue() throws {
        let report = PhotoReport(photoPath: "Tuscany/a.jpg", sidecar: edited(), hasSidecarFile: true, exif: ExifFacts())
        let document = try JSONParser.parse(report.json)
        guard case .object(let root) = document.value, case .object(let sidecar)? = root["sidecar"] else {
            Issue.record("not the expected shape: \(report.json)")
            return
        }
        #expect(root["photo"] == .string("Tuscany/a.jpg"))
        #expect(root["sidecarFile"] == .string("Tuscany/a.jpg.json"))
        #expect(root["modified"] == .bool(true))
        #expect(sidecar["rating"] == .number(4))
        #expect(sidecar["favorite"] == .bool(true))
        #expect(sidecar["hidden"] == .bool(false))
        #expect(sidecar["caption"] == .null)
        #expect(sidecar["location"] == .null)
        #expect(sidecar["tags"] == .array([.string("italy"), .string("market")]))
        #expect(sidecar["transform"] == .object(["rotation": .number(90), "scale": .number(1.5)]))
        #expect(root["exif"] != nil)
        #expect(report.json.hasSuffix("}\n"))
    }

    @Test func jsonOfAnUneditedPhoto() throws {
        let report = PhotoReport(photoPath: "a.jpg", sidecar: Sidecar(), hasSidecarFile: false)
        let value = try JSONParser.parse(report.json).value
        guard case .object(let root) = value, case .object(let sidecar)? = root["sidecar"] else {
            Issue.record("not an object")
            return
        }
        #expect(root["sidecarFile"] == .null)
        #expect(root["modified"] == .bool(false))
        #expect(root["exif"] == nil)
        #expect(sidecar["location"] == .string("exif"))
        #expect(sidecar["history"] == .array([]))
    }
}
