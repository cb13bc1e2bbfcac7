#!/usr/bin/env python3
"""Writes a small camera DNG for the RAW tests with PyPI's pidng: a Bayer (RGGB) mosaic of a grey scene with a
red square in the sensor's top-left quadrant, the given EXIF orientation and camera facts, and optionally an
embedded JPEG preview (a second IFD, as cameras store it).

Usage: make-dng.py [--facts-in-ifd0] OUT.dng WIDTH HEIGHT ORIENTATION [PREVIEW.jpg PREVIEW_WIDTH PREVIEW_HEIGHT]

--facts-in-ifd0 writes the shot's facts (date, exposure, aperture, ISO, focal length, lens) into IFD0 itself and no
Exif or GPS sub-IFD, as some converters do: libexif reads those tags only from the Exif IFD and finds none of
them; libraw reads the date (from DateTime), exposure, aperture, focal length and lens there.
"""
import struct
import sys

import numpy as np
from pidng.core import RAW2DNG, DNGTags, Tag
from pidng.dng import Type, dngIFD, dngTag
from pidng.defs import CalibrationIlluminant, CFAPattern, DNGVersion, PhotometricInterpretation


def mosaic(width, height):
    """The scene through an RGGB filter, 16-bit linear: grey 0.18 with a red square top-left."""
    rgb = np.full((height, width, 3), 0.18)
    rgb[height // 8: height // 2 - height // 8, width // 8: width // 2 - width // 8] = (0.7, 0.05, 0.05)
    raw = np.zeros((height, width))
    raw[0::2, 0::2] = rgb[0::2, 0::2, 0]
    raw[0::2, 1::2] = rgb[0::2, 1::2, 1]
    raw[1::2, 0::2] = rgb[1::2, 0::2, 1]
    raw[1::2, 1::2] = rgb[1::2, 1::2, 2]
    return (raw * 65535).astype(np.uint16)


def shot_facts():
    """Date, exposure, aperture, ISO, focal length and lens, as (tag, type, value)."""
    return [dngTag(Tag.ExposureTime, [[1, 250]]), dngTag(Tag.FNumber, [[56, 10]]),
            dngTag(Tag.DateTimeOriginal, "2024:05:17 14:03:22"), dngTag((34855, Type.Short), [400]),
            dngTag((37386, Type.Rational), [[35, 1]]), dngTag((42036, Type.Ascii), "Vitrine 35mm F2")]


def tags(width, height, orientation, facts_in_ifd0=False):
    t = DNGTags()
    t.set(Tag.ImageWidth, width)
    t.set(Tag.ImageLength, height)
    t.set(Tag.TileWidth, width)
    t.set(Tag.TileLength, height)
    t.set(Tag.Orientation, orientation)
    t.set(Tag.PhotometricInterpretation, PhotometricInterpretation.Color_Filter_Array)
    t.set(Tag.SamplesPerPixel, 1)
    t.set(Tag.BitsPerSample, 16)
    t.set(Tag.CFARepeatPatternDim, [2, 2])
    t.set(Tag.CFAPattern, CFAPattern.RGGB)
    t.set(Tag.BlackLevel, 0)
    t.set(Tag.WhiteLevel, 65535)
    # An identity-like camera matrix (XYZ to camera), D65, neutral white balance.
    t.set(Tag.ColorMatrix1, [[3240, 1000], [-1537, 1000], [-499, 1000],
                             [-969, 1000], [1876, 1000], [42, 1000],
                             [56, 1000], [-204, 1000], [1057, 1000]])
    t.set(Tag.CalibrationIlluminant1, CalibrationIlluminant.D65)
    t.set(Tag.AsShotNeutral, [[1, 1], [1, 1], [1, 1]])
    t.set(Tag.Make, "Vitrine")
    t.set(Tag.Model, "Test Camera")
    t.set(Tag.UniqueCameraModel, "Vitrine Test Camera")
    t.set(Tag.DNGVersion, DNGVersion.V1_4)
    t.set(Tag.DNGBackwardVersion, DNGVersion.V1_0)
    if facts_in_ifd0:
        # DateTime (306) too: libraw takes the date from IFD0's, libexif only from the Exif IFD's DateTimeOriginal.
        for fact in shot_facts() + [dngTag((306, Type.Ascii), "2024:05:17 14:03:22")]:
            t.__tags__[fact.Type] = fact
        return t
    # The EXIF and GPS sub-IFDs, where cameras keep the shot's facts.
    exif = dngIFD()
    exif.tags += shot_facts()
    gps = dngIFD()
    gps.tags += [dngTag((1, Type.Ascii), "N"), dngTag((2, Type.Rational), [[43, 1], [28, 1], [2, 1]]),
                 dngTag((3, Type.Ascii), "E"), dngTag((4, Type.Rational), [[11, 1], [53, 1], [6, 1]])]
    for tag_id, ifd in ((34665, exif), (34853, gps)):
        pointer = dngTag((tag_id, Type.Long), [0])  # pidng's own IFD type cannot be built on Python 3
        pointer.subIFD = ifd
        t.__tags__[(tag_id, Type.Long)] = pointer
    return t


def append_preview(dng, jpeg, width, height):
    """Appends a JPEG preview IFD (NewSubfileType 1, compression 7) after IFD0, linked as its next IFD."""
    dng = bytearray(dng)
    while len(dng) % 4:
        dng.append(0)
    jpeg_offset = len(dng)
    dng += jpeg
    while len(dng) % 4:
        dng.append(0)
    ifd_offset = len(dng)
    entries = [
        (254, 4, 1, 1), (256, 4, 1, width), (257, 4, 1, height), (258, 3, 1, 8), (259, 3, 1, 7),
        (262, 3, 1, 6), (273, 4, 1, jpeg_offset), (277, 3, 1, 3), (278, 4, 1, height), (279, 4, 1, len(jpeg)),
    ]
    dng += struct.pack("<H", len(entries))
    for tag, kind, count, value in entries:
        if kind == 3:
            dng += struct.pack("<HHIHH", tag, kind, count, value, 0)
        else:
            dng += struct.pack("<HHII", tag, kind, count, value)
    dng += struct.pack("<I", 0)
    count = struct.unpack_from("<H", dng, 8)[0]
    struct.pack_into("<I", dng, 8 + 2 + count * 12, ifd_offset)
    return bytes(dng)


def main():
    args = sys.argv[1:]
    facts_in_ifd0 = "--facts-in-ifd0" in args
    args = [a for a in args if a != "--facts-in-ifd0"]
    out, width, height, orientation = args[0], int(args[1]), int(args[2]), int(args[3])
    converter = RAW2DNG()
    converter.options(tags(width, height, orientation, facts_in_ifd0), path="", compress=False)
    dng = converter.convert(mosaic(width, height))
    if len(args) > 4:
        with open(args[4], "rb") as f:
            dng = append_preview(dng, f.read(), int(args[5]), int(args[6]))
    with open(out, "wb") as f:
        f.write(dng)


if __name__ == "__main__":
    main()
