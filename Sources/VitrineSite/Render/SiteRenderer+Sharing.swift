import VitrineLibrary

/// What a link shared on a social site shows (Open Graph and Twitter card tags), the Atom feed of the newest photos,
/// `sitemap.xml` and `robots.txt`. Cards, feeds and sitemaps need absolute addresses: they come from `baseURL`.
extension SiteRenderer {
    static let feedPath = "feed.xml"
    static let sitemapPath = "sitemap.xml"
    static let robotsPath = "robots.txt"
    /// Entries in the feed: the newest photos.
    static let feedLength = 30

    /// `baseURL` when it is an http(s) address, ending in `/`, with any byte a URL may not hold (a space, non-ASCII
    /// letters) percent-encoded; nil otherwise.
    static func absoluteBase(_ settings: SiteSettings) -> String? {
        guard let text = settings.baseURL, text.hasPrefix("https://") || text.hasPrefix("http://") else { return nil }
        var base = ""
        for byte in text.utf8 {
            let allowed = (0x21...0x7E).contains(byte) && !"\"<>\\^`{|}".utf8.contains(byte)
            base += allowed ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        if !base.hasSuffix("/") { base += "/" }
        return base
    }

    /// The absolute address of a site file; nil without `baseURL`.
    func absoluteURL(_ path: String) -> String? {
        Self.absoluteBase(model.settings).map { $0 + SiteLayout.relativeURL(from: SiteLayout.homePath, to: path) }
    }

    /// The card of a page: its title and description, its address and, with `baseURL`, a picture of `photo`
    /// (the 1024 px file, JPEG when published: the size link previews show, in the format every one of them reads).
    func card(page: String, title: String, description: String?, photo: PhotoModel?, isPhoto: Bool) -> CardView {
        var image: CardImageView?
        if let photo, let base = Self.absoluteBase(model.settings) {
            let files = photo.images.filter { $0.bucket <= 1024 }
            let format: ImageFormat = files.contains { $0.format == .jpeg } ? .jpeg : .webp
            if let file = files.filter({ $0.format == format }).max(by: { $0.bucket < $1.bucket }) {
                image = CardImageView(cardImageURL: base + SiteLayout.relativeURL(from: SiteLayout.homePath, to: file.path),
                                      cardImageWidth: file.width, cardImageHeight: file.height,
                                      cardImageAlt: Self.label(photo))
            }
        }
        return CardView(cardTitle: title, cardDescription: description.flatMap(UserText.displayOrNil),
                        cardType: isPhoto ? "article" : "website", cardURL: absoluteURL(page),
                        cardImage: image, twitterCard: image == nil ? "summary" : "summary_large_image")
    }

    /// `robots.txt`: everything may be crawled; the sitemap's address when there is one.
    func robotsFile() -> SiteFile {
        var text = "User-agent: *\nAllow: /\n"
        if let sitemap = absoluteURL(Self.sitemapPath) { text += "Sitemap: \(sitemap)\n" }
        return SiteFile(path: Self.robotsPath, contents: Array(text.utf8))
    }

    /// `sitemap.xml` of every page in `paths` (the not-found page left out); nil without `baseURL`.
    func sitemapFile(pages paths: [String]) -> SiteFile? {
        guard Self.absoluteBase(model.settings) != nil else { return nil }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths.sorted() where path.hasSuffix(".html") && path != SiteLayout.notFoundPath && path != SearchIndex.pagePath {
            guard let url = absoluteURL(path) else { continue }
            xml += "<url><loc>\(XMLText.escaped(url))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return SiteFile(path: Self.sitemapPath, contents: Array(xml.utf8))
    }

    /// The newest photos (by the date they were taken; each content once), as an Atom feed; nil without `baseURL`.
    func feedFile() -> SiteFile? {
        guard let base = Self.absoluteBase(model.settings) else { return nil }
        let newest = feedEntries()
        let site = UserText.display(model.settings.title)
        let author = UserText.displayOrNil(model.settings.author) ?? site
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(Self.languageTag(model.settings.language))\">\n"
        xml += "<title>\(XMLText.escaped(site))</title>\n<id>\(XMLText.escaped(base))</id>\n"
        xml += "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(XMLText.escaped(base + Self.feedPath))\"/>\n"
        xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escaped(base))\"/>\n"
        xml += "<updated>\(newest.first?.1 ?? "2000-01-01T00:00:00Z")</updated>\n"
        xml += "<author><name>\(XMLText.escaped(author))</name></author>\n<generator>Vitrine</generator>\n"
        for (photo, date) in newest {
            guard let page = layout.photoPagePath(photo.id), let url = absoluteURL(page) else { continue }
            let label = Self.label(photo)
            var content = ""
            let picture = card(page: page, title: label, description: nil, photo: photo, isPhoto: true).cardImage
            if let picture {
                content += "<p><img src=\"\(XMLText.escaped(picture.cardImageURL))\" width=\"\(picture.cardImageWidth)\""
                    + " height=\"\(picture.cardImageHeight)\" alt=\"\(XMLText.escaped(label))\"></p>"
            }
            if let caption = UserText.displayOrNil(photo.caption) { content += "<p>\(XMLText.escaped(caption))</p>" }
            xml += "<entry>\n<title>\(XMLText.escaped(label))</title>\n<id>\(XMLText.escaped(url))</id>\n"
            xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escaped(url))\"/>\n<updated>\(date)</updated>\n"
            xml += "<content type=\"html\">\(XMLText.escaped(content))</content>\n</entry>\n"
        }
        xml += "</feed>\n"
        return SiteFile(path: Self.feedPath, contents: Array(xml.utf8))
    }

    /// The feed's photos, newest first, with their dates (each content once).
    func feedEntries() -> [(PhotoModel, String)] {
        let dated = photoOrder.uniqueContent().compactMap { photo in Self.atomDate(photo.exif.dateTimeOriginal).map { (photo, $0) } }
        return dated.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }
            .prefix(Self.feedLength).map(\.element)
    }

    /// An EXIF date as an Atom date (RFC 3339). EXIF dates carry no time zone: they are written as UTC.
    static func atomDate(_ exif: String?) -> String? {
        guard let iso = FactText.isoDate(exif) else { return nil }
        switch iso.count {
        case 10: return iso + "T00:00:00Z"
        case 16: return iso + ":00Z"
        default: return iso + "Z"
        }
    }
}

/// Text for XML files (the feed, the sitemap): the five special characters escaped, control characters dropped.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var out = ""
        ScalarEscaping.append(text, to: &out) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            // Control characters (but line breaks and tabs) and the two non-characters are not XML: dropped.
            case "\n", "\t": nil
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": ""
            default: nil
            }
        }
        return out
    }
}
