import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineSite

/// Issue 18's cold start: the libraries only some photos need are opened on first use. `--version` maps none of them;
/// a library that is missing (`VITRINE_SONAME_<KEY>` pointed at a file that does not exist) is one warning naming
/// each file that needed it and the package to install, the rest of the build goes on, and the next build with the
/// library there reads those files again (nothing of the failure is remembered).
@Suite(.requires(.vitrine))
struct LazyLibraryBuildTests {
    /// The sonames vitrine opens on first use, as scripts/lazy-libraries.sh reads them from the C shims.
    static func lazySonames() async throws -> [String] {
        let listed = try await Command.run(Fixtures.repositoryRoot.appendingPathComponent("scripts/lazy-libraries.sh").path, ["--sonames"])
        try #require(listed.status == 0, "\(listed.errors)")
        return listed.output.split(separator: "\n").map(String.init)
    }

    /// The shared objects a run of `binary arguments` initialised, as the dynamic loader reports them (LD_DEBUG=libs):
    /// those NEEDED at start and any opened later.
    static func loadedLibraries(_ binary: URL, _ arguments: [String]) async throws -> [String] {
        let run = try await Command.run(binary.path, arguments, environment: ["LD_DEBUG": "libs", "PATH": "/usr/bin:/bin"])
        try #require(run.status == 0, "\(run.errors)")
        return run.errors.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return URL(fileURLWithPath: String(line[range.upperBound...])).lastPathComponent
        }
    }

    @Test("--version maps none of the libraries opened on first use (libcurl and its zlib aside: the development build's Foundation links them)",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "LD_DEBUG is glibc's"))
    func versionLoadsNoLazyLibrary() async throws {
        let loaded = try await Self.loadedLibraries(VitrineProcess.binary, ["--version"])
        #expect(loaded.contains { $0.hasPrefix("libturbojpeg") }, "LD_DEBUG=libs reported \(loaded)")
        for soname in try await Self.lazySonames() where !["libcurl.so.4", "libz.so.1"].contains(soname) {
            #expect(!loaded.contains(soname), "--version loaded \(soname)")
        }
    }

    /// One file of each format whose decoder is opened on first use, and the key of its library.
    static let decoders: [(key: String, package: String, file: String)] = [
        ("HEIF", "libheif1", "phone.heic"), ("SPNG", "libspng0", "picture.png"), ("TIFF", "libtiff6", "scan.tif"),
        ("GIF", "libgif7", "first.gif"), ("RAW", "libraw20", "camera.dng"),
    ]

    static func write(_ file: String, into album: URL, tools: URL) throws {
        switch file {
        case "phone.heic": try StillFixtures.heif(file, in: tools)
        case "camera.dng": try Data(CameraDNG.make(width: 64, height: 48)).write(to: tools.appendingPathComponent(file))
        default: try StillFixtures.vips(file, in: tools)
        }
        try FileManager.default.copyItem(at: tools.appendingPathComponent(file), to: album.appendingPathComponent(file))
    }

    /// The lines of a build's output that name `file` and say a library could not be loaded.
    static func libraryWarnings(_ result: VitrineProcess.Result, naming file: String) -> [Substring] {
        (result.output + result.errors).split(separator: "\n").filter { $0.contains(file) && $0.contains("cannot be loaded") }
    }

    @Test(arguments: decoders.map(\.key))
    func aMissingDecoderLibraryIsOneWarningAndTheNextBuildReadsTheFile(key: String) async throws {
        let decoder = try #require(Self.decoders.first { $0.key == key })
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "mixed")
        let tools = w.temp.url.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try Self.write(decoder.file, into: w.library.root.appendingPathComponent("mixed"), tools: tools)
        let arguments = ["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path]
        let sizes = ImagePaths.buckets.count * 2

        let missing = "/nonexistent/lib\(key.lowercased()).so"
        let without = try await VitrineProcess.run(arguments, environment: ["VITRINE_SONAME_\(key)": missing])
        #expect(without.status == 0, "\(without.output)\n\(without.errors)")
        let warnings = Self.libraryWarnings(without, naming: decoder.file)
        #expect(warnings.count == 1, "\(without.output)")
        #expect(warnings.first?.contains("\(missing) cannot be loaded") == true)
        #expect(warnings.first?.contains("install the Debian package \(decoder.package) ") == true, "\(warnings)")
        #expect(Self.libraryWarnings(without, naming: "DSCN0010.jpg").isEmpty)
        // The JPEG is published; the file that needed the library is a placeholder.
        #expect(try w.images().count == sizes)
        #expect(try SiteTree(w.site).text("albums/mixed/index.html")?.contains("tile-broken") == true)

        let with = try await VitrineProcess.run(arguments)
        #expect(with.status == 0, "\(with.output)\n\(with.errors)")
        #expect(!(with.output + with.errors).contains("cannot be loaded"), "\(with.output)")
        #expect(try w.images().count == 2 * sizes, "the file is rendered once its library is there")
        #expect(try SiteTree(w.site).text("albums/mixed/index.html")?.contains("tile-broken") == false)
    }

    /// exempi and libiptcdata: the photo is published without the metadata they would read, each file that holds some
    /// is one warning, and the next build reads it.
    @Test(arguments: ["EXEMPI", "IPTC"])
    func aMissingMetadataLibraryIsAWarningAndTheNextBuildReadsTheMetadata(key: String) async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // TIFFTitle in its XMP, the keyword tiffkw in its IPTC-IIM.
        try w.library.add("metadata/xmp-iptc.tif", to: "tagged")
        try w.library.add("gps/DSCN0010.jpg", to: "tagged")
        try w.library.write(#"""
            <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt>
            <rdf:li xml:lang="x-default">Sidecar title</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta>
            """#, at: "tagged/DSCN0010.jpg.xmp")
        let arguments = ["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path]
        func pages() throws -> String {
            let site = try SiteTree(w.site)
            return site.paths.filter { $0.hasSuffix(".html") }.compactMap { site.text($0) }.joined()
        }

        let without = try await VitrineProcess.run(arguments, environment: ["VITRINE_SONAME_\(key)": "/nonexistent/lib.so"])
        #expect(without.status == 0, "\(without.output)\n\(without.errors)")
        #expect(Self.libraryWarnings(without, naming: "xmp-iptc.tif").count == 1, "\(without.output)")
        #expect(Self.libraryWarnings(without, naming: "DSCN0010.jpg.xmp").count == (key == "EXEMPI" ? 1 : 0), "\(without.output)")
        #expect(try w.images().count == 2 * ImagePaths.buckets.count * 2, "both photos are published")
        let left = try pages()
        #expect(key == "EXEMPI" ? !left.contains("TIFFTitle") && !left.contains("Sidecar title") : !left.contains("tiffkw"))

        let with = try await VitrineProcess.run(arguments)
        #expect(with.status == 0 && !(with.output + with.errors).contains("cannot be loaded"), "\(with.output)")
        let read = try pages()
        #expect(read.contains("TIFFTitle") && read.contains("Sidecar title") && read.contains("tiffkw"))
    }
}
