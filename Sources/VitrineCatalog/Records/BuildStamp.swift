/// What the last complete build was made from and what it left in the site. When a new build finds the same
/// inputs and the site as that build left it, there is nothing to do: it need not load the catalog's tables,
/// model the site or look at a page. A build that may change anything clears the stamp first, so a build
/// killed half-way never leaves a stamp that vouches for a half-written site.
public struct BuildStamp: Sendable, Hashable {
    /// A fingerprint of everything the site is made from (the scan, the settings, the options, the binary).
    public var inputs: String
    /// A fingerprint of the set of image paths the site's images folder held after the build.
    public var images: String
    /// The build's summary figures, reported again by a build that finds nothing to do.
    /// Published photos, videos included.
    public var photos: Int
    /// Of `photos`, the videos.
    public var videos: Int
    public var imagesReused: Int
    public var pages: Int
    /// The warnings the build gave beyond the scan's (photos that cannot be decoded), as a JSON array of
    /// diagnostics: an unchanged library gives them on every build.
    public var warnings: String

    public init(inputs: String, images: String, photos: Int, videos: Int = 0, imagesReused: Int, pages: Int, warnings: String) {
        self.inputs = inputs
        self.images = images
        self.photos = photos
        self.videos = videos
        self.imagesReused = imagesReused
        self.pages = pages
        self.warnings = warnings
    }
}
