import Foundation
import VitrineImaging
import VitrineLibrary

/// Where rendered images go in the site: `images/<2 hex>/<name>`, spread over 256 folders so no folder
/// grows huge on a large library.
public enum ImagePaths {
    public static let folder = "images"

    /// The sizes every photo is rendered to: the grid buckets (seed 000), the display size (seed 003) and the
    /// viewer's size for large and high-density screens, which grid cells reach at the largest stops too. All are made
    /// from one decode, at the DCT scale that covers the largest.
    public static let buckets = [350, 700, 1024, 2048]

    public static func path(contentID: ContentID, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        path(hash: contentID.hash, transform: transform, bucket: bucket, format: format)
    }

    /// `path` of the content whose `ContentID.hash` is `hash`.
    private static func path(hash: String, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        "\(folder)/\(hash.prefix(2))/" + RenderNaming.fileName(hash: hash, transform: transform, bucket: bucket, format: format)
    }

    /// Every image a photo needs, largest bucket last within each format. The content's hash is spelled once for
    /// all of them: pages ask for a photo's images once a tile.
    public static func wanted(contentID: ContentID, transform: Transform, formats: [ImageFormat]) -> [(bucket: Int, format: ImageFormat, path: String)] {
        let hash = contentID.hash
        return formats.flatMap { format in
            buckets.map { bucket in (bucket, format, path(hash: hash, transform: transform, bucket: bucket, format: format)) }
        }
    }

    /// The image the placeholder colour is read from: the smallest bucket, JPEG when it is published.
    public static func colorSource(contentID: ContentID, transform: Transform, formats: [ImageFormat]) -> (bucket: Int, format: ImageFormat, path: String) {
        let format: ImageFormat = formats.contains(.jpeg) ? .jpeg : (formats.first ?? .jpeg)
        let bucket = buckets.min() ?? 350
        return (bucket, format, path(contentID: contentID, transform: transform, bucket: bucket, format: format))
    }

    /// Describes what made an image, stored in the catalog and compared by `--explain`.
    public static func inputs(source: String, contentID: ContentID, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        inputs(photo: photoInputs(source: source, contentID: contentID, transform: transform), bucket: bucket, format: format)
    }

    /// The part of `inputs` every image of one photo shares: worked out once per photo, not once per image.
    public static func photoInputs(source: String, contentID: ContentID, transform: Transform) -> String {
        "source=\(escaped(source));content=\(contentID);transform=\(transform.rotation),\(transform.scale);"
    }

    public static func inputs(photo: String, bucket: Int, format: ImageFormat) -> String {
        photo + "bucket=\(bucket);format=\(format.rawValue);v=\(RenderNaming.encoderSettingsVersion)"
    }

    /// Keeps `;` and `=` in a path from breaking the `key=value;` form.
    public static func escaped(_ text: String) -> String {
        // Almost no path holds these three bytes: skip Foundation's copying replace for those.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "=") }) else {
            return text
        }
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case ";": result += "%3B"
            case "=": result += "%3D"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
