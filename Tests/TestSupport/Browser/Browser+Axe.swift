import Foundation

/// axe-core, the accessibility engine (`axe.min.js`, shipped inside PyPI's axe-selenium-python), which
/// `scripts/install-deps.sh test` puts under `.build/tools`. Tests inject it into the page over WebDriver.
public enum Axe {
    /// The script from `VITRINE_AXE_JS` or `.build/tools`, when installed (its tests say `.requires(.axe)`).
    public static let script: String? = TestTool.axe.location().flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
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
