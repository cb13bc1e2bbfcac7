import Foundation
import VitrineCore

/// What `vitrine share` records for one private album, in `.vitrine-share.json` in the album's folder: it lives in
/// the library so it survives a lost catalog and a fresh runner. It holds the recipients' names and random ids and
/// the album's key generation; never a key, a link or a password (those derive from `VITRINE_SECRET`).
public struct ShareRecord: Codable, Hashable, Sendable {
    /// The file name in the album folder (a dot file: the scan skips it).
    public static let fileName = ".vitrine-share.json"

    /// One person given a link.
    public struct Recipient: Codable, Hashable, Sendable {
        public var name: String
        /// 16 random bytes in hex: what the recipient's link key derives from.
        public var id: String
        /// True once revoked: the link opens nothing from the next build on.
        public var revoked: Bool
    }

    /// Raised by each revocation: the album key, file names and wraps of the next build are new.
    public var generation: Int = 1
    public var recipients: [Recipient] = []

    public init() {}

    /// The recipients whose links open the album.
    public var active: [Recipient] { recipients.filter { !$0.revoked } }

    /// Adds `name` with a new random id, or returns the one already active under that name.
    public mutating func add(_ name: String) -> Recipient {
        if let existing = active.first(where: { $0.name == name }) { return existing }
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let recipient = Recipient(name: name, id: Hex.encode(bytes), revoked: false)
        recipients.append(recipient)
        return recipient
    }

    /// Revokes every active recipient named `name` and raises the generation; false when none was active.
    public mutating func revoke(_ name: String) -> Bool {
        var found = false
        for index in recipients.indices where recipients[index].name == name && !recipients[index].revoked {
            recipients[index].revoked = true
            found = true
        }
        if found { generation += 1 }
        return found
    }

    /// The record in `albumFolder`, empty when there is none; an unreadable one throws (a revocation must not be
    /// forgotten by starting afresh).
    public static func read(albumFolder: String) throws(ShareError) -> ShareRecord {
        let path = albumFolder + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return ShareRecord() }
        guard let data = FileManager.default.contents(atPath: path),
              let record = try? JSONDecoder().decode(ShareRecord.self, from: data), record.generation >= 1 else {
            throw ShareError.unreadable(path)
        }
        return record
    }

    /// Writes the record atomically into `albumFolder`.
    public func write(albumFolder: String) throws(ShareError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let path = albumFolder + "/" + Self.fileName
        do {
            let data = try encoder.encode(self)
            try AtomicFileWriter().write(Array(data) + [10], to: path)
        } catch {
            throw ShareError.unwritable(path, "\(error)")
        }
    }
}
