import Foundation
import VitrineCore

/// What the last build sealed for one private album, kept in the cache folder (never the site): for each file of
/// the plain copy, its size, modification time and published name, so an unchanged file is not sealed again (a no-op
/// stays a no-op), and the shell's key wraps with a keyed digest of what they were made from, so the 600,000-round
/// password derivation runs only when the password, the recipients or the generation change. It holds no key, no
/// password and no plaintext; its paths are the plain copy's (private names, like the plain renders beside it).
struct SealLedger: Codable, Equatable {
    struct Entry: Codable, Equatable {
        var size: Int64
        var modified: Int64
        var name: String
    }

    var files: [String: Entry] = [:]
    var keysDigest = ""
    var keysJSON = ""

    static func read(_ path: String) -> SealLedger {
        guard let data = FileManager.default.contents(atPath: path),
              let ledger = try? JSONDecoder().decode(SealLedger.self, from: data) else { return SealLedger() }
        return ledger
    }

    func write(_ path: String) throws(BuildError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do { try AtomicFileWriter().write(Array(try encoder.encode(self)), to: path) } catch {
            throw BuildError(path: path, step: .write, message: "cannot record the private album's sealing: \(error)")
        }
    }
}
