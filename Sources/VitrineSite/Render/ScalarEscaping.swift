/// Text escaped for another language (HTML, XML, a script's JSON) one Unicode scalar at a time.
enum ScalarEscaping {
    /// Appends `text` to `out` with each scalar `replacement` gives a text for replaced by it (an empty text drops
    /// the scalar) and every other scalar as it is.
    static func append(_ text: String, to out: inout String, replacement: (Unicode.Scalar) -> String?) {
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
    }
}
