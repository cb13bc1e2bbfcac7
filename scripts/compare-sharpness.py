#!/usr/bin/env python3
"""Compares Vitrine's 700 px (grid) and 1024 px (display) renders with vipsthumbnail's (Lanczos-3).

Reference: each original decoded at full size, upright, and shrunk with Pillow's Lanczos to the exact size of
the thumbnail being judged. For both tools it prints the PSNR against that reference (higher is closer) and
the detail kept, as the spread of a Laplacian filter relative to the reference's (1.0 = as sharp; below =
softer; well above = aliasing or ringing). Needs Pillow (the sigal venv has it).
Usage: compare-sharpness.py CORPUS VITRINE_SITE VIPS_OUT [MAX_PHOTOS]
"""
import glob
import math
import os
import re
import sys

from PIL import Image, ImageChops, ImageFilter, ImageOps, ImageStat

corpus, site, vips_out = sys.argv[1:4]
limit = int(sys.argv[4]) if len(sys.argv) > 4 else 12
LAPLACIAN = ImageFilter.Kernel((3, 3), [0, 1, 0, 1, -4, 1, 0, 1, 0], scale=1, offset=128)


def psnr(a, b):
    rms = ImageStat.Stat(ImageChops.difference(a, b)).rms
    mse = sum(r * r for r in rms) / len(rms)
    return 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)


def detail(image):
    return sum(ImageStat.Stat(image.convert("L").filter(LAPLACIAN)).stddev)


def vitrine_render(stem, size):
    """The JPEG of `size` the photo's page lists (pages are named by the file name's slug)."""
    slug = stem.lower().replace("_", "-")
    for page in glob.glob(os.path.join(site, "**", f"{slug}.html"), recursive=True):
        match = re.search(rf'([./]*images/[0-9a-f/]+-[0-9a-f]+-{size}\.jpg)', open(page, encoding="utf-8").read())
        if match:
            return os.path.normpath(os.path.join(os.path.dirname(page), match.group(1)))
    return None


rows = {700: [], 1024: []}
for original in sorted(glob.glob(os.path.join(corpus, "*.jpg")))[:limit]:
    stem = os.path.splitext(os.path.basename(original))[0]
    full = None
    for size, scores in rows.items():
        ours, theirs = vitrine_render(stem, size), os.path.join(vips_out, f"{stem}_{size}.jpg")
        if not ours or not os.path.exists(theirs):
            continue
        full = full or ImageOps.exif_transpose(Image.open(original)).convert("RGB")
        row = []
        for path in (ours, theirs):
            render = Image.open(path).convert("RGB")
            reference = full.resize(render.size, Image.LANCZOS)
            row += [psnr(render, reference), detail(render) / detail(reference)]
        scores.append(row)

if not rows[700]:
    sys.exit("no renders to compare: run scripts/bench.sh first")
print("\nRender quality against a full-resolution Lanczos reference (PSNR: higher is closer;")
print("detail kept: Laplacian spread / the reference's, 1.0 = as sharp, below = softer):")
print(f"  {'size':>6} {'photos':>7} {'Vitrine dB':>11} {'vips dB':>8} {'Vitrine detail':>15} {'vips detail':>12}")
for size, scores in rows.items():
    if scores:
        mean = [sum(column) / len(scores) for column in zip(*scores)]
        print(f"  {size:>6} {len(scores):>7} {mean[0]:11.2f} {mean[2]:8.2f} {mean[1]:15.3f} {mean[3]:12.3f}")
