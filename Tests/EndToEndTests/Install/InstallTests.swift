import Foundation
import Testing
import TestSupport

/// Issue 18: `make install` gives a vitrine that runs where Swift is not, finds its theme and places relative to
/// itself (also once moved), says its version, and leaves nothing behind on `make uninstall`.
@Suite("Install: a release vitrine where Swift is not", .serialized)
struct InstallTests {
    @Test("the installed tree holds the binary, every resource bundle, the man page and completions")
    func installedTree() async throws {
        let prefix = try await ReleaseInstall.prefix.value
        for path in ["bin/vitrine", "share/vitrine/Vitrine_VitrineTheme.resources/theme/site.css",
                     "share/vitrine/Vitrine_VitrineGeo.resources/places.bin", "share/man/man1/vitrine.1",
                     "share/bash-completion/completions/vitrine", "share/zsh/site-functions/_vitrine",
                     "share/fish/vendor_completions.d/vitrine.fish", "share/doc/vitrine/places.md"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        // Every bundle the build made is installed, whichever target it belongs to.
        let build = Fixtures.repositoryRoot.appendingPathComponent(".build-install/release")
        let bundles = try FileManager.default.contentsOfDirectory(atPath: build.path).filter { $0.hasSuffix(".resources") }
        #expect(bundles.contains("Vitrine_VitrineGeo.resources"))
        for bundle in bundles {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/vitrine/\(bundle)").path), "\(bundle)")
        }
        let manual = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/vitrine.1"), encoding: .utf8)
        #expect(manual.contains(".TH \"VITRINE\" \"1\""))
        #expect(manual.contains("vitrine \(try ReleaseInstall.version)"))
        #expect(manual.contains(".SS \"vitrine build\""))
        #expect(manual.contains("\\fB\\-\\-strict\\fR"))
        // man itself reads it without a complaint, where man is installed.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
            let man = try await Command.run("/usr/bin/man", ["--warnings", "-l", "-Tutf8",
                                                              prefix.appendingPathComponent("share/man/man1/vitrine.1").path])
            #expect(man.status == 0)
            #expect(man.errors.isEmpty, "\(man.errors)")
        }
        let bash = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/vitrine"), encoding: .utf8)
        #expect(bash.contains("complete") && bash.contains("build"))
        let fish = try String(contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/vitrine.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'vitrine'"))
        let size = try await Command.run("/usr/bin/du", ["-sk", prefix.path])
        let kilobytes = Int(size.output.split(separator: "\t").first ?? "") ?? .max
        print("installed tree: \(kilobytes) KB")
        // Issue 18's bound. Private albums' cryptography (swift-crypto) took the tree to 42,300 KB; PBKDF2 of our own
        // (no _CryptoExtras, no SwiftASN1: 1,123 KB) and ICU's data without unused break rules (649 KB) brought it
        // back to 40,528 KB (docs/install.md). The binary carries ICU's data trimmed to the shipped languages
        // (scripts/icu-data.py): with the full package it is 34 MB more, and an unstripped or debug binary is 100 MB
        // and more.
        #expect(kilobytes < 40 * 1024, "the installed tree is \(kilobytes) KB")
    }

    @Test("the installed binary, with ICU's data trimmed, names countries in every shipped language and in one a theme adds, and writes the pages the development binary (all of ICU's data) writes")
    func countryNamesInEveryLanguage() async throws {
        let binary = try await ReleaseInstall.binary
        let temp = try TemporaryDirectory("vitrine-install")
        defer { temp.remove() }
        let work = try ReleaseInstall.smallLibrary(in: temp)
        let devSite = temp.url.appendingPathComponent("dev-site"), devCache = temp.url.appendingPathComponent("dev-cache")
        // Portuguese is no theme language: its country names are kept for every language (a strings-pt.json adds one).
        for (language, country) in [("en", "Italy"), ("fr", "Italie"), ("de", "Italien"), ("es", "Italia"), ("it", "Italia"),
                                    ("fr-CA", "Italie"), ("pt", "Itália")] {
            try Data(#"{ "title": "Installed", "baseURL": "https://example.org/gallery/", "language": "\#(language)" }"#.utf8)
                .write(to: work.library.appendingPathComponent("vitrine.json"))
            let result = try await Command.run(binary.path, ["build", work.library.path, "-o", work.site.path, "--cache", work.cache.path])
            try #require(result.status == 0, "\(language): \(result.output)\n\(result.errors)")
            let photo = try SiteTree(work.site).paths.first { $0.hasSuffix(".html") && $0.contains("dscn0010") }
            let page = try String(contentsOf: work.site.appendingPathComponent(try #require(photo)), encoding: .utf8)
            #expect(page.contains(country), "\(language): no \(country) on \(photo ?? "")")
            guard try TestTool.check([.vitrine]) else { continue }
            let dev = try await VitrineProcess.run(["build", work.library.path, "-o", devSite.path, "--cache", devCache.path])
            try #require(dev.status == 0, "\(language): \(dev.output)")
            // Pages, feeds and indexes: where locale data could show. Images are compared by the bench, not here
            // (the development binary may be a debug build).
            let installedTree = try SiteTree(work.site).paths, devTree = try SiteTree(devSite).paths
            #expect(installedTree == devTree, "\(language)")
            for path in installedTree where [".html", ".xml", ".json", ".txt"].contains(where: { path.hasSuffix($0) }) {
                let mine = try Data(contentsOf: work.site.appendingPathComponent(path))
                let theirs = try Data(contentsOf: devSite.appendingPathComponent(path))
                #expect(mine == theirs, "\(language): \(path) differs from the development binary's")
            }
        }
    }

    @Test("the binary needs no Swift runtime or Foundation library, nor any library it opens on first use (libcurl among them)",
          .requires(.readelf))
    func staticSwiftRuntime() async throws {
        let binary = try await ReleaseInstall.binary
        let elf = try await Command.run("/usr/bin/readelf", ["-d", binary.path])
        try #require(elf.status == 0, "\(elf.errors)")
        let needed = elf.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
            .compactMap { line in line.split(separator: "[").last?.split(separator: "]").first.map(String.init) }
        #expect(needed.contains { $0.hasPrefix("libturbojpeg") })
        // `--remote-cache` speaks HTTP through URLSession, which is libcurl on Linux: Debian's shared one, opened by
        // the first request (Sources/CLoader/lazy-libcurl.c), like the decoders' libraries.
        for soname in try await LazyLibraryBuildTests.lazySonames() {
            #expect(!needed.contains(soname), "vitrine links \(soname)")
        }
        #expect(!needed.contains { $0.hasPrefix("libcurl") })
        for library in needed {
            for banned in ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libxml2", "libicu"] {
                #expect(!library.hasPrefix(banned), "vitrine needs \(library)")
            }
        }
        // SwiftPM's RUNPATH is $ORIGIN (the binary's own folder); nothing may point into the toolchain.
        for line in elf.output.split(separator: "\n") where line.contains("RUNPATH") || line.contains("RPATH") {
            #expect(!line.contains("/"), "\(line)")
        }
    }

    @Test("--version maps none of the libraries opened on first use, libcurl included",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "LD_DEBUG is glibc's"))
    func versionLoadsNoLazyLibrary() async throws {
        let loaded = try await LazyLibraryBuildTests.loadedLibraries(try await ReleaseInstall.binary, ["--version"])
        #expect(loaded.contains { $0.hasPrefix("libturbojpeg") }, "LD_DEBUG=libs reported \(loaded)")
        for soname in try await LazyLibraryBuildTests.lazySonames() {
            #expect(!loaded.contains(soname), "--version loaded \(soname)")
        }
        print("installed vitrine --version initialised \(loaded.count) shared objects: \(loaded.joined(separator: " "))")
    }

    @Test("--version names the VERSION file's version and the commit built")
    func version() async throws {
        let result = try await Command.run(try await ReleaseInstall.binary.path, ["--version"])
        #expect(result.status == 0)
        let commit = try await Command.run("/usr/bin/env", ["git", "-C", Fixtures.repositoryRoot.path, "rev-parse", "--short=12", "HEAD"])
        let line = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasPrefix("\(try ReleaseInstall.version) ("), "\(line)")
        if commit.status == 0 {
            #expect(line.contains(commit.output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(line)")
        }
    }

    @Test("with the toolchain and the checkout hidden, the installed vitrine builds a library with its theme and places",
          .enabled(if: UserMachine.isAvailable, UserMachine.whyNot))
    func buildsWithoutToolchain() async throws {
        let prefix = try await ReleaseInstall.prefix.value
        let temp = try TemporaryDirectory("vitrine-install")
        defer { temp.remove() }
        let work = try ReleaseInstall.smallLibrary(in: temp)
        let result = try await UserMachine.run(prefix.appendingPathComponent("bin/vitrine"),
                                               ["build", work.library.path, "-o", work.site.path, "--cache", work.cache.path, "--strict"])
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        try expectSite(work.site)
    }

    /// The decoders and metadata readers the binary opens on first use, from the installed tree's point of view: a
    /// library of every such format (HEIC, PNG, TIFF, GIF, a camera DNG; XMP and IPTC-IIM inside a TIFF, an XMP
    /// sidecar) builds with no warning where only the system's libraries can be found.
    @Test("with the toolchain and the checkout hidden, the installed vitrine reads HEIC, PNG, TIFF, GIF, RAW, XMP and IPTC",
          .enabled(if: UserMachine.isAvailable, UserMachine.whyNot))
    func readsEveryLazyFormatWithoutToolchain() async throws {
        let prefix = try await ReleaseInstall.prefix.value
        let temp = try TemporaryDirectory("vitrine-install")
        defer { temp.remove() }
        let work = try ReleaseInstall.smallLibrary(in: temp)
        let album = work.library.appendingPathComponent("Formats")
        let tools = temp.url.appendingPathComponent("tools")
        for folder in [album, tools] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for file in ["phone.heic", "picture.png", "scan.tif", "first.gif", "camera.dng"] {
            try LazyLibraryBuildTests.write(file, into: album, tools: tools)
        }
        try FileManager.default.copyItem(at: Fixtures.url("metadata/xmp-iptc.tif"), to: album.appendingPathComponent("tagged.tif"))
        try Data(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">Sidecar title</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta>"#.utf8)
            .write(to: album.appendingPathComponent("picture.png.xmp"))
        let result = try await UserMachine.run(prefix.appendingPathComponent("bin/vitrine"),
                                               ["build", work.library.path, "-o", work.site.path, "--cache", work.cache.path, "--strict"])
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        let tree = try SiteTree(work.site)
        #expect(tree.paths.filter { $0.hasPrefix("images/") }.count == 9 * 4 * 2, "nine photos, four sizes, two formats")
        let albumPage = try #require(tree.text("albums/formats/index.html"))
        #expect(!albumPage.contains("tile-broken"))
        let pages = tree.paths.filter { $0.hasSuffix(".html") }.compactMap { tree.text($0) }.joined()
        #expect(pages.contains("TIFFTitle") && pages.contains("tiffkw") && pages.contains("Sidecar title"))
    }

    /// The remote render cache through the installed binary, whose libcurl is opened by the first request: a cold
    /// build uploads its renders to a real S3 server on loopback, a fresh runner downloads them all.
    @Test("the installed vitrine's remote render cache uploads and downloads through libcurl opened on first use",
          .requires(.rclone))
    func remoteCacheThroughLazyLibcurl() async throws {
        let binary = try await ReleaseInstall.binary
        let temp = try TemporaryDirectory("vitrine-install")
        defer { temp.remove() }
        let server = try S3TestServer(folder: temp.url.appendingPathComponent("store"))
        defer { server.stop() }
        let work = try ReleaseInstall.smallLibrary(in: temp)
        var sites: [URL] = []
        for run in 1...2 {
            let site = temp.url.appendingPathComponent("site-\(run)")
            sites.append(site)
            let environment = server.environment().merging(["PATH": "/usr/bin:/bin", "HOME": temp.url.path]) { $1 }
            let result = try await Command.run(binary.path, ["build", work.library.path, "-o", site.path,
                                                             "--cache", temp.url.appendingPathComponent("cache-\(run)").path,
                                                             "--remote-cache", "s3://\(server.bucket)/installed"],
                                               environment: environment)
            #expect(result.status == 0, "\(result.output)\n\(result.errors)")
            #expect(!(result.output + result.errors).contains("remote render cache not used"), "\(result.output)")
            if run == 1 {
                #expect(server.objects().count == 3, "one object per photo: \(server.objects())")
            } else {
                #expect(result.output.contains("Remote cache: 24 of the 24 images written came from it"), "\(result.output)")
            }
        }
        #expect(try SiteTree(sites[0]).files == SiteTree(sites[1]).files)
    }

    @Test("a moved install finds its resources beside itself, and a broken one says where it looked")
    func movedInstall() async throws {
        let temp = try TemporaryDirectory("vitrine-install")
        defer { temp.remove() }
        let moved = try await ReleaseInstall.copy(into: temp)
        let binary = moved.appendingPathComponent("bin/vitrine")
        let work = try ReleaseInstall.smallLibrary(in: temp)
        let arguments = ["build", work.library.path, "-o", work.site.path, "--cache", work.cache.path]
        let result: Command.Outcome
        if UserMachine.isAvailable {
            // The original install is hidden too: only the moved tree can serve the resources.
            result = try await UserMachine.run(binary, arguments, hiding: [try await ReleaseInstall.prefix.value])
        } else {
            result = try await Command.run(binary.path, arguments)
        }
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        try expectSite(work.site)

        try FileManager.default.removeItem(at: moved.appendingPathComponent("share/vitrine"))
        let broken = try await Command.run(binary.path, ["build", work.library.path, "-o", work.site.path + "-2",
                                                         "--cache", work.cache.path + "-2"])
        #expect(broken.status != 0)
        let said = broken.output + broken.errors
        #expect(said.contains("Vitrine_VitrineTheme") && said.contains(moved.appendingPathComponent("share/vitrine").path), "\(said)")
        #expect(!said.contains("could not load resource bundle"), "\(said)")
    }

    @Test("make uninstall removes everything make install put in PREFIX")
    func uninstall() async throws {
        let temp = try TemporaryDirectory("vitrine-install")
        defer { temp.remove() }
        let copy = try await ReleaseInstall.copy(into: temp)
        let result = try await Command.run("/usr/bin/env", ["make", "--no-print-directory", "uninstall", "PREFIX=\(copy.path)"],
                                           in: Fixtures.repositoryRoot)
        #expect(result.status == 0, "\(result.errors)")
        let left = try await Command.run("/usr/bin/find", [copy.path, "-not", "-type", "d"])
        #expect(left.output.isEmpty, "left behind: \(left.output)")
    }

    /// The small library's site: pages, the theme's assets, images, and a place name from the shipped table.
    func expectSite(_ site: URL) throws {
        let tree = try SiteTree(site).paths
        #expect(tree.contains("index.html"))
        #expect(tree.contains { $0.hasSuffix(".css") })
        #expect(tree.filter { $0.hasPrefix("images/") }.count == 3 * 4 * 2)  // three photos, four sizes, two formats
        let pages = try tree.filter { $0.hasSuffix(".html") }
            .map { try String(contentsOf: site.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(pages.contains("Italy"), "no place names: the place table was not found")
    }
}

/// Runs the installed binary as on a user's machine: in a private mount namespace (`unshare -m`) with an empty
/// tmpfs over the Swift toolchain and over the whole checkout (its build folders included), and a bare
/// environment. Needs root and a kernel that allows mount namespaces; elsewhere the tests say so and skip.
enum UserMachine {
    /// The toolchain's root (`/opt/swift` for `/opt/swift/usr/bin/swift`).
    static let toolchain: String = {
        let swift = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let swift, let real = realpath(swift, nil) else { return "/opt/swift" }
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real)).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }()

    static let whyNot: Comment = "needs `unshare -m` and tmpfs mounts (root in a kernel that allows mount namespaces)"

    static let isAvailable: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-m", "/bin/sh", "-c", "mount -t tmpfs -o size=64k tmpfs \"$1\"", "sh", toolchain]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// Runs `binary arguments` with the toolchain, the checkout and `hiding` covered; fails with status 97 when
    /// the toolchain is still visible after the mounts.
    static func run(_ binary: URL, _ arguments: [String], hiding: [URL] = []) async throws -> Command.Outcome {
        let hidden = [toolchain, Fixtures.repositoryRoot.path] + hiding.map(\.path)
        let script = """
            set -e
            for folder in \(hidden.map { "'\($0)'" }.joined(separator: " ")); do mount -t tmpfs -o size=64k tmpfs "$folder"; done
            [ ! -e '\(toolchain)/usr/bin/swift' ] || exit 97
            exec env -i PATH=/usr/bin:/bin HOME=/tmp LANG=C.UTF-8 "$@"
            """
        return try await Command.run("/usr/bin/unshare", ["-m", "--propagation", "private", "/bin/sh", "-c", script, "sh",
                                                         binary.path] + arguments)
    }
}
