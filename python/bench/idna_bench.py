"""Per-call time of PyPI idna 3.20, punycode_rs.idna and can_ada on the
same names, each in a process of its own (`idna-bench.sh` starts them in
turns). A worker: `python idna_bench.py IMPL DIR PASSES` prints, for each
class of the corpus in DIR, the best time a call over PASSES passes over
its names (thousands of distinct names, one random order, the same for
every implementation)."""

from __future__ import annotations

import pathlib
import sys
import time

CALLS = {
    # class: what is called on each name (the calls requests and yarl make;
    # httpx's plain encode for ASCII and IDN names; decode of A-labels).
    "ascii": "encode_uts46",
    "ascii-plain": "encode",
    "idn": "encode_uts46",
    "idn-plain": "encode",
    "mapping": "encode_uts46",
    "a-label": "encode_uts46",
    "decode": "decode",
    "invalid": "encode_uts46",
    # By size (one name each, called 2,000 times): a label of 63 code
    # points, of 200 and of 1,000 (too long for both; under idna's limit of
    # 1,024 on input), and the 63's A-label decoded.
    "size-63": "encode_uts46",
    "size-200": "encode_uts46",
    "size-1000": "encode_uts46",
    "size-63-decode": "decode",
}
FILES = {"ascii-plain": "ascii", "idn-plain": "idn", "decode": "a-label", "size-63-decode": "size-63-a-label"}


# Each call as a user writes it, in a loop made for it (no wrapper
# function between the loop and the call, for any implementation).
LOOP = """
def loop(names, fn):
    for name in names:
        try:
            fn({args})
        except Exception:
            pass
"""


def loops(impl: str):
    """For each kind of call: the function, and its loop."""
    def made(args: str):
        scope: dict = {}
        exec(LOOP.format(args=args), scope)  # noqa: S102 - our own fixed text
        return scope["loop"]

    if impl == "can_ada":
        import can_ada

        return {
            "encode": (can_ada.idna_encode, made("name")),
            "encode_uts46": (can_ada.idna_encode, made("name")),
            "decode": (can_ada.idna_decode, made("name")),
        }
    if impl == "idna":
        import idna

        assert "site-packages/idna" in idna.__file__, idna
    else:
        from punycode_rs import idna
    return {
        "encode": (idna.encode, made("name")),
        "encode_uts46": (idna.encode, made("name, uts46=True")),
        "decode": (idna.decode, made("name")),
    }


def best(fn, loop, names, passes: int) -> float:
    top = float("inf")
    for _ in range(passes):
        start = time.perf_counter_ns()
        loop(names, fn)
        top = min(top, (time.perf_counter_ns() - start) / len(names))
    return top


def main() -> None:
    impl, folder, passes = sys.argv[1], pathlib.Path(sys.argv[2]), int(sys.argv[3])
    kinds = loops(impl)
    for cls, call in CALLS.items():
        names = (folder / f"{FILES.get(cls, cls)}.txt").read_text(encoding="utf-8").splitlines()
        if cls.startswith("size-"):
            names = names * 2000
        if impl == "can_ada" and call == "decode":
            names = [n.encode() for n in names]  # can_ada decodes bytes
        fn, loop = kinds[call]
        print(f"{cls} {best(fn, loop, names, passes):.1f}")


if __name__ == "__main__":
    main()
