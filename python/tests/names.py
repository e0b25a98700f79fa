"""Generated names for the differential and property tests: every script,
mapped forms, A-labels good and bad, the contextual rules' characters,
right-to-left text, hyphens and separators, and lengths around the limits.
Deterministic (a seeded generator), so a failure repeats."""

from __future__ import annotations

import random
from typing import List

# Pieces of labels, by what they exercise.
SCRIPTS = [
    "a", "z", "q", "7", "0", "-", "ü", "é", "ß", "ø", "ł",  # Latin
    "α", "ς", "ά", "ω",  # Greek
    "д", "ж", "я", "ё",  # Cyrillic
    "ա", "ֆ",  # Armenian
    "א", "ב", "ש",  # Hebrew (R)
    "ب", "ل", "ا", "ي", "ة",  # Arabic (AL)
    "ک", "گ",  # Persian
    "क", "ष", "ा", "्", "ि",  # Devanagari with virama and vowel signs
    "ক", "্",  # Bengali
    "ก", "ข", "ั",  # Thai
    "ሀ", "ጸ",  # Ethiopic
    "ა", "ბ",  # Georgian
    "中", "国", "漢",  # Han
    "あ", "ア", "ー", "ゝ",  # Kana
    "한", "국", "ᄀ", "ᅡ",  # Hangul, jamo
    "ᠠ",  # Mongolian
    "ꦄ",  # Javanese
    "𐐀", "𐐨",  # Deseret (supplementary)
    "😀", "☃", "❤",  # symbols and emoji
]
MAPPED = [
    "A", "Z", "Ü", "É", "Σ", "Д", "ẞ",  # uppercase
    "Ａ", "ｚ", "１", "－",  # fullwidth
    "ﬁ", "ⅷ", "①", "㎏", "ℌ", "ﷺ",  # compatibility forms
    "\u00ad", "\u200b", "\ufe0f",  # ignored
    "\u00a0", "\u2028",  # spaces and separators
    "_", " ", "/", "@", "!", "\u0080", "\ufffd",  # disallowed or STD3
]
CONTEXT = [
    "\u200c", "\u200d",  # joiners
    "\u00b7", "l",  # middle dot
    "\u0375",  # Greek keraia
    "\u05f3", "\u05f4",  # Hebrew geresh, gershayim
    "\u30fb",  # katakana middle dot
    "\u0660", "\u0661", "\u06f0", "\u06f1",  # Arabic-Indic digits
    "\u0301", "\u0308", "\u0323", "\u064b",  # combining marks
    "\u0e33", "\u0f73",  # compositions
    "e\u0301", "u\u0308",  # decomposed letters
]
DOTS = [".", ".", ".", "\u3002", "\uff0e", "\uff61"]
ALL = SCRIPTS + MAPPED + CONTEXT


def label(rng: random.Random) -> str:
    """A label of one to eight pieces, now and then much longer, with
    hyphens where the rules look."""
    n = rng.choice([1, 2, 3, 4, 5, 6, 8]) if rng.random() < 0.95 else rng.randint(20, 70)
    pool = rng.choice([SCRIPTS, SCRIPTS + CONTEXT, ALL, SCRIPTS + MAPPED])
    text = "".join(rng.choice(pool) for _ in range(n))
    r = rng.random()
    if r < 0.05:
        text = "-" + text
    elif r < 0.10:
        text = text + "-"
    elif r < 0.15 and len(text) >= 2:
        text = text[:2] + "--" + text[2:]
    return text


def a_label(rng: random.Random) -> str:
    """An A-label of a generated label, good or spoiled."""
    u = label(rng)
    try:
        puny = u.encode("punycode").decode("ascii")
    except UnicodeError:
        return "xn--" + u
    text = "xn--" + puny
    r = rng.random()
    if r < 0.1:
        text = text.upper()
    elif r < 0.2 and len(text) > 5:
        k = rng.randrange(4, len(text))
        text = text[:k] + rng.choice("!-_0aZ") + text[k + 1:]
    elif r < 0.25:
        text = text[:-1]
    elif r < 0.3:
        text = "xn---" + puny
    elif r < 0.35:
        text = text + "-"
    return text


def names(count: int, seed: int = 2026) -> List[str]:
    """`count` distinct generated names."""
    rng = random.Random(seed)
    out: List[str] = []
    seen = set()
    while len(out) < count:
        k = rng.choice([1, 2, 2, 3, 3, 4, 5])
        parts = [a_label(rng) if rng.random() < 0.25 else label(rng) for _ in range(k)]
        name = parts[0]
        for part in parts[1:]:
            name += rng.choice(DOTS) + part
        r = rng.random()
        if r < 0.05:
            name += "."
        elif r < 0.07:
            name = name + ".." + label(rng)
        elif r < 0.09:
            name = ".".join(["a" * rng.randint(60, 64)] * rng.randint(3, 5))
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out
