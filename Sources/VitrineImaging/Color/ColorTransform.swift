internal import CLcms2

/// How the pixels handed to a transform are laid out: 8 bits a channel, packed.
enum PixelLayout: Sendable, Hashable {
    case rgb
    case cmyk
    /// CMYK as Adobe writes it in JPEG (APP14 marker): every channel inverted, 255 = no ink.
    case cmykInverted

    var bytesPerPixel: Int { self == .rgb ? 3 : 4 }

    /// Perceptual for RGB sources (for the matrix-shaper profiles of cameras and phones the same as relative
    /// colorimetric). Relative colorimetric for CMYK, as libvips and Photoshop convert print files for screens: a
    /// print profile's perceptual table (Ghostscript's default CMYK, for one) stretches the paper's range and moves
    /// every colour 3 to 8 levels from both libvips' rendering and the sRGB picture the file was made from.
    var intent: cmsUInt32Number {
        cmsUInt32Number(self == .rgb ? INTENT_PERCEPTUAL : INTENT_RELATIVE_COLORIMETRIC)
    }

    var lcmsFormat: cmsUInt32Number {
        switch self {
        case .rgb: return vitrine_lcms_rgb8
        case .cmyk: return vitrine_lcms_cmyk8
        case .cmykInverted: return vitrine_lcms_cmyk8_inverted
        }
    }
}

/// An lcms2 transform from a source profile to 8-bit sRGB (intent: `PixelLayout.intent`); owns its handle, deleted in `deinit`.
///
/// Built with `cmsFLAGS_NOCACHE`: lcms2 then keeps no last-pixel cache in the transform, so `cmsDoTransform` on
/// one transform is safe from every render thread at once and a build needs one transform per profile.
final class ColorTransform: @unchecked Sendable {
    private let handle: cmsHTRANSFORM
    let input: PixelLayout

    init(from profile: ColorProfile, input: PixelLayout) throws(ImagingError) {
        let expected: ColorProfile.ColorSpaceKind = input == .rgb ? .rgb : .cmyk
        guard profile.colorSpace == expected else {
            throw ImagingError(step: .decode, message: "its ICC profile is not for \(expected == .rgb ? "RGB" : "CMYK") pixels")
        }
        let sRGB = try ColorProfile.sRGB()
        let created = withExtendedLifetime((profile, sRGB)) {
            cmsCreateTransform(profile.handle, input.lcmsFormat, sRGB.handle, vitrine_lcms_rgb8,
                               input.intent, cmsUInt32Number(cmsFLAGS_NOCACHE))
        }
        guard let created else {
            throw ImagingError(step: .decode, message: "lcms2 cannot convert from its ICC profile to sRGB")
        }
        handle = created
        self.input = input
    }

    deinit { cmsDeleteTransform(handle) }

    /// Converts `count` pixels from `source` (in `input` layout) to packed RGB at `target`, which may be `source`
    /// when the layout is RGB (lcms2 transforms in place when both sides are the same size).
    func apply(_ source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        // In rows of at most a million pixels: cmsDoTransform counts in 32 bits.
        var done = 0
        while done < count {
            let n = min(count - done, 1 << 20)
            cmsDoTransform(handle, source + done * input.bytesPerPixel, target + done * 3, cmsUInt32Number(n))
            done += n
        }
    }
}
