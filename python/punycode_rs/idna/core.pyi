"""Stubs of ``punycode_rs.idna.core`` (its functions are the extension
module's)."""

from typing import Literal, Optional, Union

_max_input_length: int
_max_label_length: int
_max_domain_length: int
_alabel_prefix: bytes
_ERROR_CODES: tuple[str, ...]
_ErrorCode = Literal[
    "input_too_long", "label_too_long", "domain_too_long", "empty_label", "empty_domain", "not_nfc",
    "hyphen_3_4", "hyphen_start_end", "leading_combiner", "disallowed_codepoint", "contextj", "contexto",
    "unknown_codepoint", "bidi_rule_1", "bidi_rule_2", "bidi_rule_3", "bidi_rule_4", "bidi_rule_5",
    "bidi_rule_6", "bidi_unknown_direction", "invalid_alabel", "non_canonical_alabel", "invalid_ascii",
    "invalid_utf8", "uts46_disallowed", "uts46_std3", "unsupported_errors",
]

class IDNAError(UnicodeError):
    code: Optional[str]
    text: Optional[str]
    codepoint: Optional[int]
    position: Optional[int]
    def __init__(
        self,
        *args: object,
        code: Optional[_ErrorCode] = None,
        text: Optional[str] = None,
        codepoint: Optional[int] = None,
        position: Optional[int] = None,
    ) -> None: ...

class IDNABidiError(IDNAError): ...
class InvalidCodepoint(IDNAError): ...
class InvalidCodepointContext(IDNAError): ...

def encode(
    s: Union[str, bytes, bytearray],
    strict: Optional[bool] = None,
    uts46: Optional[bool] = None,
    std3_rules: Optional[bool] = None,
    transitional: Optional[bool] = None,
) -> bytes: ...
def decode(
    s: Union[str, bytes, bytearray],
    strict: Optional[bool] = None,
    uts46: Optional[bool] = None,
    std3_rules: Optional[bool] = None,
    display: Optional[bool] = None,
) -> str: ...
def alabel(label: str) -> bytes: ...
def ulabel(label: Union[str, bytes, bytearray]) -> str: ...
def check_label(label: Union[str, bytes, bytearray]) -> None: ...
def check_bidi(label: str, check_ltr: bool = False) -> bool: ...
def check_nfc(label: str) -> None: ...
def check_hyphen_ok(label: str) -> bool: ...
def check_initial_combiner(label: str) -> bool: ...
def valid_contextj(label: str, pos: int) -> bool: ...
def valid_contexto(label: str, pos: int, exception: bool = False) -> bool: ...
def uts46_remap(domain: str, std3_rules: bool = True, transitional: bool = False) -> str: ...
def valid_label_length(label: Union[bytes, str]) -> bool: ...
def valid_string_length(domain: Union[bytes, str], trailing_dot: bool) -> bool: ...
