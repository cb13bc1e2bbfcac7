import Testing
@testable import VitrineImaging

/// Full-resolution chroma brought to 4:2:0: the vector loops (optimised builds) and the plain one (debug builds)
/// both give exactly the box average.
@Suite struct PlaneHalvingTests {
    /// Each output the rounded mean of its (up to) 2x2 block, a missing column or row repeating the last,
    /// with libjpeg-turbo's alternating bias.
    static func reference(_ plane: Plane, horizontally: Bool, vertically: Bool) -> [UInt8] {
        let width = horizontally ? (plane.width + 1) / 2 : plane.width
        let height = vertically ? (plane.height + 1) / 2 : plane.height
        var out: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let xs = horizontally ? [2 * x, min(2 * x + 1, plane.width - 1)] : [x, x]
                let ys = vertically ? [2 * y, min(2 * y + 1, plane.height - 1)] : [y, y]
                var sum = 0
                for sy in ys { for sx in xs { sum += Int(plane.bytes[sy * plane.width + sx]) } }
                let bias = horizontally ? 1 + x % 2 : (vertically ? 2 * (x % 2) : 0)
                out.append(UInt8((sum + bias) >> 2))
            }
        }
        return out
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 5), (31, 7), (32, 2), (33, 3), (64, 4), (65, 9), (97, 1)])
    func halvingMatchesThePlainBoxAverage(size: (Int, Int)) {
        let (width, height) = size
        // Values that make every rounding case appear.
        let plane = Plane(width: width, height: height, bytes: (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 / 3) })
        for (horizontally, vertically) in [(true, true), (true, false), (false, true)] {
            for vectorised in [true, false] {
                let out = plane.halved(horizontally: horizontally, vertically: vertically, vectorised: vectorised)
                #expect(out.width == (horizontally ? (width + 1) / 2 : width) && out.height == (vertically ? (height + 1) / 2 : height))
                #expect(out.bytes == Self.reference(plane, horizontally: horizontally, vertically: vertically),
                        "\(width)x\(height) horizontally \(horizontally) vertically \(vertically) vectorised \(vectorised)")
            }
        }
    }

    @Test func aFlatPlaneStaysFlat() {
        let plane = Plane(width: 45, height: 13, bytes: [UInt8](repeating: 201, count: 45 * 13))
        #expect(plane.halved(horizontally: true, vertically: true).bytes.allSatisfy { $0 == 201 })
        #expect(plane.halved(horizontally: false, vertically: true).bytes.allSatisfy { $0 == 201 })
    }
}
