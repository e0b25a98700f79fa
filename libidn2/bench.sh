#!/usr/bin/env bash
# idn2_lookup_u8, Debian's libidn2 against ours, on the benchmark corpus
# (4,000 distinct names a class, in random order).
#
#   bash libidn2/bench.sh [ROUNDS]      by time: both in one process,
#                                       interleaved, best of ROUNDS passes
#                                       (libidn2/tests/bench.c)
#   bash libidn2/bench.sh instructions  by instructions, of idn2_lookup_u8
#                                       and of idn2_lookup_ul (what curl and
#                                       glibc call): callgrind counts a run
#                                       of four passes over a class and one
#                                       of one pass; the difference over
#                                       three passes is a name's figure
#                                       (libidn2/tests/count.c)
#
# Needs libidn2-0 (Debian's package), and valgrind for instructions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
lib="$(bash libidn2/build.sh)/lib"
theirs=/usr/lib/x86_64-linux-gnu/libidn2.so.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo run --quiet --release -p punycode-idn2 --example corpus -- --classes >"$work/classes"
if [ "${1:-}" != instructions ]; then
  cc -O2 -Wall -Werror libidn2/tests/bench.c -o "$work/bench" -ldl
  "$work/bench" "$theirs" "$lib/libidn2.so.0" "${1:-7}" <"$work/classes"
  exit
fi
cc -O2 -Wall -Werror libidn2/tests/count.c -o "$work/count" -ldl
source tests/callgrind.sh
# library class [ul]
per_name() {
  local names
  names=$("$work/count" "$1" "$2" 1 ${3:-} <"$work/classes" | awk '{print $1}')
  per_pass "$names" 3 "$work/classes" "$work/count" "$1" "$2" PASSES ${3:+"$3"}
}
# idn2_lookup_u8, and idn2_lookup_ul in a UTF-8 locale (curl's and glibc's).
printf '%-10s %14s %12s %7s %14s %12s %7s\n' class "libidn2 u8" "ours u8" ratio "libidn2 ul" "ours ul" ratio
for class in ascii idn mapping a-label invalid; do
  a=$(per_name "$theirs" "$class")
  b=$(per_name "$lib/libidn2.so.0" "$class")
  c=$(per_name "$theirs" "$class" ul)
  d=$(per_name "$lib/libidn2.so.0" "$class" ul)
  printf '%-10s %14d %12d %6.1fx %14d %12d %6.1fx\n' "$class" "$a" "$b" "$(echo "$a / $b" | bc -l)" \
    "$c" "$d" "$(echo "$c / $d" | bc -l)"
done
