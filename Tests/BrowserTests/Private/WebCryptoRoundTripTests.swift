import Foundation
import Testing
import TestSupport
import VitrinePrivate

/// The browser opens what the Swift side seals (docs/private-albums.md): a password-wrapped album key (PBKDF2-SHA-256,
/// 600,000 rounds), a link-wrapped one and a sealed caption, made afresh by VitrinePrivate for each run, decrypted by
/// Web Crypto from file:// and over http on 127.0.0.1; a wrong password, a revoked link and a tampered ciphertext
/// are each refused with an OperationError, never a wrong plaintext.
@Suite("Browser: Web Crypto opens what Swift seals", .requires(TestTool.browser))
struct WebCryptoRoundTripTests {
    static func page(in folder: URL) throws -> String {
        let secret = SiteSecret("browser test secret \(UUID().uuidString)")
        let keys = secret.album("Family", generation: 2)
        let caption = "Grandma in Lisbon, \(UUID().uuidString)"
        let password = "correct horse \(UUID().uuidString.prefix(8))"
        let passwordWrap = try KeyWrap.wrap(keys.albumKey, with: KeyWrap.passwordKey(password, salt: keys.passwordSalt))
        let linkKey = keys.recipientKey(recipientID: "kept")
        let linkWrap = try KeyWrap.wrap(keys.albumKey, with: linkKey)
        let revokedKey = keys.recipientKey(recipientID: "revoked")
        let sealed = try keys.sealer.seal(Array(caption.utf8), label: "album")
        var tampered = sealed
        tampered[20] ^= 1
        func b64(_ bytes: [UInt8]) -> String { Hex.base64URL(bytes) }
        func raw(_ key: some ContiguousBytes) -> String { key.withUnsafeBytes { Hex.base64URL(Array($0)) } }
        let values: [String: String] = [
            "caption": caption, "password": password, "salt": b64(keys.passwordSalt), "passwordWrap": b64(passwordWrap),
            "linkKey": raw(linkKey), "linkWrap": b64(linkWrap), "revokedKey": raw(revokedKey),
            "sealed": b64(sealed), "tampered": b64(tampered),
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys]), as: UTF8.self)
        let html = "<!doctype html><meta charset=utf-8><title>round trip</title><body>pending<script>const V = \(json);\n\(Self.script)</script>"
        try html.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return caption
    }

    @Test func fromFileAndFromLocalhost() async throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let caption = try Self.page(in: temp.url)
        let server = try StaticSiteServer(site: temp.url)
        let expected = "secure=true password=\(caption) wrong=OperationError link=\(caption) revoked=OperationError tampered=OperationError"
        try await Browser.with { browser in
            for url in [temp.url.appendingPathComponent("index.html").absoluteString, server.url("index.html")] {
                try await browser.open(url)
                try await browser.waitFor("return !document.body.textContent.includes('pending')", seconds: 120)
                let result = try await browser.evaluate("return document.body.textContent", as: String.self)
                #expect(result == expected, "\(url)")
            }
        }
    }

    /// The browser half: V holds what VitrinePrivate sealed; the page opens it with Web Crypto as the private-album
    /// shell is specified to (docs/private-albums.md) and writes what happened into the body.
    static let script = #"""
const bytes = s => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4)), c => c.charCodeAt(0));
const utf8 = new TextEncoder();
const open = async (key, sealed, label) => new Uint8Array(await crypto.subtle.decrypt(
  {name: 'AES-GCM', iv: sealed.slice(0, 12), additionalData: utf8.encode(label)}, key, sealed.slice(12)));
const aes = raw => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
const passwordKey = async password => crypto.subtle.deriveKey(
  {name: 'PBKDF2', hash: 'SHA-256', salt: bytes(V.salt), iterations: 600000},
  await crypto.subtle.importKey('raw', utf8.encode(password), 'PBKDF2', false, ['deriveKey']),
  {name: 'AES-GCM', length: 256}, false, ['decrypt']);
const caption = async albumKey => new TextDecoder().decode(await open(await aes(albumKey), bytes(V.sealed), 'album'));
const outcome = async step => { try { return await step(); } catch (error) { return error.name; } };
(async () => {
  const viaPassword = await outcome(async () => caption(await open(await passwordKey(V.password), bytes(V.passwordWrap), 'album-key')));
  const wrong = await outcome(async () => open(await passwordKey(V.password + '!'), bytes(V.passwordWrap), 'album-key'));
  const viaLink = await outcome(async () => caption(await open(await aes(bytes(V.linkKey)), bytes(V.linkWrap), 'album-key')));
  const revoked = await outcome(async () => open(await aes(bytes(V.revokedKey)), bytes(V.linkWrap), 'album-key'));
  const albumKey = await open(await aes(bytes(V.linkKey)), bytes(V.linkWrap), 'album-key');
  const tampered = await outcome(async () => open(await aes(albumKey), bytes(V.tampered), 'album'));
  document.body.textContent = `secure=${isSecureContext} password=${viaPassword} wrong=${wrong} link=${viaLink} revoked=${revoked} tampered=${tampered}`;
})().catch(error => { document.body.textContent = 'failed ' + error; });
"""#
}
