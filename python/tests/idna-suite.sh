#!/usr/bin/env bash
# PyPI idna 3.20's own test suite (the tests/ of its source distribution)
# on punycode_rs, through install_as_idna(): a sitecustomize.py on
# PYTHONPATH installs it in every interpreter the suite starts, its
# `python -m idna` subprocesses included. The tests that patch idna's
# private internals are deselected, each listed with its reason in
# idna-suite.txt.
#
#   bash python/tests/idna-suite.sh [PYTHON]
#
# PYTHON (default python3) has punycode-rs, pytest and hypothesis
# installed; the source distribution comes from PyPI.
set -euo pipefail
py=${1:-python3}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$py" -m pip download -q --no-deps --no-binary :all: idna==3.20 -d "$work" >/dev/null
tar -xzf "$work/idna-3.20.tar.gz" -C "$work"
# Its own package out of the way: only ours may answer to `import idna`.
rm -rf "$work/idna-3.20/idna"
mkdir "$work/site"
printf 'import punycode_rs\npunycode_rs.install_as_idna()\n' >"$work/site/sitecustomize.py"
export PYTHONPATH="$work/site"

# The suite must run on ours.
"$py" -c 'import idna, punycode_rs; assert idna is punycode_rs.idna, idna'

deselect=()
while read -r line; do
  case "$line" in ''|'#'*) continue ;; esac
  deselect+=(--deselect "$line")
done <"$here/idna-suite.txt"

cd "$work/idna-3.20"
"$py" -m pytest -p no:cacheprovider -q tests "${deselect[@]}"
