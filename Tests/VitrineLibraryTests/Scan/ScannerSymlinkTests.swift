import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// Symbolic links: followed inside the library, never out of it, and loops end.
@Suite struct ScannerSymlinkTests {
    let temp: TemporaryDirectory
    let library: LibraryFixture
    /// A folder beside the library, which must never be published.
    let outside: URL

    init() throws {
        temp = try TemporaryDirectory("vitrine-links")
        library = try LibraryFixture(in: temp.url)
        outside = temp.url.appendingPathComponent("outside", isDirectory: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: outside.appendingPathComponent("private.jpg"))
        try Data(#"{"rating": 5}"#.utf8).write(to: outside.appendingPathComponent("secret.json"))
        try Data("x".utf8).write(to: outside.appendingPathComponent("notes.txt"))
    }

    /// Makes `path` (library-relative) a link to `destination`, written as given (relative or absolute).
    func link(_ path: String, to destination: String) throws {
        let url = library.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    func messages(_ source: LibrarySource) -> [String: String] {
        Dictionary(source.diagnostics.map { ($0.path, $0.message) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func linksInsideTheLibraryAreFollowed() async throws {
        defer { temp.remove() }
        try library.write("x", at: "Tuscany/a.jpg")
        try library.write(#"{"rating": 3}"#, at: "Tuscany/a.jpg.json")
        try link("Best/a.jpg", to: "../Tuscany/a.jpg")
        try link("Best/a.jpg.json", to: "../Tuscany/a.jpg.json")
        try link("Mirror", to: "Tuscany")
        let source = try await LibraryScanner.scan(library.root)
        #expect(source.root.albums.map(\.path) == ["Best", "Mirror", "Tuscany"])
        #expect(source.root.albums[0].photos.map(\.file.path) == ["Best/a.jpg"])
        #expect(source.root.albums[0].photos.first?.sidecar.rating == 3)
        #expect(source.root.albums[0].photos.first?.file.size == 1)
        #expect(source.root.albums[1].photos.map(\.file.path) == ["Mirror/a.jpg"])
        #expect(source.diagnostics == [])
    }

    @Test func linksOutOfTheLibraryAreNotFollowed() async throws {
        defer { temp.remove() }
        try library.write("x", at: "a.jpg")
        try link("Elsewhere", to: outside.path)
        try link("stolen.jpg", to: outside.appendingPathComponent("private.jpg").path)
        try link("a.jpg.json", to: outside.appendingPathComponent("secret.json").path)
        try link("Deep/up", to: "../..")
        try link("notes.txt", to: outside.appendingPathComponent("notes.txt").path)
        let source = try await LibraryScanner.scan(library.root)
        #expect(source.root.photos.map(\.file.path) == ["a.jpg"])
        #expect(source.root.photos.first?.sidecar == Sidecar())
        #expect(source.root.photos.first?.hasSidecarFile == false)
        #expect(source.root.albums == [])
        let messages = messages(source)
        #expect(Set(messages.keys) == ["Elsewhere", "stolen.jpg", "a.jpg.json", "Deep/up"])
        #expect(messages.values.allSatisfy { $0.contains("outside the library; skipped") })
    }

    @Test func linkLoopsEnd() async throws {
        defer { temp.remove() }
        try library.write("x", at: "A/a.jpg")
        try library.write("x", at: "B/b.jpg")
        try link("A/parent", to: "..")
        try link("A/itself", to: ".")
        try link("A/toB", to: "../B")
        try link("B/toA", to: "../A")
        let source = try await LibraryScanner.scan(library.root)
        let a = try #require(source.root.albums.first { $0.path == "A" })
        #expect(a.photos.map(\.file.path) == ["A/a.jpg"])
        // B is reached through A once; the way back into A is a loop.
        #expect(a.albums.map(\.path) == ["A/toB"])
        #expect(a.albums.first?.albums == [])
        let messages = messages(source)
        for path in ["A/parent", "A/itself", "A/toB/toA", "B/toA/toB"] {
            #expect(messages[path]?.contains("loop") == true, "\(path): \(messages[path] ?? "no diagnostic")")
        }
    }

    @Test func brokenLinksAreReported() async throws {
        defer { temp.remove() }
        try library.write("x", at: "a.jpg")
        try link("gone.jpg", to: "nowhere.jpg")
        let source = try await LibraryScanner.scan(library.root)
        #expect(source.root.photos.map(\.file.path) == ["a.jpg"])
        #expect(messages(source)["gone.jpg"]?.contains("broken symbolic link") == true)
    }

    @Test func aLibraryRootGivenThroughALinkScansTheSame() async throws {
        defer { temp.remove() }
        try library.write("x", at: "Album/a.jpg")
        let alias = temp.url.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: library.root.path)
        let direct = try await LibraryScanner.scan(library.root)
        let linked = try await LibraryScanner.scan(alias)
        #expect(linked.root == direct.root)
        #expect(linked.diagnostics == [])
    }
}
