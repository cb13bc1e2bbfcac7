/// Converts decoded pixels to sRGB with lcms2, perceptual intent, so a Display P3, Adobe RGB, BT.2020 or CMYK
/// source looks on the web as it did to its photographer (browsers take untagged images as sRGB, and published
/// images carry no profile).
///
/// Untagged sources and sRGB ones (recognised by their profile's content, not its name) are left untouched: for
/// them every call returns at once, and JPEGs among them keep the planar path. Transforms are built once per
/// profile and shared by the build's threads (`ColorTransformCache`).
public enum ColorConverter {
    /// Converts `image`, 8-bit RGB in the colour space `color` describes, to sRGB in place.
    /// Throws when the profile or code points cannot be used (damaged, not RGB, an HDR curve): the caller
    /// decides whether to warn and keep the pixels as they are.
    public static func convertToSRGB(_ image: inout RGBImage, from color: SourceColor) throws(ImagingError) {
        guard let transform = try transform(for: color, input: .rgb) else { return }
        image.pixels.withUnsafeMutableBytes { pixels in
            guard let base = pixels.baseAddress else { return }
            transform.apply(base, to: base, count: image.width * image.height)
        }
    }

    /// True when `color` is not sRGB: pixels in it must be converted (a JPEG must then be decoded to RGB, not to
    /// planes). Throws when the colour description is unusable.
    public static func needsConversion(_ color: SourceColor) throws(ImagingError) -> Bool {
        try transform(for: color, input: .rgb) != nil
    }

    /// The transform from `color` for pixels in `input` layout; nil when none is needed.
    static func transform(for color: SourceColor, input: PixelLayout) throws(ImagingError) -> ColorTransform? {
        let source: ColorTransformCache.Source
        switch color {
        case .unspecified:
            return nil
        case .icc(let bytes):
            source = .icc(bytes)
        case .nclx(let primaries, let transfer, _, _):
            if ColorProfile.nclxIsSRGB(primaries: primaries, transfer: transfer) { return nil }
            source = .nclx(primaries: primaries, transfer: transfer)
        }
        let entry = ColorTransformCache.shared.entry(for: .init(source: source, input: input)) { key in
            do throws(ImagingError) {
                return try build(key)
            } catch {
                return .failure(error)
            }
        }
        switch entry {
        case .identity: return nil
        case .transform(let transform): return transform
        case .failure(let error): throw error
        }
    }

    private static func build(_ key: ColorTransformCache.Key) throws(ImagingError) -> ColorTransformCache.Entry {
        let profile: ColorProfile
        switch key.source {
        case .icc(let bytes):
            profile = try ColorProfile(icc: bytes)
            // A grey profile on pixels decoded as RGB (a black-and-white export): grey stays grey.
            if key.input == .rgb, profile.colorSpace == .gray { return .identity }
            if key.input == .rgb, profile.isSRGB { return .identity }
        case .nclx(let primaries, let transfer):
            profile = try ColorProfile(primaries: primaries, transfer: transfer)
        }
        return .transform(try ColorTransform(from: profile, input: key.input))
    }
}
