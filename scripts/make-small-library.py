#!/usr/bin/env python3
"""Writes COUNT distinct small photos into LIBRARY/aNNN/ folders of 100, each a copy of a small camera JPEG
with a different trailing byte run after its end marker (decoders ignore it; the content id differs).
Usage: make-small-library.py LIBRARY COUNT SOURCE_JPEG"""
import os
import sys

library, count, source = sys.argv[1], int(sys.argv[2]), sys.argv[3]
base = open(source, "rb").read()
marker = os.path.join(library, f".complete-{count}")
if os.path.exists(marker):
    sys.exit(0)
for i in range(count):
    folder = os.path.join(library, f"a{i // 100:03d}")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"p{i:06d}.jpg"), "wb") as f:
        f.write(base + i.to_bytes(4, "big"))
open(marker, "w").close()
