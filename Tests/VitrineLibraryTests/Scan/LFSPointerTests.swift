import Testing
@testable import VitrineLibrary

/// Git LFS pointers are recognised by their bytes, as the specification (v1) writes them, and nothing else is.
@Suite struct LFSPointerTests {
    static let oid = "4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393"

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aPointerAsGitLFSWritesIt() {
        let pointer = LFSPointer(Self.bytes("version https://git-lfs.github.com/spec/v1\noid sha256:\(Self.oid)\nsize 12345\n"))
        #expect(pointer?.oid == Self.oid && pointer?.size == 12345)
    }

    @Test func extensionKeysAndTheOldVersionNameAreRead() {
        let text = "version https://hawser.github.com/spec/v1\next-0-foo sha256:\(Self.oid)\noid sha256:\(Self.oid)\nsize 0\n"
        #expect(LFSPointer(Self.bytes(text))?.size == 0)
    }

    @Test(arguments: [
        "",
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\nsize 12345",  // no final newline
        "oid sha256:\(oid)\nversion https://git-lfs.github.com/spec/v1\nsize 12345\n",  // version not first
        "version https://git-lfs.github.com/spec/v2\noid sha256:\(oid)\nsize 12345\n",
        "version https://git-lfs.github.com/spec/v1\nsize 12345\n",  // no oid
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\n",  // no size
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid.uppercased())\nsize 1\n",
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid.dropLast())\nsize 1\n",
        "version https://git-lfs.github.com/spec/v1\noid md5:\(oid)\nsize 1\n",
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\nsize -1\n",
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\nsize 99999999999999999999999\n",
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\nsize 1\nsize 2\n",  // a key twice
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\nsize 1\n\n",  // an empty line
        "version https://git-lfs.github.com/spec/v1\r\noid sha256:\(oid)\r\nsize 1\r\n",
        "version https://git-lfs.github.com/spec/v1\nOid sha256:\(oid)\nsize 1\n",
    ])
    func notAPointer(_ text: String) {
        #expect(LFSPointer(Self.bytes(text)) == nil)
    }

    @Test func aLargeFileIsNeverAPointerWhateverItBeginsWith() {
        let head = Self.bytes("version https://git-lfs.github.com/spec/v1\noid sha256:\(Self.oid)\nsize 1\n")
        #expect(LFSPointer(head) != nil)
        #expect(LFSPointer(head + Self.bytes("ext-1-x " + String(repeating: "a", count: LFSPointer.maximumSize) + "\n")) == nil)
    }

    @Test func aJPEGIsNotAPointer() {
        #expect(LFSPointer([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x0A]) == nil)
    }
}
