"""Punycode and internationalized hostnames on a Rust engine.

The engine's own API: hostnames to ASCII and to Unicode in three
profiles (``"lookup"``, UTS #46 for names sent to DNS; ``"url"``, as
browsers do; ``"registration"``, IDNA2008), each UTS #46 flag as a
keyword; Punycode; batch forms that release the GIL; and whether a name
may be shown to a person (``to_display``, ``check``, ``Policy``)::

    >>> import punycode_rs
    >>> punycode_rs.to_ascii("Bücher.example")
    'xn--bcher-kva.example'
    >>> punycode_rs.to_unicode("xn--e1afmkfd.xn--p1ai")
    'пример.рф'
    >>> punycode_rs.encode("bücher")
    'bcher-kva'
    >>> punycode_rs.to_ascii_many(["a.com", "a_b.com"])[1].code
    'U1'

``punycode_rs.idna`` is PyPI ``idna``'s API with its answers;
``install_as_idna()`` makes ``import idna`` give it.
"""

import sys

from ._errors import HostnameError, PunycodeError
from ._native import (
    UNICODE_VERSION,
    Label,
    Policy,
    Reason,
    Refused,
    Verdict,
    check,
    decode,
    encode,
    to_ascii,
    to_ascii_many,
    to_display,
    to_display_many,
    to_unicode,
    to_unicode_many,
)

__version__ = "0.1.0"

__all__ = [
    "UNICODE_VERSION",
    "HostnameError",
    "Label",
    "Policy",
    "PunycodeError",
    "Reason",
    "Refused",
    "Verdict",
    "__version__",
    "check",
    "decode",
    "encode",
    "install_as_idna",
    "to_ascii",
    "to_ascii_many",
    "to_display",
    "to_display_many",
    "to_unicode",
    "to_unicode_many",
]

# The modules of PyPI's idna that install_as_idna() puts in place; the
# others (idna.cli, idna.uts46data) load from this package on first import.
_IDNA_MODULES = ("core", "codec", "compat", "package_data", "intranges", "idnadata")


def install_as_idna() -> None:
    """Make ``import idna`` give this package's ``idna`` API.

    Puts ``punycode_rs.idna`` in ``sys.modules`` as ``idna``, with its
    modules as ``idna.core``, ``idna.codec``, ``idna.compat``,
    ``idna.package_data``, ``idna.intranges`` and ``idna.idnadata``. Call it
    before the libraries that use ``idna`` (requests, httpx, urllib3,
    trio, yarl) are imported: a module that imported PyPI's ``idna``
    before keeps it.

        >>> import punycode_rs
        >>> punycode_rs.install_as_idna()
        >>> import idna
        >>> idna.encode("Bücher.example", uts46=True)
        b'xn--bcher-kva.example'
    """
    import importlib

    from . import idna as package

    sys.modules["idna"] = package
    for name in _IDNA_MODULES:
        sys.modules[f"idna.{name}"] = importlib.import_module(f"{package.__name__}.{name}")
