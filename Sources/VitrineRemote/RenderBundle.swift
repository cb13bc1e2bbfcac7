
/// The rendered images of one render, as one object in the remote cache (one request per photo, not one per
/// image): a text header of `SHA-256 size name` lines, a blank line, then the images' bytes in that order.
/// Decoding checks every digest, so a damaged or tampered object is refused whole and the photo is rendered.
public struct RenderBundle: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var bytes: [UInt8]
        public init(name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    static let magic = "VITRINE-RENDERS 1\n"
    /// More entries than any render makes means the header is not ours.
    static let maxEntries = 64

    public func encoded() -> [UInt8] {
        var header = Self.magic
        for entry in entries {
            header += "\(SigV4Signer.hex(SHA256.hash(data: entry.bytes))) \(entry.bytes.count) \(entry.name)\n"
        }
        header += "\n"
        return Array(header.utf8) + entries.flatMap(\.bytes)
    }

    /// Parses and verifies a bundle; any deviation is `.badObject`.
    public init(decoding bytes: [UInt8]) throws(RemoteError) {
        let magic = Array(Self.magic.utf8)
        guard bytes.count >= magic.count, Array(bytes[..<magic.count]) == magic else { throw .badObject("not a render bundle") }
        var position = magic.count
        var listed: [(digest: String, size: Int, name: String)] = []
        while true {
            guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { throw .badObject("header cut short") }
            let line = bytes[position..<end]
            position = end + 1
            if line.isEmpty { break }
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
            guard listed.count < Self.maxEntries, fields.count == 3, fields[0].count == 64,
                  let size = Int(String(decoding: fields[1], as: UTF8.self)), size >= 0, size <= bytes.count,
                  String(size) == String(decoding: fields[1], as: UTF8.self),  // one spelling: no sign, no leading zero
                  let name = String(validating: fields[2], as: UTF8.self), !name.isEmpty else {
                throw .badObject("malformed header line")
            }
            listed.append((String(decoding: fields[0], as: UTF8.self), size, name))
        }
        var entries: [Entry] = []
        for item in listed {
            guard bytes.count - position >= item.size else { throw .badObject("\(item.name) cut short") }
            let body = Array(bytes[position..<position + item.size])
            position += item.size
            guard SigV4Signer.hex(SHA256.hash(data: body)) == item.digest else { throw .badObject("\(item.name) does not match its digest") }
            entries.append(Entry(name: item.name, bytes: body))
        }
        guard position == bytes.count else { throw .badObject("bytes after the last image") }
        self.entries = entries
    }
}
