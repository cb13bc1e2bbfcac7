/// Google Motion Photos: a JPEG whose XMP says it carries a video (`GCamera:MicroVideo` with
/// `MicroVideoOffset`, or `GCamera:MotionPhoto` with a `Container:Directory` item of `Item:Semantic="MotionPhoto"`
/// and its `Item:Length`), the MP4 appended after the picture, ending the file.
public enum MotionPhoto {
    /// Where the embedded MP4 is in `bytes`, or nil when the file is not a Motion Photo or its numbers do not
    /// lead to an MP4 (`ftyp`) inside the file.
    public static func embeddedVideo(in bytes: [UInt8]) -> Range<Int>? {
        // XMP sits in the first segments; a few hundred KB covers it without reading pixels as text.
        let head = bytes.prefix(512 << 10)
        guard let xmp = xmpText(head) else { return nil }
        let length: Int?
        if let offset = number(after: "MicroVideoOffset", in: xmp) {
            length = offset
        } else if xmp.contains("MotionPhoto") {
            length = motionItemLength(xmp)
        } else {
            length = nil
        }
        guard let length, length >= 16, length < bytes.count else { return nil }
        let start = bytes.count - length
        guard bytes[start + 4..<start + 8].elementsEqual("ftyp".utf8) else { return nil }
        return start..<bytes.count
    }

    /// The XMP packet's text, from `<x:xmpmeta` to `</x:xmpmeta>`.
    static func xmpText(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let start = find(Array("<x:xmpmeta".utf8), in: bytes),
              let end = find(Array("</x:xmpmeta>".utf8), in: bytes[start...]) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The `Item:Length` of the directory item whose semantic is `MotionPhoto`.
    static func motionItemLength(_ xmp: String) -> Int? {
        var rest = xmp[...]
        while let item = rest.range(of: "<Container:Item") {
            let after = rest[item.upperBound...]
            let end = after.range(of: "/>")?.lowerBound ?? after.range(of: "</Container:Item>")?.lowerBound ?? after.endIndex
            let element = String(after[..<end])
            if element.contains("Item:Semantic=\"MotionPhoto\"") { return number(after: "Item:Length", in: element) }
            rest = after[end...]
        }
        return nil
    }

    /// The decimal after `name="` or `name>`, at most 12 digits.
    static func number(after name: String, in text: String) -> Int? {
        guard let range = text.range(of: name) else { return nil }
        var digits = text[range.upperBound...].drop { $0 == "=" || $0 == "\"" || $0 == ">" || $0 == " " }
        digits = digits.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 12 else { return nil }
        return Int(digits)
    }

    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
