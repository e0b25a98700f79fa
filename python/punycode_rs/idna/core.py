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

# The rule an IDNAError reports, as idna names it (`_ErrorCode`, a
# `typing.Literal` of them, is made on first use: importing typing is most
# of an import's time).
_ERROR_CODES = (
    "input_too_long",
    "label_too_long",
    "domain_too_long",
    "empty_label",
    "empty_domain",
    "not_nfc",
    "hyphen_3_4",
    "hyphen_start_end",
    "leading_combiner",
    "disallowed_codepoint",
    "contextj",
    "contexto",
    "unknown_codepoint",
    "bidi_rule_1",
    "bidi_rule_2",
    "bidi_rule_3",
    "bidi_rule_4",
    "bidi_rule_5",
    "bidi_rule_6",
    "bidi_unknown_direction",
    "invalid_alabel",
    "non_canonical_alabel",
    "invalid_ascii",
    "invalid_utf8",
    "uts46_disallowed",
    "uts46_std3",
    "unsupported_errors",
)


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
alabel = _native.alabel
ulabel = _native.ulabel
check_label = _native.check_label
check_bidi = _native.check_bidi
check_nfc = _native.check_nfc
check_hyphen_ok = _native.check_hyphen_ok
check_initial_combiner = _native.check_initial_combiner
valid_contextj = _native.valid_contextj
valid_contexto = _native.valid_contexto
uts46_remap = _native.uts46_remap


def valid_label_length(label: bytes | str) -> bool:
    """Whether ``label`` is at most 63 long (characters of a ``str``, bytes
    of ``bytes``), the longest DNS label."""
    return len(label) <= _max_label_length


def valid_string_length(domain: bytes | str, trailing_dot: bool) -> bool:
    """Whether ``domain`` is at most 253 long, or 254 with ``trailing_dot``
    (characters of a ``str``, bytes of ``bytes``), the longest DNS name."""
    return len(domain) <= _max_domain_length + trailing_dot
