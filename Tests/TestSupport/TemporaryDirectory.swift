import Foundation

/// A fresh folder under the system temp folder, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ prefix: String = "vitrine-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
