import Foundation
import VitrineLibrary
import VitrinePrivate

extension Builder {
    /// Publishes the private albums the scan left out (`PrivateAlbums`), each encrypted at `p/ID/`, after the rest
    /// of the site, whatever way the build took; an album that cannot be published safely (no `VITRINE_SECRET`, no
    /// password in its variable, an unreadable share record) is left out with one warning. Fails closed: nothing of
    /// it reaches the site in the clear.
    func publishPrivateAlbums(_ start: BuildStart, into summary: inout BuildSummary) async throws(BuildError) {
        let albums = start.library.privateAlbums
        guard !albums.isEmpty, options.shard == nil, !options.insidePrivateAlbum else { return }
        let environment = ProcessInfo.processInfo.environment
        guard let secret = SiteSecret.from(environment: environment) else {
            let reason = "\(SiteSecret.environmentVariable) is not set (or shorter than \(SiteSecret.minimumLength) bytes)"
            summary.diagnostics += albums.map { PrivateAlbums.withheld($0, because: reason) }
            return
        }
        var published: Set<String> = []
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
            let stage = PrivateAlbumStage(builder: self, album: album, keys: keys, settings: start.library.settings,
                                          generator: start.generator)
            do {
                try await stage.publish(password: password, recipients: record.active, summary: &summary)
                published.insert(keys.albumID)
            } catch {
                stage.remove()
                summary.diagnostics.append(PrivateAlbums.withheld(album, because: "it could not be encrypted: \(error.message)"))
            }
        }
        PrivateAlbumStage.removeOthers(site: options.site, keeping: published)
    }
}
