internal import CLcms2

/// An lcms2 profile; owns its handle, closed in `deinit`. Short-lived: opened to build a transform, then dropped.
final class ColorProfile {
    let handle: cmsHPROFILE

    init(handle: cmsHPROFILE) { self.handle = handle }

    deinit { cmsCloseProfile(handle) }

    /// Parses an embedded ICC profile. lcms2 checks the header and tag table; a profile it cannot read is an error
    /// that says so, never a crash.
    convenience init(icc bytes: [UInt8]) throws(ImagingError) {
        guard bytes.count >= 132, bytes.count <= Self.maxBytes else {
            throw ImagingError(step: .decode, message: "its ICC profile is \(bytes.count) bytes, not a usable size")
        }
        let opened = bytes.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        guard let opened else {
            throw ImagingError(step: .decode, message: "its ICC profile is damaged or not one lcms2 can read")
        }
        self.init(handle: opened)
    }

    /// lcms2's built-in sRGB (IEC 61966-2.1), the target of every conversion.
    static func sRGB() throws(ImagingError) -> ColorProfile {
        guard let handle = cmsCreate_sRGBProfile() else {
            throw ImagingError(step: .decode, message: "lcms2 could not create its sRGB profile (out of memory?)")
        }
        return ColorProfile(handle: handle)
    }

    /// The largest profile accepted: real ones are at most a few megabytes (big CMYK tables).
    static let maxBytes = 16 << 20

    /// The colour space the profile's device side uses.
    var colorSpace: ColorSpaceKind {
        switch cmsGetColorSpace(handle) {
        case cmsSigRgbData: return .rgb
        case cmsSigCmykData: return .cmyk
        case cmsSigGrayData: return .gray
        default: return .other
        }
    }

    enum ColorSpaceKind: Sendable, Hashable { case rgb, cmyk, gray, other }

    /// The profile serialised, as lcms2 writes it (used for profiles built from nclx code points).
    var bytes: [UInt8]? {
        var needed: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(handle, nil, &needed) != 0, needed > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(needed))
        let saved = bytes.withUnsafeMutableBytes { cmsSaveProfileToMem(handle, $0.baseAddress, &needed) }
        return saved != 0 ? bytes : nil
    }
}
