import Foundation
import VitrineCatalog
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineSite

/// Computes a build's stamp (see `BuildStamp`): a fingerprint of everything the site is made from, and one of
/// the images the site holds.
enum SiteStamp {
    /// The version of what `inputs` hashes and how: a change to either must never match an old stamp.
    static let inputsVersion = 3

    /// The fingerprint of everything that decides the site's bytes besides the photos' contents (which the catalog
    /// already trusts to size and mtime), as stored, or nil when it cannot be computed (then no build is skipped):
    /// the scan with every sidecar, album and site setting as decoded and each XMP sidecar's size and mtime
    /// (`PhotoSource.xmpSidecar`: an edit in Lightroom changes the stamp), the options, the page generator's theme
    /// and version, the encoder settings, and the vitrine binary itself (any other build of the code may model or
    /// render the site differently).
    static func inputs(_ library: LibrarySource, options: BuildOptions, pages: String) -> String? {
        guard let executable = executableIdentity else { return nil }
        return String(inputs(library, options: options, pages: pages, executable: executable,
                             sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"]), radix: 16)
    }

    /// `inputs` with the process's identity and environment given.
    static func inputs(_ library: LibrarySource, options: BuildOptions, pages: String, executable: String, sourceDateEpoch: String?) -> UInt64 {
        var hasher = StampHasher()
        hasher.add(inputsVersion)
        hasher.add(executable)
        hasher.add(RenderNaming.encoderSettingsVersion)
        hasher.add(pages)
        hasher.add(options.library.standardizedFileURL.path)
        hasher.add(options.site.standardizedFileURL.path)
        hasher.add(options.formats.count)
        for format in options.formats { hasher.add(format.rawValue) }
        hasher.add(sourceDateEpoch)
        hasher.add(library.settings)
        hasher.add(library.root)
        return hasher.finalize()
    }

    /// The fingerprint of a set of site-relative image paths.
    static func images(_ paths: some Sequence<String>) -> String {
        var set = StableFingerprint.UnorderedSet()
        for path in paths { set.insert(path) }
        return set.text
    }

    /// The warnings kept in the stamp, as JSON.
    static func warnings(_ diagnostics: [Diagnostic]) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(diagnostics)).map { String(decoding: $0, as: UTF8.self) }
    }

    static func warnings(from text: String) -> [Diagnostic]? {
        try? JSONDecoder().decode([Diagnostic].self, from: Data(text.utf8))
    }

    /// The running binary's content id, worked out once per process. Its contents, not its mtime: a CI job
    /// builds vitrine afresh on every run, and the same code must still find its own stamp.
    static let executableIdentity: String? = ExecutablePath.current
        .flatMap { ContentHasher.contentID(ofFileAt: $0) }?.description
}
