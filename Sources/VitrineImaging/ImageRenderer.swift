import VitrineLibrary

/// Decodes once at the smallest DCT scale that covers the largest bucket, orients, transforms,
/// resamples every bucket from that buffer and encodes each format.
///
/// Pictures stay YCbCr 4:2:0 planes from decode to encode (`PlanarImage`): a YCbCr JPEG, almost every photo,
/// decodes straight to them (4:4:4, 4:2:2 and 4:4:0 chroma averaged down) and JPEG encodes straight from them,
/// so there is no colour conversion and half the bytes of RGB to resample.
public enum ImageRenderer {
    public static func render(_ bytes: [UInt8], request: RenderRequest) throws(ImagingError) -> RenderOutput {
        var buckets: [Int] = []
        for bucket in request.buckets where !buckets.contains(bucket) { buckets.append(bucket) }
        guard !buckets.isEmpty else {
            throw ImagingError(step: .transform, message: "no output sizes were requested")
        }
        var formats: [ImageFormat] = []
        for format in request.formats where !formats.contains(format) { formats.append(format) }

        let start = RenderClock.now()
        let jpegEncoder = try JPEGEncoder()
        let frames = try renderFrames(bytes, buckets: buckets, request: request, encoder: jpegEncoder, start: start)
        // The decoded source is gone by now; only the small frames are alive while encoding.
        var images: [RenderedImage] = []
        for (bucket, frame) in zip(buckets, frames) {
            for format in formats {
                let encoded: [UInt8]
                switch format {
                case .jpeg: encoded = try jpegEncoder.encode(frame)
                case .webp: encoded = try WebPCodec.encode(frame)
                }
                try request.limits.checkTime(since: start, after: "\(format.rawValue) encode at \(bucket) px")
                images.append(RenderedImage(bucket: bucket, format: format, width: frame.width, height: frame.height, bytes: encoded))
            }
        }
        let smallest = frames.min { $0.width * $0.height < $1.width * $1.height } ?? frames[0]
        return RenderOutput(images: images, averageColor: smallest.averageColor)
    }

    /// Upright, transformed, resampled pixels for each bucket, in `buckets` order.
    /// `encoder` converts the sources that decode to RGB (grayscale, RGB, CMYK and 4:1:1 JPEGs, WebP) to planes.
    static func renderFrames(_ bytes: [UInt8], buckets: [Int], request: RenderRequest, encoder: JPEGEncoder,
                             start: Duration = RenderClock.now()) throws(ImagingError) -> [PlanarImage] {
        var orientation = (1...8).contains(request.orientation) ? request.orientation : 1
        let transform = request.transform.forRendering
        let decoded = try decode(bytes, buckets: buckets, orientation: &orientation, transform: transform,
                                 limits: request.limits, encoder: encoder)
        let (full, source) = (decoded.fullSize, decoded.image)
        // A scaled decode rounds its size up, so its last row or column can be partly padding: the picture
        // itself is exactly `full * ratio` decoded pixels from the top left.
        let ratio = decoded.ratio
        let content = (width: Double(full.width) * ratio, height: Double(full.height) * ratio)
        try request.limits.checkTime(since: start, after: "decode")
        let sizes = buckets.map {
            RenderGeometry.outputSize(width: full.width, height: full.height, orientation: orientation, transform: transform, bucket: $0)
        }
        let plan = RotationPlan(transform)
        let pixelOrientation = PixelOrientation(exif: orientation, quarterTurns: plan.quarterTurns)

        if plan.residual == 0 {
            // Resample in stored orientation, then rearrange the small outputs: same pixels, far less work.
            let crop = RenderGeometry.cropSize(width: full.width, height: full.height, orientation: orientation, plan: plan, scale: transform.scale)
            let stored = pixelOrientation.swapsAxes ? (width: crop.height, height: crop.width) : crop
            let width = stored.width * ratio, height = stored.height * ratio
            let window = LanczosResampler.Window(x: (content.width - width) / 2, y: (content.height - height) / 2,
                                                 width: width, height: height)
            // The inverse of an orientation swaps axes exactly when it does.
            let storedSizes = sizes.map { pixelOrientation.size(width: $0.width, height: $0.height) }
            let frames = try cascade(from: source, window: window, to: storedSizes, orientation: pixelOrientation,
                                     limits: request.limits, start: start)
            return frames.map { pixelOrientation.apply(to: $0) }
        }

        let upright = RenderGeometry.transformedSize(width: source.width, height: source.height, orientation: orientation, transform: transform)
        let fullCrop = RenderGeometry.cropSize(width: full.width, height: full.height, orientation: orientation, plan: plan, scale: transform.scale)
        let rotated = RotationCrop.render(source, content: content, orientation: pixelOrientation, angle: plan.residual,
                                          crop: (fullCrop.width * ratio, fullCrop.height * ratio), width: upright.width, height: upright.height)
        try request.limits.checkTime(since: start, after: "rotation")
        let window = LanczosResampler.Window(x: 0, y: 0, width: Double(rotated.width), height: Double(rotated.height))
        return try cascade(from: rotated, window: window, to: sizes, orientation: .identity, limits: request.limits, start: start)
    }

