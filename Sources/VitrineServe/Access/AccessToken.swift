/// The per-run secret `vitrine serve` prints in its address (as Jupyter does): whoever opens that address gets it
/// as a SameSite=Strict cookie, and writes (and, beyond loopback, reads) need it.
public struct AccessToken: Sendable, Equatable {
    public let value: String

    /// 32 random bytes as hex, from the system's generator.
    public static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
        }
        return AccessToken(value: hex.joined())
    }

    public init(value: String) {
        self.value = value
    }

    /// Compares in time independent of where `candidate` differs.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let (given, expected) = (Array(candidate.utf8), Array(value.utf8))
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
