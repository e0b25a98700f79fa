"""The engine's own API: every public function, each profile and flag,
the errors, Punycode on RFC 3492's samples, the batch forms, display."""

from __future__ import annotations

import pathlib
import pickle

import pytest

import punycode_rs
from punycode_rs import HostnameError, PunycodeError

ROOT = pathlib.Path(__file__).resolve().parents[2]


def rfc3492_samples():
    """RFC 3492 section 7.1's samples (id, name, code points, Punycode as
    printed, Punycode without case annotation), from the workspace's test
    data: the RFC's text, not this package's output."""
    rows = []
    for line in (ROOT / "tests/data/rfc3492-samples.tsv").read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        rows.append(line.split("\t"))
    return rows


def test_rfc3492_samples_both_ways():
    samples = rfc3492_samples()
    assert len(samples) == 19
    for row in samples:
        name, code_points, punycode = row[0], row[2], row[4]
        text = "".join(chr(int(cp[2:], 16)) for cp in code_points.split())
        assert punycode_rs.encode(text) == punycode, name
        assert punycode_rs.decode(punycode) == text, name


def test_punycode_errors():
    with pytest.raises(PunycodeError) as info:
        punycode_rs.decode("bcher-k!a")
    err = info.value
    assert str(err) == "invalid digit '!' at byte 7"
    assert (err.kind, err.position) == ("InvalidDigit", 7)
    assert isinstance(err, ValueError)


def test_to_ascii_and_to_unicode():
    assert punycode_rs.to_ascii("Bücher.example") == "xn--bcher-kva.example"
    assert punycode_rs.to_ascii("ＭÜＮＣＨＥＮ。de") == "xn--mnchen-3ya.de"
    assert punycode_rs.to_unicode("xn--e1afmkfd.xn--p1ai") == "пример.рф"
    assert punycode_rs.to_unicode("XN--BCHER-KVA.de") == "bücher.de"
    name = "example.com"
    assert punycode_rs.to_ascii(name) is name  # its own form: not copied


def test_profiles_and_flags():
    with pytest.raises(HostnameError):
        punycode_rs.to_ascii("My_Host.Example")
    assert punycode_rs.to_ascii("My_Host.Example", "url") == "my_host.example"
    assert punycode_rs.to_ascii("a_b.example", use_std3_ascii_rules=False) == "a_b.example"
    cdn = "r4---sn-4g5e6nz7.googlevideo.com"
    with pytest.raises(HostnameError):
        punycode_rs.to_ascii(cdn)
    assert punycode_rs.to_ascii(cdn, check_hyphens=False) == cdn
    long = "a" * 70 + ".example"
    with pytest.raises(HostnameError):
        punycode_rs.to_ascii(long)
    assert punycode_rs.to_ascii(long, verify_dns_length=False) == long
    assert punycode_rs.to_ascii("bücher.example", "registration") == "xn--bcher-kva.example"
    with pytest.raises(HostnameError) as info:
        punycode_rs.to_ascii("Bücher.example", "registration")
    assert info.value.kind == "not_permitted"
    rtl = "\u05d0.1a"
    with pytest.raises(HostnameError):
        punycode_rs.to_ascii(rtl)
    assert punycode_rs.to_ascii(rtl, check_bidi=False) == "xn--4db.1a"
    joiner = "a\u200db.example"
    with pytest.raises(HostnameError):
        punycode_rs.to_ascii(joiner)
    assert punycode_rs.to_ascii(joiner, check_joiners=False) == "xn--ab-m1t.example"
    with pytest.raises(ValueError, match="unknown profile"):
        punycode_rs.to_ascii("a.b", "browser")


def test_hostname_error_says_what_and_where():
    with pytest.raises(HostnameError) as info:
        punycode_rs.to_ascii("exä\u200dmple.com")
    err = info.value
    assert (err.kind, err.code, err.label, err.position, err.character) == (
        "zero_width_joiner", "C2", 0, 3, "\u200d",
    )
    assert "zero width joiner" in str(err)
    # Positions count characters (the byte offset is 4).
    assert "exä\u200dmple.com"[err.position] == err.character
    # An error inside an A-label: where it starts, and the decoded index.
    with pytest.raises(HostnameError) as info:
        punycode_rs.to_unicode("www.xn--bcher-2pa.de")
    err = info.value
    assert (err.label, err.position, err.character, err.decoded_index) == (1, 4, "Ü", 1)
    copy = pickle.loads(pickle.dumps(err))
    assert (copy.kind, copy.position, str(copy)) == (err.kind, err.position, str(err))


