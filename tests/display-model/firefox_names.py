#!/usr/bin/env python3
"""Random hostnames at the edges of Firefox's IDN display rules.

Dev-only (tests/display-model-firefox.sh runs it): writes one name a line
to standard output, from a fixed seed, for the model (firefox.cc) to judge.
Half the labels come from names.py's themes (scripts alone and mixed,
Latin lookalikes, digits, marks, CJK); the other half aim at what
Firefox's IsLabelSafe looks at and Chromium's rules do not, each on both
sides of its edge: the blocklist, the script-combination table (Latin with
Han and Kana, Bopomofo or Hangul, and what the table fails), the Kana
rules (the prolonged sound mark, へ/ヘ, the iteration marks, the Katakana
middle dot), marks after each kind of base, repeated marks, marks of
another script, accents on dotless ı, numbering systems, and Firefox's
Cyrillic and Thai lookalike rules under TLDs that do and do not expect
the script. Pools are by Unicode block and from Firefox's source, never
from punycode-core.
"""

import random
import sys

import names as n

# Firefox's blocklist (IDNCharacterBlocklist.inc), a few from each part,
# and the quote-like letters it refuses by name; only those UTS #46 keeps.
BLOCKED = list("\u01c3\u02d0\u0589\u05c3\u05f4\u0609\u066a\u06d4\u0701\u1735"
               "\u2010\u2019\u2027\u2039\u2041\u2044\u2052\u2215\u2236\u23ae"
               "\u2571\u29f6\u2afb\u3014\u3033\u30a0\u321d\ufe14\u02bb\u02bc")
# Near the blocklist's edges, not on it.
NEAR_BLOCKED = list("\u01c2\u02cf\u02d1\u0588\u05f3\u066b\u1734\u2018\u23ad\u3016\u3032\u30a1")
KANA = n.SCRIPTS["Hiragana"] + n.SCRIPTS["Katakana"]
KANA_MARKS = list("\u30fc\u30fd\u30fe\u30fb\u3078\u3079\u307a\u30d8\u30d9\u30da")
# Nonspacing marks of many scripts (Mn), and the bases they may follow.
SCRIPT_MARKS = n.chars((0x93C, 0x93C), (0x941, 0x948), (0x94D, 0x94D), (0x9BC, 0x9BC),
                       (0x9C1, 0x9C4), (0xA3C, 0xA3C), (0xA41, 0xA42), (0xABC, 0xABC),
                       (0xE31, 0xE31), (0xE34, 0xE3A), (0xE47, 0xE4E), (0x5B0, 0x5BD),
                       (0x64B, 0x652), (0x102D, 0x1030), (0x1CD0, 0x1CD2), (0x1CDA, 0x1CDA),
                       (0x951, 0x952), (0x20F0, 0x20F0), (0x302A, 0x302D))
DIGIT_SYSTEMS = [n.chars((z, z + 9)) for z in (0x30, 0x660, 0x6F0, 0x966, 0x9E6, 0xA66,
                                                0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66,
                                                0xE50, 0xED0, 0x1040, 0x1090, 0xFF10)]
CYRILLIC_LOOKALIKES = list("аысԁеԍһіюкјӏморԗԛѕԝхуъьҽпгѵѡ")
THAI_LOOKALIKES = list("บพฟรเแ๐")
THAI_LINUX_ONLY = list("ดทนปมลห")
FIREFOX_TLDS = (["com"] * 8 + ["bg", "by", "kz", "pyc", "ru", "su", "ua", "uz", "mk", "rs",
                "рф", "срб", "укр", "th", "ไทย", "co.th", "cat", "is", "fo", "az", "jp",
                "cn", "kr", "tw", "xn--p1ai", "xn--o3cw4h", "онлайн", "中国", "한국"])


def pick(rng, pool, k):
    return "".join(rng.choice(pool) for _ in range(k))


