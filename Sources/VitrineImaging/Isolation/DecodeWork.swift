import VitrineLibrary

/// What the build asks a decoder worker to do with one photo's bytes (sent as the message's one blob), and the
/// limits it runs under. Small and typed: the worker runs the same code the build would run in-process.
struct DecodeWork: Codable {
    enum Task: String, Codable {
        /// Read the container: size, orientation, EXIF and XMP blocks, the format library's own facts (`ProbedPhoto`).
        case probe
        /// Render every output of `render` (`ImageRenderer.render`): only the small encoded images come back.
        case render
    }

    struct Render: Codable {
        var buckets: [Int]
        var formats: [ImageFormat]
        var orientation: Int
        var transform: Transform
        var maxPixels: Int
        var budgetNanoseconds: Int64
    }

    var task: Task
    var render: Render?
    /// CPU seconds this file may use in the worker (`RLIMIT_CPU`, counted from where the worker's clock stands).
    var cpuSeconds: Int

    init(probe limits: DecoderLimits) {
        task = .probe
        cpuSeconds = limits.cpuSeconds
    }

    init(render request: RenderRequest, limits: DecoderLimits) {
        task = .render
        let budget = request.limits.timeBudget.components
        render = Render(buckets: request.buckets, formats: request.formats, orientation: request.orientation,
                        transform: request.transform, maxPixels: request.limits.maxPixels,
                        budgetNanoseconds: budget.seconds * 1_000_000_000 + budget.attoseconds / 1_000_000_000)
        cpuSeconds = limits.cpuSeconds
    }
}

extension DecodeWork.Render {
    var request: RenderRequest {
        RenderRequest(buckets: buckets, formats: formats, orientation: orientation, transform: transform,
                      limits: ImageLimits(maxPixels: maxPixels, timeBudget: .nanoseconds(budgetNanoseconds)))
    }
}

/// A decoder worker's answer: a probe's container facts, or a render's images (their bytes are the message's
/// blobs, in order), or the `ImagingError` the code threw, as the build would have had it in-process.
struct DecodeWorkReply: Codable {
    struct Image: Codable {
        var bucket: Int
        var format: ImageFormat
        var width: Int
        var height: Int
    }

    struct Failure: Codable {
        var step: String
        var message: String
    }

    // A probe: the container (its EXIF and XMP are blobs 0 and 1 when `hasExif` / `hasXMP`) and the dimensions.
    var width: Int?
    var height: Int?
    var isUpright = false
    var hasExif = false
    var hasXMP = false
    var facts: ExifFacts?
    /// Why `ImageProbe.dimensions` failed, when it did.
    var probeFailure: Failure?

    // A render.
    var images: [Image] = []
    var averageColor = ""
    var warnings: [String] = []
    var renderFailure: Failure?
}

extension DecodeWorkReply.Failure {
    init(_ error: ImagingError) {
        self.init(step: error.step.rawValue, message: error.message)
    }

    var error: ImagingError {
        ImagingError(step: ImagingError.Step(rawValue: step) ?? .decode, message: message)
    }
}
