"""``python -m idna`` (after ``install_as_idna``) and ``python -m
punycode_rs.idna``: the command."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
