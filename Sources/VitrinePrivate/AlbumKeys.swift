import Crypto

/// One private album's keys in one generation, all derived from the site secret with HKDF-SHA-256 under distinct
/// labels (docs/private-albums.md, "Key hierarchy"). The generation is the album's in its share record: revoking a
/// recipient raises it, so every key, name and nonce below changes with it.
public struct AlbumKeys {
    /// The album's public name: a keyed digest of its path, 32 hex digits, the same in every generation so its
    /// address survives a revocation. Without the secret nobody can tell which folder it is.
    public let albumID: String
    /// The generation these keys belong to.
    public let generation: Int
    /// The key every file and the data of the album are sealed with (AES-256-GCM).
    public let albumKey: SymmetricKey
    let nameKey: SymmetricKey
    let secret: SiteSecret

    init(secret: SiteSecret, albumPath: String, generation: Int) {
        self.secret = secret
        self.generation = generation
        let idKey = secret.derive("album-id")
        let digest = HMAC<SHA256>.authenticationCode(for: Array(albumPath.utf8), using: idKey)
        albumID = Hex.encode(Array(digest).prefix(16))
        let context = Array(albumID.utf8) + Self.bigEndian(generation)
        albumKey = secret.derive("album-key", context)
        nameKey = secret.derive("file-names", context)
    }

    /// The published name of one file of the album: a keyed digest of what identifies it (the photo's content id
    /// and the rendition, such as "2048.webp"), never a plain content hash anyone holding the photo could match.
    public func fileName(contentID: String, rendition: String) -> String {
        let digest = HMAC<SHA256>.authenticationCode(for: Array("\(contentID)/\(rendition)".utf8), using: nameKey)
        return Hex.encode(Array(digest).prefix(16))
    }

    /// The key a recipient's link carries: derived from the recipient's random id, so it is the same in every
    /// generation and a revocation needs no new link for anyone else.
    public func recipientKey(recipientID: String) -> SymmetricKey {
        secret.derive("recipient", Array(albumID.utf8) + [0] + Array(recipientID.utf8))
    }

    /// The salt of the album's password in this generation: unique per album and generation, public, and the same
    /// in two builds so they are byte-identical.
    public var passwordSalt: [UInt8] {
        let key = secret.derive("password-salt", Array(albumID.utf8) + Self.bigEndian(generation), bytes: 16)
        return key.withUnsafeBytes { Array($0) }
    }

    /// A sealer for the album's files and data.
    public var sealer: Sealer { Sealer(key: albumKey) }

    static func bigEndian(_ value: Int) -> [UInt8] {
        let number = UInt64(truncatingIfNeeded: value)
        return (0..<8).reversed().map { UInt8(truncatingIfNeeded: number >> (UInt64($0) * 8)) }
    }
}
