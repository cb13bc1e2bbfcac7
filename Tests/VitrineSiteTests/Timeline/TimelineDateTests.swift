import Testing
import TestSupport
@testable import VitrineSite

/// The fast reading of the usual date forms (`TimelineDate(plain:)`) gives exactly what the general reading gives, and
/// leaves every other text to it.
@Suite struct TimelineDateTests {
    @Test func usualFormsAreReadFast() throws {
        let cases = ["2019:03:12 14:05:09": "2019-03-12T14:05:09", "2019-03-12T14:05:09": "2019-03-12T14:05:09",
                     "2019-03-12T14:05": "2019-03-12T14:05", "2019-03-12": "2019-03-12", "0999:12:31 23:59:60": "0999-12-31T23:59:60"]
        for (text, iso) in cases {
            let date = try #require(TimelineDate(plain: text))
            #expect(date.text == iso)
            #expect(FactText.generalISODate(text) == iso)
            #expect(TimelineDate(text) == date)
        }
        #expect(TimelineDate(plain: "2019:03:12 14:05:09")?.monthKey == "2019-03")
    }

    @Test func otherTextsAreLeftToTheGeneralReading() {
        // Out of range, signed, padded or odd lengths: the general reading decides (it drops a bad time, say).
        for text in ["0000:00:00 00:00:00", "2019:13:12 14:05:09", "2019:03:12 24:05:09", "2019:03:12 14:05:61",
                     "+019:03:12", " 2019:03:12", "2019:03:12 14:05:09 ", "2019/03/12", "2019-03-12t14:05", "2019:03:1"] {
            #expect(TimelineDate(plain: text) == nil, "\(text)")
        }
        #expect(FactText.isoDate("2019:03:12 24:05:09") == "2019-03-12")
        #expect(FactText.isoDate(" 2019:03:12") == "2019-03-12")
    }

    @Test func fastAndGeneralReadingsAgreeOnRandomTexts() {
        var generator = SplitMix(state: 32)  // seeded: the same texts every run
        let alphabet = Array("0123456789:- T+")
        let digits = Array("0123456789")
        for _ in 0..<20_000 {
            let length = [10, 16, 19].randomElement(using: &generator) ?? 19
            // Mostly digits where a date has them, so that many texts are plausible dates.
            let text = String((0..<length).map { position in
                [4, 7, 10, 13, 16].contains(position) || Int.random(in: 0..<8, using: &generator) == 0
                    ? alphabet.randomElement(using: &generator) ?? "0" : digits.randomElement(using: &generator) ?? "0"
            })
            if let fast = TimelineDate(plain: text) {
                #expect(fast.text == FactText.generalISODate(text), "\(text)")
            }
            #expect(FactText.isoDate(text) == FactText.generalISODate(text), "\(text)")
        }
    }
}
