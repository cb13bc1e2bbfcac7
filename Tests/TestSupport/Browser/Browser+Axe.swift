import Foundation

/// axe-core, the accessibility engine (`axe.min.js`, shipped inside PyPI's axe-selenium-python), which
/// `scripts/install-deps.sh test` puts under `.build/tools`. Tests inject it into the page over WebDriver.
public enum Axe {
    /// The script from `VITRINE_AXE_JS` or `.build/tools`, when installed.
    public static let script: String? = {
        if let path = ProcessInfo.processInfo.environment["VITRINE_AXE_JS"] {
            return try? String(contentsOfFile: path, encoding: .utf8)
        }
        let lib = Fixtures.repositoryRoot.appendingPathComponent(".build/tools/venv/lib")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
        return versions.sorted().lazy
            .map { lib.appendingPathComponent("\($0)/site-packages/axe_selenium_python/node_modules/axe-core/axe.min.js") }
            .compactMap { try? String(contentsOf: $0, encoding: .utf8) }
            .first
    }()

    public static var isAvailable: Bool { script != nil }
}

extension Browser {
    /// axe-core's violations on the page as it is now (WCAG 2 A and AA rules and best practices), one line each:
    /// `rule-id: the first offending element`.
    public func accessibilityViolations() async throws -> [String] {
        guard let script = Axe.script else { return ["axe.min.js is not installed: run scripts/install-deps.sh test"] }
        try await run("if (!window.axe) { (0, eval)(arguments[0]); } window.__axeResult = null;"
                      + "axe.run(document).then(function (r) { window.__axeResult = r.violations.map(function (v) {"
                      + "  return v.id + ': ' + (v.nodes[0] ? v.nodes[0].target.join(' ') : ''); }); },"
                      + " function (e) { window.__axeResult = ['axe failed: ' + e]; });", [script])
        try await waitFor("return window.__axeResult !== null", seconds: 60)
        return try await evaluate("return window.__axeResult", as: [String].self)
    }
}
