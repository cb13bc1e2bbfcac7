/// FNV-1a, 64 bit: a small hash, stable across runs and platforms (unlike `Hasher`), for names: cache-busting
/// asset names, lock names, and the check that the site index's file is the one the catalog names. Not for security
/// and not for content identity (that is XXH3-128).
public enum FNV1a {
    /// Inlinable so another module's caller gets a loop over its own sequence type (megabytes hashed through an
    /// unspecialized generic cost a witness call a byte).
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The first 8 hex digits of the hash, as used in `assets/site-<hash8>.css` and `assets/quiz-<hash8>.js`.
    public static func hex8(_ bytes: [UInt8]) -> String {
        let hex = String(hash(bytes), radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        return String(padded.prefix(8))
    }
}
