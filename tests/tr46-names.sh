#!/usr/bin/env bash
# Our URL profile against tr46 7.0.0 (the URL Standard's reference UTS #46,
# Unicode 18, from npm) on every name of the tests' and the fuzz targets'
# corpora: the hostname corpus's classes, IdnaTestV2's sources, Chromium's
# IDN lists, and the checked-in fuzz inputs that are one line of UTF-8.
# tr46 runs with the URL Standard's flags (beStrict = false), then the host
# parser's refusals (a forbidden domain code point, an empty host), which
# our URL profile includes. Dev-only (Node 20 and the npm registry); prints
# the names where the two differ, and fails on any but the one documented
# difference, a run of more than 128 combining marks (README, TooManyMarks).
#
#   bash tests/tr46-names.sh
set -euo pipefail
ours=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack -q tr46@7.0.0 punycode@2.3.1 >/dev/null 2>&1)
for pkg in tr46 punycode; do
  mkdir -p "$work/node_modules/$pkg"
  tar -xzf "$work"/$pkg-*.tgz -C "$work/node_modules/$pkg" --strip-components=1
done

cd "$ours"
cargo build -q --release -p punycode-cli
cargo build -q --profile bench -p punycode-tests --example hosts_profile
source tests/target-dir.sh
target=$(target_dir)
{
  for class in ascii idn mapping a-label invalid contextual contextual-a-label; do
    "$target/release/examples/hosts_profile" "$class" 1 list
  done
  python3 - <<'PY'
import pathlib, re, subprocess
for line in open('tests/data/IdnaTestV2.txt', encoding='utf-8'):
    source = line.split('#')[0].split(';')[0].strip()
    source = re.sub(r'\\u([0-9A-Fa-f]{4})', lambda m: chr(int(m.group(1), 16)), source)
    source = re.sub(r'\\x\{([0-9A-Fa-f]+)\}', lambda m: chr(int(m.group(1), 16)), source)
    try:
        source.encode('utf-8')
    except UnicodeEncodeError:
        continue
    if source and '\n' not in source:
        print(source)
for name in ['chromium-idn-test-domains.list', 'chromium-idn-cases.tsv']:
    for line in open('tests/data/' + name, encoding='utf-8'):
        if not line.startswith('#') and line.strip():
            print(line.rstrip('\n').split('\t')[0])
files = subprocess.run(['git', 'ls-files', 'fuzz/corpus'], capture_output=True, text=True).stdout.split()
for f in files:
    try:
        text = pathlib.Path(f).read_bytes().decode('utf-8')
    except UnicodeDecodeError:
        continue
    if text and '\n' not in text and '\r' not in text:
        print(text)
PY
} >"$work/names.txt"
"$target/release/punycode" to-ascii --url --keep-lines <"$work/names.txt" >"$work/ours.txt" 2>/dev/null || true

cd "$work"
node - <<'JS'
const fs = require('fs');
const tr46 = require('tr46');
const names = fs.readFileSync('names.txt', 'utf8').split('\n');
const ours = fs.readFileSync('ours.txt', 'utf8').split('\n');
names.pop();
ours.pop();
if (names.length !== ours.length) throw new Error('line counts differ');
const forbidden = /[\u0000-\u0020#%\/:<>?@[\\\]^|\u007F]/;
const marks = /\p{M}{129,}/u;
let same = 0, documented = 0, other = 0;
for (let i = 0; i < names.length; i++) {
  let theirs = tr46.toASCII(names[i], {
    checkBidi: true, checkJoiners: true, checkHyphens: false,
    useSTD3ASCIIRules: false, transitionalProcessing: false, verifyDNSLength: false,
  });
  if (theirs !== null && (theirs === '' || forbidden.test(theirs))) theirs = null;
  const o = ours[i] === '' ? null : ours[i];
  if (o === theirs) { same++; continue; }
  const unicode = theirs === null ? '' : tr46.toUnicode(theirs, {}).domain;
  const known = o === null && marks.test(unicode.normalize('NFD'));
  known ? documented++ : other++;
  console.log((known ? 'documented (marks) ' : 'DIFFERS ') + JSON.stringify([names[i], o, theirs]));
}
console.log(`${names.length} names: ${same} the same, ${documented} documented differences, ${other} others`);
process.exit(other === 0 ? 0 : 1);
JS
