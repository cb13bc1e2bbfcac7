#!/usr/bin/env python3
"""Lighthouse-style budgets of an album page, and the viewer's first frame, in headless Chromium (issue 20).

Usage: page-weight.py SITE ALBUM_PAGE [FRAME_RUNS]

Serves SITE on loopback (no compression, as a plain static host), then:
- per viewport (a 1280x800 desktop at DPR 1, a 390x844 phone at DPR 2 and at DPR 3), opens ALBUM_PAGE in a fresh
  browser, waits until the network is quiet without scrolling, and reports the stop and columns shown, the tile files
  fetched by size (and what those in view weigh), the bytes transferred by type (HTML, CSS, JS, images, other), the
  number of requests, and what the text files would weigh gzip-compressed;
- the viewer's script and styles (the Viewer sections of site.js and site.css) gzip-compressed, against the
  15 KB budget;
- the viewer's first frame, FRAME_RUNS times per density: a tile is clicked with the cache off, and Element Timing
  gives when each picture on the stage was painted; requestAnimationFrame ticks count the frames from the click to
  the first picture, and from the large picture going on the stage (and from the page learning it was decoded) to
  its paint. FRAME_RUNS 0 measures the page weight only.
"""
import functools
import gzip
import http.server
import os
import re
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from webdriver import Browser  # noqa: E402

site, album = sys.argv[1], sys.argv[2]
frame_runs = int(sys.argv[3]) if len(sys.argv) > 3 else 10


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def handle(self):
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):
            pass  # a browser closed before a lazy image came


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}/"


def kind(url):
    path = url.split("?")[0].split("#")[0]
    if path.endswith("/") or path.endswith(".html"):
        return "HTML"
    extension = path.rsplit(".", 1)[-1].lower()
    return {"css": "CSS", "js": "JS", "jpg": "images", "jpeg": "images", "webp": "images", "png": "images",
            "svg": "images", "gif": "images"}.get(extension, "other")


def gzipped(url):
    """The size of a site file gzip -9 compressed, as a host that compresses text would send it."""
    path = os.path.join(site, url[len(base):].split("?")[0].split("#")[0])
    with open(path, "rb") as f:
        return len(gzip.compress(f.read(), 9))


# Every resource the page loaded, the document included; each entry's transfer size (headers and body) and body.
ENTRIES = """
    return performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource')).map(function (e) {
      return {url: e.name, transfer: e.transferSize, body: e.encodedBodySize}; });
    """

QUIET = """
    var images = Array.prototype.slice.call(document.querySelectorAll('img')).filter(function (i) {
      var r = i.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; });
    return document.readyState === 'complete' && images.length > 0 && images.every(function (i) { return i.complete; });
    """


