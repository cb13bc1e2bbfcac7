import VitrineLibrary
import VitrineSite

/// The files the render jobs wrote, held as what names them until the cleanup asks which no page wants.
///
/// As paths they were 8 strings a photo, about 85 MB on a first build of 100,000 photos, held from the render
/// stage through the model: as renders they are one content id, transform and bit set a photo. A path that names
/// no render (a video's file) is kept as it is.
struct WrittenImages: Sendable {
    /// Images of one content and transform: a bit for each bucket and format written.
    private struct Render: Sendable {
        var contentID: ContentID
        var transform: Transform
        var written: UInt16
    }

    private var renders: [Render] = []
    private var paths: [String] = []
    /// How many files were written.
    private(set) var count = 0

    /// Adds the image of `bucket` and `format` written at `path`, which must be `ImagePaths.path` of the same.
    mutating func add(path: String, contentID: ContentID, transform: Transform, bucket: Int, format: ImageFormat) {
        guard let bit = Self.bit(bucket: bucket, format: format) else { return add(path: path) }
        count += 1
        if let last = renders.indices.last, renders[last].contentID == contentID, renders[last].transform == transform {
            renders[last].written |= bit
        } else {
            renders.append(Render(contentID: contentID, transform: transform, written: bit))
        }
    }

    /// Adds a file that is no render's image.
    mutating func add(path: String) {
        count += 1
        paths.append(path)
    }

    mutating func add(_ other: WrittenImages) {
        count += other.count
        renders += other.renders
        paths += other.paths
    }

    /// The paths written that `isIncluded` accepts, each path made as it is asked about and let go when refused.
    func paths(where isIncluded: (String) -> Bool) -> [String] {
        var result = paths.filter(isIncluded)
        for render in renders {
            for image in ImagePaths.wanted(contentID: render.contentID, transform: render.transform, formats: ImageFormat.allCases) {
                guard let bit = Self.bit(bucket: image.bucket, format: image.format), render.written & bit != 0,
                      isIncluded(image.path) else { continue }
                result.append(image.path)
            }
        }
        return result
    }

    /// The bit of `bucket` and `format` in a render's set; nil for a bucket no photo is rendered to, or when more
    /// formats and buckets than the set holds are ever made (their files are then kept as paths).
    private static func bit(bucket: Int, format: ImageFormat) -> UInt16? {
        guard let bucketIndex = ImagePaths.buckets.firstIndex(of: bucket),
              let formatIndex = ImageFormat.allCases.firstIndex(of: format) else { return nil }
        let index = formatIndex * ImagePaths.buckets.count + bucketIndex
        return index < UInt16.bitWidth ? 1 << index : nil
    }
}
