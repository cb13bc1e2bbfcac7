import Foundation
import Testing
import TestSupport

/// The quiz's offered places are made by the build from the place table: the same library built twice, into two
/// folders with two caches, gives the same quiz page, choices included.
@Suite struct QuizChoicesBuildTests {
    @Test func theSameLibraryBuiltTwiceOffersTheSameChoices() async throws {
        let workspace = try Workspace.threePhotos()
        defer { workspace.temp.remove() }
        let other = workspace.temp.url.appendingPathComponent("site-2")
        try await workspace.build(formats: [.jpeg])
        try await workspace.build(formats: [.jpeg], site: other, cache: workspace.temp.url.appendingPathComponent("cache-2"))
        let first = try String(contentsOf: workspace.site.appendingPathComponent("quiz/index.html"), encoding: .utf8)
        let second = try String(contentsOf: other.appendingPathComponent("quiz/index.html"), encoding: .utf8)
        #expect(first == second)
        // Both Tuscany photos are at Arezzo: three other Italian places are offered with each.
        let choices = first.matches(of: /"choices":\[((?:\{[^}]*\},?){1,3})\]/).map { String($0.1) }
        #expect(choices.count == 2, "\(choices)")
        #expect(choices.allSatisfy { $0.components(separatedBy: #""country":"Italy""#).count - 1 == 3 }, "\(choices)")
    }
}
