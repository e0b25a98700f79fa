"""Properties on arbitrary text (hypothesis): no call raises anything but
an IDNAError (a UnicodeError), none crashes, and our decode(encode(x))
is PyPI idna's, wherever idna's answer does not hang on the interpreter's
Unicode (test_differential's rule)."""

from __future__ import annotations

import idna as stock
from hypothesis import given, settings
from hypothesis import strategies as st

import punycode_rs
from punycode_rs import idna as ours

from test_differential import explain

# Any code point, lone surrogates too; and text that looks like names.
anything = st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF, blacklist_categories=()), max_size=80)
pieces = st.sampled_from(["a", "Z", "-", ".", "\u3002", "xn--", "XN--", "ü", "ß", "\u05d0", "\u0660", "\u0301",
                          "\u200c", "\u200d", "\u00b7", "l", "\u30fb", "\u30a2", "_", "1", "\uff21", "\u2460"])
namelike = st.lists(pieces, max_size=30).map("".join)
texts = st.one_of(anything, namelike)

CALLS = [
    lambda m, s: m.encode(s),
    lambda m, s: m.encode(s, strict=True),
    lambda m, s: m.encode(s, uts46=True),
    lambda m, s: m.encode(s, uts46=True, std3_rules=True),
    lambda m, s: m.decode(s),
    lambda m, s: m.decode(s, uts46=True, display=True),
    lambda m, s: m.ulabel(s),
    lambda m, s: m.alabel(s),
    lambda m, s: m.check_label(s),
    lambda m, s: m.uts46_remap(s),
    lambda m, s: m.check_nfc(s),
    lambda m, s: m.check_bidi(s) if s else None,
]


@settings(max_examples=3000, deadline=None, database=None)
@given(texts)
def test_only_idna_errors(s):
    for call in CALLS:
        try:
            call(ours, s)
        except ours.IDNAError:
            pass


@settings(max_examples=2000, deadline=None, database=None)
@given(texts)
def test_engine_api_raises_only_its_errors(s):
    for call in (punycode_rs.to_ascii, punycode_rs.to_unicode, punycode_rs.encode, punycode_rs.decode,
                 punycode_rs.to_display, punycode_rs.check):
        try:
            call(s)
        except ValueError:
            pass


@settings(max_examples=3000, deadline=None, database=None)
@given(texts)
def test_round_trip_is_idnas(s):
    try:
        theirs = stock.decode(stock.encode(s, uts46=True))
    except (stock.IDNAError, UnicodeError):
        theirs = None
    try:
        mine = ours.decode(ours.encode(s, uts46=True))
    except ours.IDNAError:
        mine = None
    if explain(s) is None:
        assert mine == theirs, s
