import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path relative to the site folder that cannot name anything outside it: the one check every path the build
/// writes, deletes or trusts goes through, whether the plan made it or the catalog (restored from elsewhere in CI,
/// so possibly tampered with) gave it.
///
/// Made only from canonical relative text (`images/ab/x.jpg`): no leading `/`, no empty, `.` or `..` component, no
/// NUL. A path Vitrine made is always in that form, so nothing is normalised: whatever is not is refused.
/// `url(in:)` adds the file system's half: no folder on the way may be a symlink that resolves out of the site.
public struct SitePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The canonical relative text.
    public let text: String

    /// Nil when `text` is not a canonical path inside the site.
    public init?(_ text: String) {
        // One pass, no allocation: the no-op rebuild checks every page's path (100,000 at 100,000 photos).
        var length = 0, componentLength = 0, dots = 0
        for byte in text.utf8 {
            length += 1
            if byte == UInt8(ascii: "/") {
                guard componentLength > 0, componentLength != dots || dots > 2 else { return nil }
                componentLength = 0
                dots = 0
                continue
            }
            guard byte != 0 else { return nil }
            componentLength += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        guard length <= 4096, componentLength > 0, componentLength != dots || dots > 2 else { return nil }
        self.text = text
    }

    public var description: String { text }

    public static func < (lhs: SitePath, rhs: SitePath) -> Bool { lhs.text < rhs.text }

    /// The folders that hold this path, deepest first, the site folder itself excluded.
    public var folders: [SitePath] {
        var result: [SitePath] = []
        var end = text.utf8.lastIndex(of: UInt8(ascii: "/"))
        while let slash = end {
            let folder = String(text[..<slash])
            result.append(SitePath(canonical: folder))
            end = folder.utf8.lastIndex(of: UInt8(ascii: "/"))
        }
        return result
    }

    private init(canonical: String) {
        text = canonical
    }

    /// The file's URL under `site` when every folder on the way that exists resolves, symlinks followed, inside the
    /// site folder (itself resolved, so a site folder that is a symlink is fine); nil when one leads out or cannot
    /// be resolved. The last component is not followed: writes replace it and deletes unlink it.
    public func url(in site: URL) -> URL? {
        Self.resolvedRoot(site).flatMap { url(in: site, root: $0) }
    }

    /// `url(in:)` with the site folder resolved once (`resolvedRoot(_:)`) for many paths.
    public func url(in site: URL, root: FolderBoundary) -> URL? {
        for folder in folders {
            let path = site.path + "/" + folder.text
            var info = stat()
            if lstat(path, &info) != 0 {
                guard errno == ENOENT else { return nil }
                continue  // made by the write, below a folder checked next
            }
            // The deepest folder that exists: resolved, it holds the whole way up to the site.
            guard case .inside = root.resolve(path) else { return nil }
            break
        }
        return site.appendingPathComponent(text)
    }

    /// The site folder with every symlink resolved; nil when it does not exist.
    public static func resolvedRoot(_ site: URL) -> FolderBoundary? {
        FolderBoundary(site.path)
    }
}
