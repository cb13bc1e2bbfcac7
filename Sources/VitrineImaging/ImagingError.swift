/// Why an image could not be made; carries the step so the warning says where it failed.
public struct ImagingError: Error, Sendable, CustomStringConvertible {
    public enum Step: String, Sendable { case probe, limits, decode, transform, encode }
    public var step: Step
    public var message: String
    public init(step: Step, message: String) { self.step = step; self.message = message }
    public var description: String { "\(step.rawValue): \(message)" }
}

/// Limits checked before any large allocation.
public struct ImageLimits: Sendable, Hashable {
    public var maxPixels: Int
    public init(maxPixels: Int = 200_000_000) { self.maxPixels = maxPixels }

    /// The largest edge any decoder accepts (JPEG's own limit); larger headers are corrupt.
    static let maxEdge = 65_535

    /// Refuses empty, absurd or too large images from their header size, before decoding.
    func check(width: Int, height: Int) throws(ImagingError) {
        guard width > 0, height > 0, width <= Self.maxEdge, height <= Self.maxEdge else {
            throw ImagingError(step: .limits, message: "the image header says \(width)x\(height) pixels, which is not a usable size; the file is probably damaged")
        }
        let pixels = width * height
        guard pixels <= maxPixels else {
            let megapixels = Double(pixels) / 1_000_000
            let limit = Double(maxPixels) / 1_000_000
            throw ImagingError(step: .limits, message: "the image has \(megapixels.formatted1) megapixels, above the limit of \(limit.formatted1); raise maxMegapixels in vitrine.json to render it")
        }
    }
}

extension Double {
    /// One decimal, without Foundation's locale-dependent formatting.
    var formatted1: String {
        let tenths = (self * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
