import Testing
import VitrineServe

/// The Range header as browsers send it when they seek in a video, and as a fuzzer would.
@Suite struct ByteRangeTests {
    @Test(arguments: [
        ("bytes=0-", 10, ByteRange.bytes(0..<10)),
        ("bytes=0-1", 10, .bytes(0..<2)),
        ("bytes=4-100", 10, .bytes(4..<10)),
        ("bytes=9-9", 10, .bytes(9..<10)),
        ("bytes=-3", 10, .bytes(7..<10)),
        ("bytes=-30", 10, .bytes(0..<10)),
        ("bytes=10-", 10, .unsatisfiable),
        ("bytes=12-20", 10, .unsatisfiable),
        ("bytes=-0", 10, .unsatisfiable),
        ("bytes=0-", 0, .unsatisfiable),
        ("bytes=5-2", 10, .whole),
        ("bytes=0-1,4-5", 10, .whole),
        ("items=0-1", 10, .whole),
        ("bytes=-", 10, .whole),
        ("bytes=a-b", 10, .whole),
        ("bytes=+1-2", 10, .whole),
        ("bytes=٣-", 10, .whole),
        ("bytes=99999999999999999999999-", 10, .whole),
    ])
    func parses(header: String, size: Int, expected: ByteRange) {
        #expect(ByteRange(header: header, size: size) == expected)
    }

    @Test func noHeaderIsTheWholeFile() {
        #expect(ByteRange(header: nil, size: 10) == .whole)
    }
}
