import Testing
@testable import VitrineBuild
import VitrineLibrary

/// Issue 32, item 8: the summary counts in words a person would write: "1 warning", "12 photos and 2 videos".
@Suite struct SummaryTextTests {
    static func summary(photos: Int, videos: Int, warnings: Int, notes: [String] = []) -> BuildSummary {
        var summary = BuildSummary()
        summary.photos = photos
        summary.videos = videos
        summary.imagesWritten = 1
        summary.pagesWritten = 1
        summary.diagnostics = (0..<warnings).map { Diagnostic(path: "p\($0).jpg", step: .decode, message: "bad") }
        summary.notes = notes
        return summary
    }

    @Test func oneIsSingularAndVideosAreCountedApart() {
        let text = SummaryText.render(Self.summary(photos: 14, videos: 2, warnings: 1), site: "site", explain: false)
        #expect(text.contains("Built site: 12 photos and 2 videos, 1 image written"), "\(text)")
        #expect(text.contains("1 page written"))
        #expect(text.contains(", 1 warning in "))
    }

    @Test func withoutVideosOnlyPhotosAreNamed() {
        let text = SummaryText.render(Self.summary(photos: 1, videos: 0, warnings: 0), site: "site", explain: false)
        #expect(text.contains("Built site: 1 photo, 1 image written"), "\(text)")
        #expect(text.contains(", 0 warnings in "))
        #expect(!text.contains("video"))
    }

    @Test func notesAreNotWarnings() {
        let text = SummaryText.render(Self.summary(photos: 1, videos: 0, warnings: 0, notes: ["no \"baseURL\" is set"]), site: "site", explain: false)
        #expect(text.contains("note: no \"baseURL\" is set"))
        #expect(!text.contains("Warnings:"))
    }
}
