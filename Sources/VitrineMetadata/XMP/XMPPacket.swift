internal import CExempi

/// A parsed XMP packet: owns exempi's handle, freed in `deinit`.
final class XMPPacket {
    /// exempi's functions (`ExempiLibrary`, opened and set up by the first packet).
    private let exempi: vitrine_exempi_api
    private let handle: OpaquePointer

    /// exempi 2.6.3's toolkit (XMP Core 6.0.0) gives every item of a language alternative the `x-default`
    /// item's value when it parses one (all of `dc:title` reads as the default title). Parsed under another
    /// name, the items keep their own values; `language(_:)` maps it back.
    static let hiddenDefaultLanguage = "x-vitrine-default"
    private static let defaultAttributes: [([UInt8], [UInt8])] = ["'", "\""].map { quote in
        (Array("lang=\(quote)x-default\(quote)".utf8), Array("lang=\(quote)\(hiddenDefaultLanguage)\(quote)".utf8))
    }

    /// The packet with `xml:lang="x-default"` renamed (see `hiddenDefaultLanguage`).
    static func renamingDefaultLanguage(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var index = 0
        outer: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "l") {
                for (from, to) in defaultAttributes where bytes.count - index >= from.count
                    && bytes[index..<(index + from.count)].elementsEqual(from) {
                    result += to
                    index += from.count
                    continue outer
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    /// A language as read, with the renamed default given its real name.
    static func language(_ read: String) -> String {
        read == hiddenDefaultLanguage ? "x-default" : read
    }

    /// Parses a packet from memory (a sidecar file's bytes or a block found inside an image).
    init(_ bytes: [UInt8]) throws(MetadataError) {
        guard !bytes.isEmpty else { throw MetadataError("empty XMP") }
        guard bytes.count <= XMPPacket.maximumSize else { throw MetadataError("XMP larger than \(XMPPacket.maximumSize >> 20) MB") }
        let exempi = try ExempiLibrary.functions()
        self.exempi = exempi
        let parsed = Self.renamingDefaultLanguage(bytes).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { exempi.xmp_new($0.baseAddress, $0.count) }
        }
        guard let parsed else {
            throw MetadataError("not well-formed XMP (exempi error \(exempi.xmp_get_error()))")
        }
        handle = parsed
    }

    deinit { _ = exempi.xmp_free(handle) }

    /// Larger packets are refused: real ones are a few kilobytes, extended XMP at most a few megabytes.
    static let maximumSize = 16 << 20

    /// A simple property's value (or a path such as `title[1]/?xml:lang`), nil when absent.
    func property(_ namespace: String, _ name: String) -> String? {
        withString { value in exempi.xmp_get_property(handle, namespace, name, value, nil) }
    }

    /// The items of an array property (bag, seq or alt), in order; at most `limit`.
    func array(_ namespace: String, _ name: String, limit: Int = 1000) -> [String] {
        var items: [String] = []
        var index: Int32 = 1
        while items.count < limit, let item = withString({ value in exempi.xmp_get_array_item(handle, namespace, name, index, value, nil) }) {
            items.append(item)
            index += 1
        }
        return items
    }

    /// Runs an exempi getter with a fresh string, returning its text when the getter found the value.
    private func withString(_ body: (XmpStringPtr) -> Bool) -> String? {
        guard let string = exempi.xmp_string_new() else { return nil }
        defer { exempi.xmp_string_free(string) }
        guard body(string), let text = exempi.xmp_string_cstr(string) else { return nil }
        return String(cString: text)
    }
}
