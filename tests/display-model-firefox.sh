#!/usr/bin/env bash
# Writes tests/data/display-model-firefox.tsv: random hostnames at the
# edges of Firefox's rules (display-model/firefox_names.py) with the
# verdicts of a model of Firefox's code on ICU 78 (display-model/
# firefox.cc), which tests/tests/display_model.rs holds `Policy::firefox()`
# to. Also holds unicode-tables/data/firefox-17.txt, the data of
# punycode-core's Firefox tables, to ICU 78 for every code point. Dev-only;
# CI reads the checked-in file.
#
# ICU 78.3 (Unicode 17.0, the data of the ICU 78 that Firefox vendors) is
# built from Debian's source package (sid), once, into target/icu78
# (display-model/build-icu.sh). Needs a C++ compiler, python3, and the
# network for apt-get source.
#
#   bash tests/display-model-firefox.sh [count]    (default 6000 names)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-6000}"
work="$PWD/target/icu78"
prefix="$work/install"

bash tests/display-model/build-icu.sh "$work" sid 78.3-2

g++ -std=c++17 -O2 -I"$prefix/include" tests/display-model/firefox.cc -o "$work/firefox" \
  "$prefix/lib/libicuuc.a" "$prefix/lib/libicudata.a" -ldl -lpthread

# ICU 78's data, every code point, against the data file that
# punycode-core's Firefox tables are generated from (and held to by
# unicode-tables' up-to-date test): the same ranges.
if ! diff <(grep -v '^#' unicode-tables/data/firefox-17.txt | sort) \
          <("$work/firefox" --data | sort) >/dev/null; then
  echo "unicode-tables/data/firefox-17.txt differs from ICU $("$work/firefox" --version):" >&2
  diff <(grep -v '^#' unicode-tables/data/firefox-17.txt | sort) <("$work/firefox" --data | sort) >&2
  exit 1
fi
echo "unicode-tables/data/firefox-17.txt: every code point as ICU $("$work/firefox" --version) has it"

# The model on Firefox's own rows first: a model that is not Firefox's
# would make the names' verdicts worthless.
python3 tests/display-model/firefox_rows.py "$work/firefox"

out=tests/data/display-model-firefox.tsv
{
  echo "# Random hostnames (tests/display-model/firefox_names.py) and what Firefox's code"
  echo "# decides for each label, as modelled on ICU $("$work/firefox" --version)"
  echo "# (tests/display-model/firefox.cc). Written by: bash tests/display-model-firefox.sh $count"
  echo "# name<TAB>per label: A ASCII, S shown, H kept as its A-label (! = IDNA refuses)<TAB>why"
  python3 tests/display-model/firefox_names.py "$count" | "$work/firefox"
} >"$out"
echo "wrote $out: $(grep -vc '^#' "$out") names"
