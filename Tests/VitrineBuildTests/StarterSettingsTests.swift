import Foundation
import Testing
import TestSupport
import VitrineBuild

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
}
