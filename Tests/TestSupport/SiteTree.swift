import Foundation

/// A folder's files and their bytes, for comparing whole sites.
public struct SiteTree: Equatable, Sendable {
    public var files: [String: Data]

    public init(_ root: URL) throws {
        var files: [String: Data] = [:]
        let prefix = root.standardizedFileURL.path + "/"
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                let path = url.standardizedFileURL.path
                files[path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path] = try Data(contentsOf: url)
            }
        }
        self.files = files
    }

    public var paths: [String] { files.keys.sorted() }

    /// The file at `path` as UTF-8 text, or nil when the site has no such file.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Paths whose bytes differ or that exist on one side only.
    public func differences(from other: SiteTree) -> [String] {
        Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }.sorted()
    }
}