def test_message_and_position_count_characters():
    # The message names the same place as `position`, in characters (as
    # Python indexes the string): "üüü." is 4 characters and 7 bytes.
    name = "üüü.a_b.com"
    with pytest.raises(HostnameError) as info:
        punycode_rs.to_ascii(name)
    err = info.value
    assert (err.label, err.position, name[err.position]) == (1, 5, "_")
    assert str(err).startswith("label 1 at character 5: '_' (U+005F)"), str(err)


def test_batch_forms_keep_going_past_a_bad_name():
    names = ["Bücher.example", "a_b.example", "example.com", "xn--zz.com"] * 3
    out = punycode_rs.to_ascii_many(iter(names))
    assert len(out) == len(names)
    assert out[0] == "xn--bcher-kva.example"
    assert isinstance(out[1], punycode_rs.Refused) and out[1].code == "U1"
    assert out[2] == "example.com"
    assert isinstance(out[3], punycode_rs.Refused)
    # Each item is what the one-name call gives: the str, or the raised
    # error's every field (a Refused's are made when read).
    for k, name in enumerate(names):
        try:
            single = punycode_rs.to_ascii(name)
        except HostnameError as e:
            fields = ("kind", "code", "label", "position", "character", "decoded_index")
            assert [getattr(out[k], f) for f in fields] == [getattr(e, f) for f in fields]
            assert out[k].message == str(out[k]) == str(e)
            raised = out[k].exception()
            assert type(raised) is HostnameError and str(raised) == str(e)
            assert [getattr(raised, f) for f in fields] == [getattr(e, f) for f in fields]
        else:
            assert out[k] == single
    back = punycode_rs.to_unicode_many(["xn--bcher-kva.example", "xn--a.com"], "url")
    assert back[0] == "bücher.example" and isinstance(back[1], punycode_rs.Refused)


def test_batch_errors_are_light_values():
    # Issue: a batch made a HostnameError for every name refused, with the
    # GIL held (its cost is in BENCHMARKS.md's batch figures). A Refused is a value:
    # not an exception until asked, equal by its fields, pickled and
    # copied whole, its message and place made when read.
    import copy
    import pickle

    out = punycode_rs.to_ascii_many(["xn--bcher-kva.de", "bü_cher.de", "a\ud800.com", 7])
    engine, surrogate, not_a_str = out[1], out[2], out[3]
    assert not isinstance(engine, BaseException)
    assert (engine.kind, engine.code, engine.label, engine.position, engine.character) == (
        "std3_ascii", "U1", 0, 2, "_")
    assert engine.message.startswith("label 0 at character 2: '_' (U+005F)")
    assert repr(engine) == "Refused(kind=\"std3_ascii\", code=\"U1\", label=0, position=2)"
    for value in (engine, surrogate, not_a_str):
        for clone in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
            assert clone == value and str(clone) == str(value)
            assert type(clone.exception()) is HostnameError
    assert engine != surrogate and engine != "std3_ascii"
    twin = punycode_rs.to_ascii_many(["bü_cher.de"])[0]
    assert engine == twin and hash(engine) == hash(twin) and len({engine, twin, surrogate}) == 2
    with pytest.raises(HostnameError, match="at character 2"):
        raise engine.exception()
    with pytest.raises(TypeError):
        punycode_rs.Refused()


def test_batch_items_fail_one_by_one():
    # A lone surrogate, or an item that is no str, is that item's error;
    # None passes through; the rest convert.
    out = punycode_rs.to_ascii_many(["a.com", "a\ud800.com", 5, None, "bücher.de"])
    assert out[0] == "a.com" and out[3] is None and out[4] == "xn--bcher-kva.de"
    assert isinstance(out[1], punycode_rs.Refused)
    assert (out[1].kind, out[1].code, out[1].position) == ("lone_surrogate", "A3", 1)
    assert isinstance(out[2], punycode_rs.Refused)
    assert out[2].kind == "not_a_str" and "item 2" in str(out[2]) and "int" in str(out[2])
    back = punycode_rs.to_unicode_many(["xn--tda.de", b"x"])
    assert back[0] == "ü.de" and back[1].kind == "not_a_str"
    # One name alone: the same error, raised.
    with pytest.raises(HostnameError) as info:
        punycode_rs.to_ascii("ab\udfff")
    assert (info.value.kind, info.value.position) == ("lone_surrogate", 2)
    # A str as the whole batch would be taken a character at a time.
    with pytest.raises(TypeError):
        punycode_rs.to_ascii_many("bücher.de")


