import VitrineLibrary

extension SiteGenerator {
    /// This generator's version and its theme's digest: what every page's key starts from (see `SitePlan`), and
    /// part of the build's stamp. Bump the version when pages would come out differently from the same model.
    public var identity: String { "pages-v3-\(String(theme.digest, radix: 16))" }
}
