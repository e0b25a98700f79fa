#!/usr/bin/env python3
"""Python `idna` 3.20's verdicts on every code point, for tests/tests/idna2008.rs.

    pip download idna==3.20 --no-deps --no-binary :all: -d /tmp/pyidna
    tar xzf /tmp/pyidna/idna-3.20.tar.gz -C /tmp/pyidna
    python3 tests/idna2008-python.py /tmp/pyidna/idna-3.20 > tests/data/idna2008/python-verdicts.txt

Dev-only: the test suite reads the checked-in output, never Python. For
each code point, `idna.encode` (IDNA2008, no UTS #46 mapping) of the code
point alone, after `a`, and before `a`; each line is a mode and the ranges
(`first-last`, hex) that Python accepts. A last line, `unknown`, gives the
code points that this interpreter's `unicodedata` does not know (its
Unicode version is on the first line): Python `idna` reads Bidi classes,
combining classes and NFC from it, so it refuses those whatever its own
tables say.
"""
import sys
import unicodedata

sys.path.insert(0, sys.argv[1])
import idna  # noqa: E402

assert idna.__version__ == "3.20", idna.__version__


def accepts(s):
    try:
        idna.encode(s)
        return True
    except (idna.IDNAError, UnicodeError, ValueError):
        return False


def ranges(cps):
    out = []
    for cp in cps:
        if out and out[-1][1] + 1 == cp:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return " ".join(f"{a:X}-{b:X}" for a, b in out)


chars = [cp for cp in range(0x110000) if not 0xD800 <= cp <= 0xDFFF]
print(f"# python idna {idna.__version__}, unicodedata {unicodedata.unidata_version}")
for mode, make in [("alone", lambda c: c), ("after", lambda c: "a" + c), ("before", lambda c: c + "a")]:
    print(mode, ranges(cp for cp in chars if accepts(make(chr(cp)))))
print("unknown", ranges(cp for cp in chars if unicodedata.category(chr(cp)) == "Cn"))

# Generated labels that exercise the contextual rules and the Bidi rule:
# the same generator as `generated_labels` in tests/tests/idna2008.rs
# (xorshift64, this alphabet); one bit a label, 1 if Python accepts it,
# as hex, four labels a digit.
ALPHABET = [
    "a", "l", "x", "1", "-", "\u00b7", "\u0375", "\u03b1", "\u05d0", "\u05f3", "\u05f4",
    "\u30fb", "\u30ab", "\u3042", "\u4e00", "\u0660", "\u06f0", "\u0628", "\u0644",
    "\u200c", "\u200d", "\u094d", "\u0915", "\u0301", "\u064b", "\u0661", "\u06f1",
    "\u00fc", "\u0627", "\u05d1", "\u0031\u0301", "\u03c2", "\u00df", "\u3007",
]
state = 0x2545F4914F6CDD1D


def next_value():
    global state
    state ^= (state << 13) & 0xFFFFFFFFFFFFFFFF
    state ^= state >> 7
    state ^= (state << 17) & 0xFFFFFFFFFFFFFFFF
    return state


bits = []
for _ in range(100_000):
    n = 1 + next_value() % 6
    label = "".join(ALPHABET[next_value() % len(ALPHABET)] for _ in range(n))
    bits.append(accepts(label))
digits = []
for k in range(0, len(bits), 4):
    v = sum(1 << j for j, b in enumerate(bits[k:k + 4]) if b)
    digits.append(f"{v:X}")
print("labels", "".join(digits))
