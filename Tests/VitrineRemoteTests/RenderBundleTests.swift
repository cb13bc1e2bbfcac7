import Foundation
import Testing
import VitrineRemote

/// The remote cache's objects: every image of one render with its SHA-256; anything else is refused whole.
@Suite struct RenderBundleTests {
    let bundle = RenderBundle(entries: [
        .init(name: "abc-350.jpg", bytes: Array(repeating: 1, count: 300)),
        .init(name: "abc-700.jpg", bytes: []),
        .init(name: "abc 1024.webp", bytes: Array(0...255)),
    ])

    @Test func roundTrips() throws {
        #expect(try RenderBundle(decoding: bundle.encoded()) == bundle)
    }

    /// A changed byte is refused, except in a name: the caller asks for the names it wants and refuses others.
    @Test func anyChangedByteIsRefusedOrChangesAName() {
        let bytes = bundle.encoded()
        for index in 0..<bytes.count {
            var damaged = bytes
            damaged[index] ^= 0x20
            if let decoded = try? RenderBundle(decoding: damaged) {
                #expect(decoded.entries.map(\.name) != bundle.entries.map(\.name), "byte \(index)")
            }
        }
    }

    @Test(arguments: [0, 1, 17, 100])
    func aCutOrPaddedObjectIsRefused(_ cut: Int) {
        var bytes = bundle.encoded()
        bytes.removeLast(cut + 1)
        #expect(throws: RemoteError.self) { try RenderBundle(decoding: bytes) }
        #expect(throws: RemoteError.self) { try RenderBundle(decoding: bundle.encoded() + Array(repeating: 0, count: cut + 1)) }
    }

    @Test func aSizeHasOneSpelling() throws {
        let text = String(decoding: bundle.encoded(), as: UTF8.self).replacingOccurrences(of: " 300 ", with: " 0300 ")
        #expect(throws: RemoteError.self) { try RenderBundle(decoding: Array(text.utf8)) }
    }
}
