#!/usr/bin/env python3
"""The Firefox model (firefox.cc) on Firefox's own test_idn_spoof.js and
test_idn_urls.js rows.

Dev-only (tests/display-model-firefox.sh runs it): reads
tests/data/firefox-idn-cases.tsv's `spoof` and `url` rows, has the model judge each
input and prints the rows where the model does not give what the test
asserts on Windows, then a count. Shows that the model is Firefox's before
its verdicts are trusted on names no test lists.

    python3 tests/display-model/firefox_rows.py MODEL
"""

import re
import subprocess
import sys


def unescape(s):
    return re.sub(r"\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})",
                  lambda m: chr(int(m.group(1) or m.group(2) or m.group(3), 16)), s)


def letters(name):
    """What a shown name says of each label: S Unicode, H A-label, A ASCII."""
    out = []
    for label in name.rstrip(".").split("."):
        if not label:
            out.append("")
        elif not label.isascii():
            out.append("S")
        elif label.startswith("xn--"):
            out.append("H")
        else:
            out.append("A")
    return out


def judge(model, names):
    out = subprocess.run([model], input="".join(n + "\n" for n in names),
                         capture_output=True, text=True, check=True).stdout.splitlines()
    return [line.split("\t", 1)[1] for line in out]


def main():
    rows = [line.rstrip("\n").split("\t") for line in open("tests/data/firefox-idn-cases.tsv")
            if not line.startswith("#")]
    spoof = [r for r in rows if r[0] == "spoof"]
    # The empty name: the model's ICU calls it an error, Firefox shows "".
    spoof = [r for r in spoof if r[1]]
    wrong = 0
    for (_, name, unicode, expect, mark), line in zip(spoof, judge(sys.argv[1], [unescape(r[1]) for r in spoof])):
        verdict = line.split("\t")[0]
        opposite = mark == "DISABLED" or mark not in ("-", "win")
        if verdict == "!":
            held = expect == "invalid"
        elif expect == "safe":
            held = verdict.rstrip(".").split(".") == letters(unescape(unicode))
        elif expect == "unsafe":
            held = "H" in verdict
        else:
            held = False
        if held == opposite:
            wrong += 1
            print(f"{name}\t{expect} {mark}\tmodel {line}")
    print(f"test_idn_spoof.js: {len(spoof)} rows, the model otherwise on {wrong}")
    urls = [r for r in rows if r[0] == "url"]
    url_wrong = 0
    for (_, label, _, shown), line in zip(urls, judge(sys.argv[1], [unescape(r[1]) + ".com" for r in urls])):
        verdict = line.split("\t")[0]
        if verdict == "!" or ("H" in verdict) == (shown == "shown"):
            url_wrong += 1
            print(f"{label}.com\t{shown}\tmodel {line}")
    print(f"test_idn_urls.js: {len(urls)} rows, the model otherwise on {url_wrong}")
    sys.exit(1 if wrong or url_wrong else 0)


if __name__ == "__main__":
    main()
