#!/usr/bin/env bash
# This tree's compatibility entry points against commit REV's, class by
# class: `Url::parse` on the `idna` package (`url` 2.5.8 patched to each
# tree's `idna`, as a user would) and libidn2's `idn2_lookup_u8` and
# `idn2_lookup_ul` (each tree's libidn2.so.0). Instructions a name
# (callgrind: a run of PASSES + 1 passes less a run of one), and time a
# name (both builds in one run, in turns, best of ROUNDS). Ratios are REV /
# this tree: above 1, this tree is faster. The names are this tree's: the
# real corpus (real-*, tests/data/hosts-corpus.tsv) and the generated one.
#
#   bash tests/entry-compare.sh REV [ROUNDS]
#
# Needs libidn2's build (REV of 2026-11-26 or later), valgrind and a C
# compiler.
set -euo pipefail
rev=${1:?usage: bash tests/entry-compare.sh REV [ROUNDS]}
rounds=${2:-7}
cd "$(dirname "$0")/.."
ours=$PWD
work=$ours/target/entry-compare
source tests/worktree.sh
worktree "$work" "$rev"
source tests/callgrind.sh
source tests/target-dir.sh

# Each tree's libidn2.so.0, kept apart from the other's.
lib_now=$(bash libidn2/build.sh)/lib/libidn2.so.0
lib_rev=$(cd "$work/tree" && CARGO_TARGET_DIR="$work/target" bash libidn2/build.sh)/lib/libidn2.so.0

# The names: class <TAB> name, a line each, in the corpus's random order.
cargo build -q --profile bench -p punycode-tests --example hosts_profile
profile=$(target_dir)/release/examples/hosts_profile
classes="real-ascii real-idn real-mapping real-a-label real-invalid ascii idn mapping a-label invalid"
: >"$work/classes"
for class in $classes; do
  "$profile" "$class" 1 list | sed "s/^/$class\t/" >>"$work/classes"
  cut -f2 <(grep "^$class	" "$work/classes") >"$work/$class.txt"
done

# `url` on each tree's `idna`: a throwaway crate each.
source tests/url-crate.sh
url_crate "$work/url-rev" url-rev "$work/tree/idna"
url_crate "$work/url-now" url-now "$ours/idna"
for side in rev now; do
  (cd "$work/url-$side" && CARGO_TARGET_DIR="$work/url-$side/target" cargo build -q --release)
done
url_rev=$work/url-rev/target/release/url-rev
url_now=$work/url-now/target/release/url-now

cc -O2 -Wall -Werror libidn2/tests/bench.c -o "$work/bench" -ldl
cc -O2 -Wall -Werror libidn2/tests/count.c -o "$work/count" -ldl

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
min() { awk -v a="$1" -v b="${2:-}" 'BEGIN { print (b == "" || a < b) ? a : b }'; }

echo "== Url::parse on the idna package ($rev / now)"
printf '%-14s %10s %10s %7s %9s %9s %7s\n' class "instr rev" "instr now" ratio "ns rev" "ns now" ratio
for class in $classes; do
  names=$(wc -l <"$work/$class.txt")
  [ "$("$url_rev" "$work/$class.txt" 1 | cut -d' ' -f2)" = "$("$url_now" "$work/$class.txt" 1 | cut -d' ' -f2)" ] ||
    { echo "$class: the two give different hosts" >&2; exit 1; }
  ir=$(per_pass "$names" 3 /dev/null "$url_rev" "$work/$class.txt" PASSES)
  in=$(per_pass "$names" 3 /dev/null "$url_now" "$work/$class.txt" PASSES)
  passes=$((2000000 / names + 1))
  tr="" tn=""
  for ((r = 0; r < rounds; r++)); do
    tr=$(min "$("$url_rev" "$work/$class.txt" "$passes" | cut -d' ' -f1)" "$tr")
    tn=$(min "$("$url_now" "$work/$class.txt" "$passes" | cut -d' ' -f1)" "$tn")
  done
  printf '%-14s %10d %10d %7s %9s %9s %7s\n' "$class" "$ir" "$in" "$(ratio "$ir" "$in")" "$tr" "$tn" "$(ratio "$tr" "$tn")"
done

echo "== libidn2's idn2_lookup_u8 and idn2_lookup_ul (C.UTF-8), instructions ($rev / now)"
printf '%-14s %10s %10s %7s %10s %10s %7s\n' class "u8 rev" "u8 now" ratio "ul rev" "ul now" ratio
for class in $classes; do
  names=$("$work/count" "$lib_now" "$class" 1 <"$work/classes" | awk '{print $1}')
  a=$(per_pass "$names" 3 "$work/classes" "$work/count" "$lib_rev" "$class" PASSES)
  b=$(per_pass "$names" 3 "$work/classes" "$work/count" "$lib_now" "$class" PASSES)
  c=$(per_pass "$names" 3 "$work/classes" "$work/count" "$lib_rev" "$class" PASSES ul)
  d=$(per_pass "$names" 3 "$work/classes" "$work/count" "$lib_now" "$class" PASSES ul)
  printf '%-14s %10d %10d %7s %10d %10d %7s\n' "$class" "$a" "$b" "$(ratio "$a" "$b")" "$c" "$d" "$(ratio "$c" "$d")"
done

echo "== libidn2's idn2_lookup_u8 by time (first column $rev's, second now's, in turns, best of $rounds)"
printf '%-14s %8s %9s %9s %7s\n' class names "ns rev" "ns now" ratio
"$work/bench" "$lib_rev" "$lib_now" "$rounds" <"$work/classes" |
  awk 'NR > 1 { printf "%-14s %8d %9.1f %9.1f %7.3f\n", $1, $2, $3, $4, $3 / $4 }'
