"""The batch form on a million mixed names, and the import.

    python batch_bench.py CORPUS_DIR [ROUNDS]

CORPUS_DIR holds the benchmark corpus's classes (idna-bench.sh writes
them); a million distinct names are made from them, each under one of 50
common first labels (www, mail, api, ...), shuffled. Prints the best of
ROUNDS: to_ascii_many on one thread, and on two threads (a half each) at
once, with the ratio; then the import time of punycode_rs, of
install_as_idna(), and of PyPI's idna, each in fresh interpreters."""

from __future__ import annotations

import pathlib
import random
import subprocess
import sys
import threading
import time

import punycode_rs

PREFIXES = ["www", "mail", "api", "cdn", "static", "img", "m", "blog", "shop", "app", "dev", "docs", "news",
            "login", "secure", "files", "media", "video", "support", "help", "forum", "wiki", "status", "beta",
            "admin", "portal", "my", "account", "cloud", "data", "go", "ftp", "smtp", "imap", "pop", "ns1",
            "ns2", "mx", "vpn", "remote", "git", "ci", "auth", "id", "pay", "store", "search", "maps", "live",
            "edge"]


def corpus(folder: pathlib.Path, size: int):
    base = []
    for cls in ("ascii", "idn", "mapping", "a-label", "invalid"):
        base += (folder / f"{cls}.txt").read_text(encoding="utf-8").splitlines()
    names = [f"{p}.{n}" for n in base for p in PREFIXES]
    random.Random(1).shuffle(names)
    while len(names) < size:
        names += names[: size - len(names)]
    return names[:size], len(base) * len(PREFIXES)


def best(fn, rounds: int) -> float:
    top = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        fn()
        top = min(top, time.perf_counter() - start)
    return top


def two_threads(names):
    half = len(names) // 2
    parts = [names[:half], names[half:]]
    threads = [threading.Thread(target=punycode_rs.to_ascii_many, args=(p,)) for p in parts]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def import_time(statement: str, rounds: int = 20) -> float:
    code = f"import time; t = time.perf_counter(); {statement}; print(time.perf_counter() - t)"
    return min(float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                    check=True).stdout) for _ in range(rounds))


def main() -> None:
    folder = pathlib.Path(sys.argv[1])
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    names, distinct = corpus(folder, 1_000_000)
    one = best(lambda: punycode_rs.to_ascii_many(names), rounds)
    two = best(lambda: two_threads(names), rounds)
    refused = sum(1 for r in punycode_rs.to_ascii_many(names) if not isinstance(r, str))
    print(f"names {len(names)} ({distinct} distinct), refused {refused}")
    print(f"to_ascii_many, one thread: {one:.3f} s ({one * 1e9 / len(names):.0f} ns a name)")
    print(f"two threads, a half each: {two:.3f} s ({two / one:.2f}x one thread)")
    print(f"import punycode_rs: {import_time('import punycode_rs') * 1e3:.2f} ms")
    print(f"import + install_as_idna(): "
          f"{import_time('import punycode_rs; punycode_rs.install_as_idna()') * 1e3:.2f} ms")
    print(f"import idna (PyPI's): {import_time('import idna') * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
