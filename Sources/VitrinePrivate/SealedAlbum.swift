import Crypto
import Foundation

/// How one private album is published (docs/private-albums.md, "In the site"): every file of its plain copy sealed
/// under the album key into `p/ID/NAME.js`, NAME a keyed digest of the file's path, and a sealed manifest
/// (`p/ID/manifest.js`) mapping paths to names. Each sealed file is a script calling `vitrineSealed(NAME, BASE64)`:
/// a page opened from `file://` may load scripts but not fetch files, and this one form works everywhere.
public struct SealedAlbum {
    /// The manifest's file name and label; every other name is 32 hex digits.
    public static let manifestName = "manifest"
    public let keys: AlbumKeys

    public init(keys: AlbumKeys) { self.keys = keys }

    /// The published name (without `.js`) of the plain copy's file at `path`.
    public func name(of path: String) -> String { keys.fileName(contentID: path, rendition: "site") }

    /// The script holding `plaintext` sealed under the name `name` (its label too, so a file served in place of
    /// another is refused).
    public func script(name: String, plaintext: [UInt8]) throws(SealError) -> [UInt8] {
        let sealed = try keys.sealer.seal(plaintext, label: name)
        return Array("vitrineSealed(\"\(name)\",\"".utf8) + Array(Data(sealed).base64EncodedData()) + Array("\");\n".utf8)
    }

    /// The manifest's script: `{"start": "index.html", "files": {path: name}}`, sealed.
    public func manifest(files: [String: String], start: String) throws(SealError) -> [UInt8] {
        let object: [String: Any] = ["v": 1, "start": start, "files": files]
        guard let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            throw SealError.failed(Self.manifestName)
        }
        return try script(name: Self.manifestName, plaintext: Array(json))
    }

    /// The public part of the shell page: the album key wrapped under the password (when there is one) and under
    /// each active recipient's link key, in a fixed order so two builds agree. Nothing else of the album.
    public func keysJSON(password: String?, recipients: [ShareRecord.Recipient]) throws(SealError) -> String {
        let salt = keys.passwordSalt
        var passwordWrap = "null"
        if let password {
            let wrapping = try KeyWrap.passwordKey(password, salt: salt)
            passwordWrap = "\"" + Data(try KeyWrap.wrap(keys.albumKey, with: wrapping)).base64EncodedString() + "\""
        }
        var links: [String] = []
        for recipient in recipients.sorted(by: { $0.id < $1.id }) {
            let wrap = try KeyWrap.wrap(keys.albumKey, with: keys.recipientKey(recipientID: recipient.id))
            links.append("\"" + Data(wrap).base64EncodedString() + "\"")
        }
        return "{\"v\":1,\"iterations\":\(KeyWrap.iterations),\"salt\":\"\(Data(salt).base64EncodedString())\","
            + "\"password\":\(passwordWrap),\"links\":[\(links.joined(separator: ","))]}"
    }

    /// A keyed digest (under the album key, so it says nothing without the secret) of what `keysJSON` is made from:
    /// the password, the active recipients and the generation (in the album key already). The build keeps it to
    /// skip the 600,000-round derivation when none of them changed.
    public func wrapsDigest(password: String?, recipients: [ShareRecord.Recipient]) -> String {
        var mac = HMAC<SHA256>(key: keys.albumKey)
        mac.update(data: Array("wraps\u{0}\(password ?? "")\u{0}".utf8))
        for recipient in recipients.sorted(by: { $0.id < $1.id }) { mac.update(data: Array("\(recipient.id)\u{0}".utf8)) }
        return Hex.encode(Array(mac.finalize()))
    }
}
