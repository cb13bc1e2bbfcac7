#!/usr/bin/env python3
"""Curating in the browser (issue 29): from an edit's POST to its sidecar on disk, and to the rebuilt page served,
on a generated library of COUNT small photos under `vitrine serve`. The browser's own part (a key press to its
fetch) is not in it: a few milliseconds of script.
Usage: scripts/bench-curate.py [COUNT]   (default 10000; VITRINE_BIN picks the binary, else release, else debug)"""
import json, os, re, shutil, subprocess, sys, time, urllib.request

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
work = os.path.join(os.environ.get("BENCH_DIR", os.path.join(root, ".build/bench-curate")), str(count))
binary = os.environ.get("VITRINE_BIN") or next(p for p in [os.path.join(root, ".build/release/vitrine"), os.path.join(root, ".build/debug/vitrine")] if os.path.exists(p))
library = os.path.join(work, "library")
subprocess.run([sys.executable, os.path.join(root, "scripts/make-small-library.py"), library, str(count),
                os.path.join(root, "Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg")], check=True)
# A favourite and a tag from the start (see bench-incremental.sh): the edit measured is one photo's, not the menu's.
with open(os.path.join(library, "a%03d/p%06d.jpg.json" % ((count - 1) // 100, count - 1)), "w") as f:
    f.write('{"favorite": true, "tags": ["sea"]}\n')
sidecar = os.path.join(library, "a000/p000000.jpg.json")
if os.path.exists(sidecar): os.remove(sidecar)
for folder in ["site", "cache"]: shutil.rmtree(os.path.join(work, folder), ignore_errors=True)

print(f"Library: {count} photos ({binary})", flush=True)
start = time.monotonic()
server = subprocess.Popen([binary, "serve", library, "-o", os.path.join(work, "site"), "--cache", os.path.join(work, "cache"),
                           "--port", "0", "--formats", "jpeg"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
try:
    address = None
    for line in server.stdout:
        m = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{64})", line)
        if m: address = m; break
    port, token = address.group(1), address.group(2)
    print(f"first build and serve: {time.monotonic() - start:.1f} s", flush=True)
    import threading
    threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
    base = f"http://127.0.0.1:{port}"
    headers = {"Origin": base, "X-Vitrine-Token": token, "Content-Type": "application/json"}

    def post(path, body):
        request = urllib.request.Request(base + path, data=json.dumps(body).encode(), headers=headers, method="POST")
        with urllib.request.urlopen(request) as response: return json.load(response)

    page = "/albums/a000/p000000.html"
    photo_id = post("/__vitrine/api/photos", {"pages": [page]})["photos"][page]["id"]
    to_disk, to_page = [], []
    for i in range(6):
        rating = i % 5 + 1
        t0 = time.monotonic()
        post("/__vitrine/api/edit", {"id": photo_id, "action": "rate", "value": rating})
        with open(sidecar) as f: assert json.load(f)["rating"] == rating
        to_disk.append(time.monotonic() - t0)
        stars = "\u2605" * rating + "\u2606" * (5 - rating)
        while True:
            with urllib.request.urlopen(urllib.request.Request(base + page, headers={"X-Vitrine-Token": token})) as r:
                if stars in r.read().decode(): break
            if time.monotonic() - t0 > 60: raise SystemExit("the page never showed the edit")
            time.sleep(0.01)
        to_page.append(time.monotonic() - t0)
        time.sleep(1.5)  # let the watcher's own (no-op) rebuild pass, as between a photographer's key presses
    median = lambda xs: sorted(xs)[len(xs) // 2]
    print(f"edit POST to sidecar on disk: median {median(to_disk) * 1000:.0f} ms, max {max(to_disk) * 1000:.0f} ms")
    print(f"edit POST to rebuilt page served: median {median(to_page) * 1000:.0f} ms, max {max(to_page) * 1000:.0f} ms"
          f" (each: {', '.join(f'{t * 1000:.0f}' for t in to_page)}; the first makes the photo's sidecar)")
finally:
    server.terminate()
    server.wait()
