import ArgumentParser
import Foundation
import VitrinePrivate

/// `vitrine share ALBUM --to NAME | --list | --revoke NAME`
struct ShareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Give, list or revoke per-recipient links to a private album.",
        discussion: """
            Records recipients in the album's .vitrine-share.json (names, random ids, the key generation; never a key). \
            Links derive from VITRINE_SECRET, so the same secret must be set when building. Revoking re-keys the album \
            on the next build; every other link keeps working.

            Example: VITRINE_SECRET=... vitrine share Family --to Ann
            """
    )

    @Argument(help: "The private album's folder.")
    var album: String

    @Option(help: "The library folder (default: the current folder).")
    var library: String = "."

    @Option(help: "Give NAME a link and print it.")
    var to: String?

    @Option(help: "Revoke NAME's link.")
    var revoke: String?

    @Flag(help: "List the recipients.")
    var list = false

    func validate() throws {
        guard [to != nil, revoke != nil, list].filter({ $0 }).count == 1 else {
            throw ValidationError("give exactly one of --to NAME, --list or --revoke NAME")
        }
        if let name = to ?? revoke, name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("the recipient's name must not be empty")
        }
    }

    func run() throws {
        do {
            var shared = try SharedAlbum.open(library: library, album: album)
            if let name = to {
                guard let secret = SiteSecret.from(environment: ProcessInfo.processInfo.environment) else { throw ShareError.noSecret }
                print(try shared.share(to: name, secret: secret))
            } else if let name = revoke {
                try shared.revoke(name)
                print("\(shared.relativePath): revoked \(name); the next build re-keys the album (generation \(shared.record.generation))")
            } else {
                for recipient in shared.record.recipients {
                    print(recipient.name + (recipient.revoked ? " (revoked)" : ""))
                }
            }
        } catch let error as ShareError {
            Vitrine.printError(error.description)
            throw ExitCode.failure
        }
    }
}
