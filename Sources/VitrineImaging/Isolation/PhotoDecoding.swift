import VitrineLibrary

/// Where a build's decoders run: here, or, for every format but JPEG and WebP, in decoder worker processes
/// (`DecoderWorkers`), so that a library crashing or hanging on one file costs that file a warning, not the build.
/// JPEG (libjpeg-turbo) and WebP (libwebp), most photos, stay on the in-process fast path.
public struct PhotoDecoding: Sendable {
    private let workers: DecoderWorkers?

    /// Every decoder in this process: tests, fuzz targets, and the edit verbs that read one file.
    public static let inProcess = PhotoDecoding(workers: nil)

    /// Isolated formats through `workers`.
    public static func isolated(_ workers: DecoderWorkers) -> PhotoDecoding { PhotoDecoding(workers: workers) }

    private init(workers: DecoderWorkers?) { self.workers = workers }

    /// True for the formats whose decoders run in a worker when there are workers.
    static func isIsolated(_ format: SourceFormat?) -> Bool {
        guard let format else { return false }
        return format != .jpeg && format != .webp
    }

    /// True when the file named `name` likely needs a worker: its extension is not JPEG's or WebP's. Only a guess,
    /// for starting workers ahead (`DecoderWorkers.prestart`); the bytes decide where a file is decoded.
    public static func mayNeedWorker(fileNamed name: String) -> Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return true }
        let ext = name[name.utf8.index(after: dot)...].lowercased()
        return !["jpg", "jpeg", "jpe", "jfif", "webp"].contains(ext)
    }

    /// The photo's container and size (see `ProbedPhoto`).
    public func probe(_ bytes: [UInt8]) -> ProbedPhoto {
        guard let workers, Self.isIsolated(SourceFormat(sniffing: bytes)) else { return ProbedPhoto(probingInProcess: bytes) }
        return workers.probe(bytes)
    }

    /// `ImageRenderer.render`, here or in a worker.
    public func render(_ bytes: [UInt8], request: RenderRequest) throws(ImagingError) -> RenderOutput {
        guard let workers, Self.isIsolated(SourceFormat(sniffing: bytes)) else { return try ImageRenderer.render(bytes, request: request) }
        return try workers.render(bytes, request: request)
    }
}
