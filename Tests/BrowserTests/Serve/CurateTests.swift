import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Curating in `vitrine serve` (issue 29), in Chromium against one serve instance: every key and its button write
/// the sidecar through the API, undo walks back, a batch edits every selected tile, an XMP-rated photo is said to be
/// so and rated again, the viewer and the selection survive the reload after each rebuild, and the site serve
/// writes carries none of the editor.
@Suite("Browser: curating in vitrine serve", .requires(TestTool.browser), .requires(.vitrine), .serialized)
struct CurateTests {
    static let shift = "\u{E008}"

    /// One serve for every step (a build per serve is the slow part).
    @Test func curatingInTheBrowser() async throws {
        let preview = try await CuratePreview()
        defer { preview.stop() }
        try await keysAndControlsEditThroughTheAPI(preview)
        try await aBatchIsOneStepAndTheSelectionSurvivesAReload(preview)
    }

    func keysAndControlsEditThroughTheAPI(_ preview: CuratePreview) async throws {
        try await Browser.with(.desktop) { browser in
            try await preview.open(browser, "albums/tuscany/")
            // The viewer on the first photo (DSCN0010): keys rate, favourite, rotate, scale, undo, reset, tag.
            try await browser.run("document.querySelectorAll('.grid .tile-link')[0].click();")
            try await browser.waitFor("return document.querySelector('dialog.viewer .curate-bar') !== null")
            try await browser.press("4")
            try await preview.waitForSidecar("DSCN0010.jpg") { $0["rating"] as? Int == 4 }
            #expect(try await browser.control(named: "Rate 4 stars").attribute("aria-pressed") == "true")
            try await browser.press("f")
            try await preview.waitForSidecar("DSCN0010.jpg") { $0["favorite"] as? Bool == true }
            try await browser.press("]")
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "rotation") == 90 }
            try await browser.press("+")
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "scale") == 1.25 }
            try await browser.press(Browser.Key.control + "z")
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "scale") == 1 && Self.transform($0, "rotation") == 90 }
            try await browser.press("[")
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "rotation") == 0 && ($0["history"] as? [Any])?.count == 3 }
            try await browser.press("]")
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "rotation") == 90 }
            try await browser.press(Self.shift + "R")
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "rotation") == 0 && ($0["history"] as? [Any])?.count == 5 }
            try await browser.press("t")
            try await browser.waitFor("return document.activeElement && document.activeElement.classList.contains('curate-tag-input')")
            #expect(try await browser.evaluate("return Array.from(document.querySelectorAll('#curate-tag-list option')).map(o => o.value)", as: [String].self) == ["Market"])
            try await browser.press("Siena, Market", Browser.Key.enter)
            try await preview.waitForSidecar("DSCN0010.jpg") { $0["tags"] as? [String] == ["Market", "Siena"] }
            // The same actions as named buttons.
            try await browser.control(named: "Rate 2 stars").click()
            try await preview.waitForSidecar("DSCN0010.jpg") { $0["rating"] as? Int == 2 }
            try await browser.control(named: "Favourite").click()
            try await preview.waitForSidecar("DSCN0010.jpg") { $0["favorite"] as? Bool == false }
            try await browser.control(named: "Rotate right").click()
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "rotation") == 90 }
            try await browser.control(named: "Undo").click()
            try await preview.waitForSidecar("DSCN0010.jpg") { Self.transform($0, "rotation") == 0 }
            // The help, then the next photo: the XMP-rated DSCN0012 says where its rating comes from, and is rated.
            try await browser.press("?")
            try await browser.waitFor("return !document.querySelector('.curate-help-panel').hidden")
            try await browser.press("?")
            try await browser.press(Browser.Key.arrowRight)
            try await browser.waitFor("return /XMP sidecar/.test(document.querySelector('.curate-status').textContent)")
            try await browser.press("5")
            try await preview.waitForSidecar("DSCN0012.jpg") { $0["rating"] as? Int == 5 }
            // The rebuild reloads the page in place: the viewer stays open on the same photo, with the edited badge.
            try await browser.run("window.vitrineMark = 1;")
            try await browser.waitFor("return !window.vitrineMark && document.readyState === 'complete'", seconds: 60 * Sanitizer.slowdown)
            try await browser.waitFor("return document.querySelector('dialog.viewer') && document.querySelector('dialog.viewer').open"
                                      + " && /dscn0012/.test(location.hash)")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    func aBatchIsOneStepAndTheSelectionSurvivesAReload(_ preview: CuratePreview) async throws {
        try await Browser.with(.desktop) { browser in
            try await preview.open(browser, "albums/tuscany/")
            let before = try preview.sidecar("DSCN0021.jpg")["rating"] as? Int ?? 0
            try await browser.run("""
                var links = document.querySelectorAll('.grid .tile-link');
                [links[1], links[2]].forEach(function (l) { l.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, ctrlKey: true})); });
                links[1].focus();
                """)
            #expect(try await browser.evaluate("return document.querySelectorAll('.tile.curate-selected').length", as: Int.self) == 2)
            try await browser.press("3")
            try await preview.waitForSidecar("DSCN0021.jpg") { $0["rating"] as? Int == 3 }
            try await preview.waitForSidecar("DSCN0012.jpg") { $0["rating"] as? Int == 3 }
            try await browser.run("window.vitrineMark = 1;")
            try await browser.waitFor("return !window.vitrineMark && document.querySelectorAll('.tile.curate-selected').length === 2",
                                      seconds: 60 * Sanitizer.slowdown)
            try await browser.run("document.querySelectorAll('.grid .tile-link')[1].focus();")
            try await browser.press(Browser.Key.control + "z")
            try await preview.waitForSidecar("DSCN0021.jpg") { $0["rating"] as? Int ?? 0 == before }
            // The grid keeps its own keys where no tile is focused or selected: - sizes the thumbnails.
            try await browser.control(named: "Clear selection").click()
            #expect(try await browser.evaluate("return document.querySelectorAll('.tile.curate-selected').length", as: Int.self) == 0)
        }
        // What serve wrote is a site like any build's: none of the editor in it.
        let tree = try SiteTree(preview.site)
        for file in tree.paths where file.hasSuffix(".html") || file.hasSuffix(".js") || file.hasSuffix(".css") || file.hasSuffix(".json") {
            let text = tree.text(file) ?? ""
            #expect(!text.contains("__vitrine") && !text.contains("curate-"), "\(file) carries the editor")
        }
    }

    static func transform(_ sidecar: [String: Any], _ key: String) -> Double? {
        (sidecar["transform"] as? [String: Any])?[key] as? Double ?? (key == "scale" ? 1 : key == "rotation" ? 0 : nil)
    }
}

