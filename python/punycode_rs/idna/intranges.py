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


def intranges_from_list(list_: list[int]) -> tuple[int, ...]:
    """The runs of the integers of ``list_``, as a sorted tuple."""
    runs: list[int] = []
    values = sorted(set(list_))
    if not values:
        return ()
    start = end = values[0]
    for value in values[1:]:
        if value != end + 1:
            runs.append(_encode_range(start, end + 1))
            start = value
        end = value
    runs.append(_encode_range(start, end + 1))
    return tuple(runs)


def intranges_contain(int_: int, ranges: tuple[int, ...]) -> bool:
    """Whether ``int_`` is in one of the runs of ``ranges``."""
    at = bisect.bisect_right(ranges, _encode_range(int_, 0xFFFFFFFF))
    if at == 0:
        return False
    start, end = _decode_range(ranges[at - 1])
    return start <= int_ < end
