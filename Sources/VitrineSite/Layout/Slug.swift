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
        // Most names are ASCII already (camera file names, folder names): no decomposition, one pass over the bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return slug(ascii: text, fallback: fallback) }
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
        return slug(ascii: ascii, fallback: fallback)
    }

    /// The slug of ASCII text: lowercase letters and digits, every other run of characters one dash, at most 60.
    private static func slug(ascii: String, fallback: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(ascii.utf8.count, 60))
        var pendingDash = false
        for byte in ascii.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                if pendingDash && !bytes.isEmpty { bytes.append(0x2D) }
                pendingDash = false
                bytes.append(lower)
            } else {
                pendingDash = true
            }
        }
        if bytes.count > 60 {
            bytes.removeLast(bytes.count - 60)
            while bytes.last == 0x2D { bytes.removeLast() }
        }
        return bytes.isEmpty ? fallback : String(decoding: bytes, as: UTF8.self)
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
