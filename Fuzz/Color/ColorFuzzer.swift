import FuzzDriver
@testable import VitrineImaging

/// Any bytes through the JPEG colour-marker reader (APP2 ICC_PROFILE segments, Adobe APP14), then as an ICC
/// profile through lcms2 (parse, sRGB recognition, transform build) on a small RGB and CMYK picture. They must
/// never crash or hang; errors are fine.
@main enum FuzzColor: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        // As a JPEG's markers (with the SOI a real file has), and as a profile of its own.
        let markers = JPEGColorMarkers(reading: [0xFF, 0xD8] + bytes)
        var profiles = [bytes]
        if case .icc(let assembled) = markers.profile { profiles.append(assembled) }
        for profile in profiles {
            var image = RGBImage(width: 4, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })
            try? ColorConverter.convertToSRGB(&image, from: .icc(profile))
            var warnings: [String] = []
            _ = ColorConverter.cmykToSRGB((0..<32).map { UInt8($0 * 8) }, width: 4, height: 2, layout: .cmykInverted,
                                          profile: profile, warnings: &warnings)
        }
    }
}
