import Foundation
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
            try limits.checkTime(since: RenderClock.now() - .seconds(1), after: "decode")
        }
        #expect(error?.step == .budget)
    }
}

/// The budget counts the rendering thread's CPU time: a busy machine slows a render's wall time, not its work.
@Suite struct RenderClockTests {
    @Test func waitingIsNotCountedButWorkIs() {
        let start = RenderClock.now()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(RenderClock.now() - start < .milliseconds(200))
        let busy = RenderClock.now()
        var spins = 0
        while RenderClock.now() - busy < .milliseconds(50), spins < 100_000_000 { spins += 1 }
        #expect(RenderClock.now() - busy >= .milliseconds(50))
    }
}
