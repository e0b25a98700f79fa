#!/usr/bin/env python3
"""Random hostnames that mix what Chromium's IDN display rules look at.

Dev-only (tests/display-model.sh runs it): writes one name a line to
standard output, from a fixed seed, for the model (model.cc) to judge.
The names are drawn from character pools by Unicode block and from the
sets Chromium's rules name, never from punycode-core's tables or output:
scripts alone and mixed, letters that look Latin, digits and digit
lookalikes, the letters of one country's TLD, the middle dot, Kana and
CJK lookalikes, combining marks, characters that Chromium removes or that
are not identifiers at all, under many top-level domains.

Only code points that Python's Unicode database (14.0) assigns are used,
so that the data versions of the model (16.0) and of the library agree on
what each one is.
"""

import random
import sys
import unicodedata


def chars(*ranges):
    out = []
    for r in ranges:
        if isinstance(r, str):
            out.extend(r)
            continue
        lo, hi = r
        for cp in range(lo, hi + 1):
            c = chr(cp)
            if unicodedata.category(c) in ("Cn", "Cs", "Co"):
                continue
            # Lowercase only: uppercase maps to it before any rule looks.
            if c.lower() != c:
                continue
            out.append(c)
    return out


ASCII = chars((0x61, 0x7A))
DIGITS = chars((0x30, 0x39))
LATIN = chars((0xDF, 0xFF), (0x100, 0x17F), (0x180, 0x24F), (0x1EA0, 0x1EF9))
LATIN_RARE = chars((0x1E00, 0x1E9B), (0x1CD, 0x1DC), (0x250, 0x2AF), (0xA720, 0xA7FF), "ĸ")
SCRIPTS = {
    "Cyrillic": chars((0x430, 0x45F), (0x460, 0x4FF), (0x500, 0x52F)),
    "Greek": chars((0x3AC, 0x3CE)),
    "Armenian": chars((0x561, 0x587), "ՙ"),
    "Georgian": chars((0x10D0, 0x10FF)),
    "Hebrew": chars((0x5D0, 0x5EA), (0x5F0, 0x5F2)),
    "Arabic": chars((0x621, 0x64A), (0x671, 0x6D3)),
    "Ethiopic": chars((0x1200, 0x1248), (0x1250, 0x1256), (0x1260, 0x1288), (0x12A0, 0x12AF), "ꬅ"),
    "Thai": chars((0xE01, 0xE30), (0xE32, 0xE33), (0xE40, 0xE46)),
    "Lao": chars((0xE81, 0xEB0), (0xEC0, 0xEC4)),
    "Myanmar": chars((0x1000, 0x102A), (0x1050, 0x1055), (0x1090, 0x1099)),
    "Devanagari": chars((0x904, 0x939), (0x93D, 0x93D), (0x958, 0x961), (0x966, 0x97F)),
    "Bengali": chars((0x985, 0x9B9), (0x9E6, 0x9F1)),
    "Gurmukhi": chars((0xA05, 0xA39), (0xA66, 0xA6F)),
    "Gujarati": chars((0xA85, 0xAB9), (0xAE6, 0xAEF)),
    "Oriya": chars((0xB05, 0xB39), (0xB66, 0xB6F)),
    "Tamil": chars((0xB85, 0xBB9), (0xBE6, 0xBEF)),
    "Telugu": chars((0xC05, 0xC39), (0xC66, 0xC6F)),
    "Kannada": chars((0xC85, 0xCB9), (0xCBD, 0xCBD), (0xCE6, 0xCEF)),
    "Malayalam": chars((0xD05, 0xD3A), (0xD66, 0xD6F)),
    "Han": chars((0x4E00, 0x9FA5)),
    "Hiragana": chars((0x3041, 0x3096), (0x309D, 0x309E)),
    "Katakana": chars((0x30A1, 0x30FA), (0x30FB, 0x30FE)),
    "Hangul": chars((0xAC00, 0xD7A3)),
    "Bopomofo": chars((0x3105, 0x312F), (0x31A0, 0x31BF)),
}
# The vowel signs and other marks of the Indic and Southeast Asian scripts.
SIGNS = {
    "Devanagari": chars((0x93E, 0x94D)),
    "Bengali": chars((0x9BE, 0x9CD)),
    "Tamil": chars((0xBBE, 0xBCD)),
    "Thai": chars((0xE31, 0xE31), (0xE34, 0xE3A), (0xE47, 0xE4E)),
    "Myanmar": chars((0x102B, 0x103E)),
    "Malayalam": chars((0xD3E, 0xD4D)),
}
# Chromium's sets, as its source states them.
LOOKALIKES = {
    "Armenian": "ագզէլհյոսւօՙ",
    "Cyrillic": "аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ",
    "Ethiopic": "ሀሠሰስበነተከዐዕዘጠፐꬅ",
    "Georgian": "იოყძხჽჿ",
    "Greek": "αικνρυωηοτ",
    "Hebrew": "דוחיןסװײ׳ﬦ",
    "Bengali": "০৭",
    "Devanagari": "ऽ०ॱ",
    "Gujarati": "ડટ૦૧",
    "Gurmukhi": "੦੧",
    "Kannada": "ಽ೦೧",
    "Malayalam": "ടഠധനറ൦",
    "Oriya": "ଠ୦୮",
    "Tamil": "டப௦",
    "Telugu": "౦౧",
    "Myanmar": "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097",
    "Thai": "ทนบพรหเแ๐ดลปฟม",
}
DIGIT_LOOKALIKES = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨"
OTHER_DIGITS = chars((0x660, 0x669), (0x6F0, 0x6F9), (0x966, 0x96F), (0x9E6, 0x9EF), (0xE50, 0xE59), (0x1040, 0x1049))
ALLOWED_WORDS = ["секс", "как", "коса", "курс", "парк", "такий", "укроп", "сахарок", "покраска"]
SLASHES = "ノンソゾ丶乀乁丿"
CJK_LOOKALIKES = "一ㄧ丨乛七丅十〇ㄒㄚㄟㄨㄩㄈㆺㆳ工ㆲ讠丁"
KANA_EXCEPTIONS = "へべぺヘベペ・ーヽヾ"
MARKS = chars((0x300, 0x339))
PUNCTUATION = list("·-׳״͵・‐’ʻʼ‧゠֊") + ["\u0338", "\u3099", "\u309a"]
# What Unicode 17 restricted and Unicode 16 allowed.
RESTRICTED_17 = list("丩௦ՙऽॱԝԗԛװױײ൦ഌഩჷჸჺၔঌǫ")
SYMBOLS = list("❤☃★♥☺✓€©®ǂ")
TLDS = (
    ["com"] * 12
    + ["net", "org", "de", "fr", "is", "fo", "az", "cat", "ru", "bg", "by", "kz", "ua", "su",
       "uz", "pyc", "mk", "rs", "gr", "cy", "il", "am", "ge", "et", "er", "th", "mm", "la",
       "jp", "cn", "kr", "tw", "in", "eu", "рф", "срб", "ελ", "ישראל", "中国", "한국", "გე",
       "xn--p1ai", "онлайн", "հայ", "ไทย"]
)


