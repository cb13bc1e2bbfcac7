import Foundation

/// URL-safe names for pages and folders: ASCII lowercase letters, digits and single dashes.
///
/// Paths never carry raw user text, so a site works on every host and file system.
enum Slug {
    /// Letters that do not decompose into an ASCII base letter plus marks.
    private static let transliterations: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe", "đ": "d", "Đ": "d",
        "ł": "l", "Ł": "l", "þ": "th", "Þ": "th", "ð": "d", "Ð": "d", "ı": "i",
    ]

    /// The slug of `text`, or `fallback` when nothing ASCII remains (e.g. a name in a non-Latin script).
    static func make(_ text: String, fallback: String) -> String {
        var ascii = ""
        for character in text.decomposedStringWithCanonicalMapping {
            if let replacement = transliterations[character] {
                ascii += replacement
                continue
            }
            for scalar in character.unicodeScalars where scalar.isASCII {
                ascii.unicodeScalars.append(scalar)
            }
        }
        var slug = ""
        var pendingDash = false
        for scalar in ascii.lowercased().unicodeScalars {
            let isWordCharacter = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if isWordCharacter {
                if pendingDash && !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if slug.count > 60 {
            slug = String(slug.prefix(60))
            while slug.hasSuffix("-") { slug.removeLast() }
        }
        return slug.isEmpty ? fallback : slug
    }

    /// Slugs for `names`, unique within the list and never in `reserved`: a repeat gets `-2`, `-3`, ...
    ///
    /// Deterministic for the same input order; callers pass a stable order (e.g. sorted source paths).
    static func unique(_ names: [String], fallback: String, isReserved: (String) -> Bool = { _ in false }) -> [String] {
        var taken = Set<String>()
        var result: [String] = []
        result.reserveCapacity(names.count)
        for name in names {
            let base = make(name, fallback: fallback)
            var candidate = base
            var counter = 1
            while taken.contains(candidate) || isReserved(candidate) {
                counter += 1
                candidate = "\(base)-\(counter)"
            }
            taken.insert(candidate)
            result.append(candidate)
        }
        return result
    }
}
