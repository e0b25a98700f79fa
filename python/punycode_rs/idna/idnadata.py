"""PyPI ``idna``'s ``idna.idnadata``: the Unicode version, and the code
points of each IDNA2008 class that permits, as ``idna.intranges`` runs,
made from the engine's tables on first use.

``idna``'s ``scripts`` and ``joining_types`` are not here: the engine
applies RFC 5892's contextual rules itself and keeps no such lists.
"""

from __future__ import annotations


from punycode_rs._native import UNICODE_VERSION as __version__
from punycode_rs._native import idna as _native
from .intranges import _encode_range

__all__ = ["__version__", "codepoint_classes"]

# Made on first use (`__getattr__`); declared for type checkers.
codepoint_classes: dict[str, tuple[int, ...]]

_cache: dict[str, dict[str, tuple[int, ...]]] = {}


def __getattr__(name: str) -> dict[str, tuple[int, ...]]:
    if name == "codepoint_classes":
        if name not in _cache:
            _cache[name] = {
                cls: tuple(_encode_range(start, end) for start, end in runs)
                for cls, runs in _native.codepoint_classes()
            }
        return _cache[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
