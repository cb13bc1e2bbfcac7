import Foundation
import Testing
import TestSupport

/// Issue 18: a resource read through SwiftPM's `Bundle.module` works only beside the build folder; an installed
/// vitrine stops with "could not load resource bundle". Every target reads its resources through
/// `ResourceBundles` (relative to the executable); `Bundle.module` may appear only as a debug-build fallback.
@Suite("Install: resources are found relative to the executable")
struct ResourceLookupTests {
    @Test("Bundle.module appears in the sources only inside #if DEBUG")
    func noBundleModuleInReleaseCode() throws {
        var offenders: [String] = []
        for folder in ["Sources", "Templates"] {
            let root = Fixtures.repositoryRoot.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                // The conditions of the #if blocks around each line, innermost last; #else flips the innermost.
                var conditions: [String] = []
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    if code.hasPrefix("#if ") { conditions.append(String(code.dropFirst(4))) }
                    else if code.hasPrefix("#else") || code.hasPrefix("#elseif") { _ = conditions.popLast(); conditions.append("not") }
                    else if code.hasPrefix("#endif") { _ = conditions.popLast() }
                    else if code.contains("Bundle.module"), !code.hasPrefix("//"), conditions.last != "DEBUG" {
                        offenders.append("\(folder)/\(path):\(number + 1)")
                    }
                }
            }
        }
        #expect(offenders.isEmpty, "use ResourceBundles.url(target:resource:) instead: \(offenders)")
    }
}
