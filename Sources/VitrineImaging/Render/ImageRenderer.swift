import VitrineLibrary

/// Decodes once at the smallest DCT scale that covers the largest bucket, orients, transforms,
/// resamples every bucket from that buffer and encodes each format.
///
/// Pictures stay YCbCr 4:2:0 planes from decode to encode (`PlanarImage`): a YCbCr JPEG, almost every photo,
/// decodes straight to them (4:4:4, 4:2:2 and 4:4:0 chroma averaged down) and JPEG encodes straight from them,
/// so there is no colour conversion and half the bytes of RGB to resample. A source with transparency carries
/// an alpha plane beside them, kept in WebP outputs and flattened onto the page background in JPEG ones.
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
        var warnings: [String] = []
        let frames = try renderFrames(bytes, buckets: buckets, request: request, encoder: jpegEncoder, start: start,
                                      warnings: &warnings)
        // The decoded source is gone by now; only the small frames are alive while encoding.
        var images: [RenderedImage] = []
        for (bucket, frame) in zip(buckets, frames) {
            for format in formats {
                let encoded: [UInt8]
                switch format {
                // JPEG has no alpha: a transparent source shows the page background there. Opaque frames pass as they are.
                case .jpeg: encoded = try jpegEncoder.encode(frame.flattened(onto: background))
                case .webp: encoded = try WebPCodec.encode(frame)
                }
                try request.limits.checkTime(since: start, after: "\(format.rawValue) encode at \(bucket) px")
                images.append(RenderedImage(bucket: bucket, format: format, width: frame.width, height: frame.height, bytes: encoded))
            }
        }
        let smallest = frames.min { $0.width * $0.height < $1.width * $1.height } ?? frames[0]
        return RenderOutput(images: images, averageColor: smallest.flattened(onto: background).averageColor, warnings: warnings)
    }

    /// Upright, transformed, resampled pixels for each bucket, in `buckets` order.
    /// `encoder` converts the sources that decode to RGB (grayscale, RGB, CMYK and 4:1:1 JPEGs, WebP) to planes.
    /// A frame of a source with transparency has an alpha plane, its colour premultiplied (see `PlanarImage`).
    static func renderFrames(_ bytes: [UInt8], buckets: [Int], request: RenderRequest, encoder: JPEGEncoder,
                             start: Duration = RenderClock.now()) throws(ImagingError) -> [PlanarImage] {
        var warnings: [String] = []
        return try renderFrames(bytes, buckets: buckets, request: request, encoder: encoder, start: start, warnings: &warnings)
    }

    /// As above; what was rendered differently from the source's intent (an unusable colour profile) is added to
    /// `warnings`.
    static func renderFrames(_ bytes: [UInt8], buckets: [Int], request: RenderRequest, encoder: JPEGEncoder,
                             start: Duration = RenderClock.now(), warnings: inout [String]) throws(ImagingError) -> [PlanarImage] {
        var orientation = (1...8).contains(request.orientation) ? request.orientation : 1
        let transform = request.transform.forRendering
        let decoded = try decode(bytes, buckets: buckets, orientation: &orientation, transform: transform,
                                 limits: request.limits, encoder: encoder)
        warnings += decoded.warnings
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

    /// A decoded source: its full size, its picture at `ratio` of that, the route a JPEG took, and what went
    /// differently from the file's intent.
    struct DecodedSource {
        var fullSize: (width: Int, height: Int)
        var image: PlanarImage
        var ratio: Double
        var route: JPEGDecoder.Route?
        var warnings: [String] = []
        /// True when a camera RAW was rendered from its embedded JPEG preview.
        var fromRawPreview = false
    }

    /// True when a RAW's embedded JPEG preview can stand for it: within the limits, the picture's shape (its
    /// aspect within 1 %, once the camera's orientation is applied), and at least as large as every output the
    /// RAW's full size would give.
    static func previewCovers(_ preview: [UInt8], raw: RawDecoder, buckets: [Int], transform: Transform, limits: ImageLimits) -> Bool {
        guard SourceFormat(sniffing: preview) == .jpeg, let header = try? JPEGDecoder().header(of: preview),
              (try? limits.check(width: header.width, height: header.height)) != nil else { return false }
        let upright = RenderGeometry.transformedSize(width: header.width, height: header.height, orientation: raw.orientation, transform: .identity)
        let aspect = Double(upright.width) / Double(upright.height), rawAspect = Double(raw.width) / Double(raw.height)
        guard abs(aspect / rawAspect - 1) <= 0.01 else { return false }
        let needed = largestOutput(width: raw.width, height: raw.height, buckets: buckets, orientation: 1, transform: transform)
        let offered = RenderGeometry.transformedSize(width: header.width, height: header.height, orientation: raw.orientation, transform: transform)
        return offered.width >= needed.width && offered.height >= needed.height
    }

    /// Decodes the source to planes, JPEG at the smallest DCT scale that still covers the largest output:
    /// an untagged or sRGB YCbCr JPEG straight to its planes; any other JPEG (grayscale, RGB, CMYK, 4:1:1, a
    /// non-sRGB profile) to sRGB pixels first (`JPEGDecoder.route`); every other format through its
    /// `StillDecoder` and `planes(from:)`.
    ///
    /// `orientation` is the EXIF orientation to apply; a decoder that orients the picture itself sets it to 1.
    static func decode(_ bytes: [UInt8], buckets: [Int], orientation: inout Int, transform: Transform, limits: ImageLimits,
                       encoder: JPEGEncoder) throws(ImagingError) -> DecodedSource {
        guard let format = SourceFormat(sniffing: bytes) else {
            throw ImagingError(step: .probe, message: ImageProbe.unrecognised)
        }
        if format == .jpeg {
            return try decodeJPEG(bytes, buckets: buckets, orientation: orientation, transform: transform, limits: limits, encoder: encoder)
        }
        if format == .raw {
            let raw = try RawDecoder(bytes: bytes)
            try limits.check(width: raw.width, height: raw.height)
            if let preview = raw.previewJPEG(),
               previewCovers(preview, raw: raw, buckets: buckets, transform: transform, limits: limits) {
                // The preview is stored as the sensor saw it: the camera's orientation, not the request's (1 for
                // a decoder that orients), makes it upright.
                orientation = raw.orientation
                var decoded = try decodeJPEG(preview, buckets: buckets, orientation: raw.orientation, transform: transform,
                                             limits: limits, encoder: encoder)
                decoded.fromRawPreview = true
                return decoded
            }
            return try decodeStill(raw, buckets: buckets, orientation: &orientation, transform: transform, limits: limits, encoder: encoder)
        }
        return try decodeStill(format.requireStillDecoder().init(bytes: bytes), buckets: buckets, orientation: &orientation,
                               transform: transform, limits: limits, encoder: encoder)
    }

    /// A JPEG at the smallest DCT scale that covers the largest output: untagged or sRGB YCbCr straight to its
    /// planes (the fast path), anything else to sRGB pixels first (`JPEGDecoder.route`).
    static func decodeJPEG(_ bytes: [UInt8], buckets: [Int], orientation: Int, transform: Transform, limits: ImageLimits,
                           encoder: JPEGEncoder) throws(ImagingError) -> DecodedSource {
        let decoder = try JPEGDecoder()
        let header = try decoder.header(of: bytes)
        try limits.check(width: header.width, height: header.height)
        let largest = largestOutput(width: header.width, height: header.height, buckets: buckets, orientation: orientation, transform: transform)
        let factor = scalingFactor(width: header.width, height: header.height, orientation: orientation,
                                   transform: transform, covering: largest)
        var warnings: [String] = []
        let markers = JPEGColorMarkers(reading: bytes)
        let route = JPEGDecoder.route(header: header, markers: markers, warnings: &warnings)
        let image = route == .planes
            ? try decoder.decodePlanes(bytes, header: header, scale: factor)
            : try encoder.planes(from: decoder.decodeSRGB(bytes, header: header, scale: factor, route: route,
                                                          markers: markers, warnings: &warnings))
        return DecodedSource(fullSize: (header.width, header.height), image: image,
                             ratio: Double(factor.num) / Double(factor.denom), route: route, warnings: warnings)
    }

    /// A still through its decoder, decoded at the smallest size that covers the largest output, then to planes.
    private static func decodeStill(_ decoder: any StillDecoder, buckets: [Int], orientation: inout Int, transform: Transform,
                                    limits: ImageLimits, encoder: JPEGEncoder) throws(ImagingError) -> DecodedSource {
        if decoder.isUpright { orientation = 1 }
        let (width, height) = (decoder.width, decoder.height)
        try limits.check(width: width, height: height)
        // The smallest uniform scale of the source whose oriented, transformed picture covers the largest output.
        let largest = largestOutput(width: width, height: height, buckets: buckets, orientation: orientation, transform: transform)
        let full = RenderGeometry.transformedSize(width: width, height: height, orientation: orientation, transform: transform)
        let scale = min(1, max(Double(largest.width) / Double(max(1, full.width)), Double(largest.height) / Double(max(1, full.height))))
        let minimum = (width: min(width, Int((Double(width) * scale).rounded(.up))),
                       height: min(height, Int((Double(height) * scale).rounded(.up))))
        var warnings: [String] = []
        let image: PlanarImage
        if let planes = try decoder.decodePlanes(limits: limits) {
            image = planes
        } else {
            image = try planes(from: decoder.decode(covering: minimum, limits: limits), encoder: encoder, warnings: &warnings)
        }
        return DecodedSource(fullSize: (width, height), image: image, ratio: Double(image.width) / Double(width),
                             route: nil, warnings: warnings)
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
