import Testing
@testable import VitrineImaging

@Suite struct ImageLimitsTests {
    @Test func theBudgetIsSixtySecondsUnlessTheEnvironmentSaysOtherwise() {
        #expect(ImageLimits.timeBudget(environment: nil) == .seconds(60))
        #expect(ImageLimits.timeBudget(environment: "600") == .seconds(600))
    }

    @Test(arguments: ["", "abc", "0", "-5", "1.5", " 60"])
    func aMalformedBudgetFallsBackToSixtySeconds(_ value: String) {
        #expect(ImageLimits.timeBudget(environment: value) == .seconds(60))
    }

    @Test func aRenderPastTheBudgetIsABudgetError() throws {
        let limits = ImageLimits(timeBudget: .zero)
        let error = #expect(throws: ImagingError.self) {
            try limits.checkTime(since: .now - .seconds(1), after: "decode")
        }
        #expect(error?.step == .budget)
    }
}
