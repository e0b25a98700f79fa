"""punycode_rs.idna against PyPI's idna 3.20 (installed from PyPI beside
it; here `import idna` is PyPI's, as nothing installs ours as `idna`).

Each call gives the same output, or an exception of the same class with
the same `code`: `encode` (plain, strict, with UTS #46 mapping, with
mapping and STD3 rules), `decode` (plain, with mapping) and `ulabel`, on
every code point alone and after a letter, and on generated names.

Where idna takes a character's properties from the interpreter's
`unicodedata` (NFC, Bidi classes, combining classes, general category),
it answers from Python's Unicode (14 on Python 3.11), and ours from
Unicode 18, as idna's own tables are: a difference on a text with a
character that `unicodedata` does not know is explained by that rule. The
only other rule: ours refuses a run of more than 128 combining marks (a
limit of the engine). Any other difference fails the test.
"""

from __future__ import annotations

import multiprocessing
import os
import unicodedata
from typing import Callable, Dict, List, Optional, Tuple

import idna as stock
import pytest

import punycode_rs
from punycode_rs import idna as ours

from names import names

assert stock is not ours and stock.__version__ == "3.20", stock

CALLS: Dict[str, Callable] = {
    "encode": lambda m, s: m.encode(s),
    "encode strict": lambda m, s: m.encode(s, strict=True),
    "encode uts46": lambda m, s: m.encode(s, uts46=True),
    "encode uts46 std3": lambda m, s: m.encode(s, uts46=True, std3_rules=True),
    "decode": lambda m, s: m.decode(s),
    "decode uts46": lambda m, s: m.decode(s, uts46=True),
    "ulabel": lambda m, s: m.ulabel(s),
}
# On every code point: the calls the issue names.
CODE_POINT_CALLS = ["encode", "encode uts46", "encode uts46 std3", "decode", "ulabel"]


def outcome(module, call: Callable, s: str) -> Tuple:
    try:
        return ("ok", call(module, s))
    except module.IDNAError as e:
        return ("error", type(e).__name__, e.code)
    except Exception as e:  # noqa: BLE001 - any other exception is a finding
        return ("raised", type(e).__name__, str(e))


def decoded_texts(s: str) -> List[str]:
    """`s`, and what each of its `xn--` labels decodes to (as Python's
    codec reads it), for the rules below."""
    out = [s]
    for label in s.replace("\u3002", ".").replace("\uff0e", ".").replace("\uff61", ".").split("."):
        if label[:4].lower() == "xn--":
            try:
                out.append(label[4:].lower().encode("ascii").decode("punycode"))
            except (UnicodeError, ValueError):
                pass
    return out


def unknown_to_python(s: str) -> bool:
    """A character that the interpreter's unicodedata does not know."""
    return any(unicodedata.category(c) == "Cn" for t in decoded_texts(s) for c in t)


def too_many_marks(s: str) -> bool:
    for t in decoded_texts(s):
        run = 0
        for c in unicodedata.normalize("NFD", t):
            run = run + 1 if unicodedata.combining(c) else 0
            if run > 128:
                return True
    return False


RULES = [
    ("a character Python's unicodedata " + unicodedata.unidata_version + " does not know", unknown_to_python),
    ("more than 128 combining marks in a row (the engine's limit)", too_many_marks),
]


def explain(s: str) -> Optional[str]:
    for name, rule in RULES:
        if rule(s):
            return name
    return None


def compare(inputs: List[str], calls: List[str]) -> Tuple[int, Dict[str, int], List[str]]:
    """Compares every call on every input: the number compared, the
    differences each rule explains, and the unexplained ones."""
    explained: Dict[str, int] = {}
    unexplained: List[str] = []
    count = 0
    for s in inputs:
        for name in calls:
            call = CALLS[name]
            count += 1
            theirs = outcome(stock, call, s)
            mine = outcome(ours, call, s)
            assert mine[0] != "raised", f"{name}({s!r}) raised {mine}"
            if theirs == mine:
                continue
            reason = explain(s)
            if reason is None:
                unexplained.append(f"{name}({s!r}): idna {theirs}, ours {mine}")
            else:
                explained[reason] = explained.get(reason, 0) + 1
    return count, explained, unexplained


def code_point_inputs(part: int, parts: int) -> List[str]:
    chars = [chr(cp) for cp in range(part, 0x110000, parts) if not 0xD800 <= cp < 0xE000]
    return chars + ["a" + c for c in chars]


def _compare_code_points(part: int, parts: int):
    return compare(code_point_inputs(part, parts), CODE_POINT_CALLS)


def report(what: str, count: int, explained: Dict[str, int], unexplained: List[str]) -> None:
    lines = [f"{what}: {count} calls compared, {sum(explained.values())} differences explained"]
    lines += [f"  {n}: {reason}" for reason, n in sorted(explained.items())]
    lines += [f"  unexplained: {len(unexplained)}"] + ["    " + u for u in unexplained[:30]]
    print("\n".join(lines))
    assert not unexplained, "\n".join(lines)