    /// Resamples `window` of `source` to every size, largest first, each smaller size from the previous
    /// output when that is at least `cascadeMinimumRatio` times larger (else from the source): the widened
    /// Lanczos kernel then reads far fewer pixels for the same result. Returned in `sizes` order, each with
    /// the chroma shift `orientation` will need (the source's chroma is unshifted).
    static func cascade(from source: PlanarImage, window: LanczosResampler.Window, to sizes: [(width: Int, height: Int)],
                        orientation: PixelOrientation, limits: ImageLimits,
                        start: Duration) throws(ImagingError) -> [PlanarImage] {
        var frames = [PlanarImage?](repeating: nil, count: sizes.count)
        var previous: PlanarImage?
        for index in sizes.indices.sorted(by: { sizes[$0].width * sizes[$0].height > sizes[$1].width * sizes[$1].height }) {
            let size = sizes[index]
            let frame: PlanarImage
            let shift = orientation.chromaShift(width: size.width, height: size.height)
            if let larger = previous, Double(larger.width) >= cascadeMinimumRatio * Double(size.width),
               Double(larger.height) >= cascadeMinimumRatio * Double(size.height) {
                let whole = LanczosResampler.Window(x: 0, y: 0, width: Double(larger.width), height: Double(larger.height))
                frame = LanczosResampler.resample(larger, window: whole, width: size.width, height: size.height,
                                                  sourceShift: orientation.chromaShift(width: larger.width, height: larger.height),
                                                  targetShift: shift)
            } else {
                frame = LanczosResampler.resample(source, window: window, width: size.width, height: size.height, targetShift: shift)
            }
            try limits.checkTime(since: start, after: "resample to \(size.width)x\(size.height)")
            frames[index] = frame
            previous = frame
        }
        return frames.compactMap { $0 }
    }

    /// How much larger a finished output must be to serve as the source of a smaller one. Below this
    /// the two Lanczos passes in a row would soften the smaller output visibly.
    static let cascadeMinimumRatio = 1.4

    /// Decodes the source to planes, JPEG at the smallest DCT scale that still covers the largest output:
    /// a YCbCr JPEG straight to its planes, grayscale, RGB, CMYK and 4:1:1 JPEGs to RGB first; every other
    /// format through its `StillDecoder` and `planes(from:)`.
    ///
    /// `orientation` is the EXIF orientation to apply; a decoder that orients the picture itself sets it to 1.
    private static func decode(_ bytes: [UInt8], buckets: [Int], orientation: inout Int, transform: Transform, limits: ImageLimits,
                               encoder: JPEGEncoder) throws(ImagingError) -> (fullSize: (width: Int, height: Int), image: PlanarImage, ratio: Double) {
        guard let format = SourceFormat(sniffing: bytes) else {
            throw ImagingError(step: .probe, message: ImageProbe.unrecognised)
        }
        if format == .jpeg {
            // The planar fast path.
            let decoder = try JPEGDecoder()
            let header = try decoder.header(of: bytes)
            try limits.check(width: header.width, height: header.height)
            let largest = largestOutput(width: header.width, height: header.height, buckets: buckets, orientation: orientation, transform: transform)
            let factor = scalingFactor(width: header.width, height: header.height, orientation: orientation,
                                       transform: transform, covering: largest)
            let image = header.decodesToPlanes
                ? try decoder.decodePlanes(bytes, header: header, scale: factor)
                : try encoder.planes(from: decoder.decode(bytes, header: header, scale: factor))
            return ((header.width, header.height), image, Double(factor.num) / Double(factor.denom))
        }
        let decoder = try format.requireStillDecoder().init(bytes: bytes)
        if decoder.isUpright { orientation = 1 }
        let (width, height) = (decoder.width, decoder.height)
        try limits.check(width: width, height: height)
        // The smallest uniform scale of the source whose oriented, transformed picture covers the largest output.
        let largest = largestOutput(width: width, height: height, buckets: buckets, orientation: orientation, transform: transform)
        let full = RenderGeometry.transformedSize(width: width, height: height, orientation: orientation, transform: transform)
        let scale = min(1, max(Double(largest.width) / Double(max(1, full.width)), Double(largest.height) / Double(max(1, full.height))))
        let minimum = (width: min(width, Int((Double(width) * scale).rounded(.up))),
                       height: min(height, Int((Double(height) * scale).rounded(.up))))
        let still = try decoder.decode(covering: minimum, limits: limits)
        let image = try planes(from: still, encoder: encoder)
        return ((width, height), image, Double(image.width) / Double(width))
    }

    /// The largest of the outputs for `buckets`.
    private static func largestOutput(width: Int, height: Int, buckets: [Int], orientation: Int, transform: Transform) -> (width: Int, height: Int) {
        buckets.map {
            RenderGeometry.outputSize(width: width, height: height, orientation: orientation, transform: transform, bucket: $0)
        }.max { $0.width * $0.height < $1.width * $1.height } ?? (width, height)
    }

    /// The smallest DCT scaling factor whose decoded, oriented and transformed picture is still
    /// at least `output` in both directions, so no output is ever made by upscaling.
    static func scalingFactor(width: Int, height: Int, orientation: Int, transform: Transform,
                              covering output: (width: Int, height: Int)) -> ScalingFactor {
        for factor in ScalingFactor.shrinking {
            let scaled = factor.apply(width: width, height: height)
            let size = RenderGeometry.transformedSize(width: scaled.width, height: scaled.height, orientation: orientation, transform: transform)
            if size.width >= output.width && size.height >= output.height { return factor }
        }
        return .one
    }
}
