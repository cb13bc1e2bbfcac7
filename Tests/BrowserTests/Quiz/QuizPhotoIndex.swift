import Foundation

/// Which photo an image file shows, read from the built site as a visitor could: each photo page links its
/// images, whose names start with the photo's content key (`images/ab/<key>-<variant>-<size>.<ext>`).
struct QuizPhotoIndex: Sendable {
    /// Content key -> the photo page's site-relative path.
    let pageByKey: [String: String]

    init(site: URL) throws {
        var pages: [String: String] = [:]
        let albums = site.appendingPathComponent("albums")
        let walker = FileManager.default.enumerator(at: albums, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "html", url.lastPathComponent != "index.html" else { continue }
            let html = try String(contentsOf: url, encoding: .utf8)
            guard let key = Self.contentKey(inImageURL: html) else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(site.standardizedFileURL.path.count + 1)
            pages[key] = String(relative)
        }
        pageByKey = pages
    }

    /// The content key of the first `images/xx/<key>-...` address in `text`.
    static func contentKey(inImageURL text: String) -> String? {
        guard let match = text.firstMatch(of: /images\/[0-9a-f]{2}\/([0-9a-f]{8,})-/) else { return nil }
        return String(match.1)
    }

    /// The photo page of the photo an image address shows.
    func page(forImage url: String) -> String? {
        Self.contentKey(inImageURL: url).flatMap { pageByKey[$0] }
    }
}
