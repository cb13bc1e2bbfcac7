extension SourceColor {
    /// An embedded profile as the colour of decoded RGB pixels: the still decoders deliver RGB whatever the file
    /// stores, so a grey or CMYK profile (ICC data colour space other than `RGB `) no longer describes them
    /// (grey is expanded to equal channels, CMYK converted naively by libtiff) and is left out.
    static func decodedRGB(profile: [UInt8]?) -> SourceColor {
        guard let profile, profile.count >= 128, profile[16..<20].elementsEqual("RGB ".utf8) else { return .unspecified }
        return .icc(profile)
    }
}
