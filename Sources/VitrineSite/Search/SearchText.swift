import Foundation

/// How the search index and the search box see text: one normal form, split into words. The site's script
/// (`search.js`, `searchNormal` and `searchWords`) does the same steps in the same order, so a visitor's "cafe"
/// meets the index's "Café": compatibility decomposition (NFKD: "ﬁ" is "fi", "²" is "2"), no combining marks, lower
/// case, the few letters no decomposition splits ("œ" "æ" "ß" "ø" "đ" "ł" "ı") spelt out; then words are the runs of
/// letters and digits.
public enum SearchText {
    /// Letters no decomposition takes apart, and what they are searched as (search.js has the same table).
    static let spelled: [Unicode.Scalar: String] = [
        "œ": "oe", "æ": "ae", "ß": "ss", "ø": "o", "đ": "d", "ł": "l", "ı": "i", "þ": "th", "ð": "d",
    ]

    /// `text` in the normal form: compared with another's, accents, case and ligatures no longer count.
    public static func normal(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars where !isMark(scalar) {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                if let spelt = spelled[lower] { out.append(contentsOf: spelt.unicodeScalars) } else { out.append(lower) }
            }
        }
        return String(out)
    }

    /// The words of `text` in the normal form, in order, repeats kept.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in normal(text).unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// The first two scalars of a word: what a word and every longer one typed after it share, so both are in one shard.
    public static func prefix(_ word: String) -> String {
        String(String.UnicodeScalarView(word.unicodeScalars.prefix(2)))
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Letters and digits (search.js: `[\p{L}\p{N}]`).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }
}
