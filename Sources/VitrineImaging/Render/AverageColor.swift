import VitrineLibrary

/// The placeholder colour shown until a photo loads.
///
/// It is taken from an encoded output (not from pixels before encoding), so a rebuild that lost the catalog
/// but kept the site finds exactly the colour a clean build wrote into the pages.
public enum AverageColor {
    /// Mean colour of an encoded JPEG or WebP image as `#rrggbb`.
    public static func of(encoded bytes: [UInt8]) throws(ImagingError) -> String {
        switch SourceFormat(sniffing: bytes) {
        case .jpeg:
            // At the smallest DCT scale each pixel is one 8x8 block's mean (its DC coefficient): the same
            // average for a fraction of a full decode.
            let decoder = try JPEGDecoder()
            let header = try decoder.header(of: bytes)
            try ImageLimits().check(width: header.width, height: header.height)
            return try decoder.decode(bytes, header: header, scale: ScalingFactor.shrinking.first ?? .one).averageColor
        case .webp: return try WebPCodec.decode(bytes, limits: ImageLimits()).averageColor
        default: throw ImagingError(step: .decode, message: "not a JPEG or WebP image")
        }
    }
}
