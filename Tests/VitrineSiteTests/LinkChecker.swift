import Foundation
import VitrineSite

/// Finds every local URL a page refers to (href, src, srcset) and resolves it against the page's path.
enum LinkChecker {
    /// Site-relative targets of the page at `path`, without fragments; external and fragment-only links left out.
    static func localTargets(of html: String, at path: String) -> [String] {
        var urls: [String] = []
        for attribute in ["href", "src", "srcset", "data-index"] {
            let pattern = " \(attribute)=\"([^\"]*)\""
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let range = NSRange(html.startIndex..., in: html)
            for match in regex.matches(in: html, range: range) {
                guard let valueRange = Range(match.range(at: 1), in: html) else { continue }
                let value = String(html[valueRange]).replacingOccurrences(of: "&amp;", with: "&")
                if attribute == "srcset" {
                    urls += value.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
                } else {
                    urls.append(value)
                }
            }
        }
        return urls.compactMap { url in
            if url.hasPrefix("https://") || url.hasPrefix("http://") || url.hasPrefix("#") { return nil }
            let withoutFragment = String(url.split(separator: "#", omittingEmptySubsequences: false)[0])
            return resolve(withoutFragment.removingPercentEncoding ?? withoutFragment, from: path)
        }
    }

    static func resolve(_ relative: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for segment in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if segment == ".." { if !parts.isEmpty { parts.removeLast() } else { parts.append("..") } }
            else if segment != "." { parts.append(String(segment)) }
        }
        return parts.joined(separator: "/")
    }
}
