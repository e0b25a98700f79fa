#!/usr/bin/env bash
# `npm pack` gives a tarball with the built addon inside, which installs
# into a fresh project and loads there with no Rust toolchain (cargo out of
# reach: the install step must not build).
#
#   bash node/test-pack.sh
set -euo pipefail
node_dir=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$node_dir" && npm pack --silent --pack-destination "$work" >/dev/null)
tarball=$(ls "$work"/punycode-rs-*.tgz)
listing=$(tar -tzf "$tarball")
grep -q '^package/punycode-rs\..*\.node$' <<<"$listing" || { echo "no addon in $tarball" >&2; exit 1; }
mkdir "$work/project"
cd "$work/project"
echo '{ "name": "fresh", "version": "1.0.0", "private": true }' >package.json
CARGO=/nonexistent/cargo PATH=$(dirname "$(command -v node)"):/usr/bin:/bin npm install --no-audit --no-fund --loglevel=error "$tarball" >/dev/null
CARGO=/nonexistent/cargo node -e '
const p = require("punycode-rs");
const assert = require("node:assert");
assert.strictEqual(p.toAscii("Bücher.example"), "xn--bcher-kva.example");
console.log("1 passed, 0 failed: the packed addon installs and loads without cargo");
'
du -sk node_modules/punycode-rs | awk '{print "installed size: " $1 " KiB"}'
