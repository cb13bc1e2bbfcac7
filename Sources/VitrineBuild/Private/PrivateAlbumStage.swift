import Foundation
import VitrineCore
import VitrineLibrary
import VitrinePrivate
import VitrineSite

/// One private album's publication (docs/private-albums.md, "In the site"): a build of its folder alone into a plain
/// copy in the cache folder (`private/ID/site`, with its own catalog: renders are made once and kept), then every
/// file of that copy sealed into `SITE/p/ID/`, a sealed manifest and the shell page. Rotating the key (a revocation
/// raises the generation) re-seals the plain copy and renders nothing.
struct PrivateAlbumStage {
    let builder: Builder
    let album: PrivateAlbumSource
    let keys: AlbumKeys
    let settings: SiteSettings
    let generator: SiteGenerator

    /// The site folder all private albums go in, and this album's.
    static func siteFolder(_ site: URL) -> String { site.appendingPathComponent(ShareLink.folder).path }
    var folder: String { Self.siteFolder(builder.options.site) + "/" + keys.albumID }
    /// Outside the site: the plain copy, its catalog and the ledger. Named by the keyed id, not the folder's name.
    var work: String { builder.options.cacheDirectory.appendingPathComponent("private").path + "/" + keys.albumID }

    func publish(password: String?, recipients: [ShareRecord.Recipient], summary: inout BuildSummary) async throws(BuildError) {
        let plainSite = work + "/site"
        let plain = try await buildPlainCopy(plainSite)
        summary.imagesWritten += plain.imagesWritten
        summary.filesRead += plain.filesRead
        let prefix = album.path.isEmpty ? "" : album.path + "/"
        summary.diagnostics += plain.diagnostics.map { Diagnostic(path: prefix + $0.path, step: $0.step, message: $0.message) }

        let sealer = SealedAlbum(keys: keys)
        let ledgerPath = work + "/sealed.json"
        let old = SealLedger.read(ledgerPath)
        var ledger = SealLedger()
        var names: [String: String] = [:]
        var wanted: Set<String> = ["index.html", SealedAlbum.manifestName + ".js"]
        // The plain copy is this build's own output: it holds no hidden files, so the house walker's skipping them
        // leaves nothing out.
        for path in FileIO.regularFiles(under: plainSite).sorted() {
            guard let status = FileStatus.of(plainSite + "/" + path, followingLinks: false) else { continue }
            let entry = SealLedger.Entry(size: status.size, modified: status.modified, name: sealer.name(of: path))
            names[path] = entry.name
            wanted.insert(entry.name + ".js")
            ledger.files[path] = entry
            let target = folder + "/" + entry.name + ".js"
            if old.files[path] == entry, FileStatus.of(target, followingLinks: false) != nil { continue }
            guard let bytes = FileManager.default.contents(atPath: plainSite + "/" + path) else {
                throw BuildError(path: path, step: .write, message: "the private album's plain copy cannot be read")
            }
            try write(try seal { () throws(SealError) in try sealer.script(name: entry.name, plaintext: Array(bytes)) }, to: target)
            summary.filesSealed += 1
        }
        guard names["index.html"] != nil else {
            throw BuildError(path: album.path, step: .pages, message: "the album's copy has no index page")
        }
        try write(try seal { () throws(SealError) in try sealer.manifest(files: names, start: "index.html") },
                  to: folder + "/" + SealedAlbum.manifestName + ".js", onlyIfChanged: true)

        (ledger.keysDigest, ledger.keysJSON) = (sealer.wrapsDigest(password: password, recipients: recipients), old.keysJSON)
        if ledger.keysDigest != old.keysDigest || old.keysJSON.isEmpty {
            ledger.keysJSON = try seal { () throws(SealError) in try sealer.keysJSON(password: password, recipients: recipients) }
        }
        let shell: [UInt8]
        do { shell = try generator.privateShell(settings: settings, keysJSON: ledger.keysJSON) } catch {
            throw BuildError(path: album.path, step: .pages, message: "cannot render the private album's page: \(error)")
        }
        try write(shell, to: folder + "/index.html", onlyIfChanged: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !wanted.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
            summary.filesDeleted += 1
        }
        if ledger != old { try ledger.write(ledgerPath) }
    }

    /// Removes the album's folder from the site, after a failure: publish less.
    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// Removes every album folder under `SITE/p/` but those in `kept` (albums made public, removed or withheld).
    static func removeOthers(site: URL, keeping kept: Set<String>) {
        let root = siteFolder(site)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] where !kept.contains(name) {
            try? FileManager.default.removeItem(atPath: root + "/" + name)
        }
        if kept.isEmpty { try? FileManager.default.removeItem(atPath: root) }
    }

    private func buildPlainCopy(_ site: String) async throws(BuildError) -> BuildSummary {
        var options = BuildOptions(library: URL(fileURLWithPath: album.folder, isDirectory: true),
                                   site: URL(fileURLWithPath: site, isDirectory: true),
                                   cache: URL(fileURLWithPath: work + "/cache", isDirectory: true),
                                   jobs: builder.options.jobs, formats: builder.options.formats)
        options.decoderWorker = builder.options.decoderWorker
        options.insidePrivateAlbum = true
        options.environment = builder.options.environment
        var inherited = settings
        inherited.baseURL = nil  // its pages name no public address: the copy is only ever seen decrypted
        inherited.downloads = .none  // a ZIP would be published in the clear
        if let title = album.title { inherited.title = title }
        options.inheritedSettings = inherited
        return try await Builder(options: options).run()
    }

    private func seal<T>(_ body: () throws(SealError) -> T) throws(BuildError) -> T {
        do { return try body() } catch { throw BuildError(path: album.path, step: .write, message: "\(error)") }
    }

    private func write(_ bytes: [UInt8], to path: String, onlyIfChanged: Bool = false) throws(BuildError) {
        if onlyIfChanged, let existing = FileManager.default.contents(atPath: path), Array(existing) == bytes { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFileWriter().write(bytes, to: path)
        } catch {
            throw BuildError(path: path, step: .write, message: "cannot write: \(error)")
        }
    }
}
