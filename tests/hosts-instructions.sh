#!/usr/bin/env bash
# Instructions per hostname, ours (punycode_core::hostname, DNS profile) and the
# idna crate's (domain_to_ascii_strict / domain_to_unicode) on the same names,
# per class of the benchmark corpus, counted by callgrind. Unlike time on a
# shared machine, these counts repeat from run to run.
#
#   bash tests/hosts-instructions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --profile bench -p punycode-tests --example hosts_profile
source tests/target-dir.sh
bin=$(target_dir)/release/examples/hosts_profile
source tests/callgrind.sh
# Instructions per name of class $1 in variant $2 (`ours`, `idna`, ...),
# over $3 passes (3 unless given; `per_pass` in callgrind.sh). A class of
# one short name needs many passes for the first calls' costs to fade (see
# the sizes below).
per_name() {
  local names
  names=$("$bin" "$1" 1 | awk '{print $1}')
  per_pass "$names" "${3:-3}" /dev/null "$bin" "$1" PASSES "$2"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf '%-16s %6s %8s %8s %7s\n' class names ours idna ratio
for mode in ascii idn mapping a-label invalid all \
            ascii-unicode idn-unicode a-label-unicode all-unicode; do
  names=$("$bin" "$mode" 1 | awk '{print $1}')
  ours=$(per_name "$mode" ours)
  idna=$(per_name "$mode" idna)
  printf '%-16s %6d %8d %8d %5sx\n' "$mode" "$names" "$ours" "$idna" "$(ratio "$idna" "$ours")"
done

# The URL profile (what `url` asks for): to_ascii with Options::url()
# against the idna crate's domain_to_ascii.
printf '\n%-16s %6s %8s %8s %7s\n' class names url idna-url ratio
for mode in ascii idn mapping a-label invalid all; do
  names=$("$bin" "$mode" 1 | awk '{print $1}')
  ours=$(per_name "$mode" url)
  idna=$(per_name "$mode" idna-url)
  printf '%-16s %6d %8d %8d %5sx\n' "$mode" "$names" "$ours" "$idna" "$(ratio "$idna" "$ours")"
done

# To ASCII into one reused String (to_ascii_into), and to_ascii_cow (no
# allocation for a name that is its own ASCII form): the figures to set
# beside ada's reused buffer and its short-string optimization
# (tests/ada-hosts.sh).
printf '\n%-16s %6s %8s %8s\n' class names into cow
for mode in ascii idn mapping a-label invalid all; do
  names=$("$bin" "$mode" 1 | awk '{print $1}')
  into=$(per_name "$mode" into)
  cow=$(per_name "$mode" cow)
  printf '%-16s %6d %8d %8d\n' "$mode" "$names" "$into" "$cow"
done

# To Unicode: to_unicode_cow, which borrows a name that is its own
# Unicode form (no allocation); and display::to_display against
# to_unicode on the same names (#21: at most 3x), with 100 protected names
# and with none.
printf '\n%-16s %6s %10s %8s %8s %6s %8s %6s\n' class names to_unicode cow display ratio bare ratio
for mode in ascii-unicode idn-unicode a-label-unicode all-unicode; do
  names=$("$bin" "$mode" 1 | awk '{print $1}')
  unicode=$(per_name "$mode" ours)
  cow=$(per_name "$mode" cow)
  display=$(per_name "$mode" display)
  bare=$(per_name "$mode" display-bare)
  printf '%-16s %6d %10d %8d %8d %5sx %8d %5sx\n' "$mode" "$names" "$unicode" "$cow" "$display" \
    "$(ratio "$display" "$unicode")" "$bare" "$(ratio "$bare" "$unicode")"
done

# IDNA2008 registration (Options::registration) against UTS #46 on the same
# names (#31: a registration check at most what to_ascii costs). Names
# that need mapping are refused by registration at their first mapped
# character, so `mapping` and `all` are cheaper there for that reason.
# `contextual` (and its A-labels) is not in `all`: names with a joiner or
# a CONTEXTO character, which only registration holds to those rules.
printf '\n%-16s %6s %8s %8s %7s\n' class names uts46 reg ratio
for mode in ascii idn a-label mapping all contextual contextual-a-label \
  idn-unicode a-label-unicode all-unicode; do
  names=$("$bin" "$mode" 1 | awk '{print $1}')
  ours=$(per_name "$mode" ours)
  reg=$(per_name "$mode" idna2008)
  printf '%-16s %6d %8d %8d %5sx\n' "$mode" "$names" "$ours" "$reg" "$(ratio "$reg" "$ours")"
done

# By size (tests/src/hosts.rs `sizes`, outside the corpus's classes): one
# label of 63 to 10,000 code points, and 300 labels, as U-labels and as
# A-labels. The URL profile (no length limit) against the idna crate's,
# per name and per input byte; UTS #46's DNS profile and registration
# (which refuse the labels past 63 code points by their lengths, after
# converting them) against each other.
# Iterations for a class of one name of $1 bytes: some 30,000 bytes in all
# (a 63-code-point label's first calls cost some 600 instructions more).
iterations() { echo $(( $1 < 10000 ? 30000 / $1 : 3 )); }
printf '\n%-20s %6s %9s %9s %7s %6s %9s %9s %7s\n' size bytes url idna-url ratio "url/B" uts46 reg ratio
for size in size-63 size-200 size-1000 size-10000 labels-300; do
  for mode in "$size" "$size-a-label"; do
    bytes=$(LC_ALL=C "$bin" "$mode" 1 list | LC_ALL=C awk '{n += length($0)} END {print n}')
    k=$(iterations "$bytes")
    url=$(per_name "$mode" url "$k")
    idna=$(per_name "$mode" idna-url "$k")
    ours=$(per_name "$mode" ours "$k")
    reg=$(per_name "$mode" idna2008 "$k")
    printf '%-20s %6d %9d %9d %5sx %6s %9d %9d %5sx\n' "$mode" "$bytes" "$url" "$idna" \
      "$(ratio "$idna" "$url")" "$(ratio "$url" "$bytes")" "$ours" "$reg" "$(ratio "$reg" "$ours")"
  done
done

# The same names to Unicode (which holds no name to the DNS's lengths):
# ours in the DNS profile against the idna crate's domain_to_unicode.
printf '\n%-20s %6s %9s %9s %7s %6s\n' size bytes unicode idna ratio "ours/B"
for size in size-63 size-200 size-1000 size-10000 labels-300; do
  for mode in "$size" "$size-a-label"; do
    bytes=$(LC_ALL=C "$bin" "$mode" 1 list | LC_ALL=C awk '{n += length($0)} END {print n}')
    k=$(iterations "$bytes")
    ours=$(per_name "$mode-unicode" ours "$k")
    idna=$(per_name "$mode-unicode" idna "$k")
    printf '%-20s %6d %9d %9d %5sx %6s\n' "$mode" "$bytes" "$ours" "$idna" \
      "$(ratio "$idna" "$ours")" "$(ratio "$ours" "$bytes")"
  done
done