def test_display():
    policy = punycode_rs.Policy().protect(["paypal.com"])
    assert punycode_rs.to_display("xn--bcher-kva.de", policy) == "bücher.de"
    assert punycode_rs.to_display("аррӏе.com") == "xn--80ak6aa92e.com"
    assert punycode_rs.to_display("аррӏе.рф") == "аррӏе.рф"
    verdict = punycode_rs.check("pаypal.com", policy)
    assert not verdict.shown and str(verdict) == "xn--pypal-4ve.com"
    codes = {r.code for r in verdict.labels[0].reasons}
    assert {"mixed-scripts", "looks-like"} <= codes, codes
    assert policy.protected == ["paypal.com"]
    assert punycode_rs.to_display("l·l.com", punycode_rs.Policy("uts39")) == "l·l.com"
    assert punycode_rs.to_display_many(["аррӏе.com", "bücher.de"]) == ["xn--80ak6aa92e.com", "bücher.de"]
    with pytest.raises(HostnameError):
        punycode_rs.Policy().protect(["a/b.com"])


def test_versions():
    assert punycode_rs.UNICODE_VERSION == "18.0.0"
    assert punycode_rs.__version__


def test_docstring_and_readme_examples_run():
    """The docstrings' examples and the README's, as doctests, in a
    process of their own (installing as `idna` changes `sys.modules`)."""
    import subprocess
    import sys

    code = (
        "import doctest, punycode_rs;"
        "f, t = doctest.testmod(punycode_rs); assert f == 0 and t >= 6, (f, t);"
        f"f, t = doctest.testfile({str(ROOT / 'python/README.md')!r}, module_relative=False);"
        "assert f == 0 and t >= 15, (f, t)"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_workspace_readme_python_example_runs():
    """The workspace README's Python example, in a process of its own."""
    import subprocess
    import sys

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [b.split("```", 1)[0] for b in readme.split("```python\n")[1:]]
    assert blocks
    for block in blocks:
        subprocess.run([sys.executable, "-c", block], check=True)


def test_batches_leave_the_collector_as_it_was():
    """A batch pauses the cyclic collector while it makes its errors, and
    puts it back as it was: off stays off, on comes back on."""
    import gc

    was = gc.isenabled()
    try:
        gc.disable()
        assert isinstance(punycode_rs.to_ascii_many(["a_b.c", "x"])[0], punycode_rs.Refused)
        assert not gc.isenabled()
        gc.enable()
        punycode_rs.to_ascii_many(["a_b.c", "x"])
        assert gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()


def test_docstrings_say_what_raises_and_none():
    for f in (punycode_rs.to_ascii, punycode_rs.to_unicode, punycode_rs.to_ascii_many,
              punycode_rs.to_unicode_many, punycode_rs.encode, punycode_rs.decode):
        doc = f.__doc__ or ""
        assert len(doc) > 200 and "Raises" in doc, (f.__name__, doc)
    for f in (punycode_rs.to_ascii, punycode_rs.to_unicode):
        assert "`None` (the default) keeps the" in f.__doc__


def test_policies_and_reason_are_exported():
    # Reason is the module's, as its type and the stub say.
    assert punycode_rs.Reason.__module__ == "punycode_rs"
    verdict = punycode_rs.check("pаypal.com", punycode_rs.Policy().protect("paypal.com"))
    assert all(isinstance(r, punycode_rs.Reason) for r in verdict.labels[0].reasons)
    # Firefox's policy, as in Rust and on the command line: its blocklist
    # hides a name with U+01C3 (ǃ, a click letter that reads as '!').
    firefox = punycode_rs.Policy("firefox")
    assert punycode_rs.to_display("xn--bcher-kva.de", firefox) == "bücher.de"
    assert [r.code for r in punycode_rs.check("aǃb.com", firefox).labels[0].reasons] == ["blocked"]
    chromium = punycode_rs.check("aǃb.com", punycode_rs.Policy())
    assert [r.code for r in chromium.labels[0].reasons] == ["not-allowed"]
    with pytest.raises(ValueError, match='use "chromium", "firefox" or "uts39"'):
        punycode_rs.Policy("safari")
    # Each policy's name and the Unicode version of its data, as the
    # engine states them (Chromium's ICU is Unicode 16, Firefox's ICU 78
    # Unicode 17, UTS #39's the latest).
    assert [(p.name, p.unicode_version) for p in map(punycode_rs.Policy, ("chromium", "firefox", "uts39"))] == [
        ("chromium", "16.0.0"), ("firefox", "17.0.0"), ("uts39", "18.0.0")]
    assert punycode_rs.Policy().protect("paypal.com").name == "chromium"
    # One domain as a str.
    assert punycode_rs.Policy().protect("paypal.com").protected == ["paypal.com"]


def test_expect_script_refuses_unknown_scripts():
    # An unknown name was ignored without a word; it is refused now, and a
    # known one is taken in any case.
    for bad in ("Cyrl", "Klingon", ""):
        with pytest.raises(ValueError, match="unknown script"):
            punycode_rs.Policy().expect_script(bad, "com")
    policy = punycode_rs.Policy().expect_script("cyrillic", "com")
    assert punycode_rs.to_display("ѕсоре.com", policy) == "ѕсоре.com"
    assert punycode_rs.to_display("ѕсоре.com") == "xn--e1argc3h.com"


def test_display_objects_pickle_copy_and_compare():
    # Issue: Policy, Verdict, Label and Reason could be neither pickled
    # nor copied, and check(x) == check(x) was False.
    import copy
    import pickle

    policy = punycode_rs.Policy("firefox").protect(["paypal.com"]).expect_script("Cyrillic", "example")
    for clone in (pickle.loads(pickle.dumps(policy)), copy.copy(policy), copy.deepcopy(policy)):
        assert clone == policy
        assert clone.protected == ["paypal.com"]
        for name in ("pаypal.com", "пример.example", "пример.com", "bücher.de"):
            assert punycode_rs.to_display(name, clone) == punycode_rs.to_display(name, policy)
    assert policy != punycode_rs.Policy("firefox")
    assert punycode_rs.Policy() == punycode_rs.Policy("chromium") != punycode_rs.Policy("uts39")
    assert punycode_rs.Policy().expect_script("Greek", "a") != punycode_rs.Policy().expect_script("Greek", "b")

    verdict = punycode_rs.check("pаypal.com.рф", punycode_rs.Policy().protect("paypal.com"))
    assert verdict == punycode_rs.check("pаypal.com.рф", punycode_rs.Policy().protect("paypal.com"))
    assert verdict != punycode_rs.check("paypal.com.рф")
    reason = verdict.labels[0].reasons[0]
    for value in (verdict, verdict.labels[0], reason):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.copy(value) == value and copy.deepcopy(value) == value
    assert str(pickle.loads(pickle.dumps(verdict))) == str(verdict)
    assert hash(reason) == hash(punycode_rs.Reason(reason.code, reason.message))
    assert {reason, copy.copy(reason)} == {reason}


def test_protect_refuses_what_is_no_hostname():
    # Issue: protect accepted '', 'a..b' and 'a_b.com'. A protected name is
    # a hostname in DNS's sense (the engine's rule, Policy::protect).
    for bad in ("", "a..b", "a_b.com", "-a.com", "a" * 64 + ".com"):
        with pytest.raises(punycode_rs.HostnameError):
            punycode_rs.Policy().protect(bad)
    assert punycode_rs.Policy().protect("bücher.de.").protected == ["bücher.de"]


def test_to_display_many_takes_none_and_names_a_bad_item():
    # Issue: to_display_many refused None, which to_ascii_many passes
    # through; a bad item stopped the batch without saying which.
    assert punycode_rs.to_display_many(["xn--bcher-kva.de", None]) == ["bücher.de", None]
    with pytest.raises(TypeError, match="not one str"):
        punycode_rs.to_display_many("bücher.de")
    with pytest.raises(TypeError, match="item 1 is not a str"):
        punycode_rs.to_display_many(["a.com", 5])
    with pytest.raises(ValueError, match="item 2 has a lone surrogate"):
        punycode_rs.to_display_many(["a.com", None, "a\ud800.com"])
