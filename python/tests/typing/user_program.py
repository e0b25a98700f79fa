"""A user's program, checked by `mypy --strict` (tests/typecheck.sh): every
public name of punycode_rs, punycode_rs.idna and punycode_rs.spark used as
the README shows it. It is run too, so that it stays a real program."""

from __future__ import annotations

import punycode_rs
import punycode_rs.idna as idna
from punycode_rs import HostnameError, Policy, PunycodeError, Refused, Verdict


def ascii_names(names: list[str]) -> list[str]:
    out: list[str] = []
    for result in punycode_rs.to_ascii_many(names, "url", check_hyphens=False):
        if isinstance(result, Refused):
            message: str = str(result)
            position: int = result.position
            code: str = result.code
            error: HostnameError = result.exception()
            assert str(error) == message == result.message
            out.append(f"{code} at {position}: {message}")
        elif result is not None:
            out.append(result)
    return out


def main() -> None:
    assert punycode_rs.to_ascii("Bücher.example") == "xn--bcher-kva.example"
    assert punycode_rs.to_unicode("xn--bcher-kva.example", "registration") == "bücher.example"
    assert punycode_rs.encode("bücher") == "bcher-kva"
    assert punycode_rs.decode("bcher-kva") == "bücher"
    try:
        punycode_rs.decode("99999999999")
    except PunycodeError as e:
        assert isinstance(e.position, int)
    assert ascii_names(["a.com", "a_b.com"])[0] == "a.com"
    many: list[str | Refused | None] = punycode_rs.to_unicode_many(["xn--tda.de", None])
    assert many[1] is None
    policy: Policy = Policy("firefox").expect_script("Cyrillic", "example")
    verdict: Verdict = punycode_rs.check("пример.рф", policy)
    shown: bool = verdict.shown
    for label in verdict.labels:
        reasons: list[str] = [reason.code for reason in label.reasons]
        assert shown or label.shown or reasons
    assert punycode_rs.to_display("xn--bcher-kva.example") == "bücher.example"
    assert punycode_rs.to_display_many(["a.com"], Policy().protect(["paypal.com"])) == ["a.com"]
    version: str = punycode_rs.UNICODE_VERSION
    assert version
    encoded: bytes = idna.encode("bücher.example", uts46=True)
    assert idna.decode(encoded) == "bücher.example"
    assert idna.alabel("bücher") == b"xn--bcher-kva"
    assert idna.ulabel(b"xn--bcher-kva") == "bücher"
    try:
        idna.encode("a..b")
    except idna.IDNAError as e:
        assert e.code == "empty_label"


if __name__ == "__main__":
    main()