def pick(rng, pool, n):
    return "".join(rng.choice(pool) for _ in range(n))


def sprinkle(rng, word, pool, k=1):
    w = list(word)
    for _ in range(k):
        w.insert(rng.randrange(len(w) + 1), rng.choice(pool))
    return "".join(w)


def label(rng):
    theme = rng.randrange(16)
    script = rng.choice(list(SCRIPTS))
    pool = SCRIPTS[script]
    n = rng.randint(2, 8)
    if theme == 0:  # one script
        w = pick(rng, pool, n)
        if script in SIGNS and rng.random() < 0.6:
            w = sprinkle(rng, w, SIGNS[script], rng.randint(1, 2))
        return w
    if theme == 1:  # one script with digits or a hyphen
        w = pick(rng, pool, n)
        return sprinkle(rng, w, DIGITS + ["-"], rng.randint(1, 2))
    if theme == 2:  # letters that look Latin, of one script
        s = rng.choice(list(LOOKALIKES))
        w = pick(rng, LOOKALIKES[s], rng.randint(1, 6))
        if rng.random() < 0.3:
            w = sprinkle(rng, w, SCRIPTS.get(s, DIGITS))
        if rng.random() < 0.2:
            w = sprinkle(rng, w, DIGITS)
        return w
    if theme == 3:  # ASCII with a letter of another script
        w = pick(rng, ASCII, n)
        return sprinkle(rng, w, pool if rng.random() < 0.6 else LOOKALIKES["Cyrillic"])
    if theme == 4:  # Latin beyond ASCII
        w = pick(rng, ASCII, n)
        return sprinkle(rng, w, LATIN if rng.random() < 0.8 else LATIN_RARE, rng.randint(1, 2))
    if theme == 5:  # CJK and Kana with their lookalikes
        cjk = SCRIPTS["Han"] + SCRIPTS["Hiragana"] + SCRIPTS["Katakana"]
        parts = [cjk, SLASHES, CJK_LOOKALIKES, KANA_EXCEPTIONS, ASCII, DIGITS,
                 SCRIPTS["Hangul"], SCRIPTS["Bopomofo"], LATIN]
        weights = [6, 2, 2, 2, 3, 1, 1, 1, 1]
        return "".join(rng.choice(rng.choices(parts, weights)[0]) for _ in range(n))
    if theme == 6:  # Kana of one syllabary with the other's look-alike
        a, b = rng.choice([("Katakana", "へべぺ"), ("Hiragana", "ヘベペ")])
        w = pick(rng, SCRIPTS[a], rng.randint(2, 5))
        return sprinkle(rng, w, b)
    if theme == 7:  # digits and digit lookalikes
        w = pick(rng, DIGITS + list(DIGIT_LOOKALIKES), rng.randint(1, 5))
        if rng.random() < 0.3:
            w = sprinkle(rng, w, OTHER_DIGITS)
        return w
    if theme == 8:  # the letters of one country's TLD
        c = rng.choice("þðə")
        return c if rng.random() < 0.2 else sprinkle(rng, pick(rng, ASCII, n), [c])
    if theme == 9:  # the middle dot
        w = rng.choice(["l·l", "col·legi", "l·", "·l", "a·b", "l·la", "il·lusio"])
        return w if rng.random() < 0.7 else sprinkle(rng, w, ASCII)
    if theme == 10:  # combining marks
        base = rng.choice([ASCII, LATIN, SCRIPTS["Cyrillic"], SCRIPTS["Greek"], pool, list("ijlı")])
        w = pick(rng, base, rng.randint(1, 5))
        marks = rng.choice([MARKS, ["\u0307"], ["\u0301", "\u0301"], ["\u0308"], ["\u3099", "\u309a"]])
        return sprinkle(rng, w, marks, rng.randint(1, 2))
    if theme == 11:  # Chromium's exempt words, and near them
        w = rng.choice(ALLOWED_WORDS)
        return w if rng.random() < 0.6 else sprinkle(rng, w, LOOKALIKES["Cyrillic"])
    if theme == 12:  # what Unicode 17 restricted, in its script
        c = rng.choice(RESTRICTED_17)
        return sprinkle(rng, pick(rng, pool, rng.randint(1, 4)), [c]) if rng.random() < 0.3 else c + pick(rng, LOOKALIKES.get(script, ASCII), rng.randint(0, 3))
    if theme == 13:  # punctuation, symbols, removed letters
        return sprinkle(rng, pick(rng, rng.choice([ASCII, pool]), n), PUNCTUATION + SYMBOLS + LATIN_RARE)
    if theme == 14:  # two scripts
        other = SCRIPTS[rng.choice(list(SCRIPTS))]
        return pick(rng, pool, rng.randint(1, 4)) + pick(rng, other, rng.randint(1, 4))
    # 15: a real-looking word of the script with ASCII digits
    return pick(rng, pool, n) + pick(rng, DIGITS, rng.randint(0, 2))


def generate(count, seed, labels_of, tld_of):
    """`count` distinct names from `seed`: for each, `labels_of(rng)` gives
    the function that makes its labels, `tld_of(rng)` its TLD."""
    rng = random.Random(seed)
    seen = set()
    while len(seen) < count:
        make = labels_of(rng)
        labels = [make(rng)]
        if rng.random() < 0.15:
            labels.insert(0, rng.choice(["www", "mail", make(rng)]))
        tld = tld_of(rng)
        name = ".".join(labels + [tld])
        if rng.random() < 0.03:
            name += "."
        if name in seen:
            continue
        seen.add(name)
        print(name)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    generate(count, 20261126, lambda rng: label, lambda rng: rng.choice(TLDS))


if __name__ == "__main__":
    main()
