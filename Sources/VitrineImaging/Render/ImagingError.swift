import Foundation
import VitrineCore
import VitrineLibrary

/// Why an image could not be made; carries the step so the warning says where it failed.
public struct ImagingError: Error, Sendable, CustomStringConvertible {
    /// `library`: the C library the format needs could not be opened (`LazyLibrary`), a problem of the machine.
    public enum Step: String, Sendable { case probe, limits, decode, transform, encode, budget, library }
    public var step: Step
    public var message: String
    public init(step: Step, message: String) { self.step = step; self.message = message }
    init(_ unavailable: LibraryUnavailable) { self.init(step: .library, message: unavailable.description) }
    public var description: String { "\(step.rawValue): \(message)" }
}

/// Limits that keep one hostile file from taking the build's memory or time.
///
/// The pixel count is checked from the header, before any large allocation. Progressive JPEGs are limited
/// to libjpeg-turbo's 500 scans (`TJFLAG_LIMITSCANS`). The time budget is checked between the stages of a
/// render (decode, each resample, each encode): a libjpeg-turbo call cannot be interrupted, but the pixel
/// and scan limits bound each stage, so the budget bounds the whole.
public struct ImageLimits: Sendable, Hashable {
    public var maxPixels: Int
    /// CPU time one photo's render may take before it is given up as a placeholder (see `RenderClock`).
    public var timeBudget: Duration
    public init(maxPixels: Int = 200_000_000, timeBudget: Duration = ImageLimits.defaultTimeBudget) {
        self.maxPixels = maxPixels
        self.timeBudget = timeBudget
    }

    /// 60 s, unless `VITRINE_RENDER_BUDGET_SECONDS` gives another whole number of seconds. `make sanitize` raises
    /// it: instrumented code renders several times slower, and on a loaded machine valid photos then ran past
    /// 60 s and became placeholders, so two builds of the same library differed.
    public static let defaultTimeBudget = timeBudget(environment: ProcessInfo.processInfo.environment["VITRINE_RENDER_BUDGET_SECONDS"])

    /// The budget an environment value asks for; absent, malformed or non-positive gives 60 s.
    static func timeBudget(environment value: String?) -> Duration {
        guard let value, let seconds = Int(value), seconds > 0 else { return .seconds(60) }
        return .seconds(seconds)
    }

    /// Throws when the render has used more than `timeBudget` of CPU since `start` (a `RenderClock` reading);
    /// `stage` says what had just finished.
    func checkTime(since start: Duration, after stage: String) throws(ImagingError) {
        let elapsed = RenderClock.now() - start
        guard elapsed <= timeBudget else {
            let seconds = Double(timeBudget.components.seconds) + Double(timeBudget.components.attoseconds) / 1e18
            throw ImagingError(step: .budget, message: "rendering took longer than the \(seconds.formatted1) s budget for one photo (at \(stage)); the file is probably crafted or damaged")
        }
    }

    /// The largest edge any decoder accepts (JPEG's own limit); larger headers are corrupt.
    static let maxEdge = 65_535

    /// Refuses empty, absurd or too large images from their header size, before decoding.
    public func check(width: Int, height: Int) throws(ImagingError) {
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
