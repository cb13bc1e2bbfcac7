import Testing
@testable import VitrineImaging

@Suite struct LanczosAxisTests {
    @Test(arguments: [(1500, 1024), (1024, 700), (700, 350), (750, 512), (97, 61), (61, 97), (5, 1), (3, 3)])
    func weightsSumToOneAndPaddingIsZero(counts: (Int, Int)) {
        let axis = LanczosAxis(sourceCount: counts.0, windowStart: 0.3, windowLength: Double(counts.0) - 0.7, outputCount: counts.1)
        #expect(axis.paddedTaps % LanczosAxis.chunk == 0 && axis.paddedTaps >= axis.taps)
        for output in 0..<axis.outputCount {
            let taps = axis.weights[(output * axis.taps)..<((output + 1) * axis.taps)].map(Int32.init)
            #expect(taps.reduce(0, +) == LanczosAxis.one)
            let padded = axis.paddedWeights[(output * axis.paddedTaps)..<((output + 1) * axis.paddedTaps)].map(Int32.init)
            #expect(Array(padded.prefix(axis.taps)) == taps)
            #expect(padded.dropFirst(axis.taps).allSatisfy { $0 == 0 })
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

    @Test func aFlatPlaneStaysFlatAtEveryOddSize() {
        let plane = Plane(width: 101, height: 77, bytes: [UInt8](repeating: 173, count: 101 * 77))
        let window = LanczosResampler.Window(x: 0, y: 0, width: 101, height: 77)
        for (w, h) in [(50, 38), (33, 1), (1, 20), (101, 77), (17, 9)] {
            let out = LanczosResampler.resample(plane, window: window, width: w, height: h)
            #expect(out.width == w && out.height == h && out.bytes.allSatisfy { $0 == 173 })
        }
    }
}
