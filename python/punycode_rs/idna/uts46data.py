"""PyPI ``idna``'s ``idna.uts46data``: UTS #46's mapping table, made from
the engine's tables on first use. ``uts46_starts`` holds the first code
point of each row (a row a code point below 256), ``uts46_statuses`` its
status (``V``, ``M``, ``I`` or ``X``, as bytes; the four deviations are
``V``: processing is nontransitional) and ``uts46_replacements`` its
mapping (``None`` but for ``M``).
"""

from __future__ import annotations


from punycode_rs._native import UNICODE_VERSION as __version__
from punycode_rs._native import idna as _native

__all__ = ["__version__", "uts46_replacements", "uts46_starts", "uts46_statuses"]

# Made on first use (`__getattr__`); declared for type checkers.
uts46_starts: tuple[int, ...]
uts46_statuses: bytes
uts46_replacements: tuple[str | None, ...]

_cache: dict[str, tuple[int, ...] | bytes | tuple[str | None, ...]] = {}


def __getattr__(name: str) -> tuple[int, ...] | bytes | tuple[str | None, ...]:
    if name in ("uts46_starts", "uts46_statuses", "uts46_replacements"):
        if not _cache:
            starts, statuses, replacements = _native.uts46_table()
            _cache.update(
                uts46_starts=tuple(starts),
                uts46_statuses=bytes(statuses),
                uts46_replacements=tuple(replacements),
            )
        return _cache[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
