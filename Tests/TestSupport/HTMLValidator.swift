import Foundation

/// The Nu HTML Checker (the W3C's validator, `vnu.jar`), which `scripts/install-deps.sh test` puts under
/// `.build/tools`. Checks HTML only: its CSS checker predates `aspect-ratio` and `inset`.
public enum HTMLValidator {
    /// `vnu.jar` from `VITRINE_VNU_JAR` or `.build/tools`, and Java from `PATH` (tests that validate say
    /// `.requires(TestTool.htmlValidator)`).
    public static let jar: URL? = TestTool.nuChecker.location().map { URL(fileURLWithPath: $0) }
    static let java = TestTool.java.location()

    /// Every HTML error in the `.html` files under `folder`, one line each (`file:line.col: message`).
    /// Java runs for many seconds: wait for it on a Dispatch thread, not on the cooperative pool.
    public static func errors(in folder: URL) async throws -> [String] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try errorsBlocking(in: folder) })
            }
        }
    }

    private static func errorsBlocking(in folder: URL) throws -> [String] {
        guard let jar, let java else { return ["vnu.jar or java is not installed: run scripts/install-deps.sh test"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: java)
        process.arguments = ["-jar", jar.path, "--errors-only", "--skip-non-html", "--format", "gnu", folder.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let prefix = folder.standardizedFileURL.path + "/"
        return text.split(separator: "\n").map { $0.replacingOccurrences(of: prefix, with: "") }
    }
}
