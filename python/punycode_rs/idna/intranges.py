"""PyPI ``idna``'s ``idna.intranges``: sets of integers as sorted runs.

A run ``[start, end)`` is one integer, ``start << 32 | end``; a set is a
sorted tuple of runs, searched by bisection.
"""

from __future__ import annotations

import bisect


def _encode_range(start: int, end: int) -> int:
    return (start << 32) | end


def _decode_range(r: int) -> tuple[int, int]:
    return r >> 32, r & 0xFFFFFFFF


def intranges_from_list(list_: Iterable[int]) -> tuple[int, ...]:
    """The runs of the integers of ``list_``, as a sorted tuple."""
    runs: list[int] = []
    start = end = None
    for value in sorted(set(list_)):
        if end is not None and value == end:
            end += 1
            continue
        if start is not None:
            runs.append(_encode_range(start, end))
        start, end = value, value + 1
    if start is not None:
        runs.append(_encode_range(start, end))
    return tuple(runs)


def intranges_contain(int_: int, ranges: tuple[int, ...]) -> bool:
    """Whether ``int_`` is in one of the runs of ``ranges``."""
    at = bisect.bisect_right(ranges, _encode_range(int_, 0xFFFFFFFF))
    if at == 0:
        return False
    start, end = _decode_range(ranges[at - 1])
    return start <= int_ < end
