/// What a source file says about its colour, as its decoder found it: the meeting point of the decoders (which
/// read it) and colour management (which converts non-sRGB pixels to sRGB with lcms2).
public enum SourceColor: Sendable, Hashable {
    /// No profile and no colour description: taken as sRGB, the web's default, and kept on the fast path.
    case unspecified
    /// An embedded ICC profile (JPEG APP2, PNG iCCP, TIFF tag 34675, HEIF `colr` of type `prof`/`rICC`).
    case icc([UInt8])
    /// HEIF/AVIF `colr` of type `nclx`: ITU-T H.273 code points (colour primaries, transfer characteristics,
    /// matrix coefficients) and whether the samples use the full range.
    case nclx(primaries: Int, transfer: Int, matrix: Int, fullRange: Bool)
}
