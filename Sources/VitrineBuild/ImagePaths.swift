import Foundation
import VitrineImaging
import VitrineLibrary

/// Where rendered images go in the site: `images/<2 hex>/<name>`, spread over 256 folders so no folder
/// grows huge on a large library.
enum ImagePaths {
    static let folder = "images"

    static func path(contentID: ContentID, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        let name = RenderNaming.fileName(contentID: contentID, transform: transform, bucket: bucket, format: format)
        return "\(folder)/\(contentID.hash.prefix(2))/\(name)"
    }

    /// Every image a photo needs, largest bucket last within each format.
    static func wanted(contentID: ContentID, transform: Transform, formats: [ImageFormat]) -> [(bucket: Int, format: ImageFormat, path: String)] {
        formats.flatMap { format in
            BuildOptions.buckets.map { bucket in
                (bucket, format, path(contentID: contentID, transform: transform, bucket: bucket, format: format))
            }
        }
    }

    /// The image the placeholder colour is read from: the smallest bucket, JPEG when it is published.
    static func colorSource(contentID: ContentID, transform: Transform, formats: [ImageFormat]) -> (bucket: Int, format: ImageFormat, path: String) {
        let format: ImageFormat = formats.contains(.jpeg) ? .jpeg : (formats.first ?? .jpeg)
        let bucket = BuildOptions.buckets.min() ?? 350
        return (bucket, format, path(contentID: contentID, transform: transform, bucket: bucket, format: format))
    }

    /// Describes what made an image, stored in the catalog and compared by `--explain`.
    static func inputs(source: String, contentID: ContentID, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        "source=\(escaped(source));content=\(contentID);transform=\(transform.rotation),\(transform.scale);"
            + "bucket=\(bucket);format=\(format.rawValue);v=\(RenderNaming.encoderSettingsVersion)"
    }

    /// Keeps `;` and `=` in a path from breaking the `key=value;` form.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ";", with: "%3B")
            .replacingOccurrences(of: "=", with: "%3D")
    }
}
