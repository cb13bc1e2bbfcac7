/// A Git LFS pointer file: what a checkout holds in place of a file stored in Git LFS when its bytes were not fetched
/// (`actions/checkout` without `lfs: true`, `GIT_LFS_SKIP_SMUDGE=1`). Recognised by its bytes as the LFS
/// specification (v1) defines them, never by a file's name: a small text of `key value` lines, `version` first,
/// with an `oid sha256:<64 hex>` and a `size`.
public struct LFSPointer: Sendable, Equatable {
    /// The SHA-256 of the real file's bytes, 64 lowercase hex digits.
    public var oid: String
    /// The real file's size in bytes.
    public var size: Int

    /// Pointer files are smaller than this (the specification's limit): anything larger is not read as one.
    public static let maximumSize = 1024

    /// The version lines git-lfs accepts: the current one and the pre-release name it still reads.
    static let versions: Set<String> = ["https://git-lfs.github.com/spec/v1", "https://hawser.github.com/spec/v1"]

    /// The pointer in `bytes`, or nil when they are not one (a photo, a truncated or damaged pointer).
    public init?(_ bytes: [UInt8]) {
        guard bytes.count < Self.maximumSize, bytes.last == UInt8(ascii: "\n"),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var oid: String?
        var size: Int?
        var keys = Set<String>()
        for (index, line) in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let key = String(line[..<space])
            let value = String(line[line.index(after: space)...])
            guard Self.isKey(key), keys.insert(key).inserted, (index == 0) == (key == "version") else { return nil }
            switch key {
            case "version": guard Self.versions.contains(value) else { return nil }
            case "oid": oid = Self.sha256(value)
            case "size": size = Self.size(value)
            default: break  // extension keys (`ext-0-name`) are allowed and not needed here
            }
        }
        guard let oid, let size else { return nil }
        self.oid = oid
        self.size = size
    }

    private static func isKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D }
    }

    private static func sha256(_ value: String) -> String? {
        guard value.hasPrefix("sha256:") else { return nil }
        let hex = value.dropFirst("sha256:".count)
        return hex.utf8.count == 64 && hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) ? String(hex) : nil
    }

    private static func size(_ value: String) -> Int? {
        guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(value)
    }
}
