import Crypto

/// The album key wrapped for those allowed to open it (docs/private-albums.md, "Passwords and links"): once under a
/// key from the password (PBKDF2-SHA-256, `iterations` rounds, the generation's salt), once under each recipient's
/// link key. Each wrap is the album key sealed with AES-256-GCM under the wrapping key, labelled "album-key".
public enum KeyWrap {
    /// OWASP's figure for PBKDF2-HMAC-SHA-256 (2023).
    public static let iterations = 600_000
    static let label = "album-key"

    /// The key a password gives with `salt`.
    public static func passwordKey(_ password: String, salt: [UInt8], iterations: Int = iterations) throws(SealError) -> SymmetricKey {
        guard let key = PBKDF2.sha256(password: Array(password.utf8), salt: salt, iterations: iterations, length: 32) else {
            throw SealError.failed("password")
        }
        return SymmetricKey(data: key)
    }

    /// `albumKey` sealed under `wrappingKey`.
    public static func wrap(_ albumKey: SymmetricKey, with wrappingKey: SymmetricKey) throws(SealError) -> [UInt8] {
        try Sealer(key: wrappingKey).seal(albumKey.withUnsafeBytes { Array($0) }, label: label)
    }

    /// The album key from a wrap; a wrong password or link key throws `.tampered`.
    public static func unwrap(_ wrapped: [UInt8], with wrappingKey: SymmetricKey) throws(SealError) -> SymmetricKey {
        SymmetricKey(data: try Sealer(key: wrappingKey).open(wrapped, label: label))
    }
}
