import VitrineLibrary

extension SiteGenerator {
    /// The page at a private album's address (`p/ID/index.html`, two folders down from the site root): the site's
    /// look and script, a password form and the album's public key wraps (`keysJSON`, JSON of base64 text only,
    /// nothing of the album). The script (private.js) opens the album in place. `noindex`, no referrer.
    public func privateShell(settings: SiteSettings, keysJSON: String) throws -> [UInt8] {
        let strings = theme.strings(for: SiteRenderer.languageTag(settings.language))
        let assets = SiteAssets(theme: theme, strings: strings)
        let base = "../../"
        // Only base64 and JSON punctuation: nothing that could end the script element.
        let safeJSON = keysJSON.replacingOccurrences(of: "<", with: "\\u003c")
        let view: [String: Any] = [
            "lang": SiteRenderer.languageTag(settings.language),
            "siteTitle": UserText.display(settings.title),
            "homeHref": base + SiteLayout.homePath,
            "cssHref": base + assets.cssPath,
            "jsHref": base + assets.jsPath,
            "iconHref": base + assets.iconPath,
            "keysJSON": safeJSON,
            "slideshowInterval": JSONWriter.format(settings.slideshow.interval),
            "slideshowLoop": settings.slideshow.loop,
        ]
        return Array(try theme.render("private", view, strings: strings.page).utf8)
    }
}
