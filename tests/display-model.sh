#!/usr/bin/env bash
# Writes tests/data/display-model.tsv: random hostnames (display-model/
# names.py) with the verdicts of a model of Chromium's code on ICU 76.1
# (display-model/model.cc), which tests/tests/display_model.rs holds
# `display`'s browser policy to; and tests/data/display-icu-allowed.txt,
# the identifier set that model gives ICU, which punycode-core's display
# oracle holds the browser table to for every code point. Dev-only; CI
# reads the checked-in files.
#
# ICU 76.1 (Unicode 16.0, the data of Chromium's ICU) is built from
# Debian's source package (trixie), once, into target/icu76
# (display-model/build-icu.sh). Needs a C++ compiler, python3, and the
# network for apt-get source.
#
#   bash tests/display-model.sh [count]    (default 4000 names)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-4000}"
work="$PWD/target/icu76"
prefix="$work/install"

bash tests/display-model/build-icu.sh "$work" trixie 76.1-4

g++ -std=c++17 -O2 -I"$prefix/include" tests/display-model/model.cc -o "$work/model" \
  "$prefix/lib/libicui18n.a" "$prefix/lib/libicuuc.a" "$prefix/lib/libicudata.a" -ldl -lpthread

out=tests/data/display-model.tsv
{
  echo "# Random hostnames (tests/display-model/names.py) and what Chromium's code decides"
  echo "# for each label, as modelled on ICU $("$work/model" --version)"
  echo "# (tests/display-model/model.cc). Written by: bash tests/display-model.sh $count"
  echo "# name<TAB>per label: A ASCII, S shown, H kept as its A-label (! = IDNA refuses)<TAB>why"
  python3 tests/display-model/names.py "$count" | "$work/model"
} >"$out"
echo "wrote $out: $(grep -vc '^#' "$out") names"

allowed=tests/data/display-icu-allowed.txt
{
  echo "# The identifier set of Chromium's IDN spoof checker as it configures ICU's"
  echo "# (recommended and inclusion sets less its removals), on ICU $("$work/model" --version):"
  echo "# first and last code point of each range. Written by: bash tests/display-model.sh"
  "$work/model" --allowed
} >"$allowed"
echo "wrote $allowed: $(grep -vc '^#' "$allowed") ranges"
