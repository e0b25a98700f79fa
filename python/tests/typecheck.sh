#!/usr/bin/env bash
# The types, as a user's type checker sees them (CI runs this after the
# wheel is installed into PYTHON's environment):
# - `mypy --strict` on the package (its code and its stubs) and on a user's
#   program (tests/typing/user_program.py, which is also run);
# - stubtest: the stubs against the built module, as installed.
#
#   bash python/tests/typecheck.sh PYTHON
set -euo pipefail
python=${1:?usage: bash python/tests/typecheck.sh PYTHON}
here="$(cd "$(dirname "$0")/.." && pwd)"
"$python" -m pip install -q "mypy==2.4.1"
(cd "$here" && "$python" -m mypy --strict -p punycode_rs)
(cd "$here" && "$python" -m mypy --strict tests/typing/user_program.py)
# From elsewhere, so that the installed package (with its extension
# module) is the one imported, not the source folder.
(cd "$(mktemp -d)" && "$python" "$here/tests/typing/user_program.py" \
  && "$python" -m mypy.stubtest punycode_rs --mypy-config-file "$here/pyproject.toml" \
    --allowlist "$here/tests/typing/stubtest-allowlist.txt")