/// One `vitrine serve` of a three-photo album, with an XMP-rated photo and a tag to complete.
final class CuratePreview: Sendable {
    let temp: TemporaryDirectory
    let library: LibraryFixture
    let site: URL
    let address: String
    let base: String
    let process: Process

    init() async throws {
        temp = try TemporaryDirectory("vitrine-curate-browser")
        library = try LibraryFixture(in: temp.url)
        try library.write(#"{"title": "Curated"}"#, at: "vitrine.json")
        for name in ["DSCN0010.jpg", "DSCN0012.jpg", "DSCN0021.jpg"] { try library.add("gps/" + name, to: "Tuscany") }
        try library.write(#"{"tags": ["Market"]}"#, at: "Tuscany/DSCN0021.jpg.json")
        try library.write("""
            <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="3"/></rdf:RDF></x:xmpmeta>
            """, at: "Tuscany/DSCN0012.xmp")
        site = temp.url.appendingPathComponent("site")
        process = try VitrineProcess.start(["serve", library.root.path, "-o", site.path, "--cache", temp.url.appendingPathComponent("cache").path,
                                            "--port", "0", "--jobs", "2", "--formats", "jpeg"])
        let output = try #require((process.standardOutput as? Pipe)?.fileHandleForReading)
        address = try #require(await VitrineProcess.firstMatch(of: #"http://[0-9.]+:[0-9]+/\?token=[0-9a-f]{64}"#, in: output))
        base = String(address.prefix { $0 != "?" })
        // Its output is drained so that it never blocks on a full pipe.
        DispatchQueue.global().async { _ = output.readDataToEndOfFile() }
        let errors = (process.standardError as? Pipe)?.fileHandleForReading
        DispatchQueue.global().async { _ = errors?.readDataToEndOfFile() }
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        temp.remove()
    }

    /// Takes the token, then opens `path` and waits for the editor to have its photos.
    func open(_ browser: Browser, _ path: String) async throws {
        try await browser.open(address)
        try await browser.open(base + path)
        try await browser.waitFor("return document.documentElement.getAttribute('data-curate') === 'ready'")
    }

    func sidecar(_ name: String) throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: library.root.appendingPathComponent("Tuscany/\(name).json").path) else { return [:] }
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    /// Polls the sidecar until `condition` holds (a minute at most).
    func waitForSidecar(_ name: String, _ condition: ([String: Any]) -> Bool) async throws {
        let deadline = Date().addingTimeInterval(60 * Sanitizer.slowdown)
        while Date() < deadline {
            if condition(try sidecar(name)) { return }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        Issue.record("\(name).json never met the condition: \(try sidecar(name))")
    }
}
