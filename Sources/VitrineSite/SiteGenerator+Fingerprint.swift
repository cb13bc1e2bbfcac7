import VitrineLibrary

extension SiteGenerator {
    /// A digest of everything the pages are made from: the model (settings, albums, every photo as the pages
    /// see it), the theme's files and this generator's version. Equal fingerprints give byte-identical pages,
    /// so a build may skip rendering them when the site still holds the pages of the same fingerprint.
    /// Nil when the model cannot be encoded (then pages are always rendered).
    public func pageFingerprint(of model: SiteModel) -> String? {
        guard let digest = try? FingerprintEncoder.fingerprint(of: model) else { return nil }
        return "\(identity)-\(String(digest, radix: 16))"
    }

    /// This generator's version and its theme's digest: the part of the page fingerprint that is not the model.
    public var identity: String { "pages-v3-\(String(theme.digest, radix: 16))" }
}
