import Testing
@testable import VitrineSite

/// The month names the search box knows, made by the build for the manifest (issue 30: "mars 2008" on a French
/// site), where the box used to ask the browser's Intl on the first search.
@Suite struct SearchMonthsTests {
    @Test func longAndShortNamesInTheNormalFormFindTheirMonth() {
        let months = SearchMonths.words([SearchMonths.Language(code: "en"), SearchMonths.Language(code: "fr")])
        #expect(months["march"] == 3 && months["mar"] == 3 && months["october"] == 10 && months["oct"] == 10)
        #expect(months["mars"] == 3 && months["aout"] == 8 && months["fevrier"] == 2 && months["decembre"] == 12)
        #expect(months["janv"] == 1 && months["juil"] == 7)
        // Fewer than three letters, or digits, are no month word.
        #expect(months.keys.allSatisfy { $0.count >= 3 && $0.allSatisfy(\.isLetter) })
    }

    @Test func theThemesOwnNamesComeFirstAndTheFirstLanguageWins() {
        let theme = ["Gennaio", "Febbraio", "Marzo", "Aprile", "Maggio", "Giugno", "Luglio", "Agosto", "Settembre",
                     "Ottobre", "Novembre", "Dicembre"]
        let months = SearchMonths.words([SearchMonths.Language(code: "xx", themeNames: theme)])
        #expect(months["marzo"] == 3 && months["dicembre"] == 12)
        // A theme file missing a key gives the key itself (`month5`): not a month word.
        let partial = SearchMonths.words([SearchMonths.Language(code: "xx", themeNames: (1...12).map { "month\($0)" })])
        #expect(partial["month"] == nil && !partial.keys.contains { $0.hasPrefix("month") })
        // "mai" is May in French and in German: the first language's month, whichever.
        let both = SearchMonths.words([SearchMonths.Language(code: "de"), SearchMonths.Language(code: "fr")])
        #expect(both["mai"] == 5 && both["marz"] == 3 && both["mars"] == 3)
    }

    @Test func theManifestHoldsThemInWordOrder() throws {
        let index = SearchIndex(entries: [SearchEntry(text: "{}\nmarket ~m03")], months: ["mars": 3, "avril": 4])
        let manifest = try #require(index.files.first { $0.path == SearchIndex.manifestPath })
        #expect(String(decoding: manifest.contents, as: UTF8.self)
            == "vitrineSearchData(\"index\",{\"b\":1,\"c\":\(SearchIndex.chunkSize),\"n\":1,\"m\":{\"avril\":4,\"mars\":3}});\n")
    }
}
