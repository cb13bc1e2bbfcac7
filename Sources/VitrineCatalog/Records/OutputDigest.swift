import VitrineCore
import VitrineLibrary

/// A 64-bit digest of a string, the same in every process and on every machine (`FingerprintHasher`).
///
/// The build keeps digests of its output paths and inputs rather than the strings: at 100,000 photos the output
/// table has half a million rows, and holding their text was a fifth of a rebuild's memory. Two different strings
/// share a digest with a probability of about 2^-64 per pair, the odds the build already accepts for page keys.
public enum OutputDigest {
    public static func of(_ text: String) -> UInt64 {
        var hasher = FingerprintHasher(seed: 0x6f75_7470_7574_7321)
        hasher.combine(text)
        return hasher.finalize()
    }
}
