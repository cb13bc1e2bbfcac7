import VitrineLibrary

/// Parses the `HASH-SIZE` text form of a content id on UTF-8 bytes: the catalog reads 100,000 of them
/// per build, so this avoids `Character` iteration.
enum ContentIDText {
    static func parse(_ text: String?) -> ContentID? {
        guard var text else { return nil }
        return text.withUTF8 { bytes -> ContentID? in
            guard bytes.count >= 34, bytes[32] == UInt8(ascii: "-"), let halves = ContentID.halves(UnsafeBufferPointer(rebasing: bytes[0..<32])) else { return nil }
            var size: Int64 = 0
            for byte in bytes[33...] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let (times10, overflow1) = size.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { return nil }
                size = sum
            }
            return ContentID(high: halves.high, low: halves.low, size: size)
        }
    }
}
