#!/usr/bin/env bash
# Instructions per hostname for ada's IDNA (C++, what Node uses) on the
# names of tests/hosts-instructions.sh, class by class, counted by
# callgrind the same way (3 passes less the set-up).
#
#   bash tests/ada-hosts.sh ADA_IDNA_DIR
#
# ADA_IDNA_DIR: a checkout of https://github.com/ada-url/idna (not part of
# this repository). Built here with g++ -O3; needs g++ and valgrind.
set -euo pipefail
ada=$(cd "${1:?usage: bash tests/ada-hosts.sh ADA_IDNA_DIR}" && pwd)
cd "$(dirname "$0")/.."
work=target/ada-hosts
mkdir -p "$work"
g++ -O3 -std=c++20 -w -I"$ada/include" -I"$ada/src" tests/ada/hosts.cpp "$ada/src/idna.cpp" \
  -o "$work/hosts"
cargo build -q --profile bench -p punycode-tests --example hosts_profile
source tests/target-dir.sh
profile=$(target_dir)/release/examples/hosts_profile
source tests/callgrind.sh
printf '%-10s %6s %8s %8s %10s\n' class names to_ascii reused to_unicode
for class in ascii idn mapping a-label invalid all; do
  "$profile" "$class" 1 list > "$work/$class.txt"
  names=$(wc -l < "$work/$class.txt")
  per() { per_pass "$names" 3 /dev/null "$work/hosts" "$work/$class.txt" PASSES "$1"; }
  printf '%-10s %6d %8d %8d %10d\n' "$class" "$names" "$(per ascii)" "$(per reuse)" "$(per unicode)"
done
