#!/usr/bin/env bash
# punycode_rs.idna against PyPI's idna 3.20 and can_ada, per call, by
# time: each class of the benchmark corpus (tests/src/corpus.rs: thousands
# of distinct real-looking names, in random order), each implementation in
# a process of its own, the three in turns for ROUNDS rounds of 3 passes;
# the best of all. Prints ns a call and the ratios.
#
#   bash python/bench/idna-bench.sh [PYTHON] [ROUNDS]
#
# PYTHON (default python3) has punycode-rs, idna==3.20 and can_ada
# installed (from PyPI).
set -euo pipefail
cd "$(dirname "$0")/../.."
py=${1:-python3}
rounds=${2:-5}
source tests/target-dir.sh
cargo build -q --profile bench -p punycode-tests --example hosts_profile
profile=$(target_dir)/release/examples/hosts_profile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for class in ascii idn mapping a-label invalid size-63 size-63-a-label size-200 size-1000; do
  "$profile" "$class" 1 list >"$work/$class.txt"
done
for round in $(seq "$rounds"); do
  for impl in idna ours can_ada; do
    "$py" python/bench/idna_bench.py "$impl" "$work" 3 | sed "s/^/$impl /" >>"$work/results"
  done
done
echo "names a class: $(wc -l <"$work/ascii.txt") (ascii) ... best of $rounds rounds of 3 passes"
awk '
  { t = $3; k = $1 " " $2; if (!(k in best) || t < best[k]) best[k] = t; classes[$2] = 1 }
  END {
    printf "%-12s %10s %10s %10s %9s %9s\n", "class", "idna ns", "ours ns", "can_ada ns", "vs idna", "vs ada"
    n = split("ascii ascii-plain idn idn-plain mapping a-label decode invalid size-63 size-200 size-1000 size-63-decode", order, " ")
    for (i = 1; i <= n; i++) {
      c = order[i]
      printf "%-12s %10.1f %10.1f %10.1f %8.1fx %8.2fx\n", c, best["idna " c], best["ours " c], best["can_ada " c],
        best["idna " c] / best["ours " c], best["can_ada " c] / best["ours " c]
    }
  }' "$work/results"
