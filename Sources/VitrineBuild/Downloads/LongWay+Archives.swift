import VitrineCore
import VitrineLibrary
import VitrineSite

extension LongWay {
    /// Writes each album's archive (`DownloadPaths`), rewritten only when its entries' names or files change (a
    /// rating, a title or a tag moves none), and keeps in `model.downloads` only the albums whose archive is in the
    /// site, for the pages to link. Runs after `publishOriginals` and before the pages are planned.
    mutating func publishArchives(in model: inout SiteModel) throws(BuildError) {
        let paths = DownloadPaths.archives(root: model.root, downloads: model.downloads)
        guard !paths.isEmpty else { return }
        let keepsPosition = model.settings.location == .exact
        var published: [String: DownloadPolicy] = [:]
        var albums: [AlbumModel] = [model.root]
        while let album = albums.popLast() {
            albums += album.albums
            guard let policy = model.downloads[album.sourcePath], let path = paths[album.sourcePath] else { continue }
            let archive = ArchiveEntries(album: album, policy: policy, photos: model.photos)
            guard !archive.entries.isEmpty else { continue }
            try writeArchive(archive, at: path, inputs: Self.archiveInputs(archive, policy: policy, keepsPosition: keepsPosition))
            published[album.sourcePath] = policy
        }
        model.downloads = published
    }

    /// What an archive is made from: its entries (names and the content-named files they copy) and, for originals,
    /// the position rule their files were written under.
    static func archiveInputs(_ archive: ArchiveEntries, policy: DownloadPolicy, keepsPosition: Bool) -> String {
        var hasher = FingerprintHasher()
        for entry in archive.entries {
            hasher.combine(entry.name)
            hasher.combine(entry.source)
        }
        let position = policy == .originals ? (keepsPosition ? ";position=kept" : ";position=removed") : ""
        return "archive;\(policy.rawValue)\(position);entries=\(archive.entries.count);key=\(String(hasher.finalize(), radix: 16))"
    }

    private mutating func writeArchive(_ archive: ArchiveEntries, at path: String, inputs: String) throws(BuildError) {
        let root = options.site.path + "/"
        defer { _ = try? outputs.add(path: path, inputs: inputs) }
        if Builder.isAsWritten(path, inputs: inputs, previous: previous.outputs, root: root, writtenAt: start.writtenAt) { return }
        let temporary = start.writer.temporaryFolder.path + "/archive-\(FNV1a.hex8(Array(path.utf8))).zip"
        do {
            let writer = try ZipArchiveWriter(path: temporary)
            for entry in archive.entries {
                try writer.add(name: entry.name, contentsOf: root + entry.source)
            }
            _ = try writer.finish()
        } catch {
            throw BuildError(path: error.path, step: .write, message: "cannot write the album's archive \(path): \(error.message)")
        }
        try start.writer.move(temporary, to: path)
        summary.archivesWritten += 1
    }
}
