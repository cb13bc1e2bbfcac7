import Testing
@testable import VitrineMetadata

/// The byte search the stripper walks files with (`firstRange(of:from:)`, memchr and memcmp) finds what a plain
/// scan finds: first occurrences, overlaps, a match at either end, none.
@Suite struct ByteSearchTests {
    static func plain(_ file: [UInt8], _ pattern: [UInt8], from start: Int) -> Range<Int>? {
        guard !pattern.isEmpty, pattern.count <= file.count, start >= 0 else { return nil }
        var index = start
        while index <= file.count - pattern.count {
            if file[index..<(index + pattern.count)].elementsEqual(pattern) { return index..<(index + pattern.count) }
            index += 1
        }
        return nil
    }

    @Test func itFindsWhatAPlainScanFinds() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            // A small alphabet, so patterns occur, overlap and begin with bytes that are not matches.
            let file = (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 0...3, using: &generator) }
            let pattern = (0..<Int.random(in: 1...4, using: &generator)).map { _ in UInt8.random(in: 0...3, using: &generator) }
            let start = Int.random(in: 0...max(0, file.count), using: &generator)
            #expect(file.firstRange(of: pattern, from: start) == Self.plain(file, pattern, from: start), "\(file) \(pattern) \(start)")
        }
    }

    @Test func edges() {
        let file: [UInt8] = Array("Exif\0\0 ... Exif\0\0".utf8)
        let marker: [UInt8] = Array("Exif".utf8) + [0, 0]
        #expect(file.firstRange(of: marker, from: 0) == 0..<6)
        #expect(file.firstRange(of: marker, from: 1) == 11..<17)
        #expect(file.firstRange(of: marker, from: 12) == nil)
        #expect(file.firstRange(of: [], from: 0) == nil)
        #expect([UInt8]().firstRange(of: marker, from: 0) == nil)
        #expect(file.firstRange(of: marker, from: file.count) == nil)
    }
}
