"""The fence of punycode_rs.idna's fast path: `encode` and `decode` first
hand the whole name to the engine's registration profile, and only a
name it refuses goes through idna's steps label by label
(`_encode_general`, `_decode_general`, which run those steps alone). The
two must give the same answer, output or exception, on every name."""

from __future__ import annotations

import itertools

from punycode_rs import idna
from punycode_rs._native import idna as native

from names import names


def outcome(call, *args, **kwargs):
    try:
        return ("ok", call(*args, **kwargs))
    except idna.IDNAError as e:
        return ("error", type(e).__name__, e.code, e.text, e.codepoint, e.position, str(e))


def shapes():
    """Names of every shape the fast path decides on."""
    labels = ["a", "ab", "abc", "b\u00fccher", "xn--bcher-kva", "XN--BCHER-KVA", "xn--", "xn--a",
              "xn--zz", "-a", "a-", "ab--c", "a--b", "\u0301a", "\u05d0", "1\u05d0", "a_b", "A",
              "\u00df", "\u3002", "\uff0e", "a" * 62, "a" * 63, "a" * 64, "\u00fc" * 30, "\u00fc" * 60]
    for k in range(1, 4):
        for parts in itertools.product(labels, repeat=k):
            for sep in (".", "\u3002"):
                name = sep.join(parts)
                yield name
                yield name + "."
                yield name + ".."
    for n in (252, 253, 254, 255):
        name = ".".join(["a" * 63] * 4)[:n]
        yield name
        yield name.rstrip(".") + "."
    for cp in range(0x80):
        yield f"a{chr(cp)}b.com"
    # Input limits before and after mapping (ignored characters vanish).
    for n in (1023, 1024, 1025):
        yield "\u00ad" * n + "a.com"
        yield "a" * n
        yield "\uff21" * n


def test_fast_path_is_the_general_path():
    count = 0
    for name in itertools.chain(shapes(), names(20_000, seed=11)):
        for strict, uts46 in ((False, False), (True, False), (False, True)):
            assert outcome(idna.encode, name, strict=strict, uts46=uts46) == outcome(
                native._encode_general, name, strict, uts46
            ), (name, strict, uts46)
            assert outcome(idna.decode, name, strict=strict, uts46=uts46) == outcome(
                native._decode_general, name, strict, uts46
            ), (name, strict, uts46)
            if name.isascii():
                # bytes take the same path as str.
                data = name.encode("ascii")
                assert outcome(idna.encode, data, strict=strict, uts46=uts46) == outcome(
                    idna.encode, name, strict=strict, uts46=uts46
                ), (name, strict, uts46)
                assert outcome(idna.decode, bytearray(data), strict=strict, uts46=uts46) == outcome(
                    idna.decode, name, strict=strict, uts46=uts46
                ), (name, strict, uts46)
            count += 1
    assert count > 200_000, count
