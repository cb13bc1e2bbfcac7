import VitrineLibrary

/// The theme's words in one language: `strings-<language>.json`, a `page` object for templates and Swift-made
/// text, a `script` object for site.js and a `quiz` object for quiz.js. A key missing from `pt-BR` comes from `pt`,
/// then from English.
struct ThemeStrings: Sendable {
    /// The language the strings are for, as the site's setting gives it (`pt-BR`).
    var language: String
    var page: [String: String]
    var script: [String: String]
    var quiz: [String: String] = [:]

    /// The chain of files to read for `language`, most general first: `en`, then `pt`, then `pt-BR`.
    static func chain(_ language: String) -> [String] {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        let base = tag.split(separator: "-").first.map { String($0).lowercased() } ?? "en"
        var chain = ["en"]
        if base != "en" { chain.append(base) }
        if tag.lowercased() != base { chain.append(tag) }
        return chain
    }

    /// `text` with `{name}` placeholders replaced; the key itself when no file has it (a theme override's typo
    /// shows on the page instead of failing the build).
    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        let template = page[key] ?? key
        let utf8 = template.utf8
        guard !values.isEmpty, var open = utf8.firstIndex(of: UInt8(ascii: "{")) else { return template }
        // One pass, each `{name}` of `values` replaced where it stands: a value is not read again (a title holding
        // `{n}` stays as written), and no Foundation search runs for each name (every tile's date is one of these).
        var result = ""
        var copied = utf8.startIndex
        while true {
            guard let close = utf8[open...].firstIndex(of: UInt8(ascii: "}")) else { break }
            var from = utf8.index(after: open)
            if let value = values[String(template[from..<close])] {
                result += template[copied..<open]
                result += value
                copied = utf8.index(after: close)
                from = copied
            }
            guard let next = utf8[from...].firstIndex(of: UInt8(ascii: "{")) else { break }
            open = next
        }
        result += template[copied...]
        return result
    }

    /// `{n} photos` or `1 photo`, by the language's rule for one and many (French counts 0 as one).
    func count(_ n: Int, one: String, other: String) -> String {
        text(isOne(n) ? one : other, ["n": number(n)])
    }

    func isOne(_ n: Int) -> Bool {
        Self.zeroIsOne.contains(baseLanguage) ? n <= 1 : n == 1
    }

    var baseLanguage: String { Self.chain(language).last.map { $0.split(separator: "-").first.map(String.init) ?? $0 }?.lowercased() ?? "en" }

    /// Languages whose singular covers zero too.
    static let zeroIsOne: Set<String> = ["fr", "pt"]

    /// A whole number as written in the language: digits grouped by threes with `groupSeparator` (`1,234`,
    /// `1.234`, `1 234` with a narrow no-break space), from `groupFrom` on (Spanish writes `1234` but `12.345`).
    func number(_ n: Int) -> String {
        let digits = String(n.magnitude)
        let from = page["groupFrom"].flatMap { Int($0) } ?? 1000
        guard let separator = page["groupSeparator"], !separator.isEmpty, n.magnitude >= from else { return String(n) }
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped += separator }
            grouped.append(digit)
        }
        return (n < 0 ? "-" : "") + grouped
    }

    /// A decimal with the language's separator (`2.8` or `2,8`).
    func decimal(_ text: String) -> String {
        let separator = page["decimalSeparator"] ?? "."
        return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
    }

    /// A date from its parts, e.g. `12 March 2008` or `12. März 2008`.
    func date(day: Int, month: Int, year: Int) -> String {
        text("dateFormat", ["day": String(day), "month": text("month\(month)"), "year": String(year)])
    }
}
