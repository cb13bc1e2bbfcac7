internal import CLcms2

extension ColorProfile {
    /// An RGB profile built from ITU-T H.273 code points (HEIF/AVIF `nclx`): the primaries and white point of
    /// `primaries`, the decoding curve of `transfer`. Matrix and range are the decoder's business (it has
    /// already made RGB). Code points lcms2 has no curve for (PQ, HLG) or that are not RGB primaries are an error.
    convenience init(primaries: Int, transfer: Int) throws(ImagingError) {
        guard let chromaticities = Self.chromaticities(primaries: primaries) else {
            throw ImagingError(step: .decode, message: "its nclx colour primaries \(primaries) are not supported")
        }
        guard let curve = Self.parametricCurve(transfer: transfer) else {
            throw ImagingError(step: .decode, message: "its nclx transfer characteristics \(transfer) are not supported (HDR curves are not)")
        }
        var params = curve.params
        guard let tone = cmsBuildParametricToneCurve(nil, curve.type, &params) else {
            throw ImagingError(step: .decode, message: "lcms2 could not build the curve of nclx transfer \(transfer)")
        }
        defer { cmsFreeToneCurve(tone) }
        var white = cmsCIExyY(x: chromaticities.white.x, y: chromaticities.white.y, Y: 1)
        var triple = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: chromaticities.red.x, y: chromaticities.red.y, Y: 1),
            Green: cmsCIExyY(x: chromaticities.green.x, y: chromaticities.green.y, Y: 1),
            Blue: cmsCIExyY(x: chromaticities.blue.x, y: chromaticities.blue.y, Y: 1))
        let curves: [OpaquePointer?] = [tone, tone, tone]
        let built = cmsCreateRGBProfile(&white, &triple, curves)
        guard let built else {
            throw ImagingError(step: .decode, message: "lcms2 could not build a profile for nclx primaries \(primaries), transfer \(transfer)")
        }
        self.init(handle: built)
    }

    /// True when the code points mean sRGB (BT.709 primaries, sRGB curve), or say nothing (2, unspecified):
    /// no conversion at all.
    static func nclxIsSRGB(primaries: Int, transfer: Int) -> Bool {
        (primaries == 1 || primaries == 2) && (transfer == 13 || transfer == 2)
    }

    struct Chromaticities {
        var red: (x: Double, y: Double)
        var green: (x: Double, y: Double)
        var blue: (x: Double, y: Double)
        var white: (x: Double, y: Double)
    }

    static let d65 = (x: 0.3127, y: 0.3290)

    /// H.273 table 2, the colour primaries that are RGB (10, CIE XYZ, is not).
    static func chromaticities(primaries: Int) -> Chromaticities? {
        switch primaries {
        case 1, 2: return Chromaticities(red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: d65)  // BT.709, sRGB
        case 4: return Chromaticities(red: (0.67, 0.33), green: (0.21, 0.71), blue: (0.14, 0.08), white: (0.310, 0.316))  // BT.470 M
        case 5: return Chromaticities(red: (0.64, 0.33), green: (0.29, 0.60), blue: (0.15, 0.06), white: d65)  // BT.601 625
        case 6, 7: return Chromaticities(red: (0.630, 0.340), green: (0.310, 0.595), blue: (0.155, 0.070), white: d65)  // BT.601 525, SMPTE 240M
        case 8: return Chromaticities(red: (0.681, 0.319), green: (0.243, 0.692), blue: (0.145, 0.049), white: (0.310, 0.316))  // generic film
        case 9: return Chromaticities(red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: d65)  // BT.2020
        case 11: return Chromaticities(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: (0.314, 0.351))  // DCI-P3
        case 12: return Chromaticities(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65)  // Display P3
        case 22: return Chromaticities(red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077), white: d65)  // EBU 3213
        default: return nil
        }
    }

    /// H.273 table 3 as lcms2 parametric curves from encoded value to linear light. Type 1 is a pure gamma;
    /// type 4 is `(a·x + b)^g` above `d` and `c·x` below.
    static func parametricCurve(transfer: Int) -> (type: Int32, params: [Double])? {
        switch transfer {
        case 2, 13: return (4, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])  // sRGB (unspecified taken as sRGB)
        case 1, 6, 14, 15: return (4, [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081])  // BT.709 / 601 / 2020
        case 4: return (1, [2.2])
        case 5: return (1, [2.8])
        case 8: return (1, [1.0])  // linear
        default: return nil
        }
    }
}