def weigh(name, **viewport):
    with Browser(**viewport) as browser:
        browser.open(base + album)
        browser.wait(QUIET)
        # Quiet: no new request for a second (lazy images just below the fold are fetched too, as Chromium does).
        count, still = -1, 0
        while still < 10:
            entries = browser.run(ENTRIES)
            still = still + 1 if len(entries) == count else 0
            count = len(entries)
            time.sleep(0.1)
        in_view = browser.run("""
            return Array.prototype.filter.call(document.querySelectorAll('.grid img'), function (i) {
              var r = i.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; }).length;
            """)
        tiles = browser.run("return document.querySelectorAll('.grid .tile').length")
        grid = browser.run("""
            var grid = document.querySelector('.grid'), tile = grid.querySelector('.tile');
            var columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(function (c) { return c; }).length;
            return {stop: document.documentElement.dataset.zoom || 'none', columns: columns,
                    cell: tile.getBoundingClientRect().width,
                    shown: Array.prototype.filter.call(document.querySelectorAll('.grid img'), function (i) {
                      var r = i.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; })
                      .map(function (i) { return i.currentSrc; })};
            """)
    totals = {}
    for entry in entries:
        k = kind(entry["url"])
        t = totals.setdefault(k, {"requests": 0, "transfer": 0, "body": 0, "gzip": 0})
        t["requests"] += 1
        t["transfer"] += entry["transfer"]
        t["body"] += entry["body"]
        t["gzip"] += gzipped(entry["url"]) if k in ("HTML", "CSS", "JS", "other") else entry["transfer"]
    names = ["Dense", "Comfortable", "Medium", "Large", "Very Large", "Preview"]
    stop = names[int(grid["stop"])] if grid["stop"].isdigit() else grid["stop"]
    print(f"\n{name}: {tiles} tiles on the page, {in_view} in view before scrolling; stop {stop}, "
          f"{grid['columns']} columns of {grid['cell']:.1f} px")
    images = [e for e in entries if BUCKET.search(e["url"])]
    buckets = {}
    for e in images:
        b = BUCKET.search(e["url"]).group(1)
        buckets.setdefault(b, []).append(e["transfer"])
    shown = set(grid["shown"])
    in_view_bytes = sum(e["transfer"] for e in images if e["url"] in shown)
    print("  tile files: " + ", ".join(f"{len(v)} x {b} px ({sum(v) / len(v) / 1024:.1f} KB each)"
                                        for b, v in sorted(buckets.items(), key=lambda kv: int(kv[0])))
          + f"; the {len(shown)} in view: {in_view_bytes / 1024:.1f} KB")
    print(f"  {'type':8} {'requests':>8} {'transferred':>12} {'gzip host':>10}")
    for k in ("HTML", "CSS", "JS", "images", "other"):
        if k in totals:
            t = totals[k]
            print(f"  {k:8} {t['requests']:8d} {t['transfer'] / 1024:9.1f} KB {t['gzip'] / 1024:7.1f} KB")
    requests = sum(t["requests"] for t in totals.values())
    transfer = sum(t["transfer"] for t in totals.values())
    compressed = sum(t["gzip"] for t in totals.values())
    print(f"  {'total':8} {requests:8d} {transfer / 1024:9.1f} KB {compressed / 1024:7.1f} KB")


def viewer_weight():
    assets = os.path.join(site, "assets")
    js = next(open(os.path.join(assets, n)).read() for n in sorted(os.listdir(assets)) if re.match(r"site-.*\.js$", n))
    css = next(open(os.path.join(assets, n)).read() for n in sorted(os.listdir(assets)) if re.match(r"site-.*\.css$", n))
    script = js[js.index("/* Viewer:"):js.index("/* Map page:")]
    styles = css[css.index("/* Viewer"):css.index("/* Map page")]
    both = len(gzip.compress((script + styles).encode(), 9))
    print(f"\nviewer: script {len(script)} B + styles {len(styles)} B, {both / 1024:.1f} KB gzip -9 together (budget 15 KB)")
    print(f"site.js {len(gzip.compress(js.encode(), 9)) / 1024:.1f} KB and site.css "
          f"{len(gzip.compress(css.encode(), 9)) / 1024:.1f} KB gzip -9 (the whole files, every page loads them)")


# Marks each picture put on the viewer's stage for Element Timing and notes when it went on and when the page learnt
# it was decoded (HTMLImageElement.decode() wrapped); ticks every frame.
HOOK = """
window.__frames = {paints: [], inserts: [], ticks: [], decoded: []};
(function () { var decode = HTMLImageElement.prototype.decode; if (!decode) return;
  HTMLImageElement.prototype.decode = function () { var img = this; return decode.call(this).then(function (v) {
    window.__frames.decoded.push({url: img.currentSrc, at: performance.now()}); return v; }); }; })();
new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) {
  window.__frames.paints.push({url: e.url, render: e.renderTime, load: e.loadTime}); }); }).observe({type: 'element', buffered: true});
new MutationObserver(function (records) { var now = performance.now(); records.forEach(function (r) { r.addedNodes.forEach(function (n) {
  var images = n.nodeType !== 1 ? [] : n.tagName === 'IMG' ? [n] : n.querySelectorAll('img');
  Array.prototype.forEach.call(images, function (i) { if (i.closest('.viewer-frame')) {
    i.setAttribute('elementtiming', 'viewer'); window.__frames.inserts.push({url: i.currentSrc || i.src, at: now}); } });
}); }); }).observe(document, {childList: true, subtree: true});
window.__tick = function () { requestAnimationFrame(function tick(t) {
  window.__frames.ticks.push(t); if (window.__frames.ticks.length < 600) requestAnimationFrame(tick); }); };
"""

