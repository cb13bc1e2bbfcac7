import Foundation

/// Fixed-point Lanczos-3 filter taps for resampling one axis.
///
/// Every output position gets the same number of taps (zero-padded), starting inside the source,
/// so the inner loops have no edge cases. Weights are Q14 and sum to exactly `LanczosAxis.one`.
struct LanczosAxis: Sendable {
    static let precisionBits = 14
    static let one = Int32(1) << precisionBits
    static let lobes = 3.0

    let outputCount: Int
    let taps: Int
    /// First source index for each output.
    let starts: [Int]
    /// `outputCount * taps` weights.
    let weights: [Int16]
    /// The same weights two taps to a word (tap `2p` low, `2p + 1` high), `outputCount * (taps / 2)` of them,
    /// as the resampler's multiply-add of two interleaved rows wants them; an odd last tap is left to `weights`.
    /// Never empty (one unused word for single-tap axes), so it always has a base address.
    let pairedWeights: [UInt32]
    /// Source indices any output touches: `sourceRange.lowerBound ... sourceRange.upperBound - 1`.
    let sourceRange: Range<Int>

    /// Maps the source window `[windowStart, windowStart + windowLength)` of a `sourceCount`-sample axis
    /// onto `outputCount` samples. When shrinking, the kernel widens by the reduction factor (anti-aliasing).
    init(sourceCount: Int, windowStart: Double, windowLength: Double, outputCount: Int) {
        let scale = windowLength / Double(outputCount)
        let filterScale = max(scale, 1)
        let support = Self.lobes * filterScale
        let middle = windowStart + windowLength / 2
        var perOutput: [(start: Int, weights: [Int16])] = []
        perOutput.reserveCapacity(outputCount)
        for index in 0..<outputCount {
            // Offsets from the window's middle are computed so mirrored outputs get mirrored weights.
            let offset = Double(2 * index + 1 - outputCount) * windowLength / Double(2 * outputCount)
            let centre = middle + offset
            let first = max(0, Int((centre - support).rounded(.down)))
            let end = min(sourceCount, Int((centre + support).rounded(.up)) + 1)
            var raw: [Double] = []
            var distances: [Double] = []
            for x in first..<max(first, end) {
                let distance = abs((Double(x) + 0.5 - middle) - offset)
                raw.append(Self.kernel(distance / filterScale))
                distances.append(distance)
            }
            perOutput.append(Self.quantise(raw, distances: distances, first: first, centre: centre, sourceCount: sourceCount))
        }
        let widest = max(1, perOutput.map { Self.trimmedCount($0.weights) }.max() ?? 1)
        // An even count, padded with a zero weight where the source is long enough, lets the resampler take
        // every tap two at a time (see `pairedWeights`).
        let taps = widest % 2 == 1 && widest < sourceCount ? widest + 1 : widest
        var starts = [Int](repeating: 0, count: outputCount)
        var weights = [Int16](repeating: 0, count: outputCount * taps)
        var low = sourceCount, high = 0
        for (index, entry) in perOutput.enumerated() {
            let lead = entry.weights.firstIndex { $0 != 0 } ?? 0
            let used = Array(entry.weights[lead..<(lead + Self.trimmedCount(entry.weights))])
            // Start inside the source so the padded window never reads past its end.
            let start = max(0, min(entry.start + lead, sourceCount - taps))
            let shift = entry.start + lead - start
            for (k, w) in used.enumerated() { weights[index * taps + shift + k] = w }
            starts[index] = start
            low = min(low, start)
            high = max(high, start + taps)
        }
        self.outputCount = outputCount
        self.taps = taps
        self.starts = starts
        self.weights = weights
        let pairs = taps / 2
        var paired = [UInt32](repeating: 0, count: max(1, outputCount * pairs))
        for index in 0..<outputCount {
            for pair in 0..<pairs {
                let low = weights[index * taps + 2 * pair], high = weights[index * taps + 2 * pair + 1]
                paired[index * pairs + pair] = UInt32(UInt16(bitPattern: low)) | UInt32(UInt16(bitPattern: high)) << 16
            }
        }
        self.pairedWeights = paired
        self.sourceRange = min(low, high)..<high
    }

    /// Lanczos-3: sinc(x) * sinc(x / 3) inside |x| < 3.
    static func kernel(_ x: Double) -> Double {
        let x = abs(x)
        if x < 1e-12 { return 1 }
        if x >= lobes { return 0 }
        let px = Double.pi * x
        return lobes * sin(px) * sin(px / lobes) / (px * px)
    }

    /// Normalises and converts to Q14; the rounding residual goes to the tap nearest the centre,
    /// so the weights sum to exactly one and a flat image stays flat.
    private static func quantise(_ raw: [Double], distances: [Double], first: Int, centre: Double, sourceCount: Int) -> (start: Int, weights: [Int16]) {
        // Sum pairs from both ends so a mirrored list sums to the bit-identical total.
        var total = 0.0
        var i = 0, j = raw.count - 1
        while i < j { total += raw[i] + raw[j]; i += 1; j -= 1 }
        if i == j { total += raw[i] }
        guard total > 1e-9, !raw.isEmpty else {
            let nearest = min(max(0, Int(centre.rounded(.down))), sourceCount - 1)
            return (nearest, [Int16(one)])
        }
        var fixed = raw.map { Int32(($0 / total * Double(one)).rounded()) }
        let residual = one - fixed.reduce(0, +)
        if residual != 0, let nearest = distances.indices.min(by: { distances[$0] < distances[$1] }) {
            fixed[nearest] += residual
        }
        return (first, fixed.map { Int16(clamping: $0) })
    }

    /// Length of the span between the first and last non-zero weight.
    private static func trimmedCount(_ weights: [Int16]) -> Int {
        guard let lo = weights.firstIndex(where: { $0 != 0 }), let hi = weights.lastIndex(where: { $0 != 0 }) else { return 1 }
        return hi - lo + 1
    }
}
