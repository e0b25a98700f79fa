#!/usr/bin/env bash
# This tree's hostname conversions against commit REV's, on the corpus of
# tests/examples/hosts_profile.rs (REV must have the same corpus: bb5ec45
# or later), class by class and in every mode: instructions per name
# (callgrind) and time per name (both programs in turns, round after round,
# best of the rounds), with one harness on both where REV's API allows.
# Ratios are REV / this tree: above 1, this tree is faster.
#
#   bash tests/hosts-compare.sh REV [ROUNDS]
#
# CLASSES (default: the five classes of `hosts::hosts`) picks the modes,
# such as CLASSES="real-ascii real-idn real-mapping real-a-label
# real-invalid" for the checked-in corpus of `hosts::real`.
set -euo pipefail
rev=${1:?usage: bash tests/hosts-compare.sh REV [ROUNDS]}
rounds=${2:-5}
cd "$(dirname "$0")/.."
work=$PWD/target/hosts-compare
source tests/worktree.sh
worktree "$work" "$rev"
# The same harness on both libraries where REV's API takes it: this tree's
# hosts_profile.rs in REV's worktree, so that a change to the harness's own
# loop is not counted as the library's; else REV's own harness.
# (With this tree's corpora: its generator and its checked-in corpus.)
cp tests/examples/hosts_profile.rs "$work/tree/tests/examples/hosts_profile.rs"
cp tests/src/hosts.rs "$work/tree/tests/src/hosts.rs"
cp tests/data/hosts-corpus.tsv "$work/tree/tests/data/hosts-corpus.tsv"
if (cd "$work/tree" && CARGO_TARGET_DIR="$work/target" cargo build -q --profile bench -p punycode-tests --example hosts_profile 2>/dev/null); then
  echo "harness: this tree's, on both"
else
  git -C "$work/tree" checkout -q -- tests/examples/hosts_profile.rs tests/src/hosts.rs
  (cd "$work/tree" && CARGO_TARGET_DIR="$work/target" cargo build -q --profile bench -p punycode-tests --example hosts_profile)
  echo "harness: each tree's own ($rev's does not build on this one's)"
fi
cargo build -q --profile bench -p punycode-tests --example hosts_profile
before=$work/target/release/examples/hosts_profile
source tests/target-dir.sh
after=$(target_dir)/release/examples/hosts_profile
source tests/callgrind.sh
per_name() { # binary mode variant
  local names
  names=$("$1" "$2" 1 | awk '{print $1}')
  per_pass "$names" 3 /dev/null "$1" "$2" PASSES ${3:+"$3"}
}
ns() { "$@" | sed -n 's/.*(\([0-9.e+-]*\) ns a name).*/\1/p'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
# mode|variant: to ASCII in the lookup profile (ours), into one String
# (into), as a Cow (cow), in the URL profile (url), registration
# (idna2008); to Unicode (-unicode: ours, cow), and display.
measures=()
for class in ${CLASSES:-ascii idn mapping a-label invalid}; do
  for variant in ours into cow url idna2008; do measures+=("$class|$variant"); done
  for variant in ours cow display; do measures+=("$class-unicode|$variant"); done
done
declare -A best_before best_after
for ((r = 0; r < rounds; r++)); do
  for m in "${measures[@]}"; do
    mode=${m%%|*}
    variant=${m#*|}
    [ "$variant" = ours ] && v="" || v=$variant
    n=$(( 1000000 / $("$after" "$mode" 1 | awk '{print $1}') ))
    for side in before after; do
      bin=$before
      [ $side = after ] && bin=$after
      t=$(ns "$bin" "$mode" "$n" $v)
      if [ $side = before ]; then
        old=${best_before[$m]:-}
        if [[ -z $old ]] || awk -v a="$t" -v b="$old" 'BEGIN { exit !(a < b) }'; then best_before[$m]=$t; fi
      else
        old=${best_after[$m]:-}
        if [[ -z $old ]] || awk -v a="$t" -v b="$old" 'BEGIN { exit !(a < b) }'; then best_after[$m]=$t; fi
      fi
    done
  done
done
printf '%-18s %-9s %9s %9s %7s %9s %9s %7s\n' mode variant "instr $rev" "instr now" ratio "ns $rev" "ns now" ratio
for m in "${measures[@]}"; do
  mode=${m%%|*}
  variant=${m#*|}
  [ "$variant" = ours ] && v="" || v=$variant
  ib=$(per_name "$before" "$mode" "$v")
  ia=$(per_name "$after" "$mode" "$v")
  printf '%-18s %-9s %9d %9d %7s %9.1f %9.1f %7s\n' "$mode" "$variant" "$ib" "$ia" "$(ratio "$ib" "$ia")" \
    "${best_before[$m]}" "${best_after[$m]}" "$(ratio "${best_before[$m]}" "${best_after[$m]}")"
done
