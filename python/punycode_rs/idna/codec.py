"""The ``idna2008`` codec of PyPI ``idna``'s ``idna.codec``: importing this
module registers it, so that ``"bücher.de".encode("idna2008")`` works,
with incremental and stream forms.

Only the ``"strict"`` error handling exists; any other is an
``IDNAError``. A name streamed in pieces gives what it gives whole: the
incremental forms convert each label once a separator ends it (or the
input does), and hold the length limits to everything given so far.
"""

from __future__ import annotations

import codecs

from punycode_rs._native import idna as _native
from .core import IDNAError, _max_domain_length, alabel, decode, encode, ulabel


def _strict(errors: str) -> None:
    if errors != "strict":
        raise IDNAError(f'Unsupported error handling "{errors}"', code="unsupported_errors")


def _complete(data: str, final: bool) -> tuple[list[str], bool, int]:
    """The labels of ``data`` that are complete, whether a separator
    follows the last of them, and how many characters they and their
    separators take. The last label is complete when a separator ends it,
    or when the input is ``final``."""
    labels = _native.labels(data)
    if not labels[-1]:
        labels.pop()
        dot = True
    elif not final:
        labels.pop()
        dot = bool(labels)
    else:
        dot = False
    used = sum(len(label) for label in labels) + max(len(labels) - 1, 0) + dot
    return labels, dot, used


class Codec(codecs.Codec):
    """``encode`` and ``decode`` of a whole name, as ``idna.encode`` and
    ``idna.decode``."""

    def encode(self, data: str, errors: str = "strict") -> tuple[bytes, int]:
        _strict(errors)
        if not data:
            return b"", 0
        return encode(data), len(data)

    def decode(self, data: bytes, errors: str = "strict") -> tuple[str, int]:
        _strict(errors)
        if not data:
            return "", 0
        return decode(data), len(data)


class IncrementalEncoder(codecs.BufferedIncrementalEncoder):
    """Encodes a name given in pieces, a label at a time."""

    def __init__(self, errors: str = "strict") -> None:
        super().__init__(errors)
        self._written = 0
        self._ends_with_dot = False

    def reset(self) -> None:
        super().reset()
        self._written = 0
        self._ends_with_dot = False

    def getstate(self) -> int | tuple[str, int, bool]:  # type: ignore[override]
        if not self.buffer and not self._written:
            return 0
        return (self.buffer, self._written, self._ends_with_dot)

    def setstate(self, state: int | tuple[str, int, bool]) -> None:  # type: ignore[override]
        if isinstance(state, tuple):
            self.buffer, self._written, self._ends_with_dot = state
        else:
            self.reset()

    def _buffer_encode(self, data: str, errors: str, final: bool) -> tuple[bytes, int]:
        _strict(errors)
        out = b""
        used = 0
        if data:
            labels, dot, used = _complete(data, final)
            out = b".".join(alabel(label) for label in labels) + (b"." if dot else b"")
        self._written += len(out)
        if out:
            self._ends_with_dot = out.endswith(b".")
        # A root dot may still come until the input is final.
        room = _max_domain_length + (self._ends_with_dot or not final)
        if self._written > room:
            raise IDNAError("Domain too long", code="domain_too_long")
        return out, used


class IncrementalDecoder(codecs.BufferedIncrementalDecoder):
    """Decodes a name given in pieces, a label at a time."""

    def __init__(self, errors: str = "strict") -> None:
        super().__init__(errors)
        self._read = 0

    def reset(self) -> None:
        super().reset()
        self._read = 0

    def getstate(self) -> tuple[bytes, int]:
        return (self.buffer, self._read)

    def setstate(self, state: tuple[bytes, int]) -> None:
        self.buffer, self._read = state

    def _buffer_decode(self, data: str | bytes | bytearray | memoryview, errors: str, final: bool) -> tuple[str, int]:  # type: ignore[override]
        _strict(errors)
        if not data:
            return "", 0
        if not isinstance(data, str):
            try:
                data = str(data, "ascii")
            except UnicodeDecodeError as err:
                raise IDNAError("Invalid ASCII in A-label", code="invalid_ascii") from err
        # As idna.decode, at most 254 characters in all.
        if self._read + len(data) > _max_domain_length + 1:
            raise IDNAError("Domain too long", code="domain_too_long")
        labels, dot, used = _complete(data, final)
        out = ".".join(ulabel(label) for label in labels) + ("." if dot else "")
        self._read += used
        return out, used


class StreamWriter(Codec, codecs.StreamWriter):
    """The stream writer of the codec."""


class StreamReader(Codec, codecs.StreamReader):
    """The stream reader of the codec."""


def search_function(name: str) -> "codecs.CodecInfo | None":
    """The codec search function: ``idna2008``'s ``CodecInfo``."""
    if name != "idna2008":
        return None
    return codecs.CodecInfo(
        name=name,
        encode=Codec().encode,
        decode=Codec().decode,  # type: ignore[arg-type]
        incrementalencoder=IncrementalEncoder,
        incrementaldecoder=IncrementalDecoder,
        streamwriter=StreamWriter,
        streamreader=StreamReader,
    )


codecs.register(search_function)
