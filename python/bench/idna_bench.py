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
}
FILES = {"ascii-plain": "ascii", "idn-plain": "idn", "decode": "a-label"}


def functions(impl: str):
    if impl == "can_ada":
        import can_ada

        encode = can_ada.idna_encode
        return {"encode": encode, "encode_uts46": encode, "decode": lambda s: can_ada.idna_decode(s.encode())}
    if impl == "idna":
        import idna
    else:
        from punycode_rs import idna
    assert impl != "idna" or "site-packages/idna" in idna.__file__, idna
    encode, decode = idna.encode, idna.decode
    return {
        "encode": encode,
        "encode_uts46": lambda s: encode(s, uts46=True),
        "decode": decode,
    }


def best(fn, names, passes: int) -> float:
    top = float("inf")
    for _ in range(passes):
        start = time.perf_counter_ns()
        for name in names:
            try:
                fn(name)
            except Exception:  # noqa: BLE001 - invalid names raise on every side
                pass
        top = min(top, (time.perf_counter_ns() - start) / len(names))
    return top


def main() -> None:
    impl, folder, passes = sys.argv[1], pathlib.Path(sys.argv[2]), int(sys.argv[3])
    fns = functions(impl)
    for cls, call in CALLS.items():
        names = (folder / f"{FILES.get(cls, cls)}.txt").read_text(encoding="utf-8").splitlines()
        print(f"{cls} {best(fns[call], names, passes):.1f}")


if __name__ == "__main__":
    main()
