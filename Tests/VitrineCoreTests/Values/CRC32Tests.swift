import Testing
import VitrineCore

@Suite struct CRC32Tests {
    @Test func knownValues() {
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("a".utf8)) == 0xE8B7_BE43)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)  // the algorithm's check value
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    }

    /// Eight bytes a step must agree with one byte a step, at every length and split.
    @Test func slicedAgreesWithBytewiseAtEveryLengthAndSplit() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for length in 0...bytes.count {
            var reference: UInt32 = 0xFFFF_FFFF
            for byte in bytes[0..<length] {
                reference ^= UInt32(byte)
                for _ in 0..<8 { reference = reference & 1 == 1 ? (reference >> 1) ^ 0xEDB8_8320 : reference >> 1 }
            }
            #expect(CRC32.checksum(bytes[0..<length]) == ~reference)
            let split = length / 3
            var parts = CRC32()
            parts.update(bytes[0..<split])
            parts.update(bytes[split..<length])
            #expect(parts.value == ~reference)
        }
    }
}
