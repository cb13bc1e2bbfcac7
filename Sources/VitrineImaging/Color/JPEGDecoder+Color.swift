internal import CTurboJPEG

extension JPEGDecoder {
    /// How a JPEG was decoded, for the renderer and for tests that check the fast path is kept.
    enum Route: Sendable, Hashable {
        /// Straight to YCbCr planes: untagged or sRGB, YCbCr.
        case planes
        /// To RGB, unconverted: untagged or sRGB grayscale, RGB or 4:1:1, or a profile that could not be used.
        case rgb
        /// To RGB, then converted to sRGB through its profile.
        case managedRGB
        /// To CMYK, then converted to sRGB (through its profile, or the plain conversion).
        case cmyk
    }

    /// Which route `bytes` takes, given its header and colour markers. An unusable profile is a warning and the
    /// pixels are kept as they are.
    static func route(header: Header, markers: JPEGColorMarkers, warnings: inout [String]) -> Route {
        if case .invalid(let reason) = markers.profile {
            warnings.append("its embedded ICC profile is ignored (\(reason)); colours are shown as sRGB")
        }
        if header.isCMYK { return .cmyk }
        do {
            if try ColorConverter.needsConversion(markers.sourceColor) { return .managedRGB }
        } catch {
            warnings.append("\(error.message); colours are shown without colour management")
        }
        return header.decodesToPlanes ? .planes : .rgb
    }

    /// Decodes to sRGB pixels at a DCT scaling factor by a route other than `.planes`.
    func decodeSRGB(_ bytes: [UInt8], header: Header, scale: ScalingFactor, route: Route, markers: JPEGColorMarkers,
                    warnings: inout [String]) throws(ImagingError) -> RGBImage {
        switch route {
        case .planes, .rgb:
            return try decode(bytes, header: header, scale: scale)
        case .managedRGB:
            var image = try decode(bytes, header: header, scale: scale)
            do {
                try ColorConverter.convertToSRGB(&image, from: markers.sourceColor)
            } catch {
                warnings.append("\(error.message); colours are shown without colour management")
            }
            return image
        case .cmyk:
            let size = scale.apply(width: header.width, height: header.height)
            let cmyk = try decodePacked(bytes, header: header, scale: scale, cmyk: true)
            let profile: [UInt8]? = if case .icc(let bytes) = markers.profile { bytes } else { nil }
            return ColorConverter.cmykToSRGB(cmyk, width: size.width, height: size.height,
                                             layout: markers.hasAdobeMarker ? .cmykInverted : .cmyk,
                                             profile: profile, warnings: &warnings)
        }
    }
}
