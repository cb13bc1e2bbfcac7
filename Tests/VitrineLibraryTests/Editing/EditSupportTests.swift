import Foundation
import Testing
import VitrineLibrary

/// The small pieces the edit verbs use: argument splitting and history timestamps.
@Suite struct EditSupportTests {
    @Test func numberThenPhotos() throws {
        let (degrees, photos) = try EditArguments.numberAndPhotos(["-90", "a.jpg", "b.jpg"], name: "degrees")
        #expect(degrees == -90)
        #expect(photos == ["a.jpg", "b.jpg"])
        #expect(try EditArguments.numberAndPhotos(["1.5", "x.jpg"], name: "factor").0 == 1.5)
    }

    @Test(arguments: [
        ([], "Give the degrees, then at least one photo"),
        (["a.jpg", "90"], "Give the degrees first, then the photos, e.g. 90 a.jpg"),
        (["a.jpg", "b.jpg"], "The degrees must be a number, not 'a.jpg'"),
        (["a.jpg"], "The degrees must be a number, not 'a.jpg'"),
        (["nan", "a.jpg"], "The degrees must be a number, not 'nan'"),
        (["inf", "a.jpg"], "The degrees must be a number, not 'inf'"),
        (["90"], "Give at least one photo after the degrees"),
    ])
    func usageErrorsSayWhatToGive(_ values: [String], _ message: String) {
        do {
            _ = try EditArguments.numberAndPhotos(values, name: "degrees")
            Issue.record("\(values) was accepted")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (1_769_162_400.0, "2026-01-23T10:00:00Z"),
        (1_709_208_000.999, "2024-02-29T12:00:00Z"),
        (951_782_400.0, "2000-02-29T00:00:00Z"),
        (4_102_444_799.0, "2099-12-31T23:59:59Z"),
        (-1.0, "1969-12-31T23:59:59Z"),
        (-0.5, "1969-12-31T23:59:59Z"),
        (-86_400.0, "1969-12-31T00:00:00Z"),
    ])
    func timestampsAreUTCWithWholeSeconds(_ seconds: Double, _ text: String) {
        #expect(UTCTimestamp.string(from: Date(timeIntervalSince1970: seconds)) == text)
    }
}
