import VitrineImaging
import VitrineLibrary

extension PhotoModel {
    /// How a photo's images are held: as a list, or as what names and sizes the images the build renders.
    enum ImageStorage: Sendable {
        /// Given as they are: a model made outside the site model builder, or images set afterwards.
        case listed([ImageFile])
        /// Every bucket of each format, made when asked (`RenderedImages`).
        case rendered(RenderedImages)
    }

    /// Rendered images, every bucket and format; empty when the photo could not be decoded. A model the builder
    /// makes gives them worked out afresh at each call (8 paths): a caller that needs them more than once keeps them.
    public var images: [ImageFile] {
        get {
            switch imageStorage {
            case .listed(let images): images
            case .rendered(let rendered): rendered.files
            }
        }
        set { imageStorage = .listed(newValue) }
    }

    /// True when decoding failed and the page shows a placeholder.
    public var isPlaceholder: Bool {
        switch imageStorage {
        case .listed(let images): images.isEmpty
        case .rendered(let rendered): rendered.formats.isEmpty
        }
    }
}

/// The images the build renders for one photo, held as what names and sizes them (its content, transform,
/// decoded size and orientation, the site's formats) rather than as 8 `ImageFile`s: at 100,000 photos their paths
/// and lists were the largest part of a long way's peak (about 120 MB of 490). The files it gives are those the
/// site model builder listed before, path for path and size for size: page keys are digests of them.
struct RenderedImages: Sendable {
    var contentID: ContentID
    var transform: Transform
    /// The source's decoded size and EXIF orientation, as the facts give them.
    var width: Int
    var height: Int
    var orientation: Int
    /// The site's formats, one array every photo shares.
    var formats: [ImageFormat]

    /// Every bucket of each format, in the order of `formats`, each format's buckets smallest first.
    var files: [ImageFile] {
        ImagePaths.wanted(contentID: contentID, transform: transform, formats: formats).map { image in
            let size = RenderGeometry.outputSize(width: width, height: height, orientation: orientation, transform: transform, bucket: image.bucket)
            return ImageFile(bucket: image.bucket, format: image.format, path: image.path, width: size.width, height: size.height)
        }
    }
}