BUCKET = re.compile(r"-(\d+)\.(?:webp|jpg)$")
LARGE = re.compile(r"-(1024|2048)\.[a-z]+$")


def first_frame(ratio):
    first_ticks, large_ticks, first_ms, large_ms, arrival_ms, decoded_ticks = [], [], [], [], [], []
    with Browser(1280, 800, ratio) as browser:
        browser.devtools("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
        browser.devtools("Network.enable")
        browser.devtools("Network.setCacheDisabled", {"cacheDisabled": True})
        tiles = None
        for run in range(frame_runs):
            browser.open(base + album)
            browser.wait("var i = document.querySelectorAll('.grid img'); return i.length > 1 && "
                         "i[0].complete && i[0].naturalWidth > 0 && i[1].complete && i[1].naturalWidth > 0")
            time.sleep(0.3)
            browser.run("window.__tick(); window.__frames.click = performance.now();"
                        "document.querySelectorAll('.grid .tile-link')[arguments[0]].click();", run % 2)
            try:
                browser.wait("return window.__frames.paints.some(function (p) { return /-(1024|2048)\\./.test(p.url); })", 10)
            except TimeoutError:
                continue
            time.sleep(0.2)
            f = browser.run("""var f = window.__frames; f.resources = performance.getEntriesByType('resource')
                .map(function (e) { return {url: e.name, end: e.responseEnd}; }); return f;""")
            click, ticks = f["click"], f["ticks"]

            def frames(start, end):
                return sum(1 for t in ticks if start < t <= end)
            first = min(f["paints"], key=lambda p: p["render"])
            large = next(p for p in f["paints"] if LARGE.search(p["url"]))
            inserted = next((i["at"] for i in f["inserts"] if i["url"] == large["url"]), click)
            arrived = max([r["end"] for r in f["resources"] if r["url"] == large["url"]] or [click])
            first_ticks.append(frames(click, first["render"]))
            first_ms.append(first["render"] - click)
            large_ticks.append(frames(inserted, large["render"]))
            decoded = [d["at"] for d in f["decoded"] if d["url"] == large["url"]]
            if decoded:
                decoded_ticks.append(frames(max(decoded), large["render"]))
            large_ms.append(large["render"] - inserted)
            arrival_ms.append(large["render"] - arrived)
            tiles = first["url"].rsplit("-", 1)[-1]
    if not first_ticks:
        print(f"\nviewer's first frame at DPR {ratio:g}: no run measured")
        return
    print(f"\nviewer's first frame at DPR {ratio:g}, {len(first_ticks)} runs (median, range):")
    print(f"  click -> first picture painted: {statistics.median(first_ticks):g} frames "
          f"({min(first_ticks)}-{max(first_ticks)}), {statistics.median(first_ms):.1f} ms (the tile's file, e.g. {tiles})")
    print(f"  large picture put on the stage -> painted: {statistics.median(large_ticks):g} frames "
          f"({min(large_ticks)}-{max(large_ticks)}), {statistics.median(large_ms):.1f} ms")
    if decoded_ticks:
        print(f"  large picture decoded -> painted: {statistics.median(decoded_ticks):g} frames "
              f"({min(decoded_ticks)}-{max(decoded_ticks)})")
    print(f"  large file received -> painted (its decode included): {statistics.median(arrival_ms):.1f} ms")


print(f"Album page {album} of {site}, served uncompressed on loopback; load average {os.getloadavg()[0]:.1f}")
weigh("desktop 1280x800 DPR 1", width=1280, height=800, ratio=1)
weigh("phone 390x844 DPR 2", width=390, height=844, ratio=2, phone=True)
weigh("phone 390x844 DPR 3", width=390, height=844, ratio=3, phone=True)
viewer_weight()
for density in (1, 2) if frame_runs else ():
    first_frame(density)
server.shutdown()
