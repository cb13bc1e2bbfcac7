import Crypto

/// AES-256-GCM with deterministic nonces (docs/private-albums.md, "Nonces"): the nonce is an HMAC, under a key
/// derived from the sealing key, of the label and the SHA-256 of the plaintext. Two sealings share a nonce only when
/// label and plaintext are both the same, and then the ciphertexts are the same too, so no two different messages
/// ever meet under one key and nonce; and two clean builds give the same bytes. The label is also the
/// authenticated data: a file's ciphertext served in place of another's is refused.
///
/// The sealed form is nonce (12 bytes) + ciphertext + tag (16 bytes), what Web Crypto's AES-GCM decrypt takes
/// after slicing off the nonce.
public struct Sealer {
    let key: SymmetricKey
    let nonceKey: SymmetricKey

    public init(key: SymmetricKey) {
        self.key = key
        nonceKey = HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: Array("vitrine/nonce".utf8), outputByteCount: 32)
    }

    /// Seals `plaintext` for the place named `label` (a file name, "album", "key").
    public func seal(_ plaintext: [UInt8], label: String) throws(SealError) -> [UInt8] {
        let labelBytes = Array(label.utf8)
        var mac = HMAC<SHA256>(key: nonceKey)
        mac.update(data: labelBytes + [0])
        mac.update(data: Array(SHA256.hash(data: plaintext)))
        do {
            let nonce = try AES.GCM.Nonce(data: Array(mac.finalize()).prefix(12))
            let box = try AES.GCM.seal(plaintext, using: key, nonce: nonce, authenticating: labelBytes)
            return Array(box.nonce) + Array(box.ciphertext) + Array(box.tag)
        } catch {
            throw SealError.failed(label)
        }
    }

    /// Opens what `seal` sealed for `label`; a tampered, truncated or misplaced ciphertext throws.
    public func open(_ sealed: [UInt8], label: String) throws(SealError) -> [UInt8] {
        guard sealed.count >= 28 else { throw SealError.tampered(label) }
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            return Array(try AES.GCM.open(box, using: key, authenticating: Array(label.utf8)))
        } catch {
            throw SealError.tampered(label)
        }
    }
}

/// Why sealing or opening failed; never carries a key or a plaintext.
public enum SealError: Error, Hashable, Sendable, CustomStringConvertible {
    case failed(String)
    case tampered(String)

    public var description: String {
        switch self {
        case .failed(let label): "\(label): encryption failed"
        case .tampered(let label): "\(label): the encrypted data was changed or does not belong here; it cannot be opened"
        }
    }
}
