import Testing
@testable import VitrinePrivate

/// PBKDF2-HMAC-SHA-256 against published vectors: RFC 7914 section 11 (the two PBKDF2-HMAC-SHA256 ones) and the
/// widely used SHA-256 counterparts of RFC 6070's cases (several blocks, a partial last block, NUL bytes); the
/// 600,000-round key the browser derives is checked in SealerTests and WebCryptoRoundTripTests.
struct PBKDF2Tests {
    static func derive(_ password: String, _ salt: String, _ iterations: Int, _ length: Int) -> String? {
        PBKDF2.sha256(password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations, length: length).map(Hex.encode)
    }

    @Test func rfc7914Vectors() {
        #expect(Self.derive("passwd", "salt", 1, 64) == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
            + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        #expect(Self.derive("Password", "NaCl", 80_000, 64) == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
            + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
    }

    @Test func rfc6070CasesWithSHA256() {
        #expect(Self.derive("password", "salt", 4096, 32) == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        #expect(Self.derive("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40)
            == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
        #expect(Self.derive("pass\u{0}word", "sa\u{0}lt", 4096, 16) == "89b69d0516f829893c696226650a8687")
    }

    @Test func noRoundOrNoLengthIsRefused() {
        #expect(Self.derive("password", "salt", 0, 32) == nil)
        #expect(Self.derive("password", "salt", 1, 0) == nil)
    }
}
