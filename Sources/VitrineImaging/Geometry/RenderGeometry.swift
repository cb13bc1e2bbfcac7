import Foundation
import VitrineLibrary

/// Output geometry as a pure function, so pages know image sizes without rendering.
///
/// The renderer uses these same functions, so the sizes pages print are the sizes files have.
/// A rotation is split into the nearest quarter turn (exact) and a residual angle in [-45, 45];
/// the residual rotates and crops to the largest centred, upright rectangle with the aspect ratio
/// of the quarter-turned picture, which keeps the crop continuous as the angle passes 90 degrees.
public enum RenderGeometry {
    /// Size of the picture after orientation and transform (rotation crop, centre zoom), in source pixels.
    public static func transformedSize(width: Int, height: Int, orientation: Int, transform: Transform) -> (width: Int, height: Int) {
        let plan = RotationPlan(transform.forRendering)
        let crop = cropSize(width: width, height: height, orientation: orientation, plan: plan, scale: transform.forRendering.scale)
        return (roundedEdge(crop.width), roundedEdge(crop.height))
    }

    /// Size of the output for one bucket: the longest edge fits `bucket`, never upscaled.
    public static func outputSize(width: Int, height: Int, orientation: Int, transform: Transform, bucket: Int) -> (width: Int, height: Int) {
        let full = transformedSize(width: width, height: height, orientation: orientation, transform: transform)
        return fit(full, in: bucket)
    }

    /// Fits a size into a square box, rounding to the nearest pixel, at least 1 pixel, never larger.
    static func fit(_ size: (width: Int, height: Int), in bucket: Int) -> (width: Int, height: Int) {
        let box = max(1, bucket)
        let longest = max(size.width, size.height)
        guard longest > box else { return size }
        let factor = Double(box) / Double(longest)
        return (min(box, roundedEdge(Double(size.width) * factor)), min(box, roundedEdge(Double(size.height) * factor)))
    }

    /// The crop in the upright (oriented, quarter-turned) frame, in source pixels, before rounding.
    static func cropSize(width: Int, height: Int, orientation: Int, plan: RotationPlan, scale: Double) -> (width: Double, height: Double) {
        let upright = PixelOrientation(exif: orientation, quarterTurns: plan.quarterTurns).size(width: max(1, width), height: max(1, height))
        let w = Double(upright.width), h = Double(upright.height)
        let fit = plan.inscribedFraction(width: w, height: h)
        return (w * fit / scale, h * fit / scale)
    }

    static func roundedEdge(_ value: Double) -> Int {
        guard value.isFinite else { return 1 }
        return max(1, Int(value.rounded()))
    }
}

/// A rotation split into exact quarter turns and a small residual angle.
struct RotationPlan: Hashable, Sendable {
    /// Clockwise quarter turns, 0...3.
    let quarterTurns: Int
    /// Residual clockwise angle in radians, within [-pi/4, pi/4]; 0 when the rotation is a multiple of 90.
    let residual: Double

    init(_ transform: Transform) {
        let turns = (transform.rotation / 90).rounded()
        let residualDegrees = transform.rotation - turns * 90
        quarterTurns = ((Int(turns) % 4) + 4) % 4
        residual = abs(residualDegrees) < 1e-9 ? 0 : residualDegrees * .pi / 180
    }

    /// The largest fraction `a` such that a centred `a*w x a*h` upright rectangle fits inside
    /// the `w x h` rectangle rotated by the residual angle:
    /// `a = min(w / (w*c + h*s), h / (w*s + h*c))` with `c = |cos|`, `s = |sin|`.
    func inscribedFraction(width w: Double, height h: Double) -> Double {
        guard residual != 0 else { return 1 }
        let c = abs(cos(residual)), s = abs(sin(residual))
        return min(w / (w * c + h * s), h / (w * s + h * c))
    }
}
