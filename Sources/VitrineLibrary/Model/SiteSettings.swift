/// The library's `vitrine.json`: site-wide settings. Every field optional.
public struct SiteSettings: Hashable, Sendable, Encodable {
    /// How precisely positions are published on pages and in the quiz (PRODUCT.md, Privacy).
    public enum LocationPrecision: String, Hashable, Sendable, CaseIterable, Encodable {
        case exact
        /// Rounded to about 1 km. The default.
        case approximate
        /// The matched city's own coordinates.
        case city
        /// No positions anywhere: no quiz, no maps.
        case none
    }

    /// What the build does with videos (PRODUCT.md, Video).
    public enum VideoPolicy: String, Hashable, Sendable, CaseIterable, Encodable {
        /// Web-compatible videos are remuxed, others transcoded once. The default.
        case transcode
        /// Web-compatible videos are remuxed; others get a poster and no player.
        case copyCompatibleOnly = "copy-compatible-only"
        /// Every video gets a poster and no player.
        case posterOnly = "poster-only"
        /// Videos are left out of the site.
        case skip
    }

    /// How album grids lay out their tiles (PRODUCT.md, The grid and its zoom stops).
    public enum GridStyle: String, Hashable, Sendable, CaseIterable, Encodable {
        /// Rows of tiles in their photos' shapes, each row filled edge to edge. The default.
        case justified
        /// Square crops in columns.
        case square
    }

    /// The viewer's slideshow (`"slideshow": {"interval": 5, "loop": true}`).
    public struct Slideshow: Hashable, Sendable, Encodable {
        /// Seconds each photo shows; a video shows until it ends.
        public var interval: Double = 5
        /// After the last photo, start again from the first (the default: a slideshow left running keeps running);
        /// false stops on the last.
        public var loop: Bool = true

        public init() {}
    }

    public var title: String = "Gallery"
    public var author: String?
    /// Absolute URL the site is published at; pages link relatively either way.
    public var baseURL: String?
    /// BCP 47 language tag for pages and country names.
    public var language: String = "en"
    public var location: LocationPrecision = .approximate
    /// Publish the original files and link them from photo pages.
    public var publishOriginals: Bool = false
    /// Images above this many megapixels are refused before decoding.
    public var maxMegapixels: Double = 200
    /// Seconds one file's decode may take in its worker process before it is stopped and published as a placeholder.
    public var decodeTimeout: Double = 120
    public var video: VideoPolicy = .transcode
    /// What visitors may download; albums may say otherwise (`AlbumSettings.downloads`).
    public var downloads: DownloadPolicy = .none
    /// Write a `_headers` file (Netlify, Cloudflare Pages) with the site's caching rules.
    public var headers: Bool = false
    public var grid: GridStyle = .justified
    /// Show star ratings to visitors (photo pages, the viewer, the rating filter); the owner's workshop otherwise.
    public var showRatings: Bool = false
    public var slideshow = Slideshow()

    public init() {}
}
