#!/usr/bin/env python3
"""Prints the DCT scale Vitrine decodes each JPEG at to cover a BUCKET px output, one line each: `M/N PATH`.

The rule of ImageRenderer.scalingFactor with no transform: the output fits BUCKET on its longest edge (never
upscaled, rounded to the nearest pixel), and the scale is the smallest of libjpeg-turbo's shrinking factors (1/8,
1/4, 3/8, 1/2, 5/8, 3/4, 7/8, 1) whose decoded size (rounded up) still covers it both ways. scripts/bench.sh gives
these to djpeg, so its reference decode does the work Vitrine's decode does.
Usage: jpeg-scales.py BUCKET FILE.jpg...
"""
import struct
import sys

FACTORS = [(1, 8), (1, 4), (3, 8), (1, 2), (5, 8), (3, 4), (7, 8), (1, 1)]


def dimensions(path):
    """Width and height from the first SOF marker."""
    with open(path, "rb") as f:
        data = f.read()
    offset = 2
    while offset + 4 <= len(data):
        if data[offset] != 0xFF:
            offset += 1
            continue
        marker = data[offset + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7 or marker == 0xFF:
            offset += 1 if marker == 0xFF else 2
            continue
        length = struct.unpack(">H", data[offset + 2:offset + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", data[offset + 5:offset + 9])
            return width, height
        offset += 2 + length
    raise ValueError(f"{path}: no SOF marker")


def scale(width, height, bucket):
    longest = max(width, height)
    if longest > bucket:
        factor = bucket / longest
        out = (min(bucket, max(1, round(width * factor))), min(bucket, max(1, round(height * factor))))
    else:
        out = (width, height)
    for num, denom in FACTORS:
        if -(-width * num // denom) >= out[0] and -(-height * num // denom) >= out[1]:
            return f"{num}/{denom}"
    return "1/1"


def main():
    bucket = int(sys.argv[1])
    for path in sys.argv[2:]:
        width, height = dimensions(path)
        print(scale(width, height, bucket), path)


if __name__ == "__main__":
    main()
