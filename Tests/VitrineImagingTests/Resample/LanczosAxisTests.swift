import Testing
@testable import VitrineImaging

@Suite struct LanczosAxisTests {
    @Test(arguments: [(1500, 1024), (1024, 700), (700, 350), (750, 512), (97, 61), (61, 97), (5, 1), (3, 3)])
    func weightsSumToOneAndStayInside(counts: (Int, Int)) {
        let axis = LanczosAxis(sourceCount: counts.0, windowStart: 0.3, windowLength: Double(counts.0) - 0.7, outputCount: counts.1)
        for output in 0..<axis.outputCount {
            let taps = axis.weights[(output * axis.taps)..<((output + 1) * axis.taps)].map(Int32.init)
            #expect(taps.reduce(0, +) == LanczosAxis.one)
            #expect(axis.starts[output] >= 0 && axis.starts[output] + axis.taps <= counts.0)
        }
    }

    @Test func cachedTapsAreTheComputedOnesAlsoUnderConcurrency() async {
        let fresh = LanczosAxis(sourceCount: 1500, windowStart: -0.25, windowLength: 1500, outputCount: 1023)
        let results = await withTaskGroup(of: [Int16].self) { group in
            for _ in 0..<8 {
                group.addTask { LanczosAxis.cached(sourceCount: 1500, windowStart: -0.25, windowLength: 1500, outputCount: 1023).weights }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == fresh.weights })
    }

    /// Sizes around the horizontal pass's 16-row strips and 16x16 transposed blocks, and a ramp that must stay one.
    @Test(arguments: [(15, 17), (16, 16), (33, 47), (48, 31)])
    func transposedBlocksLandWhereTheyBelong(size: (Int, Int)) {
        let source = Plane(width: 2 * size.0, height: 2 * size.1, bytes: (0..<(4 * size.0 * size.1)).map { UInt8(($0 % (2 * size.0)) * 255 / (2 * size.0)) })
        let window = LanczosResampler.Window(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
        let out = LanczosResampler.resample(source, window: window, width: size.0, height: size.1)
        for y in 0..<size.1 {
            let row = Array(out.bytes[(y * size.0)..<((y + 1) * size.0)])
            #expect(row == Array(out.bytes[0..<size.0]), "row \(y) differs")
            #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "row \(y) is not a ramp: \(row)")
        }
    }

    @Test func aFlatPlaneStaysFlatAtEveryOddSize() {
        let plane = Plane(width: 101, height: 77, bytes: [UInt8](repeating: 173, count: 101 * 77))
        let window = LanczosResampler.Window(x: 0, y: 0, width: 101, height: 77)
        for (w, h) in [(50, 38), (33, 1), (1, 20), (101, 77), (17, 9)] {
            let out = LanczosResampler.resample(plane, window: window, width: w, height: h)
            #expect(out.width == w && out.height == h && out.bytes.allSatisfy { $0 == 173 })
        }
    }

    /// The two kernels (two taps per multiply-add in optimised builds, one in debug builds) give the same bytes,
    /// on coarse noise, at reductions with odd and even tap counts, a shift and an enlargement.
    @Test(arguments: [(97, 61, 45, 30), (64, 48, 31, 23), (50, 40, 50, 40), (33, 17, 70, 35), (300, 200, 103, 69)])
    func pairedAndSingleTapKernelsAgree(sizes: (Int, Int, Int, Int)) {
        let (width, height, outWidth, outHeight) = sizes
        var seed: UInt32 = 12345
        let bytes = (0..<(width * height)).map { _ -> UInt8 in
            seed = seed &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: seed >> 16) & 0xF0
        }
        let plane = Plane(width: width, height: height, bytes: bytes)
        let window = LanczosResampler.Window(x: 0.25, y: 0, width: Double(width) - 0.5, height: Double(height))
        let paired = LanczosResampler.resample(plane, window: window, width: outWidth, height: outHeight, pairedTaps: true)
        let single = LanczosResampler.resample(plane, window: window, width: outWidth, height: outHeight, pairedTaps: false)
        #expect(paired.bytes == single.bytes)
    }
}
