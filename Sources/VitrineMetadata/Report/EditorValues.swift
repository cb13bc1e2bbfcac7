import VitrineCore
import VitrineLibrary

/// The rating and tags a photo publishes, as the browser editor shows them on every tile of a grid: the Vitrine
/// sidecar's where it sets them, else the XMP sidecar's or the photo's embedded XMP and IPTC (the one precedence
/// rule, `PhotoMetadata`). Read cheaply, for a page of tiles at a time: the XMP sidecar whole (it is small) and only
/// the head of the photo, where JPEG, PNG, TIFF and WebP keep their metadata blocks; no image container is opened
/// (HEIF's own XMP and metadata past the head are not seen: the tile then shows the sidecar's values, as before).
public struct EditorValues: Sendable, Hashable {
    /// 0...5, 0 = unrated.
    public var rating: Int
    public var tags: [String]
    /// Where each comes from (`nil`: nowhere, or the Vitrine sidecar).
    public var ratingOrigin: MetadataOrigin?
    public var tagsOrigin: MetadataOrigin?

    /// How much of the photo is read for its embedded blocks.
    static let headLimit = 512 << 10

    /// The values of the editor's photo. An XMP sidecar resolving outside the library is not read (as the build).
    public init(_ editor: SidecarEditor) {
        let sidecar = editor.sidecar
        rating = sidecar.rating
        tags = sidecar.tags
        guard sidecar.rating == 0 || sidecar.tags.isEmpty else { return }
        let xmp = (try? editor.library.xmpSidecar(forPhoto: editor.photoPath))?.flatMap { XMPSidecar(readingAt: $0.file).metadata }
        let head = (try? FileIO.read(editor.photoPath, offset: 0, count: Self.headLimit)) ?? []
        let embedded = EmbeddedMetadataReader.read(MetadataBlocks.find(in: head))
        let published = PhotoMetadata(sidecar: sidecar, xmpSidecar: xmp, embedded: embedded, exif: nil).published(language: "")
        if let value = published.rating, (0...5).contains(value.value) {
            rating = value.value
            ratingOrigin = value.origin == .sidecar ? nil : value.origin
        }
        if let value = published.tags {
            tags = value.value
            tagsOrigin = value.origin == .sidecar ? nil : value.origin
        }
    }
}
