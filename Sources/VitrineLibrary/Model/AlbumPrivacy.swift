/// An album's `"private"` object in `album.json`: `{}` (links only) or `{"passwordEnv": "NAME"}`, each with an
/// optional `"listed": false` (the parent shows no locked card).
public struct AlbumPrivacy: Hashable, Sendable, Encodable {
    /// The environment variable holding the album's password at build time; nil for links only.
    public var passwordEnv: String?
    /// False when the parent album shows nothing of it, not even a locked card.
    public var listed: Bool

    public init(passwordEnv: String? = nil, listed: Bool = true) {
        self.passwordEnv = passwordEnv
        self.listed = listed
    }
}
