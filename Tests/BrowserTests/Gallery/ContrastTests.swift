import Foundation
import Testing
import TestSupport

/// WCAG AA contrast of every piece of text on the main kinds of page, in the light and the dark scheme:
/// 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). Disabled controls are exempt, as WCAG allows.
@Suite("Browser: contrast", .serialized, .requires(TestTool.browser))
struct ContrastTests {
    static let pages = ["index.html", "albums/tuscany-2008/index.html", "albums/tuscany-2008/dscn0010.html",
                        "tags/index.html", "favorites.html"]

    /// For each text node: its colour against the first opaque background behind it (ancestors only; text drawn
    /// over photos, like the favourite heart, is skipped).
    static let lowContrastScript = """
        function rgba(text) {
          var m = text.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
          var p = m[1].split(',').map(function (x) { return parseFloat(x); });
          return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
        }
        function luminance(c) {
          function ch(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
          return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
        }
        function blend(top, bottom) {
          return {r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
                  b: top.b * top.a + bottom.b * (1 - top.a), a: 1};
        }
        function background(el) {
          var layers = [];
          for (var e = el; e; e = e.parentElement) {
            var style = getComputedStyle(e);
            if (style.backgroundImage !== 'none' || e.tagName === 'IMG' || e.tagName === 'PICTURE') return null;
            var c = rgba(style.backgroundColor);
            if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
          }
          var result = {r: 255, g: 255, b: 255, a: 1};
          for (var i = layers.length - 1; i >= 0; i--) result = blend(layers[i], result);
          return result;
        }
        var bad = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          var node = walker.currentNode, el = node.parentElement;
          if (!node.textContent.trim() || !el || el.closest('[disabled], .visually-hidden, .skip-link, .tile')) continue;
          var rect = el.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue;
          var style = getComputedStyle(el);
          if (style.visibility === 'hidden') continue;
          var bg = background(el); if (!bg) continue;
          var fg = rgba(style.color); if (!fg) continue;
          var opacity = 1;
          for (var o = el; o; o = o.parentElement) opacity *= parseFloat(getComputedStyle(o).opacity);
          fg = blend({r: fg.r, g: fg.g, b: fg.b, a: fg.a * opacity}, bg);
          var l1 = luminance(fg), l2 = luminance(bg);
          var ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
          var size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
          var needed = (size >= 24 || (bold && size >= 18.66)) ? 3 : 4.5;
          if (ratio < needed) bad.push(node.textContent.trim().slice(0, 30) + ' (' + el.tagName.toLowerCase() + '.'
            + el.className + '): ' + ratio.toFixed(2));
        }
        return bad;
        """

    @Test(arguments: ["light", "dark"])
    func textMeetsAAContrast(scheme: String) async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.emulateColorScheme(scheme)
            for page in Self.pages {
                try await browser.openFresh(site.url(page))
                let dark = try await browser.evaluate("return matchMedia('(prefers-color-scheme: dark)').matches", as: Bool.self)
                #expect(dark == (scheme == "dark"))
                let low = try await browser.evaluate(Self.lowContrastScript, as: [String].self)
                #expect(low.isEmpty, "\(scheme) \(page): \(low)")
            }
        }
    }
}
