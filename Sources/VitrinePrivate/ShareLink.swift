/// A recipient's link: the site's address, the album's keyed path, and the recipient's key in the `#fragment`,
/// which browsers never send to a server.
public enum ShareLink {
    /// The site folder private albums are published in.
    public static let folder = "p"

    /// The album's path in the site, such as `p/0123…/`.
    public static func albumPath(_ keys: AlbumKeys) -> String { "\(folder)/\(keys.albumID)/" }

    /// The link for `recipient`; `baseURL` nil gives a link relative to the site root.
    public static func link(baseURL: String?, keys: AlbumKeys, recipient: ShareRecord.Recipient) -> String {
        let key = keys.recipientKey(recipientID: recipient.id).withUnsafeBytes { Array($0) }
        var base = baseURL ?? ""
        if !base.isEmpty && !base.hasSuffix("/") { base += "/" }
        return base + albumPath(keys) + "#k=" + Hex.base64URL(key)
    }
}
