extension JSONParser {
    /// Reads a string starting at its opening quote; escapes decoded, UTF-8 validated.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = current else {
                throw JSONSyntaxError("unterminated string; the string that starts at \(start) has no closing quote", at: position)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0..<0x20:
                let named: [UInt8: String] = [0x0A: "\\n", 0x09: "\\t", 0x0D: "\\r", 0x08: "\\b", 0x0C: "\\f"]
                let spelling = named[byte] ?? "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                throw error("control character \(Self.hex(UInt32(byte))) inside a string; write it as \(spelling)")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(byte))
                advance()
            default:
                switch UTF8Scalar.decode(bytes, at: index) {
                case .valid(let scalar, let length):
                    scalars.append(scalar)
                    advance(length)
                case .invalid:
                    throw error("invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); save the file as UTF-8")
                }
            }
        }
    }

    /// Reads `\x` or `\uXXXX` (a surrogate pair as two escapes), at the backslash.
    mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = position
        advance()
        guard let byte = current else { throw error("unexpected end of file inside an escape") }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
            UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n",
            UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[byte] {
            advance()
            return scalar
        }
        guard byte == UInt8(ascii: "u") else {
            throw JSONSyntaxError("invalid escape \\\(describeCurrent().trimmingQuotes); use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: start)
        }
        advance()
        let unit = try readHex4(escapeStart: start)
        switch unit {
        case 0xD800...0xDBFF:
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)); a high surrogate must be followed by a low one (\\uDC00-\\uDFFF)", at: start)
            }
            let lowStart = position
            advance(2)
            let low = try readHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)); \\u\(Self.hex4(low)) is not a low surrogate", at: start)
            }
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)); a low surrogate must follow a high one", at: start)
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    mutating func readHex4(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw JSONSyntaxError("\\u must be followed by 4 hex digits", at: escapeStart)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Reads a number with JSON's grammar exactly: no leading zeros, no bare `.5` or `1.`, finite.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        let first = index
        if current == UInt8(ascii: "-") {
            advance()
            if current == UInt8(ascii: "I") || current == UInt8(ascii: "N") {
                // `-Infinity`, `-NaN`: refused as a word, reported where the number starts (at the '-').
                do { _ = try parseWord() } catch { throw JSONSyntaxError(error.message, at: start) }
            }
        }
        guard let lead = current, isDigit(lead) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        advance()
        if lead == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw JSONSyntaxError("numbers must not start with 0 (leading zeros are not allowed)", at: start)
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            advance()
            guard let byte = current, isDigit(byte) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let byte = current, isDigit(byte) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
            throw JSONSyntaxError("the number \(shown) is too large to represent", at: start)
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    mutating func skipDigits() {
        while let byte = current, isDigit(byte) { advance() }
    }
}

extension String {
    /// `'x'` -> `x`, for building escape messages from `describeCurrent()`.
    fileprivate var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}

/// Strict UTF-8 decoding of one scalar: no overlong forms, no surrogates, nothing above U+10FFFF.
enum UTF8Scalar {
    case valid(Unicode.Scalar, length: Int)
    case invalid

    static func decode(_ bytes: [UInt8], at index: Int) -> UTF8Scalar {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        var lowest: UInt32
        switch lead {
        case 0x00..<0x80: return .valid(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F); lowest = 0x80
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F); lowest = 0x800
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07); lowest = 0x10000
        default: return .invalid
        }
        guard index + length <= bytes.count else { return .invalid }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return .invalid }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= lowest, let scalar = Unicode.Scalar(value) else { return .invalid }
        return .valid(scalar, length: length)
    }
}
