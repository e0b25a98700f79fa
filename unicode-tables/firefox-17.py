#!/usr/bin/env python3
"""Writes unicode-tables/data/firefox-17.txt: the Unicode 17.0.0 data that
display's Firefox policy decides on (Firefox's ICU 78 is Unicode 17), from
the Unicode Character Database and UTS #39's files of that version.

    python3 unicode-tables/firefox-17.py DIR > unicode-tables/data/firefox-17.txt

DIR holds IdentifierStatus.txt (security/17.0.0), Scripts.txt,
ScriptExtensions.txt, PropertyValueAliases.txt and UnicodeData.txt
(ucd/17.0.0), as published by
Unicode (unicode-org/unicodetools keeps them under unicodetools/data/).
Dev-only: the Rust generator reads the file this writes.
"""

import sys
from pathlib import Path


def ranges(path):
    """(first, last, value) of each `X..Y ; value` line."""
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        cps, value = [f.strip() for f in line.split(";")[:2]]
        first, _, last = cps.partition("..")
        yield int(first, 16), int(last or first, 16), value


def main():
    src = Path(sys.argv[1])
    allowed = set()
    for first, last, value in ranges(src / "IdentifierStatus.txt"):
        assert value == "Allowed", value
        allowed.update(range(first, last + 1))
    script = {}
    for first, last, value in ranges(src / "Scripts.txt"):
        for cp in range(first, last + 1):
            script[cp] = value
    # Long names (Scripts.txt's) of the short ones ScriptExtensions.txt writes.
    long = {}
    for line in (src / "PropertyValueAliases.txt").read_text(encoding="utf-8").splitlines():
        f = [x.strip() for x in line.split("#", 1)[0].split(";")]
        if len(f) >= 3 and f[0] == "sc":
            long[f[1]] = f[2]
    extensions = {}
    for first, last, value in ranges(src / "ScriptExtensions.txt"):
        for cp in range(first, last + 1):
            extensions[cp] = [long[x] for x in value.split()]
    category, zero = {}, {}
    rows = [l.split(";") for l in (src / "UnicodeData.txt").read_text(encoding="utf-8").splitlines()]
    for k, f in enumerate(rows):
        cp = int(f[0], 16)
        if f[1].endswith("First>"):
            last = int(rows[k + 1][0], 16)
            for x in range(cp, last + 1):
                category[x] = f[2]
        category[cp] = f[2]
        if f[2] == "Nd":
            zero[cp] = cp - int(f[6])

    def attributes(cp):
        sc = script.get(cp, "Unknown")
        gc = category.get(cp, "Cn")
        if gc == "Nd":
            return (sc, "Nd", f"{zero[cp]:04X}", ())
        if gc == "Mn":
            scx = tuple(extensions.get(cp, [sc]))
            return (sc, "Mn", "-", scx if scx != (sc,) else ())
        return (sc, "-", "-", ())

    print("# The Unicode 17.0.0 data of display's Firefox policy (Firefox's ICU 78),")
    print("# from IdentifierStatus.txt, Scripts.txt, ScriptExtensions.txt and")
    print("# UnicodeData.txt of Unicode 17.0.0; written by")
    print("# `python3 unicode-tables/firefox-17.py DIR`. Do not edit.")
    print("#")
    print("# A FIRST LAST SC GC ZERO SCX...  code points of Identifier_Status=Allowed:")
    print("#     Script (long name); GC Mn, Nd or - (other); for Nd, the zero of")
    print("#     its digits; for Mn, Script_Extensions where not the Script alone")
    print("# S FIRST LAST SC                 every code point of Script Cyrillic or")
    print("#     Thai (what the top-level domain's script is read from)")
    run = None
    for cp in sorted(allowed) + [None]:
        attrs = attributes(cp) if cp is not None else None
        if run and cp == run[1] + 1 and attrs == run[2]:
            run[1] = cp
            continue
        if run:
            sc, gc, z, scx = run[2]
            print(f"A {run[0]:04X} {run[1]:04X} {sc} {gc} {z}" + "".join(" " + s for s in scx))
        run = [cp, cp, attrs]
    for name in ("Cyrillic", "Thai"):
        run = None
        for cp in sorted(c for c, s in script.items() if s == name) + [None]:
            if run and cp == run[1] + 1:
                run[1] = cp
                continue
            if run:
                print(f"S {run[0]:04X} {run[1]:04X} {name}")
            run = [cp, cp] if cp is not None else None


if __name__ == "__main__":
    main()
