import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// Issue 15: stills are recognised by their first bytes when their extension is not a photo's, and `.nomedia`
/// skips what sigal's nomedia plugin skips.
@Suite struct MediaRecognitionTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    static let tiff: [UInt8] = Array("II".utf8) + [42, 0, 8, 0, 0, 0]
    static let heic: [UInt8] = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
    static let mp4: [UInt8] = [0, 0, 0, 24] + Array("ftypisom".utf8) + [0, 0, 2, 0] + Array("isomiso2".utf8)

    func library(_ files: [String: [UInt8]]) throws -> (TemporaryDirectory, URL) {
        let temp = try TemporaryDirectory("vitrine-media")
        let fixture = try LibraryFixture(in: temp.url)
        for (path, bytes) in files {
            let url = fixture.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return (temp, fixture.root)
    }

    @Test func aStillWithAnUnknownExtensionIsRecognisedByItsBytes() async throws {
        let (temp, root) = try library([
            "scan0001": Self.tiff, "screenshot.dat": Self.png, "IMG_1.heic~": Self.heic,
            "notes.dat": Array("hello".utf8), "clip.mp4": Self.heic, "movie.bin": Self.mp4,
            "empty": [],
        ])
        defer { temp.remove() }
        let source = try await LibraryScanner.scan(root)
        // Anything else that is not a still or named as a video stays out, quietly (camera RAWs are recognised by their
        // extensions: RawPairingTests).
        // A video is taken by its name and confirmed by its bytes in the build (issue 17): clip.mp4 is listed as a
        // video, and the build, finding a HEIF inside, makes it one warning and a placeholder.
        #expect(source.root.photos.map(\.file.path) == ["IMG_1.heic~", "clip.mp4", "scan0001", "screenshot.dat"])
        #expect(source.root.photos.filter { $0.kind == .video }.map(\.file.path) == ["clip.mp4"])
        #expect(source.diagnostics.isEmpty)
        #expect(source.root.photos.allSatisfy { !$0.hasSidecarFile })
    }

    static let stills: [([UInt8], SourceFormat)] = {
        let avif: [UInt8] = [0, 0, 0, 28] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("avifmif1miaf".utf8)
        let sequence: [UInt8] = [0, 0, 0, 24] + Array("ftypmsf1".utf8) + [0, 0, 0, 0] + Array("msf1heic".utf8)
        let webp: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let bigEndianTIFF: [UInt8] = Array("MM".utf8) + [0, 42]
        let bigTIFF: [UInt8] = Array("II".utf8) + [43, 0]
        return [(heic, .heif), (avif, .heif), (sequence, .heif), (png, .png), (tiff, .tiff), (bigEndianTIFF, .tiff),
                (bigTIFF, .tiff), (Array("GIF89a".utf8), .gif), (Array("GIF87a".utf8), .gif), ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
                (webp, .webp)]
    }()

    @Test(arguments: stills.indices)
    func sniffing(index: Int) {
        #expect(SourceFormat(sniffing: Self.stills[index].0) == Self.stills[index].1)
    }

    static let others: [[UInt8]] = {
        let shortFtyp: [UInt8] = [0, 0, 0, 8] + Array("ftypheic".utf8)
        return [mp4, Array("GIF88a".utf8), [0x89, 0x50, 0x4E, 0x47], Array("II".utf8) + [42], [], shortFtyp]
    }()

    @Test(arguments: others.indices)
    func notStills(index: Int) {
        #expect(SourceFormat(sniffing: Self.others[index]) == nil)
    }

    @Test func anEmptyNomediaSkipsItsFolderAndEverythingUnderIt() async throws {
        let (temp, root) = try library([
            "kept/a.jpg": [1], "private/.nomedia": [], "private/b.jpg": [1], "private/deeper/c.jpg": [1], "d.jpg": [1],
        ])
        defer { temp.remove() }
        let source = try await LibraryScanner.scan(root)
        #expect(source.root.photos.map(\.file.path) == ["d.jpg"])
        #expect(source.root.albums.map(\.path) == ["kept"])
    }

    @Test func aNomediaListSkipsTheNamedFilesAndFoldersOfItsFolder() async throws {
        let (temp, root) = try library([
            "trip/.nomedia": Array("IMG_2.jpg\r\nout takes\nmissing.jpg\n".utf8),
            "trip/IMG_1.jpg": [1], "trip/IMG_2.jpg": [1], "trip/out takes/IMG_3.jpg": [1], "trip/best/IMG_2.jpg": [1],
        ])
        defer { temp.remove() }
        let source = try await LibraryScanner.scan(root)
        let trip = try #require(source.root.albums.first)
        #expect(trip.photos.map(\.file.path) == ["trip/IMG_1.jpg"])
        // Names are of the .nomedia's own folder: a file of the same name deeper down stays.
        #expect(trip.albums.map(\.path) == ["trip/best"])
        #expect(trip.albums.first?.photos.map(\.file.path) == ["trip/best/IMG_2.jpg"])
        #expect(source.diagnostics.isEmpty)
    }

    @Test func anEmptyNomediaAtTheRootPublishesNothing() async throws {
        let (temp, root) = try library([".nomedia": [], "a.jpg": [1], "album/b.jpg": [1]])
        defer { temp.remove() }
        let source = try await LibraryScanner.scan(root)
        #expect(source.root.photos.isEmpty && source.root.albums.isEmpty)
    }
}
