#!/usr/bin/env bash
# Instructions per hostname, ours (punycode_core::uts46, DNS profile) and the
# idna crate's (domain_to_ascii_strict / domain_to_unicode) on the same names,
# per class of the benchmark corpus, counted by callgrind. Unlike time on a
# shared machine, these counts repeat from run to run.
#
#   bash tests/hosts-instructions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --profile bench -p punycode-tests --example hosts_profile
bin=target/release/examples/hosts_profile
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" 2>&1 |
    grep "refs" | tr -d ',' | awk '{print $NF}'
}
printf '%-16s %6s %8s %8s %7s\n' class names ours idna ratio
for mode in ascii idn mapping a-label invalid all \
            ascii-unicode idn-unicode a-label-unicode all-unicode; do
  names=$("$bin" "$mode" 1 | awk '{print $1}')
  # The run with 0 iterations counts the set-up, which is taken off.
  ours=$(( ($(count "$mode" 10 ours) - $(count "$mode" 0 ours)) / (10 * names) ))
  idna=$(( ($(count "$mode" 10 idna) - $(count "$mode" 0 idna)) / (10 * names) ))
  printf '%-16s %6d %8d %8d %6s\n' "$mode" "$names" "$ours" "$idna" \
    "$(awk -v a="$idna" -v b="$ours" 'BEGIN { printf "%.2fx", a / b }')"
done
