"""The functions and exceptions of PyPI ``idna``'s ``idna.core``.

The conversions and the rules are the engine's (``punycode_rs._native``);
this module defines the exception classes, as ``idna`` does, so that they
subclass, pickle and compare as any Python class.
"""

from __future__ import annotations


from punycode_rs._native import idna as _native

# The limits of idna's API: any input, in characters; a label and a name in
# ASCII form, in bytes (RFC 1034: 63, and 253 without a root dot).
_max_input_length: int = _native.MAX_INPUT_LENGTH
_max_label_length: int = _native.MAX_LABEL_LENGTH
_max_domain_length: int = _native.MAX_NAME_LENGTH
_alabel_prefix = b"xn--"

# The rule an IDNAError reports, as idna names it: the extension module's
# one list (`_ErrorCode`, a `typing.Literal` of them, is made on first use:
# importing typing is most of an import's time; the stub's is held to this
# list by tests/test_idna_api.py).
_ERROR_CODES: tuple[str, ...] = tuple(_native.ERROR_CODES)


def __getattr__(name: str) -> object:
    if name == "_ErrorCode":
        from typing import Literal

        return Literal[_ERROR_CODES]  # type: ignore[valid-type]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class IDNAError(UnicodeError):
    """A name or label that IDNA refuses; the base of this module's errors.

    ``str(err)`` says what failed. For code: ``code``, the rule (one of
    ``_ErrorCode``); ``text``, the label (for UTS #46 mapping, the name)
    looked at; ``codepoint``, the character, as an ``int``; ``position``,
    its place in ``text``, from 1. Each is ``None`` where it does not
    apply.
    """

    code: str | None
    text: str | None
    codepoint: int | None
    position: int | None

    def __init__(
        self,
        *args: object,
        code: str | None = None,
        text: str | None = None,
        codepoint: int | None = None,
        position: int | None = None,
    ) -> None:
        super().__init__(*args)
        self.code = code
        self.text = text
        self.codepoint = codepoint
        self.position = position


class IDNABidiError(IDNAError):
    """A label that breaks the Bidi rule (RFC 5893)."""


class InvalidCodepoint(IDNAError):
    """A character that is not permitted (DISALLOWED or UNASSIGNED)."""


class InvalidCodepointContext(IDNAError):
    """A character permitted only in a context, used outside it (RFC 5892
    appendix A)."""


encode = _native.encode
decode = _native.decode


# The label functions take a str (some, bytes too). Given anything else,
# idna 3.20 fails in its first operations on the value, and so with their
# exception (TypeError for no len(), AttributeError for no .encode, ...):
# here those operations run first on such a value, so that it fails as in
# idna, and a value that gets past them (a list of characters, which
# idna's duck typing may take) is a TypeError.
def _unicodedata():  # type: ignore[no-untyped-def]
    import unicodedata  # (only for such a value: not at import)

    return unicodedata


def _not_text(value: object, *first_steps: object) -> TypeError:
    for step in first_steps:
        step()  # type: ignore[operator]
    return TypeError(f"expected a str, not {type(value).__name__}")


def alabel(label: str) -> bytes:
    """The A-label of ``label`` (``xn--`` and its Punycode), as ``bytes``;
    an ASCII label checked and returned as it is. Raises ``IDNAError``
    for a label that IDNA 2008 refuses, ``TypeError`` or
    ``AttributeError`` (as ``idna`` does) for a value that is no ``str``."""
    if not isinstance(label, str):
        raise _not_text(label, lambda: len(label), lambda: label.encode("ascii"))  # type: ignore[attr-defined]
    return _native.alabel(label)


def ulabel(label: str | bytes | bytearray) -> str:
    """The U-label of ``label``: an A-label decoded and checked, any other
    label checked. Raises ``IDNAError`` for a label that IDNA 2008
    refuses, ``TypeError`` or ``AttributeError`` (as ``idna`` does) for a
    value that is neither text nor bytes."""
    if not isinstance(label, (str, bytes, bytearray)):
        raise _not_text(label, lambda: len(label), lambda: label.encode("ascii"))  # type: ignore[arg-type, attr-defined]
    return _native.ulabel(label)


