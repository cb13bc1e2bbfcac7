import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineSite

/// Issue 33 item 1: a decoder that crashes or hangs costs its file one warning, never the build. A stand-in libraw or
/// libheif, compiled here and found first through LD_LIBRARY_PATH, raises SIGSEGV, aborts or never returns on the
/// first file it is given: the build publishes the other photo, names the file and how its decoder ended, and
/// ends; the next build, with the real library, publishes the file (nothing of the failure was remembered).
@Suite(.requires(.vitrine))
struct DecoderWorkerBuildTests {
    enum Misbehaviour: String, CaseIterable, Sendable {
        case segfault, abort, hang
        var mode: Int { Self.allCases.firstIndex(of: self).map { $0 + 1 } ?? 1 }
    }

    /// The library's soname, the file it reads, and the function the stand-in misbehaves in (the others only exist,
    /// for the loader to find).
    static let libraries: [String: (soname: String, file: String, misbehaving: String, others: [String])] = [
        "RAW": ("libraw_r.so.20", "camera.dng", "libraw_open_buffer", [
            "libraw_close", "libraw_strerror", "libraw_unpack_thumb", "libraw_unpack", "libraw_dcraw_process",
            "libraw_dcraw_make_mem_image", "libraw_dcraw_clear_mem"]),
        "HEIF": ("libheif.so.1", "phone.heic", "heif_context_alloc", [
            "heif_context_free", "heif_context_set_max_decoding_threads", "heif_context_read_from_memory",
            "heif_context_get_primary_image_handle", "heif_image_handle_release", "heif_image_handle_get_width",
            "heif_image_handle_get_height", "heif_image_handle_get_ispe_width", "heif_image_handle_get_ispe_height",
            "heif_image_handle_has_alpha_channel", "heif_image_handle_get_luma_bits_per_pixel",
            "heif_image_handle_get_color_profile_type", "heif_image_handle_get_raw_color_profile_size",
            "heif_image_handle_get_raw_color_profile", "heif_image_handle_get_nclx_color_profile",
            "heif_nclx_color_profile_free", "heif_image_handle_get_number_of_metadata_blocks",
            "heif_image_handle_get_list_of_metadata_block_IDs", "heif_image_handle_get_metadata_content_type",
            "heif_image_handle_get_metadata_size", "heif_image_handle_get_metadata", "heif_decoding_options_alloc",
            "heif_decoding_options_free", "heif_decode_image", "heif_image_release", "heif_image_get_width",
            "heif_image_get_height", "heif_image_get_bits_per_pixel_range", "heif_image_get_plane_readonly"]),
    ]

    /// Compiles the stand-in into `folder` under the real library's soname.
    static func standIn(_ key: String, _ misbehaviour: Misbehaviour, in folder: URL) async throws {
        let library = try #require(libraries[key])
        let source = """
            #include <stdlib.h>
            #include <unistd.h>
            struct heif_error_standin { int code; int subcode; const char *message; };
            struct heif_error_standin heif_init(void *parameters) { struct heif_error_standin fine = {0, 0, "ok"}; return fine; }
            static char handle[1 << 16];
            void *libraw_init(unsigned flags) { return handle; }
            void libraw_set_dataerror_handler(void *h, void *f, void *d) {}
            static void misbehave(void) {
            #if MODE == 1
                volatile int *nowhere = 0; *nowhere = 1;
            #elif MODE == 2
                abort();
            #else
                for (;;) sleep(1000);
            #endif
            }
            void *\(library.misbehaving)(void) { misbehave(); return 0; }
            \(library.others.map { "void *\($0)(void) { return 0; }" }.joined(separator: "\n"))
            """
        let file = folder.appendingPathComponent("standin.c")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiled = try await Command.run("/usr/bin/cc", ["-shared", "-fPIC", "-DMODE=\(misbehaviour.mode)", "-o",
                                                             folder.appendingPathComponent(library.soname).path, file.path])
        try #require(compiled.status == 0, "\(compiled.errors)")
    }

