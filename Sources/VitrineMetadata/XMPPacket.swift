internal import CExempi

/// A parsed XMP packet: owns exempi's handle, freed in `deinit`.
final class XMPPacket {
    private let handle: OpaquePointer

    /// exempi (and the XMP toolkit under it) is set up once per process, before the first packet.
    private static let initialised: Bool = xmp_init()

    /// Parses a packet from memory (a sidecar file's bytes or a block found inside an image).
    init(_ bytes: [UInt8]) throws(MetadataError) {
        guard Self.initialised else { throw MetadataError("the XMP library could not start") }
        guard !bytes.isEmpty else { throw MetadataError("empty XMP") }
        guard bytes.count <= XMPPacket.maximumSize else { throw MetadataError("XMP larger than \(XMPPacket.maximumSize >> 20) MB") }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { xmp_new($0.baseAddress, $0.count) }
        }
        guard let parsed else {
            throw MetadataError("not well-formed XMP (exempi error \(xmp_get_error()))")
        }
        handle = parsed
    }

    deinit { xmp_free(handle) }

    /// Larger packets are refused: real ones are a few kilobytes, extended XMP at most a few megabytes.
    static let maximumSize = 16 << 20

    /// A simple property's value (or a path such as `title[1]/?xml:lang`), nil when absent.
    func property(_ namespace: String, _ name: String) -> String? {
        withString { value in xmp_get_property(handle, namespace, name, value, nil) }
    }

    /// The items of an array property (bag, seq or alt), in order; at most `limit`.
    func array(_ namespace: String, _ name: String, limit: Int = 1000) -> [String] {
        var items: [String] = []
        var index: Int32 = 1
        while items.count < limit, let item = withString({ value in xmp_get_array_item(handle, namespace, name, index, value, nil) }) {
            items.append(item)
            index += 1
        }
        return items
    }

    /// Runs an exempi getter with a fresh string, returning its text when the getter found the value.
    private func withString(_ body: (XmpStringPtr) -> Bool) -> String? {
        guard let string = xmp_string_new() else { return nil }
        defer { xmp_string_free(string) }
        guard body(string), let text = xmp_string_cstr(string) else { return nil }
        return String(cString: text)
    }
}
