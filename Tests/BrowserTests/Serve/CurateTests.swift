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
            let order = try await browser.evaluate("return Array.from(document.querySelectorAll('.grid .tile-link')).map(a => a.getAttribute('href'))", as: [String].self)
            let first = try #require(order.firstIndex { $0.contains("dscn0010") }), xmp = try #require(order.firstIndex { $0.contains("dscn0012") })
            // A tile shows what the site publishes: DSCN0012's three stars come from its XMP sidecar.
            let xmpTile = "document.querySelector('.tile-link[href*=dscn0012]').closest('.tile')"
            #expect(try await browser.evaluate("return \(xmpTile).getAttribute('data-r') + ' ' + \(xmpTile).querySelector('.curate-marks').textContent", as: String.self) == "3 ★★★")
            try await browser.run("document.querySelector('.grid .tile-link[href*=dscn0010]').click();")
            try await browser.waitFor("return document.querySelector('dialog.viewer .curate-bar') !== null")
            #expect(try await browser.evaluate("return Array.from(document.querySelectorAll('dialog.viewer .curate-bar button')).filter(b => !b.hidden).map(b => b.getAttribute('aria-label'))", as: [String].self)
                    == ["Rate 1 stars", "Rate 2 stars", "Rate 3 stars", "Rate 4 stars", "Rate 5 stars", "Clear rating", "Favourite", "Tags",
                        "Rotate left", "Rotate right", "Scale down", "Scale up", "Undo", "Reset", "Select shown", "Clear selection", "Keys"])
            // The viewer on DSCN0010: each key writes its sidecar, then the rebuilt page reloads with the viewer open.
            let viewer = "document.querySelector('dialog.viewer') && document.querySelector('dialog.viewer').open && /dscn0010/.test(location.hash)"
            let steps: [(String, @Sendable ([String: Any]) -> Bool)] = [
                ("4", { $0["rating"] as? Int == 4 }),
                ("f", { $0["favorite"] as? Bool == true }),
                ("]", { Self.transform($0, "rotation") == 90 }),
                ("+", { Self.transform($0, "scale") == 1.25 }),
                (Browser.Key.control + "z", { Self.transform($0, "scale") == 1 && Self.transform($0, "rotation") == 90 }),
                ("[", { Self.transform($0, "rotation") == 0 && ($0["history"] as? [Any])?.count == 2 }),
                ("]", { Self.transform($0, "rotation") == 90 }),
                (Self.shift + "R", { Self.transform($0, "rotation") == 0 && ($0["history"] as? [Any])?.count == 4 }),
            ]
            for (key, condition) in steps {
                try await preview.step(browser, "DSCN0010.jpg", then: viewer, condition) { try await browser.press(key) }
            }
            #expect(try await browser.evaluate("return document.querySelector('[data-rate=\"4\"]').getAttribute('aria-pressed')", as: String.self) == "true")
            try await preview.step(browser, "DSCN0010.jpg", then: viewer, { $0["tags"] as? [String] == ["Siena", "Market"] }) {
                try await browser.press("t")
                try await browser.waitFor("return document.activeElement && document.activeElement.classList.contains('curate-tag-input')")
                #expect(try await browser.evaluate("return Array.from(document.querySelectorAll('#curate-tag-list option')).map(o => o.value)", as: [String].self) == ["Duomo", "Market"])
                try await browser.press("Siena, Market", Browser.Key.enter)
            }
            // The same actions as named buttons.
            let buttons: [(String, @Sendable ([String: Any]) -> Bool)] = [
                ("Rate 2 stars", { $0["rating"] as? Int == 2 }),
                ("Favourite", { $0["favorite"] as? Bool == false }),
                ("Rotate right", { Self.transform($0, "rotation") == 90 }),
                ("Scale up", { Self.transform($0, "scale") == 1.25 }),
                ("Scale down", { Self.transform($0, "scale") == 1 }),
                ("Rotate left", { Self.transform($0, "rotation") == 0 }),
                ("Undo", { Self.transform($0, "rotation") == 90 }),
                ("Reset", { Self.transform($0, "rotation") == 0 }),
                ("Clear rating", { $0["rating"] as? Int ?? 0 == 0 }),
            ]
            for (label, condition) in buttons {
                try await preview.step(browser, "DSCN0010.jpg", then: viewer, condition) {
                    try await browser.run("document.querySelector('dialog.viewer .curate-bar [aria-label=\"\(label)\"]').click();")
                }
            }
            // A pinch in the viewer (two touch pointers 100 px apart, then 160 px) scales the sidecar by 1.6; the
            // view's own zoom goes back to 1.
            try await preview.step(browser, "DSCN0010.jpg", then: viewer, { Self.transform($0, "scale") == 1.6 }) {
                try await browser.run("""
                    var stage = document.querySelector('.viewer-stage');
                    function send(type, id, x) {
                      stage.dispatchEvent(new PointerEvent(type, {pointerId: id, pointerType: 'touch', clientX: x, clientY: 300, bubbles: true}));
                    }
                    send('pointerdown', 1, 400); send('pointerdown', 2, 500);
                    send('pointermove', 1, 370); send('pointermove', 2, 530); send('pointerup', 2, 530); send('pointerup', 1, 370);
                    """)
                #expect(try await browser.evaluate("return document.querySelector('.viewer-frame').style.transform", as: String.self) == "")
            }
            // The keys' help, then the arrows to DSCN0012, whose rating comes from its XMP sidecar: said, then rated.
            try await browser.press("?")
            try await browser.waitFor("return !document.querySelector('.curate-help-panel').hidden")
            try await browser.press("?")
            for _ in 0..<abs(xmp - first) { try await browser.press(xmp > first ? Browser.Key.arrowRight : Browser.Key.arrowLeft) }
            try await browser.waitFor("return /dscn0012/.test(location.hash) && /XMP sidecar/.test(document.querySelector('.curate-status').textContent)")
            try await preview.step(browser, "DSCN0012.jpg", then: viewer.replacingOccurrences(of: "dscn0010", with: "dscn0012"), { $0["rating"] as? Int == 5 }) {
                try await browser.press("5")
            }
            // Its tags come from XMP too: the tag field starts from them, and what is saved keeps them (the sidecar's
            // tags replace XMP's whole).
            let onXMP = viewer.replacingOccurrences(of: "dscn0010", with: "dscn0012")
            try await preview.step(browser, "DSCN0012.jpg", then: onXMP, { $0["tags"] as? [String] == ["Duomo", "Cathedral"] }) {
                try await browser.press("t")
                try await browser.waitFor("return document.activeElement && document.activeElement.classList.contains('curate-tag-input')")
                #expect(try await browser.evaluate("return document.activeElement.value", as: String.self) == "Duomo")
                try await browser.run("document.activeElement.value = 'Duomo, Cathedral';")
                try await browser.press(Browser.Key.enter)
            }
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    func aBatchIsOneStepAndTheSelectionSurvivesAReload(_ preview: CuratePreview) async throws {
        try await Browser.with(.desktop) { browser in
            try await preview.open(browser, "albums/tuscany/")
            let before = try preview.sidecar("DSCN0021.jpg")["rating"] as? Int ?? 0
            try await browser.run("""
                var links = ['dscn0012', 'dscn0021'].map(function (n) { return document.querySelector('.grid .tile-link[href*=' + n + ']'); });
                links.forEach(function (l) { l.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, ctrlKey: true})); });
                links[0].focus();
                """)
            #expect(try await browser.evaluate("return document.querySelectorAll('.tile.curate-selected').length", as: Int.self) == 2)
            // One key rates both; the reload keeps the selection.
            try await preview.step(browser, "DSCN0021.jpg", then: "document.querySelectorAll('.tile.curate-selected').length === 2", { $0["rating"] as? Int == 3 }) {
                try await browser.press("3")
            }
            #expect(try preview.sidecar("DSCN0012.jpg")["rating"] as? Int == 3)
            // One undo takes the batch back, photo by photo.
            try await browser.run("document.querySelector('.grid .tile-link[href*=dscn0012]').focus();")
            try await preview.step(browser, "DSCN0021.jpg", then: "true", { $0["rating"] as? Int ?? 0 == before }) {
                try await browser.press(Browser.Key.control + "z")
            }
            try await preview.waitForSidecar("DSCN0012.jpg") { $0["rating"] as? Int == 5 }
            #expect(try await browser.evaluate("return document.querySelector('.tile-link[href*=dscn0012]').closest('.tile').querySelector('.curate-marks').textContent", as: String.self).hasPrefix("★★★★★"))
            try await browser.run("document.querySelector('.curate-bar [aria-label=\"Clear selection\"]').click();")
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
            <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmp:Rating="3">
            <dc:subject><rdf:Bag><rdf:li>Duomo</rdf:li></rdf:Bag></dc:subject></rdf:Description></rdf:RDF></x:xmpmeta>
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

    /// One edit: `action`, then its sidecar meets `condition`, then the page reloads (the rebuild) and `ready`
    /// holds on the new page, with the editor loaded.
    func step(_ browser: Browser, _ name: String, then ready: String, _ condition: ([String: Any]) -> Bool,
              _ action: () async throws -> Void) async throws {
        try await browser.run("window.vitrineMark = 1;")
        try await action()
        try await waitForSidecar(name, condition)
        try await browser.waitFor("return !window.vitrineMark && document.documentElement.getAttribute('data-curate') === 'ready' && (\(ready))",
                                  seconds: 60 * Sanitizer.slowdown)
    }

    /// Polls the sidecar until `condition` holds (a minute at most).
    func waitForSidecar(_ name: String, _ condition: ([String: Any]) -> Bool) async throws {
        let deadline = Date().addingTimeInterval(60 * Sanitizer.slowdown)
        while Date() < deadline {
            if condition(try sidecar(name)) { return }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        throw Timeout(description: "\(name).json never met the condition: \(try sidecar(name))")
    }

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }
}