    /// The real library's path (the stand-in, loaded under its soname, must open it by path, or it would find itself).
    static func realLibrary(_ soname: String) -> String? {
        ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"].map { "\($0)/\(soname)" }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Compiles into `folder` a stand-in libraw that crashes (SIGSEGV) in `libraw_open_buffer` the first time any
    /// process calls it (it leaves `marker` behind) and otherwise hands every call to the real libraw. Every libraw
    /// function Vitrine calls takes at most six integer or pointer arguments and returns one (x86-64 and arm64
    /// pass those in registers), so one forwarding shape serves them all.
    static func crashOnceStandIn(in folder: URL, marker: URL) async throws {
        let library = try #require(libraries["RAW"])
        let real = try #require(realLibrary(library.soname), "no \(library.soname) on this system")
        let functions = ["libraw_init", "libraw_set_dataerror_handler"] + library.others
        let source = """
            #include <dlfcn.h>
            #include <fcntl.h>
            #include <unistd.h>
            typedef long (*any_function)(long, long, long, long, long, long);
            static any_function real(const char *name) {
                static void *library;
                if (!library) library = dlopen("\(real)", RTLD_NOW | RTLD_LOCAL);
                return (any_function)dlsym(library, name);
            }
            long libraw_open_buffer(long a, long b, long c, long d, long e, long f) {
                int first = open("\(marker.path)", O_CREAT | O_EXCL | O_WRONLY, 0600);
                if (first >= 0) { volatile int *nowhere = 0; *nowhere = 1; }
                return real("libraw_open_buffer")(a, b, c, d, e, f);
            }
            \(functions.map { "long \($0)(long a, long b, long c, long d, long e, long f) { return real(\"\($0)\")(a, b, c, d, e, f); }" }
                .joined(separator: "\n"))
            """
        let file = folder.appendingPathComponent("standin.c")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiled = try await Command.run("/usr/bin/cc", ["-shared", "-fPIC", "-o", folder.appendingPathComponent(library.soname).path, file.path])
        try #require(compiled.status == 0, "\(compiled.errors)")
    }

    /// The lines of a build's output that name `file`.
    static func lines(_ result: VitrineProcess.Result, naming file: String) -> [Substring] {
        (result.output + result.errors).split(separator: "\n").filter { $0.contains(file) }
    }

    @Test(arguments: [("RAW", Misbehaviour.segfault), ("RAW", .abort), ("RAW", .hang), ("HEIF", .segfault)])
    func aDecoderThatCrashesOrHangsCostsOneWarning(key: String, misbehaviour: Misbehaviour) async throws {
        let library = try #require(Self.libraries[key])
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "mixed")
        // A short limit only where the stand-in hangs: on a loaded machine a worker's start alone can take seconds of
        // wall time, and a crash must be named as the crash it is.
        try w.library.write(#"{"decodeTimeout": \#(misbehaviour == .hang ? 2 : 120)}"#, at: "vitrine.json")
        let tools = w.temp.url.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try LazyLibraryBuildTests.write(library.file, into: w.library.root.appendingPathComponent("mixed"), tools: tools)
        let standIns = w.temp.url.appendingPathComponent("standin")
        try FileManager.default.createDirectory(at: standIns, withIntermediateDirectories: true)
        try await Self.standIn(key, misbehaviour, in: standIns)
        let arguments = ["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path]
        let sizes = ImagePaths.buckets.count * 2

        let crashing = try await VitrineProcess.run(arguments, environment: ["LD_LIBRARY_PATH": standIns.path])
        #expect(crashing.status == 0, "\(crashing.output)\n\(crashing.errors)")
        let warnings = Self.lines(crashing, naming: library.file)
        #expect(warnings.count == 1, "\(crashing.output)")
        let how = switch misbehaviour {
        case .segfault: "killed by SIGSEGV"
        case .abort: "killed by SIGABRT"
        case .hang: "within its 2 s time limit (decodeTimeout in vitrine.json)"
        }
        #expect(warnings.first?.contains(how) == true, "\(warnings)")
        #expect(warnings.first?.contains("and again in a fresh worker") == true, "\(warnings)")
        #expect(Self.lines(crashing, naming: "DSCN0010.jpg").isEmpty, "\(crashing.output)")
        #expect(try w.images().count == sizes, "the JPEG is published")
        #expect(try SiteTree(w.site).text("albums/mixed/index.html")?.contains("tile-broken") == true)

        let real = try await VitrineProcess.run(arguments)
        #expect(real.status == 0, "\(real.output)\n\(real.errors)")
        #expect(Self.lines(real, naming: library.file).isEmpty, "\(real.output)")
        #expect(try w.images().count == 2 * sizes, "the next build, with the real library, renders the file")
        #expect(try SiteTree(w.site).text("albums/mixed/index.html")?.contains("tile-broken") == false)
    }

    @Test("a crash the retry recovers is one warning naming the file and the signal, and the file is published")
    func aCrashTheRetryRecoversIsOneWarning() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "mixed")
        let tools = w.temp.url.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try LazyLibraryBuildTests.write("camera.dng", into: w.library.root.appendingPathComponent("mixed"), tools: tools)
        let standIns = w.temp.url.appendingPathComponent("standin")
        try FileManager.default.createDirectory(at: standIns, withIntermediateDirectories: true)
        let marker = w.temp.url.appendingPathComponent("crashed-once")
        try await Self.crashOnceStandIn(in: standIns, marker: marker)

        let build = try await VitrineProcess.run(["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path],
                                                 environment: ["LD_LIBRARY_PATH": standIns.path])
        #expect(build.status == 0, "\(build.output)\n\(build.errors)")
        #expect(FileManager.default.fileExists(atPath: marker.path), "the stand-in was not used")
        let warnings = Self.lines(build, naming: "camera.dng")
        #expect(warnings.count == 1, "\(build.output)")
        #expect(warnings.first?.contains("killed by SIGSEGV") == true, "\(warnings)")
        #expect(warnings.first?.contains("a fresh worker read it on the second try") == true, "\(warnings)")
        #expect(try w.images().count == 2 * ImagePaths.buckets.count * 2, "both photos are published")
        #expect(try SiteTree(w.site).text("albums/mixed/index.html")?.contains("tile-broken") == false)
    }

    /// The decoder workers alive whose environment holds `marker` (their LD_LIBRARY_PATH): ids read from /proc.
    static func workers(holding marker: String) -> [Int32] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        return ids.filter { id in
            guard let command = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"),
                  String(decoding: command, as: UTF8.self).contains("decode-worker"),
                  let environment = FileManager.default.contents(atPath: "/proc/\(id)/environ") else { return false }
            return String(decoding: environment, as: UTF8.self).contains(marker)
        }
    }

    @Test("a build killed while its worker hangs leaves no worker behind",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "reads /proc"))
    func workersDieWithTheBuild() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        let tools = w.temp.url.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let album = w.library.root.appendingPathComponent("raw")
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        try LazyLibraryBuildTests.write("camera.dng", into: album, tools: tools)
        let standIns = w.temp.url.appendingPathComponent("standin")
        try FileManager.default.createDirectory(at: standIns, withIntermediateDirectories: true)
        try await Self.standIn("RAW", .hang, in: standIns)

        let build = try VitrineProcess.start(["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path],
                                             environment: ["LD_LIBRARY_PATH": standIns.path])
        var started: [Int32] = []
        for _ in 0..<600 where started.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            started = Self.workers(holding: standIns.path)
        }
        try #require(!started.isEmpty, "no decoder worker started")
        kill(build.processIdentifier, SIGKILL)
        build.waitUntilExit()
        var left = started
        for _ in 0..<100 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            left = Self.workers(holding: standIns.path)
        }
        #expect(left.isEmpty, "workers \(left) outlived the build")
    }
}