@pytest.mark.skipif(os.environ.get("PUNYCODE_RS_QUICK") == "1", reason="PUNYCODE_RS_QUICK=1")
def test_every_code_point_alone_and_after_a_letter():
    parts = max(os.cpu_count() or 1, 1)
    with multiprocessing.get_context("fork").Pool(parts) as pool:
        results = pool.starmap(_compare_code_points, [(k, parts) for k in range(parts)])
    count = sum(r[0] for r in results)
    explained: Dict[str, int] = {}
    for r in results:
        for reason, n in r[1].items():
            explained[reason] = explained.get(reason, 0) + n
    unexplained = [u for r in results for u in r[2]]
    report("every code point", count, explained, unexplained)


def test_generated_names():
    count, explained, unexplained = compare(names(30_000), list(CALLS))
    report("generated names", count, explained, unexplained)


def test_decode_of_encode_is_idnas():
    """Our decode(encode(x)) equals idna's, wherever both encode."""
    for s in names(5_000, seed=7):
        try:
            theirs = stock.decode(stock.encode(s, uts46=True))
        except stock.IDNAError:
            continue
        if explain(s) is None:
            assert ours.decode(ours.encode(s, uts46=True)) == theirs, s


def test_the_engine_is_the_one_answering():
    """The differential compares two implementations, not one twice."""
    assert ours.encode is punycode_rs._native.idna.encode
    assert "site-packages/idna" in stock.__file__


def test_values_of_other_types_fail_as_in_idna():
    # Each label function, given a value that is no str (or bytes where it
    # takes bytes), raises the class of exception idna 3.20 raises, or
    # returns what it returns (check_initial_combiner passes an empty one).
    values = [None, 5, 1.5, b"abc", bytearray(b"abc"), ["a"], ("a", "b"), {}, b"", object()]
    calls = {
        "alabel": lambda m, v: m.alabel(v),
        "ulabel": lambda m, v: m.ulabel(v),
        "check_label": lambda m, v: m.check_label(v),
        "check_bidi": lambda m, v: m.check_bidi(v),
        "check_nfc": lambda m, v: m.check_nfc(v),
        "check_hyphen_ok": lambda m, v: m.check_hyphen_ok(v),
        "check_initial_combiner": lambda m, v: m.check_initial_combiner(v),
        "valid_contextj": lambda m, v: m.valid_contextj(v, 0),
        "valid_contexto": lambda m, v: m.valid_contexto(v, 0),
        "uts46_remap": lambda m, v: m.uts46_remap(v),
    }

    def outcome(module, call, value):
        try:
            return ("returns", call(module.core, value))
        except Exception as e:  # noqa: BLE001 - the class is what is compared
            return ("raises", type(e).__name__)

    differ = []
    for name, call in calls.items():
        for value in values:
            theirs = outcome(stock, call, value)
            mine = outcome(ours, call, value)
            # A list or tuple of characters, or an empty container, passes
            # some of idna's steps (duck typing) and then fails late or not
            # at all (check_bidi({}) is True); ours refuses it as no str
            # (TypeError): compared only where idna raises.
            if isinstance(value, (list, tuple, dict, bytes)) and theirs[0] == "returns":
                continue
            if theirs != mine:
                differ.append(f"{name}({value!r}): idna {theirs}, ours {mine}")
    assert differ == []


def test_messages_name_the_code_point_as_idna_does():
    """An error's message, text and code point are idna's, for code points
    of four, five and six hex digits, lone surrogates, and plane 16's last
    private use, where lone surrogates stand in the engine's text (it once
    named U+10FFFD as U+DFFD)."""

    def said(module, call, s):
        try:
            call(module, s)
        except module.IDNAError as e:
            return type(e).__name__, str(e), getattr(e, "text", None), getattr(e, "codepoint", None)
        return None

    texts = ["a" + chr(cp) + "b" for cp in (0xA0, 0x2603, 0x1F600, 0xE0001, 0x10F800, 0x10FFFD, 0xD800, 0xDFFF)]
    # (A text with both a lone surrogate and a code point of that private
    # use is read with the latter as a surrogate: a known limit.)
    texts += ["a\U0010fffd.b", "b.a\ud800", "a\u200db", "a\u00b7b"]
    calls = (lambda m, s: m.check_label(s), lambda m, s: m.encode(s), lambda m, s: m.ulabel(s))
    # An A-label that Python's codec decodes to a lone surrogate (ulabel).
    cases = [(s, call) for s in texts for call in calls] + [("xn--a-rc4g", calls[2])]
    for s, call in cases:
        theirs, mine = said(stock, call, s), said(ours, call, s)
        if theirs is not None or mine is not None:
            # (Ours carries text and codepoint besides; idna's message is the
            # contract.)
            assert mine is not None and theirs is not None and mine[:2] == theirs[:2], (s, theirs, mine)
            if mine[3] is not None:
                assert mine[3] in map(ord, mine[2]), (s, mine)
    assert said(ours, calls[2], "xn--a-rc4g")[1] == "Codepoint U+D800 at position 2 of 'a\\ud800' not allowed"
