import Foundation

/// The month names the search box knows, in the normal form, each with its month (`"mars"` -> 3, `"oct"` -> 10):
/// a query word that is one also finds the photos of that month (`SearchEntry.monthWord`). Made by the build and
/// written in the index's manifest: the search box used to ask the browser's `Intl` for them on the first search,
/// and ICU's first use cost 220 ms on a phone-class CPU, more than loading and matching the index.
public enum SearchMonths {
    /// A language's month names, January first: the theme's own words for it (`month1`...`month12` in its
    /// strings, which a library's `strings-pt.json` can bring) and ICU's long and short forms, as `Intl` gives them.
    public struct Language: Sendable {
        public var code: String
        public var themeNames: [String]

        public init(code: String, themeNames: [String] = []) {
            self.code = code
            self.themeNames = themeNames
        }
    }

    /// Every month word of `languages`, the first language's month where two languages share a word. Words of
    /// fewer than three letters and words with digits (ICU's root names are `M01`...) are left out.
    public static func words(_ languages: [Language]) -> [String: Int] {
        var months: [String: Int] = [:]
        for language in languages {
            for names in [language.themeNames] + icuNames(language.code) where names.count == 12 {
                for (index, name) in names.enumerated() {
                    for word in SearchText.words(name) where isMonthWord(word) && months[word] == nil {
                        months[word] = index + 1
                    }
                }
            }
        }
        return months
    }

    /// The manifest's `m`: the words and their months as a JSON object, in word order (the same bytes each build).
    static func json(_ months: [String: Int]) -> String {
        "{" + months.keys.sorted().map { JSONText.string($0) + ":" + String(months[$0] ?? 0) }.joined(separator: ",") + "}"
    }

    static func isMonthWord(_ word: String) -> Bool {
        word.unicodeScalars.count >= 3 && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }

    /// ICU's long and short month names, in a date and standing alone (`"janv."`, `"März"`).
    static func icuNames(_ code: String) -> [[String]] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: code.replacingOccurrences(of: "-", with: "_"))
        return [formatter.monthSymbols, formatter.shortMonthSymbols,
                formatter.standaloneMonthSymbols, formatter.shortStandaloneMonthSymbols].compactMap { $0 }
    }
}
