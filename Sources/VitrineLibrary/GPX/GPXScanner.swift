/// The tags of an XML document, one at a time, for `GPXReader`: text, comments, CDATA and processing instructions are
/// skipped; names lose their namespace prefix (`gpx:trkpt` is `trkpt`); attribute values are kept as written.
struct GPXScanner {
    enum Tag: Equatable {
        case start(String, [String: String], selfClosing: Bool)
        case end(String)
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The next tag; nil at the end of the document.
    mutating func nextTag() throws(GPXError) -> Tag? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts("<?") { try skip(past: "?>"); continue }
            if starts("<!--") { try skip(past: "-->"); continue }
            if starts("<![CDATA[") { try skip(past: "]]>"); continue }
            if starts("<!") { throw .declaration }
            index += 1
            if index < bytes.count && bytes[index] == UInt8(ascii: "/") {
                index += 1
                let name = readName()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw .malformed("an unterminated end tag") }
                index += 1
                guard !name.isEmpty else { throw .malformed("an end tag without a name") }
                return .end(name)
            }
            let name = readName()
            guard !name.isEmpty else { throw .malformed("a tag without a name") }
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                guard index < bytes.count else { throw .malformed("an unterminated <\(name)> tag") }
                if bytes[index] == UInt8(ascii: ">") { index += 1; return .start(name, attributes, selfClosing: false) }
                if starts("/>") { index += 2; return .start(name, attributes, selfClosing: true) }
                let attribute = readName()
                skipSpace()
                guard !attribute.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw .malformed("an attribute without a value in <\(name)>")
                }
                index += 1
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                    throw .malformed("an unquoted attribute in <\(name)>")
                }
                let quote = bytes[index]
                index += 1
                let start = index
                while index < bytes.count && bytes[index] != quote {
                    guard bytes[index] != UInt8(ascii: "<") else { throw .malformed("a '<' inside an attribute of <\(name)>") }
                    index += 1
                }
                guard index < bytes.count else { throw .malformed("an unterminated attribute in <\(name)>") }
                attributes[attribute] = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
            }
        }
        return nil
    }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { $0.elementsEqual(bytes[index..<(index + count)]) }
    }

    private mutating func skip(past end: StaticString) throws(GPXError) {
        while index < bytes.count {
            if starts(end) { index += end.utf8CodeUnitCount; return }
            index += 1
        }
        throw .malformed("an unterminated comment, CDATA section or processing instruction")
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// A name (letters, digits, `_ - . :`), without its namespace prefix.
    private mutating func readName() -> String {
        var local = index
        while index < bytes.count {
            let byte = bytes[index]
            let isName = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80
            if byte == UInt8(ascii: ":") { local = index + 1 } else if !isName { break }
            index += 1
        }
        return String(decoding: bytes[local..<index], as: UTF8.self)
    }
}
