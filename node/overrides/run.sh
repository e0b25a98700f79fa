#!/usr/bin/env bash
# npm's tr46 replaced by ours with one `overrides` entry, in a fresh npm
# project (everything from the registry, nothing published): whatwg-url
# (latest, 7 and 5: tr46's three API shapes), jsdom 26 and node-fetch 2,
# against a second fresh project on stock tr46 7.0.0.
#
#   bash node/overrides/run.sh
set -euo pipefail
node_dir=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir "$work/stock" "$work/ours"
cat >"$work/stock/package.json" <<JSON
{ "name": "stock", "version": "1.0.0", "private": true,
  "dependencies": { "whatwg-url": "17.3.0", "tr46": "7.0.0" } }
JSON
cat >"$work/ours/package.json" <<JSON
{ "name": "ours", "version": "1.0.0", "private": true,
  "dependencies": {
    "whatwg-url": "17.3.0",
    "whatwg-url-7": "npm:whatwg-url@7.1.0",
    "whatwg-url-5": "npm:whatwg-url@5.0.0",
    "jsdom": "26.1.0",
    "node-fetch": "2.7.0"
  },
  "overrides": { "tr46": "file:$node_dir/tr46" } }
JSON
for project in stock ours; do
  (cd "$work/$project" && npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1) || {
    echo "npm install failed in the $project project" >&2
    (cd "$work/$project" && npm install --no-audit --no-fund) >&2
    exit 1
  }
  cp -r "$node_dir/overrides" "$work/$project/overrides"
  # The tests read the repository's data through ../helpers.js.
  ln -s "$node_dir/test/helpers.js" "$work/$project/helpers.js"
  ln -s "$node_dir/test/data" "$work/$project/data"
done
(cd "$work/stock" && node overrides/stock.js >"$work/stock.json")
cd "$work/ours"
STOCK_RESULTS="$work/stock.json" PUNYCODE_RS_NODE="$node_dir" node --test overrides/overrides.test.js
