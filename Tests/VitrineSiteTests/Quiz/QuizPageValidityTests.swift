import Foundation
import Testing
import TestSupport
import VitrineLibrary
import VitrineSite

/// The quiz page as the site generator writes it, checked by the Nu HTML Checker.
@Suite("Quiz page: valid HTML", .requires(TestTool.htmlValidator))
struct QuizPageValidityTests {
    /// Writes `files` under a temp folder, as a build would, and returns the checker's errors for them.
    private func validatorErrors(_ files: [SiteFile]) async throws -> [String] {
        let temp = try TemporaryDirectory("vitrine-quiz-vnu")
        defer { temp.remove() }
        for file in files where file.path.hasSuffix(".html") {
            let url = temp.url.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        return try await HTMLValidator.errors(in: temp.url)
    }

    @Test func theGeneratedQuizPageHasNoErrors() async throws {
        let generator = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }
        let quiz = try generator.render(SampleModels.library()).filter { $0.path == QuizPage.path }
        try #require(quiz.count == 1)
        let errors = try await validatorErrors(quiz)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test func hostileTitlesAndPlacesKeepThePageValid() async throws {
        let quiz = try QuizPage.render(QuizPageTestModel.model())
        let errors = try await validatorErrors(quiz)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }
}
