import ArgumentParser
import Foundation
import VitrineBuild
import VitrineCore
import VitrineLibrary

/// Options shared by `build` and `serve`.
struct BuildFlags: ParsableArguments {
    // Optional, so the help says the default once, in words (ArgumentParser would add "(default: 2)").
    @Option(help: "Render jobs in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Image formats to write, comma-separated: webp,jpeg.")
    var formats: String = "webp,jpeg"

    @Option(help: "Cache folder for the catalog (default: LIBRARY/.vitrine). Keep it between CI runs.",
            completion: .directory)
    var cache: String?

    func options(library: URL, site: URL, explain: Bool = false) throws -> BuildOptions {
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more.") }
        var parsed: [ImageFormat] = []
        for name in formats.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            switch name {
            case "jpeg", "jpg": parsed.append(.jpeg)
            case "webp": parsed.append(.webp)
            default: throw ValidationError("Unknown format '\(name)' in --formats; use webp, jpeg or webp,jpeg.")
            }
        }
        guard !parsed.isEmpty else { throw ValidationError("--formats needs at least one of webp, jpeg.") }
        // WebP first, JPEG last: pages offer WebP as <source> and JPEG as the <img> fallback.
        let ordered = ImageFormat.allCases.reversed().filter(parsed.contains)
        var options = BuildOptions(library: library, site: site, cache: cache.map { URL(fileURLWithPath: $0) },
                                   jobs: jobs, formats: ordered, explain: explain)
        // VITRINE_DECODE_IN_PROCESS=1 runs every decoder in the build's process, as before issue 33: the bench
        // (scripts/bench-heic.sh, bench-raw.sh) measures what the workers cost against it, in the same binary.
        if ProcessInfo.processInfo.environment["VITRINE_DECODE_IN_PROCESS"] != "1" {
            options.decoderWorker = ExecutablePath.current
        }
        return options
    }
}