def check_label(label: str | bytes | bytearray) -> None:
    """Checks ``label`` by IDNA 2008 (RFC 5891 section 5.4): ``None``, or
    ``IDNAError`` (``InvalidCodepoint``, ``InvalidCodepointContext``,
    ``IDNABidiError``) for a label it refuses; ``TypeError`` for a value
    that is neither text nor bytes."""
    if not isinstance(label, (str, bytes, bytearray)):
        if len(label) == 0:  # type: ignore[arg-type]
            return _native.check_label("")  # idna's next step: "Empty Label"
        raise _not_text(label)
    return _native.check_label(label)


def check_bidi(label: str, check_ltr: bool = False) -> bool:
    """Checks ``label`` by the Bidi rule (RFC 5893): ``True``, or
    ``IDNABidiError``; ``TypeError`` for a value that is no ``str``."""
    if not isinstance(label, str):
        raise _not_text(label, lambda: len(label), lambda: [_unicodedata().bidirectional(c) for c in label])  # type: ignore[arg-type, attr-defined]
    return _native.check_bidi(label, check_ltr)


def check_nfc(label: str) -> None:
    """Checks that ``label`` is in NFC: ``None``, or ``IDNAError``;
    ``TypeError`` for a value that is no ``str``."""
    if not isinstance(label, str):
        raise _not_text(label, lambda: len(label), lambda: _unicodedata().normalize("NFC", label))  # type: ignore[arg-type]
    return _native.check_nfc(label)


def check_hyphen_ok(label: str) -> bool:
    """Checks ``label``'s hyphens (RFC 5891 section 4.2.3.1): ``True``, or
    ``IDNAError``; ``TypeError`` or ``AttributeError`` (as ``idna`` does)
    for a value that is no ``str``."""
    if not isinstance(label, str):
        raise _not_text(label, lambda: label[2:4] == "--", lambda: label.startswith("-"))  # type: ignore[index, attr-defined]
    return _native.check_hyphen_ok(label)


def check_initial_combiner(label: str) -> bool:
    """Checks that ``label`` does not start with a combining mark:
    ``True``, or ``IDNAError``. As in ``idna``, an empty value of any type
    passes, and another value that is no ``str`` raises ``TypeError``."""
    if not isinstance(label, str):
        if not label:
            return True
        raise _not_text(label, lambda: _unicodedata().category(label[0]))  # type: ignore[index]
    return _native.check_initial_combiner(label)


def valid_contextj(label: str, pos: int) -> bool:
    """Whether the joiner at ``pos`` of ``label`` is in a context RFC 5892
    allows (appendix A.1, A.2); ``TypeError`` for a value that is no
    ``str``."""
    if not isinstance(label, str):
        raise _not_text(label, lambda: len(label), lambda: ord(label[pos]))  # type: ignore[arg-type, index]
    return _native.valid_contextj(label, pos)


def valid_contexto(label: str, pos: int, exception: bool = False) -> bool:
    """Whether the CONTEXTO code point at ``pos`` of ``label`` is in a
    context RFC 5892 allows (appendix A.3 to A.9); ``TypeError`` for a
    value that is no ``str``."""
    if not isinstance(label, str):
        raise _not_text(label, lambda: len(label), lambda: ord(label[pos]))  # type: ignore[arg-type, index]
    return _native.valid_contexto(label, pos, exception)


def uts46_remap(domain: str, std3_rules: bool = True, transitional: bool = False) -> str:
    """UTS #46's mapping of ``domain`` (the mapped, NFC text, not yet
    checked). Raises ``InvalidCodepoint`` for a code point refused under
    the rules, ``TypeError`` or ``AttributeError`` (as ``idna`` does) for a
    value that is no ``str``."""
    if not isinstance(domain, str):
        raise _not_text(domain, lambda: len(domain), lambda: domain.isascii())  # type: ignore[arg-type, attr-defined]
    return _native.uts46_remap(domain, std3_rules, transitional)


def valid_label_length(label: bytes | str) -> bool:
    """Whether ``label`` is at most 63 long (characters of a ``str``, bytes
    of ``bytes``), the longest DNS label."""
    return len(label) <= _max_label_length


def valid_string_length(domain: bytes | str, trailing_dot: bool) -> bool:
    """Whether ``domain`` is at most 253 long, or 254 with ``trailing_dot``
    (characters of a ``str``, bytes of ``bytes``), the longest DNS name."""
    return len(domain) <= _max_domain_length + trailing_dot
