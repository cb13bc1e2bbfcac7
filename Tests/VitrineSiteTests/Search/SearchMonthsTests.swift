import Testing
@testable import VitrineSite

/// The month names the search box knows, made by the build from the theme's strings for the manifest (issue 30:
/// "mars 2008" on a French site), where the box used to ask the browser's Intl on the first search.
@Suite struct SearchMonthsTests {
    @Test func longAndShortNamesInTheNormalFormFindTheirMonth() {
        let months = SearchMonths.builtIn(["en", "fr"])
        #expect(months["march"] == 3 && months["mar"] == 3 && months["october"] == 10 && months["oct"] == 10)
        #expect(months["sep"] == 9 && months["sept"] == 9)
        #expect(months["mars"] == 3 && months["aout"] == 8 && months["fevrier"] == 2 && months["decembre"] == 12)
        #expect(months["janv"] == 1 && months["juil"] == 7 && months["fevr"] == 2)
        // Fewer than three letters, or digits, are no month word.
        #expect(months.keys.allSatisfy { $0.count >= 3 && $0.allSatisfy(\.isLetter) })
    }

    @Test(arguments: [("en", "september", "sep"), ("fr", "juillet", "juil"), ("de", "oktober", "okt"), ("es", "enero", "ene"),
                      ("it", "giugno", "giu")])
    func everyShippedLanguageNamesTwelveMonthsLongAndShort(_ language: String, _ long: String, _ short: String) {
        let months = SearchMonths.builtIn([language])
        #expect(Set(months.values) == Set(1...12), "\(language): \(months)")
        #expect(months[long] != nil && months[long] == months[short], "\(language): \(months)")
    }

    @Test func aThemeFileLackingAKeyAddsNoWordAndTheFirstLanguageWins() {
        // A key a theme file lacks comes back as itself (`monthShort5`): not a month word.
        let partial = SearchMonths.words([(1...12).map { "Month\($0) monthShort\($0)" }])
        #expect(partial.isEmpty, "\(partial)")
        // "mai" is May in French and in German; "mar" March in English, Spanish and Italian: one month each.
        let both = SearchMonths.builtIn(["de", "fr", "es", "it"])
        #expect(both["mai"] == 5 && both["marz"] == 3 && both["mar"] == 3 && both["maggio"] == 5 && both["diciembre"] == 12)
    }

    @Test func theManifestHoldsThemInWordOrder() throws {
        let index = SearchIndex(entries: [SearchEntry(text: "{}\nmarket ~m03")], months: ["mars": 3, "avril": 4])
        let manifest = try #require(index.files.first { $0.path == SearchIndex.manifestPath })
        #expect(String(decoding: manifest.contents, as: UTF8.self)
            == "vitrineSearchData(\"index\",{\"b\":1,\"c\":\(SearchIndex.chunkSize),\"n\":1,\"m\":{\"avril\":4,\"mars\":3}});\n")
    }
}
