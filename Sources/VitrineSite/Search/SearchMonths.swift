/// The month names the search box knows, in the normal form, each with its month (`"mars"` -> 3, `"oct"` -> 10):
/// a query word that is one also finds the photos of that month (`SearchEntry.monthWord`). Made by the build from
/// the theme's strings (`month1`...`month12` and their short forms `monthShort1`..., which a library's
/// `strings-pt.json` can bring) and written in the index's manifest: the search box used to ask the browser's `Intl`
/// for them on the first search, and ICU's first use cost 220 ms on a phone-class CPU, more than loading and
/// matching the index. Not from Foundation's `DateFormatter` either: the release binary carries only part of ICU's
/// data, and its date formatter traps without it.
public enum SearchMonths {
    /// The month words of `languages` in the built-in theme: what a site in those languages knows without an override.
    public static func builtIn(_ languages: [String]) -> [String: Int] {
        (try? ThemeFiles(directory: nil)).map { words(theme: $0, languages: languages) } ?? [:]
    }

    /// Every month word of `languages` (most wanted first), the first language's month where two share a word.
    static func words(theme: ThemeFiles, languages: [String]) -> [String: Int] {
        words(languages.map { code in
            let strings = theme.strings(for: code)
            return (1...12).map { strings.text("month\($0)") + " " + strings.text("monthShort\($0)") }
        })
    }

    /// - Parameter languages: for each language, its twelve months' names, January first, each as words (a long
    ///   name and its short forms, `"March Mar"`).
    static func words(_ languages: [[String]]) -> [String: Int] {
        var months: [String: Int] = [:]
        for names in languages where names.count == 12 {
            for (index, name) in names.enumerated() {
                for word in SearchText.words(name) where isMonthWord(word) && months[word] == nil {
                    months[word] = index + 1
                }
            }
        }
        return months
    }

    /// Words of fewer than three letters, and words with digits (a key a theme file lacks, `monthShort5`, comes back
    /// as itself), are no month words.
    static func isMonthWord(_ word: String) -> Bool {
        word.unicodeScalars.count >= 3 && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }

    /// The manifest's `m`: the words and their months as a JSON object, in word order (the same bytes each build).
    static func json(_ months: [String: Int]) -> String {
        "{" + months.keys.sorted().map { JSONText.string($0) + ":" + String(months[$0] ?? 0) }.joined(separator: ",") + "}"
    }
}