def firefox_label(rng):
    theme = rng.randrange(14)
    k = rng.randint(1, 6)
    if theme == 0:  # the blocklist, and beside it
        w = pick(rng, rng.choice([n.ASCII, n.LATIN, KANA, n.SCRIPTS["Cyrillic"]]), k)
        return n.sprinkle(rng, w, BLOCKED if rng.random() < 0.5 else NEAR_BLOCKED)
    if theme == 1:  # the script-combination table
        scripts = ["Han", "Hiragana", "Katakana", "Hangul", "Bopomofo", "Cyrillic", "Greek",
                   "Thai", "Arabic"]
        parts = rng.sample(scripts, rng.randint(1, 3))
        pools = [n.SCRIPTS[s] for s in parts] + ([n.ASCII, n.LATIN] if rng.random() < 0.7 else [])
        return "".join(pick(rng, rng.choice(pools), rng.randint(1, 3)) for _ in range(rng.randint(1, 4)))
    if theme == 2:  # the Kana rules
        pools = [KANA, n.SCRIPTS["Han"], n.ASCII, n.SCRIPTS["Hiragana"], n.SCRIPTS["Katakana"]]
        w = "".join(pick(rng, rng.choice(pools), 1) for _ in range(k))
        for _ in range(rng.randint(1, 2)):
            w = n.sprinkle(rng, w, KANA_MARKS)
        return w
    if theme == 3:  # marks after each kind of base
        bases = rng.choice([n.ASCII, n.LATIN, n.SCRIPTS["Devanagari"], n.SCRIPTS["Bengali"],
                            n.SCRIPTS["Thai"], n.SCRIPTS["Hebrew"], n.SCRIPTS["Arabic"],
                            n.SCRIPTS["Myanmar"], n.SCRIPTS["Han"], list("ıijl")])
        w = pick(rng, bases, k)
        marks = rng.choice([SCRIPT_MARKS, n.MARKS, ["\u0307"], list("\u0300\u0301\u0314\u031a\u0315")])
        w = n.sprinkle(rng, w, marks, rng.randint(1, 2))
        if rng.random() < 0.3:  # the same mark twice
            i = next((i for i, c in enumerate(w) if c in marks), None)
            if i is not None:
                w = w[: i + 1] + w[i] + w[i + 1:]
        return w
    if theme == 4:  # numbering systems
        a, b = rng.choice(DIGIT_SYSTEMS), rng.choice(DIGIT_SYSTEMS)
        w = pick(rng, a, rng.randint(1, 3)) + pick(rng, b, rng.randint(0, 2))
        if rng.random() < 0.5:
            w = n.sprinkle(rng, w, n.ASCII + n.SCRIPTS[rng.choice(list(n.SCRIPTS))])
        return w
    if theme == 5:  # Cyrillic lookalikes, with and without other Cyrillic
        w = pick(rng, CYRILLIC_LOOKALIKES, k)
        if rng.random() < 0.4:
            w = n.sprinkle(rng, w, n.SCRIPTS["Cyrillic"] + n.DIGITS + ["-"])
        return w
    if theme == 6:  # Thai lookalikes, of every platform and of Linux
        w = pick(rng, THAI_LOOKALIKES + (THAI_LINUX_ONLY if rng.random() < 0.5 else []), k)
        if rng.random() < 0.4:
            w = n.sprinkle(rng, w, n.SCRIPTS["Thai"] + n.SIGNS["Thai"] + n.DIGITS)
        return w
    if theme == 7:  # CJK ideographs that pass for strokes, next to each kind
        w = pick(rng, list(n.CJK_LOOKALIKES + "ノソゾン丶乀乁丿"), rng.randint(1, 2))
        side = rng.choice([n.ASCII, n.DIGITS, n.SCRIPTS["Han"], KANA, n.SCRIPTS["Bopomofo"],
                           n.SCRIPTS["Hangul"], n.LATIN])
        return pick(rng, side, rng.randint(0, 2)) + w + pick(rng, side, rng.randint(0, 2))
    if theme == 8:  # the country letters and dots
        c = rng.choice(list("þðə·\u02bb\u02bc"))
        return rng.choice([c, "l" + c + "l", n.sprinkle(rng, pick(rng, n.ASCII, k), [c])])
    if theme == 9:  # hyphens where Chromium refuses them
        w = pick(rng, rng.choice([n.LATIN, n.SCRIPTS["Cyrillic"], n.SCRIPTS["Greek"]]), k + 2)
        return w[:2] + "--" + w[2:] if rng.random() < 0.6 else "-" + w
    if theme == 10:  # digit lookalikes with ASCII digits
        w = pick(rng, list(n.DIGIT_LOOKALIKES) + n.DIGITS, k)
        return w if rng.random() < 0.7 else n.sprinkle(rng, w, n.ASCII)
    if theme == 11:  # the ends of the mark ranges Firefox names, on ı and other bases
        base = rng.choice(["\u0131", "i", "a", "\u03b1", "\u0430", rng.choice(n.SCRIPTS["Thai"]),
                           rng.choice(n.SCRIPTS["Han"])])
        mark = chr(rng.choice([0x300, 0x301, 0x313, 0x314, 0x315, 0x319, 0x31A, 0x31B,
                               0x336, 0x339, 0x33A, 0x33B, 0x345, 0x363]))
        return pick(rng, n.ASCII, rng.randint(0, 2)) + base + mark
    if theme == 12:  # the middle dot and þ ð ə at the edges of their TLDs' rules
        return rng.choice(["l·l", "ll·l", "l·la", "·l", "l·", "a·l", "l·a", "þ", "ð", "ə",
                           "þingvellir", "ðe", "bakə", "ǝ"])
    # 13: Unicode 17's restricted characters beside allowed ones of their script
    return n.sprinkle(rng, pick(rng, n.SCRIPTS[rng.choice(list(n.SCRIPTS))], k), n.RESTRICTED_17)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
    n.generate(count, 20261128,
               lambda rng: firefox_label if rng.random() < 0.5 else n.label,
               lambda rng: rng.choice(FIREFOX_TLDS if rng.random() < 0.6 else n.TLDS))


if __name__ == "__main__":
    main()
