import Foundation
import Testing
import TestSupport
import VitrineCatalog
@testable import VitrineBuild

/// Pages are skipped only when the previous ones share the new fingerprint and are all still in the site as the
/// last build left them; the check for them is called off as soon as the answer no longer matters.
@Suite struct PageSkipTests {
    static func page(_ path: String, _ inputs: String = "page;model=1") -> OutputRecord {
        OutputRecord(path: path, inputs: inputs)
    }

    @Test func previousPagesShareOneFingerprintOrAreNotReused() throws {
        let image = Self.page("images/0/x-350.jpg", "source=a.jpg;v=4")
        let found = try #require(Builder.previousPages([Self.page("b.html"), image, Self.page("a.html")]))
        #expect(found.inputs == "page;model=1")
        #expect(found.records.map(\.path) == ["a.html", "b.html"])
        // A build stopped while writing pages forgot their fingerprints; a mix is never trusted either.
        #expect(Builder.previousPages([Self.page("a.html", "page"), Self.page("b.html")]) == nil)
        #expect(Builder.previousPages([Self.page("a.html"), Self.page("b.html", "page;model=2")]) == nil)
        #expect(Builder.previousPages([image]) == nil)
    }

    @Test func everyPageMustStillBeInTheSite() throws {
        let temp = try TemporaryDirectory("vitrine-page-skip")
        defer { temp.remove() }
        let pages = (0..<3000).map { Self.page("p\($0).html") }
        for page in pages { try Data().write(to: temp.url.appendingPathComponent(page.path)) }
        let written = FileIO.currentTime()
        #expect(Builder.allInPlace(pages, site: temp.url, writtenAt: written))
        try FileManager.default.removeItem(at: temp.url.appendingPathComponent("p2999.html"))
        #expect(!Builder.allInPlace(pages, site: temp.url, writtenAt: written))
    }

    @Test func aPageChangedAfterTheLastBuildIsNotInPlace() throws {
        let temp = try TemporaryDirectory("vitrine-page-skip")
        defer { temp.remove() }
        let pages = (0..<3).map { Self.page("p\($0).html") }
        for page in pages { try Data("built".utf8).write(to: temp.url.appendingPathComponent(page.path)) }
        let written = FileIO.currentTime()
        #expect(Builder.allInPlace(pages, site: temp.url, writtenAt: written))
        // An edit by hand a moment later (file times are coarser than the clock: set one plainly after).
        let edited = temp.url.appendingPathComponent("p1.html")
        try Data("edited".utf8).write(to: edited)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(written) / 1e9 + 1)],
                                              ofItemAtPath: edited.path)
        #expect(!Builder.allInPlace(pages, site: temp.url, writtenAt: written))
    }

    @Test func aCancelledCheckStopsAndAnswersNo() async throws {
        let temp = try TemporaryDirectory("vitrine-page-skip")
        defer { temp.remove() }
        let pages = (0..<10).map { Self.page("p\($0).html") }
        for page in pages { try Data().write(to: temp.url.appendingPathComponent(page.path)) }
        let check = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return Builder.allInPlace(pages, site: temp.url, writtenAt: FileIO.currentTime())
        }
        #expect(await check.value == false)
    }
}
