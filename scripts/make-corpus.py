#!/usr/bin/env python3
"""Makes the benchmark corpus: N distinct ~12 MP camera-like JPEGs from the full-size phone samples.

Each file is a different crop of an upscaled phone photo, re-encoded at its own quality, so every file has
distinct bytes and real photographic detail. EXIF is kept (libvips copies it), as a camera would write it.
Usage: make-corpus.py SAMPLES_DIR OUT_DIR [COUNT]
"""
import os
import subprocess
import sys

samples, out = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 48
sources = [os.path.join(samples, "mobile", name) for name in ("jolla.jpg", "HMD_Nokia_8.3_5G.jpg")]
os.makedirs(out, exist_ok=True)
for i in range(count):
    target = os.path.join(out, f"photo_{i:03d}.jpg")
    if os.path.exists(target):
        continue
    source = sources[i % len(sources)]
    width, height = (int(v) for v in subprocess.run(
        ["vipsheader", "-f", "width", source], capture_output=True, text=True, check=True).stdout.split()
        + subprocess.run(["vipsheader", "-f", "height", source], capture_output=True, text=True, check=True).stdout.split())
    # Upscale just enough (plus a little per file) that a 4000x3000 crop fits, whatever the phone's aspect.
    scale = max(4000 / width, 3000 / height) * 1.06 + 0.01 * (i % 7)
    left, top = 17 * (i % 11), 13 * (i % 5)
    quality = 86 + i % 8
    tmp = target + ".v"
    subprocess.run(["vips", "resize", source, tmp + ".v", str(scale), "--kernel", "lanczos3"], check=True)
    subprocess.run(["vips", "crop", tmp + ".v", f"{target}[Q={quality}]", str(left), str(top), "4000", "3000"], check=True)
    os.remove(tmp + ".v")
print(f"{count} photos in {out}")
