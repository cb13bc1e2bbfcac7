import Crypto

/// The site secret, `VITRINE_SECRET`: the root of every private album's keys (docs/private-albums.md). Nothing
/// derived from it is written except through the album's own keys; the secret itself never is, and its description
/// says so rather than show it.
public struct SiteSecret: CustomStringConvertible {
    /// The environment variable holding the secret.
    public static let environmentVariable = "VITRINE_SECRET"
    /// The shortest accepted secret, in bytes: 128 bits of a random string, as `openssl rand -base64 32` gives more.
    public static let minimumLength = 16

    let root: SymmetricKey

    /// The secret in `environment`, nil when absent or too short (the album is then left out, failing closed).
    public static func from(environment: [String: String]) -> SiteSecret? {
        guard let value = environment[environmentVariable], value.utf8.count >= minimumLength else { return nil }
        return SiteSecret(value)
    }

    /// A secret from its text (tests and the environment).
    public init(_ text: String) {
        root = SymmetricKey(data: Array(text.utf8))
    }

    public var description: String { "SiteSecret(redacted)" }

    /// The keys of the album at `albumPath` (its folder relative to the library root) in `generation`.
    public func album(_ albumPath: String, generation: Int) -> AlbumKeys {
        AlbumKeys(secret: self, albumPath: albumPath, generation: generation)
    }

    /// HKDF-SHA-256 of the secret for one purpose: `label` keeps each derived key apart from every other.
    func derive(_ label: String, _ context: [UInt8] = [], bytes: Int = 32) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: root, salt: Array("vitrine/v1".utf8),
                               info: Array("vitrine/\(label)".utf8) + [0] + context, outputByteCount: bytes)
    }
}
