"""punycode_rs.idna as PyPI idna's users meet it: install_as_idna(), the
error attributes (the cases of idna's own tests that patch its internals
are deselected there; the others are here), the codec, the command."""

from __future__ import annotations

import codecs
import pickle
import subprocess
import sys
import warnings

import pytest

import punycode_rs
from punycode_rs import idna


def test_install_as_idna_is_what_import_idna_gets():
    code = (
        "import sys, punycode_rs; punycode_rs.install_as_idna();"
        "import idna, idna.core, idna.codec, idna.compat, idna.package_data, idna.intranges, idna.idnadata;"
        "assert idna is punycode_rs.idna;"
        "assert idna.core is punycode_rs.idna.core and idna.codec is punycode_rs.idna.codec;"
        "assert sys.modules['idna.idnadata'] is punycode_rs.idna.idnadata;"
        "import idna.uts46data, idna.cli;"
        "assert idna.encode is punycode_rs._native.idna.encode;"
        "print(idna.encode('Bücher.example', uts46=True).decode())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "xn--bcher-kva.example"


def test_python_m_idna_after_install(tmp_path):
    (tmp_path / "sitecustomize.py").write_text("import punycode_rs\npunycode_rs.install_as_idna()\n")
    out = subprocess.run(
        [sys.executable, "-m", "idna", "пример.рф", "xn--zckzah"],
        capture_output=True, text=True, env={"PYTHONPATH": str(tmp_path)},
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["xn--e1afmkfd.xn--p1ai", "xn--zckzah"]


CASES = [
    (lambda: idna.alabel("abc\u0141"), idna.InvalidCodepoint, "disallowed_codepoint", "abc\u0141", 0x141, 4),
    (lambda: idna.alabel("a\u200cb"), idna.InvalidCodepointContext, "contextj", "a\u200cb", 0x200C, 2),
    (lambda: idna.alabel("a\xb7b"), idna.InvalidCodepointContext, "contexto", "a\xb7b", 0xB7, 2),
    (lambda: idna.alabel("\u0301abc"), idna.IDNAError, "leading_combiner", "\u0301abc", 0x301, 1),
    (lambda: idna.check_bidi("\u0660\u05d0"), idna.IDNABidiError, "bidi_rule_1", "\u0660\u05d0", 0x660, 1),
    (lambda: idna.check_bidi("\u05d0a"), idna.IDNABidiError, "bidi_rule_2", "\u05d0a", 0x61, 2),
    (lambda: idna.check_bidi("\u05d0-\u0610"), idna.IDNABidiError, "bidi_rule_3", "\u05d0-\u0610", 0x2D, 2),
    (lambda: idna.check_bidi("\u05d0\u06600"), idna.IDNABidiError, "bidi_rule_4", "\u05d0\u06600", 0x30, 3),
    (lambda: idna.alabel("a\u05d0"), idna.IDNABidiError, "bidi_rule_5", "a\u05d0", 0x5D0, 2),
    (lambda: idna.check_bidi("a-", check_ltr=True), idna.IDNABidiError, "bidi_rule_6", "a-", 0x2D, 2),
    (lambda: idna.uts46_remap("a\x80"), idna.InvalidCodepoint, "uts46_disallowed", "a\x80", 0x80, 2),
    (lambda: idna.uts46_remap("a_b"), idna.InvalidCodepoint, "uts46_std3", "a_b", 0x5F, 2),
    (lambda: idna.uts46_remap("a\uff3fb"), idna.InvalidCodepoint, "uts46_std3", "a\uff3fb", 0xFF3F, 2),
    (lambda: idna.encode("a_b", uts46=True, std3_rules=True), idna.InvalidCodepoint, "uts46_std3", "a_b", 0x5F, 2),
]


@pytest.mark.parametrize("trigger,cls,code,text,codepoint,position", CASES)
def test_error_attributes(trigger, cls, code, text, codepoint, position):
    with pytest.raises(cls) as info:
        trigger()
    err = info.value
    assert (err.code, err.text, err.codepoint, err.position) == (code, text, codepoint, position)
    assert ord(err.text[err.position - 1]) == err.codepoint
    assert isinstance(err, UnicodeError)
    copy = pickle.loads(pickle.dumps(err))
    assert (type(copy), copy.args, copy.code, copy.position) == (type(err), err.args, err.code, err.position)


CODES = {
    "input_too_long": lambda: idna.encode("a" * 1025),
    "label_too_long": lambda: idna.alabel("a" * 64),
    "domain_too_long": lambda: idna.encode(".".join(["a" * 63] * 4)),
    "empty_label": lambda: idna.encode("a..b"),
    "empty_domain": lambda: idna.encode(""),
    "not_nfc": lambda: idna.alabel("e\u0301xample"),
    "hyphen_3_4": lambda: idna.alabel("ab--cd"),
    "hyphen_start_end": lambda: idna.alabel("-abc"),
    "invalid_alabel": lambda: idna.ulabel("xn--"),
    "non_canonical_alabel": lambda: idna.ulabel("xn---bbk"),
    "invalid_ascii": lambda: idna.encode(b"\xff"),
    "invalid_utf8": lambda: idna.check_label(b"\xff"),
    "unsupported_errors": lambda: codecs.encode("a", "idna2008", errors="ignore"),
}


@pytest.mark.parametrize("code", sorted(CODES))
def test_every_code_ours_can_raise(code):
    import punycode_rs.idna.codec  # noqa: F401 - registers idna2008

    with pytest.raises(idna.IDNAError) as info:
        CODES[code]()
    assert info.value.code == code


def test_ulabel_of_bytes():
    # As PyPI idna 3.20 answers: bytes are read as ASCII, and any other is
    # refused, never read as another label.
    for label in (b"\xff", b"xn--\xe9"):
        with pytest.raises(idna.IDNAError, match="^Invalid ASCII in A-label$") as info:
            idna.ulabel(label)
        assert info.value.code == "invalid_ascii"
    assert idna.ulabel(b"XN--BCHER-KVA") == "b\u00fccher"
    assert idna.ulabel(b"Abc") == "abc"


def test_surrogates():
    # A lone surrogate has no UTF-8; idna refuses it as a code point.
    with pytest.raises(idna.InvalidCodepoint) as info:
        idna.encode("a\ud800b.com")
    assert (info.value.codepoint, info.value.position, info.value.text) == (0xD800, 2, "a\ud800b")
    # An A-label that decodes to a surrogate.
    label = "a\udc00".encode("punycode").decode()
    with pytest.raises(idna.InvalidCodepoint) as info:
        idna.ulabel("xn--" + label)
    assert info.value.codepoint == 0xDC00


def test_transitional_warns():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert idna.encode("faß.de", uts46=True, transitional=True) == b"xn--fa-hia.de"
    assert [w.category for w in caught] == [DeprecationWarning]


def test_outputs_and_types():
    assert idna.encode("Example.COM") == b"Example.COM"  # ASCII labels keep their case
    assert idna.encode("ドメイン.テスト") == b"xn--eckwd4c7c.xn--zckzah"
    assert idna.encode(bytearray(b"example.com")) == b"example.com"
    assert idna.decode(b"xn--eckwd4c7c.xn--zckzah") == "ドメイン.テスト"
    assert idna.decode("XN--ZCKZAH.Example") == "テスト.example"
    assert idna.decode("a.xn--zz.com", display=True) == "a.xn--zz.com"
    assert idna.encode("テスト。テスト") == b"xn--zckzah.xn--zckzah"
    with pytest.raises(idna.IDNAError):
        idna.encode("テスト。テスト", strict=True)
    assert idna.uts46_remap("Bücher。DE") == "bücher.de"
    with pytest.raises(idna.InvalidCodepoint):
        idna.encode("☃.com", uts46=True)
    assert idna.valid_label_length("a" * 63) and not idna.valid_label_length("a" * 64)
    assert idna.unicode_version == "18.0.0"
    assert idna.idnadata.codepoint_classes["CONTEXTJ"] == ((0x200C << 32) | 0x200E,)
    from punycode_rs.idna.intranges import intranges_contain

    assert intranges_contain(ord("a"), idna.idnadata.codepoint_classes["PVALID"])
    assert not intranges_contain(ord("A"), idna.idnadata.codepoint_classes["PVALID"])


def test_incremental_codec():
    import punycode_rs.idna.codec  # noqa: F401

    encoder = codecs.getincrementalencoder("idna2008")()
    assert encoder.encode("\xe4x") == b""
    assert encoder.encode("ample。org") == b"xn--xample-9ta."
    assert encoder.encode("", True) == b"org"
    decoder = codecs.getincrementaldecoder("idna2008")()
    assert decoder.decode(b"xn--xam") == ""
    assert decoder.decode(b"ple-9ta.o") == "\xe4xample."
    assert decoder.decode(b"rg", True) == "org"


def test_error_codes_have_one_source():
    # The codes are the extension module's list; core.py exports it, the
    # stub's Literal names the same codes in the same order, and every code
    # the runtime raises (test_every_code_ours_can_raise) is on it.
    import ast
    import pathlib

    from punycode_rs._native import idna as native
    from punycode_rs.idna import core

    assert core._ERROR_CODES == tuple(native.ERROR_CODES)
    assert len(set(core._ERROR_CODES)) == len(core._ERROR_CODES)
    stub = pathlib.Path(core.__file__).with_suffix(".pyi").read_text(encoding="utf-8")
    literal = next(
        node.value
        for node in ast.walk(ast.parse(stub))
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "_ErrorCode" for t in node.targets)
    )
    assert tuple(e.value for e in literal.slice.elts) == core._ERROR_CODES
    assert set(CODES) <= set(core._ERROR_CODES)
