#!/usr/bin/env bash
# `url` on our idna package against stock `url` (on the idna crate 1.1 and
# ICU4X): packages in `cargo tree`, cold release build, stripped binary of a
# program that parses URLs, and `Url::parse` per hostname class of the
# benchmark corpus, in time (interleaved, same run) and in instructions
# (callgrind). Two throwaway crates in a temporary directory; the patched
# one has `[patch.crates-io] idna = { path = ".../idna" }`, as a user would.
#
#   bash tests/url-weight.sh
set -euo pipefail
ours=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$ours/tests/callgrind.sh"
source "$ours/tests/target-dir.sh"

(cd "$ours" && cargo build -q --profile bench -p punycode-tests --example hosts_profile)
classes="ascii idn mapping a-label invalid"
for class in $classes; do
  "$(cd "$ours" && target_dir)/release/examples/hosts_profile" "$class" 1 list >"$work/$class.txt"
done

source "$ours/tests/url-crate.sh"
url_crate "$work/stock" url-stock
url_crate "$work/dropin" url-dropin "$ours/idna"

echo "== packages in the normal dependency tree (url and below)"
for variant in stock dropin; do
  n=$(cd "$work/$variant" && cargo tree -e normal --prefix none -p url | sed 's/ (\*)//' | sort -u | wc -l)
  echo "$variant: $n"
done

echo "== cold release build (fresh target directory), stripped binary"
for variant in stock dropin; do
  (cd "$work/$variant" && cargo fetch -q)
  start=$(date +%s.%N)
  (cd "$work/$variant" && CARGO_TARGET_DIR="$work/$variant/target" cargo build -q --release)
  end=$(date +%s.%N)
  size=$(stat -c %s "$work/$variant/target/release/url-$variant")
  printf '%s: %.1f s, %d bytes\n' "$variant" "$(echo "$end - $start" | bc)" "$size"
done

echo "== the same hosts from both (checksums)"
for class in $classes; do
  a=$("$work/stock/target/release/url-stock" "$work/$class.txt" 1 | cut -d' ' -f2)
  b=$("$work/dropin/target/release/url-dropin" "$work/$class.txt" 1 | cut -d' ' -f2)
  echo "$class: stock $a, dropin $b"
done

echo "== Url::parse per class: ns (best of 5, interleaved) and instructions"
printf '%-8s %10s %10s %7s %12s %12s %7s\n' class stock-ns dropin-ns ratio stock-instr dropin-instr ratio
for class in $classes; do
  best_s=999999; best_d=999999
  for _ in 1 2 3 4 5; do
    s=$("$work/stock/target/release/url-stock" "$work/$class.txt" 2000 | cut -d' ' -f1)
    d=$("$work/dropin/target/release/url-dropin" "$work/$class.txt" 2000 | cut -d' ' -f1)
    best_s=$(echo "if ($s < $best_s) $s else $best_s" | bc)
    best_d=$(echo "if ($d < $best_d) $d else $best_d" | bc)
  done
  n=$(wc -l <"$work/$class.txt")
  is=$(per_pass "$n" 10 /dev/null "$work/stock/target/release/url-stock" "$work/$class.txt" PASSES)
  id=$(per_pass "$n" 10 /dev/null "$work/dropin/target/release/url-dropin" "$work/$class.txt" PASSES)
  printf '%-8s %10s %10s %6sx %12d %12d %6sx\n' "$class" "$best_s" "$best_d" \
    "$(echo "scale=2; $best_s / $best_d" | bc)" "$is" "$id" "$(echo "scale=2; $is / $id" | bc)"
done
