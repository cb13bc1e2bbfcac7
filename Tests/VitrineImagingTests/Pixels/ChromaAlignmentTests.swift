import CTurboJPEG
import Testing
import VitrineLibrary
@testable import VitrineImaging

/// A colour edge stays on its luma edge through resampling, the eight orientations and rotation, also
/// when an output has odd sizes (the last chroma sample then hangs half outside the picture).
@Suite struct ChromaAlignmentTests {
    /// RGB (v, v, 255 - v) with v a steep ramp across or down: Y = 0.772 v + 29.07 and Cb = 255.5 - v, both
    /// linear in position, so wherever chroma is sited, Cb must equal the value the luma implies at that site.
    static let ramps = [
        TestImages.make(width: 62, height: 46) { x, _ in let v = UInt8(10 + 3 * x); return (v, v, 255 - v) },
        TestImages.make(width: 62, height: 46) { _, y in let v = UInt8(10 + 4 * y); return (v, v, 255 - v) },
    ]

    /// Mean signed (Cb - Cb implied by the luma at the site) over interior chroma samples. The site of chroma
    /// sample (k, l) is luma position (2k + 1, 2l + 1), between four luma samples; `shift` moves it by whole luma pixels.
    static func chromaBias(_ frame: PlanarImage, shift: Int = 0) -> Double {
        var total = 0.0, count = 0
        for cy in 1..<(frame.cb.height - 2) {
            for cx in 1..<(frame.cb.width - 2) {
                var luma = 0.0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    luma += Double(frame.y.bytes[(2 * cy + shift + dy) * frame.width + 2 * cx + shift + dx])
                }
                let v = (luma / 4 - 29.07) / 0.772
                total += Double(frame.cb.bytes[cy * frame.cb.width + cx]) - (255.5 - v)
                count += 1
            }
        }
        return total / Double(count)
    }

    /// `tolerance` in levels of Cb; the ramps climb 4 to 8 levels per output pixel, so half a pixel off fails.
    static func expectAligned(_ frame: PlanarImage, _ context: String, tolerance: Double = 0.8) {
        let bias = chromaBias(frame)
        #expect(abs(bias) < tolerance, "\(context), \(frame.width)x\(frame.height): \(bias)")
        // The test can tell: chroma one luma pixel off is levels off.
        #expect(abs(chromaBias(frame, shift: 1)) > abs(bias) + 1.5, "\(context), \(frame.width)x\(frame.height): not sensitive")
    }

    @Test(arguments: 1...8, 0...1)
    func chromaFollowsLumaInEveryOrientation(orientation: Int, ramp: Int) throws {
        let jpeg = try TestImages.jpeg(Self.ramps[ramp])
        // 31x23, 23x17 and 47x35: odd both ways, so a mirrored axis needs the shifted chroma window.
        for frame in try TestImages.frames(jpeg, buckets: [31, 23, 47], orientation: orientation) {
            #expect(frame.width % 2 == 1 && frame.height % 2 == 1)
            Self.expectAligned(frame, "orientation \(orientation), ramp \(ramp)")
        }
    }

    /// Sources with full-resolution chroma along an axis (4:4:4, 4:2:2, 4:4:0) are averaged to 4:2:0 at decode:
    /// that chroma must sit where 4:2:0 chroma sits, mirrored or not.
    @Test(arguments: [TJSAMP_444, TJSAMP_422, TJSAMP_440], [1, 2, 6, 7])
    func chromaFollowsLumaFromEverySubsampling(subsampling: TJSAMP, orientation: Int) throws {
        for ramp in Self.ramps {
            let jpeg = try TestImages.jpeg(ramp, subsampling: subsampling, quality: 100)
            for frame in try TestImages.frames(jpeg, buckets: [31, 23, 47, 62], orientation: orientation) {
                Self.expectAligned(frame, "\(subsampling), orientation \(orientation)")
            }
        }
    }

    @Test(arguments: [5.0, 93.0, -30.0], 0...1)
    func chromaFollowsLumaThroughRotation(degrees: Double, ramp: Int) throws {
        let jpeg = try TestImages.jpeg(Self.ramps[ramp])
        for frame in try TestImages.frames(jpeg, buckets: [31, 23], orientation: 6, transform: Transform(rotation: degrees, scale: 1.1)) {
            // Bilinear sampling of both planes before the resampler smooths a little more.
            Self.expectAligned(frame, "\(degrees) degrees, ramp \(ramp)", tolerance: 1.0)
        }
    }
}
