import Foundation
import VitrineLibrary

/// Names rendered files after everything that made them.
public enum RenderNaming {
    /// Bumped whenever encoder settings or the resampler change output bytes (3: planar YCbCr 4:2:0 pipeline;
    /// 4: 4:4:4, 4:2:2 and 4:4:0 JPEGs decode straight to planes, which rounds their chroma slightly differently).
    public static let encoderSettingsVersion = 4

    /// e.g. `0123456789abcdef-1a2b3c4d-350.jpg`: content hash prefix, variant hash, bucket, extension.
    ///
    /// The variant hash covers the transform as rendered (rotation to 0.01 degree, scale to 0.0001),
    /// the bucket, the format and `encoderSettingsVersion`, so any change that alters the bytes changes the name.
    public static func fileName(contentID: ContentID, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        fileName(hash: contentID.hash, transform: transform, bucket: bucket, format: format)
    }

    /// `fileName` of the content whose `ContentID.hash` is `hash`: a caller naming several images of one content
    /// spells its hash once.
    public static func fileName(hash: String, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        "\(hash.prefix(16))-\(variantHash(transform: transform, bucket: bucket, format: format))-\(bucket).\(format.fileExtension)"
    }

    /// 8 hex digits: the high 32 bits of XXH3-64 over a canonical description of the variant.
    static func variantHash(transform: Transform, bucket: Int, format: ImageFormat) -> String {
        let steps = transform.renderingSteps
        let variant = Variant(rotation: steps.rotationHundredths, scale: steps.scaleTenThousandths, bucket: bucket, format: format)
        // A library has a handful of variants and tens of thousands of photos: a no-op rebuild names every image.
        if let known = lock.withLock({ variantHashes[variant] }) { return known }
        let key = "v\(encoderSettingsVersion);r=\(variant.rotation);s=\(variant.scale);b=\(bucket);f=\(format.rawValue)"
        let hash = String(ContentHasher.hex64(ContentHasher.hash64(of: Array(key.utf8))).prefix(8))
        lock.withLock { variantHashes[variant] = hash }
        return hash
    }

    private struct Variant: Hashable {
        var rotation: Int, scale: Int, bucket: Int, format: ImageFormat
    }

    // NSLock rather than Synchronization.Mutex: on Linux Mutex locks through futexes in the uninstrumented
    // runtime, so ThreadSanitizer cannot see it and reported a race on every concurrent build under
    // `make sanitize`. NSLock is a pthread mutex, which it understands.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var variantHashes: [Variant: String] = [:]
}

extension Transform {
    /// The transform in the integer steps renders are keyed by: rotation in 0.01 degree, scale in 0.0001.
    var renderingSteps: (rotationHundredths: Int, scaleTenThousandths: Int) {
        let rotation = Int((rotation * 100).rounded()) % 36_000
        let scale = Int((min(scale, 10_000) * 10_000).rounded())
        return (rotation, max(10_000, scale))
    }

    /// The transform rounded to its rendering steps, so a name always describes exactly what was drawn.
    var forRendering: Transform {
        let steps = renderingSteps
        return Transform(rotation: Double(steps.rotationHundredths) / 100, scale: Double(steps.scaleTenThousandths) / 10_000)
    }
}
