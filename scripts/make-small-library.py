#!/usr/bin/env python3
"""Writes COUNT distinct small photos into LIBRARY/aNNN/ folders of 100, each a copy of a small camera JPEG
with a different trailing byte run after its end marker (decoders ignore it; the content id differs).
With `tagged`, a library that uses its tags (issue 32): every tenth photo has a sidecar, half of those are
favourites, and 7 tags take 1,400 photos each at 100,000 (a rating and a title on some, as a curated library has).
Usage: make-small-library.py LIBRARY COUNT SOURCE_JPEG [tagged]"""
import json
import os
import sys

library, count, source = sys.argv[1], int(sys.argv[2]), sys.argv[3]
tagged = len(sys.argv) > 4 and sys.argv[4] == "tagged"
TAGS = ["sea", "mountain", "city", "family", "night", "street", "snow"]
base = open(source, "rb").read()
marker = os.path.join(library, f".complete-{count}")
if os.path.exists(marker):
    sys.exit(0)
for i in range(count):
    folder = os.path.join(library, f"a{i // 100:03d}")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"p{i:06d}.jpg")
    with open(path, "wb") as f:
        f.write(base + i.to_bytes(4, "big"))
    if tagged and i % 10 == 0:
        k = i // 10
        sidecar = {"rating": k % 6}
        if k % 2 == 0:
            sidecar["favorite"] = True
        # 1,399 photos a tag at 100,000: one more (the bench's tag change) is still 7 pages of 200, not a new page.
        if k < count * 98 // 1000 - 7:
            sidecar["tags"] = [TAGS[k % len(TAGS)]]
        if k % 3 == 0:
            sidecar["title"] = f"Photo {k}"
        with open(path + ".json", "w") as f:
            json.dump(sidecar, f)
open(marker, "w").close()
