import VitrineLibrary

/// What to make from one source image.
public struct RenderRequest: Sendable, Hashable {
    /// Boxes the longest edge must fit, e.g. [350, 700, 1024]. Never upscaled.
    public var buckets: [Int]
    public var formats: [ImageFormat]
    /// EXIF orientation 1...8, applied first.
    public var orientation: Int
    /// Sidecar transform, applied after the orientation.
    public var transform: Transform
    public var limits: ImageLimits
    public init(buckets: [Int], formats: [ImageFormat], orientation: Int, transform: Transform, limits: ImageLimits = ImageLimits()) {
        self.buckets = buckets; self.formats = formats; self.orientation = orientation; self.transform = transform; self.limits = limits
    }
}

/// One encoded output image.
public struct RenderedImage: Sendable, Hashable {
    public var bucket: Int
    public var format: ImageFormat
    public var width: Int
    public var height: Int
    public var bytes: [UInt8]
    public init(bucket: Int, format: ImageFormat, width: Int, height: Int, bytes: [UInt8]) {
        self.bucket = bucket; self.format = format; self.width = width; self.height = height; self.bytes = bytes
    }
}

/// Everything one render produced.
public struct RenderOutput: Sendable {
    public var images: [RenderedImage]
    /// Average colour of the picture, `#rrggbb`, for the page's placeholder.
    public var averageColor: String
    /// What was rendered differently from the file's intent, each a warning for the build (an embedded colour
    /// profile that could not be used, so colours are shown unconverted). The images are still good.
    public var warnings: [String]
    public init(images: [RenderedImage], averageColor: String, warnings: [String] = []) {
        self.images = images; self.averageColor = averageColor; self.warnings = warnings
    }
}
