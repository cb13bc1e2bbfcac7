import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

@Suite struct StarterSettingsTests {
    @Test func writesOnceAndNeverOverwrites() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let written = try StarterSettings.write(into: temp.url)
        #expect(try String(contentsOf: written, encoding: .utf8) == StarterSettings.contents)
        try Data("{\"title\":\"mine\"}".utf8).write(to: written)
        #expect(throws: BuildError.self) { _ = try StarterSettings.write(into: temp.url) }
        #expect(try String(contentsOf: written, encoding: .utf8) == "{\"title\":\"mine\"}")
    }

    @Test func starterIsValidJSON() throws {
        let object = try JSONSerialization.jsonObject(with: Data(StarterSettings.contents.utf8)) as? [String: Any]
        #expect(object?["location"] as? String == "approximate")
    }

    /// Issue 32: the starter is read whole, with no warning and no empty baseURL (which the build rejects).
    @Test func theStarterReadsWithoutAWarning() throws {
        let reading = try SiteSettings.read(jsonBytes: Array(StarterSettings.contents.utf8))
        #expect(reading.problems.isEmpty)
        #expect(reading.unknownKeys.isEmpty)
        #expect(reading.value.title == "My photos")
        #expect(reading.value.baseURL == nil)
        #expect(!StarterSettings.contents.contains("\"baseURL\": \"\""))
    }
}
