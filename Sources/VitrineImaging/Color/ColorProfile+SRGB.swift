import Foundation
internal import CLcms2

extension ColorProfile {
    /// True when the profile is sRGB by its content, whatever its name: an RGB matrix-shaper profile (no lookup
    /// tables that would take precedence) whose colorants are sRGB's and whose three curves follow sRGB's within
    /// a fraction of a level. Cameras, Lightroom, Photoshop and colord each write their own sRGB profile bytes;
    /// all of them keep the fast path.
    var isSRGB: Bool {
        guard colorSpace == .rgb, cmsGetPCS(handle) == cmsSigXYZData, cmsIsMatrixShaper(handle) != 0 else { return false }
        for table in [cmsSigAToB0Tag, cmsSigAToB1Tag, cmsSigAToB2Tag, cmsSigDToB0Tag, cmsSigDToB1Tag, cmsSigDToB2Tag]
        where cmsIsTag(handle, table) != 0 {
            return false
        }
        guard let reference = Self.sRGBReference else { return false }
        let colorants = [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag]
        for (tag, expected) in zip(colorants, reference) {
            guard let raw = cmsReadTag(handle, tag) else { return false }
            let xyz = raw.assumingMemoryBound(to: cmsCIEXYZ.self).pointee
            guard abs(xyz.X - expected.X) < 0.003, abs(xyz.Y - expected.Y) < 0.003, abs(xyz.Z - expected.Z) < 0.003 else { return false }
        }
        for tag in [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag] {
            guard let raw = cmsReadTag(handle, tag) else { return false }
            let curve = OpaquePointer(raw)
            for step in 0...64 {
                let x = Float(step) / 64
                guard abs(cmsEvalToneCurveFloat(curve, x) - Self.sRGBDecode(x)) < 0.002 else { return false }
            }
        }
        return true
    }

    /// sRGB's colorants after adaptation to D50, read from lcms2's own sRGB profile.
    private static let sRGBReference: [(X: Double, Y: Double, Z: Double)]? = {
        guard let profile = try? ColorProfile.sRGB() else { return nil }
        var colorants: [(X: Double, Y: Double, Z: Double)] = []
        for tag in [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag] {
            guard let raw = cmsReadTag(profile.handle, tag) else { return nil }
            let xyz = raw.assumingMemoryBound(to: cmsCIEXYZ.self).pointee
            colorants.append((xyz.X, xyz.Y, xyz.Z))
        }
        return colorants
    }()

    /// The sRGB decoding curve (IEC 61966-2.1).
    static func sRGBDecode(_ x: Float) -> Float {
        x <= 0.04045 ? x / 12.92 : Float(pow(Double((x + 0.055) / 1.055), 2.4))
    }
}
