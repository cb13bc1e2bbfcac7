import Foundation
import VitrineLibrary
import VitrinePrivate
import VitrineSite

extension Builder {
    /// Publishes the private albums the scan left out (`PrivateAlbums`), each encrypted at `p/ID/`, before the rest
    /// of the site is modelled, and gives each one it published a locked card in the nearest published album above
    /// it (`AlbumSource.lockedAlbums`, unless `"listed": false`). An album that cannot be published safely (no
    /// `VITRINE_SECRET`, no password in its variable, an unreadable share record, a failure while sealing) is left
    /// out with one warning and gets no card: a card never links to a page this build did not make. Fails closed:
    /// nothing of it reaches the site in the clear.
    ///
    /// The cards are in the library before its stamp is taken, so the parent's page depends on them as on any
    /// input: a no-op stays a no-op, and another secret (another album path) rewrites the parent.
    /// - Returns: what the private albums' stage did, for the build's summary (`BuildSummary.add(privateAlbums:)`).
    func publishPrivateAlbums(_ library: inout LibrarySource, generator: SiteGenerator) async throws(BuildError) -> BuildSummary {
        var summary = BuildSummary()
        let albums = library.privateAlbums
        guard !albums.isEmpty, options.shard == nil, !options.insidePrivateAlbum else { return summary }
        let environment = options.environment
        guard let secret = SiteSecret.from(environment: environment) else {
            let reason = "\(SiteSecret.environmentVariable) is not set (or shorter than \(SiteSecret.minimumLength) bytes)"
            summary.diagnostics += albums.map { PrivateAlbums.withheld($0, because: reason) }
            PrivateAlbumStage.removeOthers(site: options.site, keeping: [])
            return summary
        }
        reporter.stage("Private albums")
        var published: Set<String> = []
        var cards: [(album: PrivateAlbumSource, page: String)] = []
        for album in albums {
            let record: ShareRecord
            do { record = try ShareRecord.read(albumFolder: album.folder) } catch {
                summary.diagnostics.append(PrivateAlbums.withheld(album, because: "its share record cannot be read (\(error))"))
                continue
            }
            var password: String?
            if let variable = album.privacy.passwordEnv {
                guard let value = environment[variable], !value.isEmpty else {
                    summary.diagnostics.append(PrivateAlbums.withheld(album, because: "its password variable \(variable) is not set"))
                    continue
                }
                password = value
            }
            let keys = secret.album(album.path, generation: record.generation)
            let stage = PrivateAlbumStage(builder: self, album: album, keys: keys, settings: library.settings, generator: generator)
            do {
                try await stage.publish(password: password, recipients: record.active, summary: &summary)
                published.insert(keys.albumID)
                if album.privacy.listed { cards.append((album, ShareLink.albumPath(keys) + "index.html")) }
            } catch {
                stage.remove()
                summary.diagnostics.append(PrivateAlbums.withheld(album, because: "it could not be encrypted: \(error.message)"))
            }
        }
        PrivateAlbumStage.removeOthers(site: options.site, keeping: published)
        for card in cards { LockedCards.add(card.page, for: card.album.path, to: &library.root) }
        return summary
    }
}
