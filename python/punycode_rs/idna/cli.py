"""The command of PyPI ``idna`` (``python -m idna``): each domain given, or
each line of piped standard input, to its A-label form or back.

Without ``-e`` or ``-d``, the first domain picks the direction for all:
decoding if one of its labels starts with ``xn--``, else encoding. UTS #46
mapping is on unless ``--strict``. A domain that fails is reported on
standard error and the others go on; the exit status is 1 if any failed.
"""

from __future__ import annotations

import argparse
import sys
from typing import Iterable, Iterator, List, Optional, TextIO

from punycode_rs._native import idna as _native
from .core import IDNAError, decode, encode
from .idnadata import __version__ as unicode_version
from .package_data import __version__


def _looks_like_alabel(s: str) -> bool:
    """Whether a label of ``s`` (split at any UTS #46 separator) starts with
    ``xn--``, in any case."""
    return any(label[:4].lower() == "xn--" for label in _native.labels(s))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m idna",
        description=(
            "Convert domain names between Unicode and their ASCII (A-label) "
            "form. Without -e or -d, the first domain picks the direction: "
            "decode if it has an xn-- label, else encode. UTS #46 mapping "
            "is on unless --strict. With no domain and a piped standard "
            "input, each line is a domain."
        ),
    )
    direction = parser.add_mutually_exclusive_group()
    direction.add_argument("-e", "--encode", dest="mode", action="store_const", const="encode",
                           help="encode to the A-label form")
    direction.add_argument("-d", "--decode", dest="mode", action="store_const", const="decode",
                           help="decode from the A-label form")
    parser.add_argument("--strict", action="store_true",
                        help="no UTS #46 mapping: IDNA 2008's rules as they are")
    parser.add_argument("--version", action="version",
                        version=f"idna {__version__} (Unicode {unicode_version})")
    parser.add_argument("domain", nargs="*", help="domains to convert (else read from standard input)")
    return parser


def _lines(stream: TextIO) -> Iterator[str]:
    for line in stream:
        line = line.strip()
        if line:
            yield line


def _convert(domain: str, mode: str, uts46: bool) -> bool:
    try:
        if mode == "decode":
            result = decode(domain, uts46=uts46)
        else:
            result = encode(domain, uts46=uts46).decode("ascii")
    except IDNAError as err:
        print(f"idna: {mode} failed for {domain!r}: {err}", file=sys.stderr)
        return False
    print(result)
    return True


def main(argv: Optional[List[str]] = None) -> int:
    """Runs the command on ``argv`` (``sys.argv[1:]`` if ``None``); returns
    the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    domains: Iterable[str]
    if args.domain:
        domains = args.domain
    elif not sys.stdin.isatty():
        domains = _lines(sys.stdin)
    else:
        parser.error("give a domain, or pipe domains to standard input")
    mode = args.mode
    ok = True
    for domain in domains:
        if mode is None:
            mode = "decode" if _looks_like_alabel(domain) else "encode"
        ok = _convert(domain, mode, not args.strict) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
