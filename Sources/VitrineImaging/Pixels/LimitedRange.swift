/// Full-range (JPEG) to limited-range (BT.601 video, as VP8 stores it) sample tables.
enum LimitedRange {
    /// Y: 0...255 to 16...235.
    static let luma: [UInt8] = (0...255).map { UInt8((16 + Double($0) * 219 / 255).rounded()) }
    /// Cb and Cr: 0...255 around 128 to 16...240 around 128.
    static let chroma: [UInt8] = (0...255).map { UInt8(min(240, max(16, (128 + (Double($0) - 128) * 224 / 255).rounded()))) }
    /// Alpha, which VP8X stores at full range: unchanged.
    static let identity: [UInt8] = (0...255).map { UInt8($0) }
}
