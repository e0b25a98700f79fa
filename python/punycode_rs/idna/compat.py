"""PyPI ``idna``'s ``idna.compat``: the names of the old ``encodings.idna``
(RFC 3490) on IDNA2008."""

from __future__ import annotations


from .core import decode, encode


def ToASCII(label: str) -> bytes:
    """``idna.encode(label)``, under RFC 3490's name."""
    return encode(label)


def ToUnicode(label: bytes | bytearray) -> str:
    """``idna.decode(label)``, under RFC 3490's name."""
    return decode(label)


def nameprep(s: object) -> None:
    """RFC 3491's Nameprep, which IDNA2008 does not use: always raises
    ``NotImplementedError``."""
    raise NotImplementedError("IDNA 2008 does not utilise nameprep protocol")
