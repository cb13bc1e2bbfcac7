#!/usr/bin/env python3
r"""ICU's data for the release binary, trimmed to what Vitrine uses: writes OUT/icudata.o for `make release-static`.

Why: the static Foundation carries ICU with its whole data package (34 MB, over half the installed tree): every
locale's names, calendars, collations and number formats, legacy charset tables and word dictionaries. Vitrine needs
Foundation (GRDB, FlyingFox and URLSession use all of it, so ICU cannot be left out), but of ICU's data only what
its own pages and its dependencies read. The package is taken from the toolchain's lib_FoundationICU.a (the same ICU
version as the code linked beside it), filtered item by item, and assembled into an object defining the same symbol
(`icudtNN_dat`) through `--defsym`: a symbol defined before the archives are searched, so the linker never pulls
the archive member holding the full package (if it did, the duplicate would be a link error, never a silent mix).
SwiftPM puts `-Xlinker` arguments after the libraries, where a plain definition would come too late. The filter is
ICU's own notion of a data subset (what its data build tool's filters make), done on the packaged file:

  kept     every item that is not per-locale data (normalization, character properties, case mapping, time zones,
           plural and calendar rules, the collation root, break rules...), and in every tree the root locale and the
           languages Vitrine ships: en, fr, de, es, it, without their regional variants (a site in fr-CA uses fr, as
           the theme's strings do) but en_US_POSIX, which GRDB's and FlyingFox's fixed-format dates ask for.
           Country names (region/) are kept for every language and variant, as sites in a language the theme's
           strings add (strings-pt.json) name countries through them.
  dropped  other languages' locale data (their month, currency, unit, language and time-zone names, collations,
           spell-out rules); legacy charset converters (*.cnv: Shift-JIS, EBCDIC...; Vitrine reads and writes UTF-8,
           and UTF-8/16/32, Latin-1 and ASCII are built into ICU's code); the CJK, Thai, Lao, Khmer and Burmese word
           dictionaries (used only to split words of those scripts, which Vitrine never does); transliteration rules;
           the break rules for line-break styles and languages not shipped (brkitr/line_*.brk: CSS's loose and
           normal line breaking, Chinese and Japanese; sent_el, word_fi_sv: Greek, Finnish, Swedish; only a locale
           keyword such as @lb=loose or those languages' dropped locale data name them: 0.66 MB, issue 18's bound);
           Unicode character names (unames.icu: regular expressions' \N{NAME}), the StringPrep profiles (*.spp:
           IDNA2003, LDAP, XMPP; Foundation's host names go through UTS 46, kept) and the spoof checker's
           confusables; the display names of languages, currencies and units and the spelled-out number rules
           (lang/, curr/, unit/, rbnf/: Vitrine's pages show none, its words and dates come from the theme's
           strings files), none of which Foundation calls for Vitrine.

Usage: icu-data.py OUT [--binary BIN]: writes OUT/icudata.o and OUT/link-flags, the `-Xlinker` arguments that link
it. When the toolchain's ICU is not packaged this way (another platform or layout) it writes neither, says so and
exits 0: the build then links the full data. With --binary, a changed object deletes BIN, so SwiftPM links it again
(it does not track this input). --list prints what is kept and dropped.
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

LANGUAGES = ("en", "fr", "de", "es", "it")
VARIANTS = ("en_US_POSIX",)
ALL_LANGUAGES_TREES = ("region",)
# The break rules root.res and the kept locales name without a keyword (word_POSIX: en_US_POSIX).
BREAK_RULES = ("char.brk", "line.brk", "sent.brk", "title.brk", "word.brk", "word_POSIX.brk")
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*\.res$")
MEMBER = "icu_packaged_data.cpp.o"
LOCAL_SYMBOL = "vitrine_icu_data"


def keep(name):
    """Whether the package item `icudtNNl/[tree/]file` is kept, with the reason."""
    parts = name.split("/")
    tree = parts[1] if len(parts) > 2 else ""
    base = parts[-1]
    if base.endswith(".cnv"):
        return False, "legacy charset converter"
    if tree == "brkitr" and base.endswith(".dict"):
        return False, "word dictionary"
    if tree == "brkitr" and base.endswith(".brk") and base not in BREAK_RULES:
        return False, "break rules of a line-break style or a language not shipped"
    if tree == "translit":
        return False, "transliteration"
    if tree in ("lang", "curr", "unit", "rbnf"):
        return False, "names of languages, currencies and units, spelled-out numbers"
    if base == "unames.icu" or base.endswith(".spp") or base.startswith("confusables"):
        return False, "character names, StringPrep or spoof checking"
    if base in ("root.res", "res_index.res", "pool.res"):
        return True, "root, index or shared strings"
    if LOCALE.match(base):
        if tree in ALL_LANGUAGES_TREES:
            return True, "country names, every language"
        locale = base[:-len(".res")]
        return locale in LANGUAGES or locale in VARIANTS, "locale"
    return True, "not per-locale"


def read_package(blob):
    """(header bytes, [(name, item bytes)]) of an ICU common data package (little-endian 'CmnD', offset TOC)."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD" or blob[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    count, = struct.unpack_from("<I", blob, header_size)
    entries = [struct.unpack_from("<II", blob, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(entries):
        start = header_size + name_offset
        name = blob[start:blob.index(b"\0", start)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(blob) - header_size
        items.append((name, blob[header_size + data_offset:header_size + end]))
    return blob[:header_size], items


def write_package(header, items):
    """The package with these items, laid out as ICU's pkgdata does: names after the TOC, items 16-byte aligned, in
    the original (sorted) order, since ICU finds an item by binary search over the names."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    data_start = (toc_size + len(names) + 15) // 16 * 16
    toc, name_offset, data_offset, data = [struct.pack("<I", len(items))], toc_size, data_start, []
    for name, item in items:
        toc.append(struct.pack("<II", name_offset, data_offset))
        name_offset += len(name) + 1
        padded = item + b"\0" * (-len(item) % 16)
        data.append(padded)
        data_offset += len(padded)
    body = b"".join(toc) + names
    return header + body + b"\0" * (data_start - len(body)) + b"".join(data)


def toolchain_archive():
    swiftc = shutil.which("swiftc")
    if not swiftc:
        return None
    lib = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "..", "lib", "swift_static", "linux", "lib_FoundationICU.a")
    return os.path.normpath(lib) if os.path.exists(lib) else None


def extract(archive, work):
    """The packaged data's bytes and symbol name, from the archive member that defines it alone."""
    member = os.path.join(work, MEMBER)
    with open(member, "wb") as out:
        subprocess.run(["ar", "p", archive, MEMBER], stdout=out, check=True)
    symbols = subprocess.run(["nm", "-S", "--defined-only", member], capture_output=True, text=True, check=True).stdout.split()
    names = [s for s in symbols if re.fullmatch(r"icudt\d+_dat", s)]
    if len(names) != 1 or len(symbols) != 4:
        raise ValueError(f"{MEMBER} does not define one icudtNN_dat alone: {symbols}")
    raw = os.path.join(work, "icudt.dat")
    subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", member, raw], check=True)
    with open(raw, "rb") as f:
        blob = f.read()
    if len(blob) != int(symbols[1], 16):
        raise ValueError(f"{MEMBER}'s .rodata is not the data symbol alone")
    return blob, names[0]


def main(argv):
    args = argv[1:]
    listing = "--list" in args
    args = [a for a in args if a != "--list"]
    binary = None
    if "--binary" in args:
        i = args.index("--binary")
        binary = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        sys.exit(__doc__)
    out = args[0]
    obj = os.path.join(out, "icudata.o")
    flags = os.path.join(out, "link-flags")

    def give_up(why):
        print(f"icu-data.py: {why}; linking ICU's full data", file=sys.stderr)
        for path in (obj, flags):
            if os.path.exists(path):
                os.remove(path)

    archive = toolchain_archive()
    if archive is None:
        give_up("no lib_FoundationICU.a in this toolchain")
        return
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        try:
            blob, symbol = extract(archive, work)
            header, items = read_package(blob)
        except (ValueError, subprocess.CalledProcessError) as error:
            give_up(str(error))
            return
        kept = [(n, b) for n, b in items if keep(n)[0]]
        if listing:
            for name, item in items:
                verdict, why = keep(name)
                print(f"{'keep' if verdict else 'drop'} {len(item):9d} {name} ({why})")
        package = write_package(header, kept)
        # The trimmed package must read back as the items kept, byte for byte.
        assert read_package(package)[1] == [(n, b + b"\0" * (-len(b) % 16)) for n, b in kept]
        dat = os.path.join(out, "icudata.dat")
        with open(dat + ".new", "wb") as f:
            f.write(package)
        source = os.path.join(work, "icudata.S")
        with open(source, "w") as f:
            f.write(f"""/* ICU's data package, trimmed by scripts/icu-data.py; {symbol} is defined as this. */
    .section .rodata.{LOCAL_SYMBOL},"a"
    .balign 16
    .globl {LOCAL_SYMBOL}
    .type {LOCAL_SYMBOL},@object
{LOCAL_SYMBOL}:
    .incbin "{os.path.abspath(dat + '.new')}"
    .size {LOCAL_SYMBOL}, .-{LOCAL_SYMBOL}
    .section .note.GNU-stack,"",@progbits
""")
        clang = os.path.join(os.path.dirname(os.path.realpath(shutil.which("swiftc"))), "clang")
        subprocess.run([clang if os.path.exists(clang) else "cc", "-c", "-o", obj + ".new", source], check=True)
        old = open(obj, "rb").read() if os.path.exists(obj) else None
        new = open(obj + ".new", "rb").read()
        os.replace(dat + ".new", dat)
        with open(flags, "w") as f:
            f.write(f"-Xlinker {os.path.abspath(obj)} -Xlinker --defsym={symbol}={LOCAL_SYMBOL}\n")
        if old == new:
            os.remove(obj + ".new")
        else:
            os.replace(obj + ".new", obj)
            if binary and os.path.exists(binary):
                os.remove(binary)
        print(f"ICU data: {len(kept)} of {len(items)} items, {len(package) / 1e6:.1f} MB of {len(blob) / 1e6:.1f} MB ({symbol})",
              file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
