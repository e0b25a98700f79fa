"""The extension module (Rust): the engine's functions, and idna's in
``idna``. Stubs for type checkers."""

from types import ModuleType
from typing import Iterable, List, Literal, Optional, Union, final

from ._errors import HostnameError

UNICODE_VERSION: str

Profile = Literal["lookup", "url", "registration"]

def to_ascii(
    name: str,
    profile: Profile = "lookup",
    *,
    check_hyphens: Optional[bool] = None,
    check_bidi: Optional[bool] = None,
    check_joiners: Optional[bool] = None,
    use_std3_ascii_rules: Optional[bool] = None,
    verify_dns_length: Optional[bool] = None,
) -> str: ...
def to_unicode(
    name: str,
    profile: Profile = "lookup",
    *,
    check_hyphens: Optional[bool] = None,
    check_bidi: Optional[bool] = None,
    check_joiners: Optional[bool] = None,
    use_std3_ascii_rules: Optional[bool] = None,
    verify_dns_length: Optional[bool] = None,
) -> str: ...
def to_ascii_many(
    names: Iterable[Optional[str]],
    profile: Profile = "lookup",
    *,
    check_hyphens: Optional[bool] = None,
    check_bidi: Optional[bool] = None,
    check_joiners: Optional[bool] = None,
    use_std3_ascii_rules: Optional[bool] = None,
    verify_dns_length: Optional[bool] = None,
) -> List[Union[str, Refused, None]]: ...
def to_unicode_many(
    names: Iterable[Optional[str]],
    profile: Profile = "lookup",
    *,
    check_hyphens: Optional[bool] = None,
    check_bidi: Optional[bool] = None,
    check_joiners: Optional[bool] = None,
    use_std3_ascii_rules: Optional[bool] = None,
    verify_dns_length: Optional[bool] = None,
) -> List[Union[str, Refused, None]]: ...
def encode(label: str) -> str: ...

@final
class Refused:
    @property
    def kind(self) -> str: ...
    @property
    def code(self) -> str: ...
    @property
    def label(self) -> int: ...
    @property
    def position(self) -> int: ...
    @property
    def character(self) -> Optional[str]: ...
    @property
    def decoded_index(self) -> Optional[int]: ...
    @property
    def message(self) -> str: ...
    def exception(self) -> HostnameError: ...

def _refused(
    message: str,
    kind: str,
    code: str,
    label: int,
    position: int,
    character: Optional[str],
    decoded_index: Optional[int],
) -> Refused: ...
def decode(label: str) -> str: ...

@final
class Policy:
    def __new__(cls, name: Literal["chromium", "firefox", "uts39"] = "chromium") -> "Policy": ...
    def protect(self, domains: Union[str, Iterable[str]]) -> "Policy": ...
    def expect_script(self, script: str, tld: str) -> "Policy": ...
    @property
    def name(self) -> Literal["chromium", "firefox", "uts39"]: ...
    @property
    def unicode_version(self) -> str: ...
    @property
    def protected(self) -> List[str]: ...

@final
class Reason:
    code: str
    message: str
    def __new__(cls, code: str, message: str) -> "Reason": ...

@final
class Label:
    unicode: str
    ascii: str
    shown: bool
    display: str
    reasons: List[Reason]
    def __new__(cls, unicode: str, ascii: str, shown: bool, display: str, reasons: List[Reason]) -> "Label": ...

@final
class Verdict:
    labels: List[Label]
    shown: bool
    display: str
    def __new__(cls, labels: List[Label], shown: bool, display: str) -> "Verdict": ...

def _policy(name: str, protected: List[str], expected: List[tuple[str, str]]) -> Policy: ...
def to_display(name: str, policy: Optional[Policy] = None) -> str: ...
def to_display_many(names: Iterable[Optional[str]], policy: Optional[Policy] = None) -> List[Optional[str]]: ...
def check(name: str, policy: Optional[Policy] = None) -> Verdict: ...

idna: ModuleType
