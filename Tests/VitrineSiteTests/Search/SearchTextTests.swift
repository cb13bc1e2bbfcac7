import Testing
@testable import VitrineSite

/// The normal form and the words the index and search.js share (issue 30).
@Suite struct SearchTextTests {
    @Test(arguments: [
        ("Café", "cafe"), ("AREZZO", "arezzo"), ("Œuvre", "oeuvre"), ("Straße", "strasse"), ("ﬁlm", "film"),
        ("Æbleskiver", "aebleskiver"), ("Øresund", "oresund"), ("Łódź", "lodz"), ("Ñandú", "nandu"), ("x²", "x2"),
        ("Ελλάδα", "ελλαδα"), ("Ｆｕｌｌ", "full"),
    ])
    func accentsCaseAndLigaturesDoNotCount(_ text: String, _ normal: String) {
        #expect(SearchText.normal(text) == normal)
    }

    @Test func wordsAreRunsOfLettersAndDigits() {
        #expect(SearchText.words("Piazza Grande, Arezzo (IT)") == ["piazza", "grande", "arezzo", "it"])
        #expect(SearchText.words("l’été 2008 — NIKON D70s") == ["l", "ete", "2008", "nikon", "d70s"])
        #expect(SearchText.words("  ") == [])
        #expect(SearchText.words("東京タワー") == ["東京タワー"])
    }

    @Test func aWordAndEveryLongerOneTypedAfterItShareAShard() {
        for count in [1, 8, 256] {
            #expect(SearchIndex.shard(of: "ca", count: count) == SearchIndex.shard(of: "cafe", count: count))
            #expect(SearchIndex.shard(of: "ar", count: count) == SearchIndex.shard(of: "arezzo", count: count))
            #expect((0..<count).contains(SearchIndex.shard(of: "東京", count: count)))
        }
    }

    @Test func positionsAreGapsWithRuns() {
        #expect(SearchIndex.encode([0, 1, 2, 3, 10]) == "1+3,7")
        #expect(SearchIndex.encode([5]) == "6")
        #expect(SearchIndex.encode([]) == "")
        #expect(SearchIndex.encode([0, 40, 41]) == "1,14+1")
    }

    @Test func shardsGrowWithThePostings() {
        #expect(SearchIndex.shardCount(postings: 0) == 1)
        #expect(SearchIndex.shardCount(postings: 200_000) == 32)
        #expect(SearchIndex.shardCount(postings: 100_000_000) == 512)
    }

    @Test func anEntryKeepsItsRecordAndWords() {
        let entry = SearchEntry(record: #"{"a":"x y"}"#, words: ["2008", "~m03", "cafe"])
        #expect(SearchEntry(text: entry.text) == entry)
        #expect(SearchEntry(text: "{}") == SearchEntry(record: "{}", words: []))
    }

    @Test func datesGiveYearAndMonth() {
        #expect(SiteRenderer.yearAndMonth("2008:03:12 14:05:09")! == (2008, 3))
        #expect(SiteRenderer.yearAndMonth("2019-11-02") ?? (0, 0) == (2019, 11))
        #expect(SiteRenderer.yearAndMonth("2008:13:01") == nil)
        #expect(SiteRenderer.yearAndMonth("garbage") == nil)
        #expect(SiteRenderer.yearAndMonth(nil) == nil)
    }
}
