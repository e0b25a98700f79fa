#!/usr/bin/env bash
# Time per hostname, ours against the `idna` crate and ada's IDNA (C++,
# what Node uses) in one run, on the names of tests/hosts-instructions.sh,
# class by class (4,000 distinct names each, in random order). Each
# program times its own loop; the programs take
# turns, round after round, and each figure is the best of its rounds, so
# that what else runs on this (shared) machine weighs on all alike.
#
#   bash tests/hosts-time.sh ADA_IDNA_DIR [ROUNDS]
#
# ADA_IDNA_DIR: a checkout of https://github.com/ada-url/idna (not part of
# this repository), built here with g++ -O3. Prints ns per name and, for
# each class, ratios: theirs / ours (above 1: ours is faster).
set -euo pipefail
ada=$(cd "${1:?usage: bash tests/hosts-time.sh ADA_IDNA_DIR [ROUNDS]}" && pwd)
rounds=${2:-7}
cd "$(dirname "$0")/.."
work=target/ada-hosts
mkdir -p "$work"
g++ -O3 -std=c++20 -w -I"$ada/include" -I"$ada/src" tests/ada/hosts.cpp "$ada/src/idna.cpp" \
  -o "$work/hosts"
cargo build -q --profile bench -p punycode-tests --example hosts_profile
source tests/target-dir.sh
profile=$(target_dir)/release/examples/hosts_profile
# About a million conversions a run (0.02 to 0.6 s).
iterations() { echo $(( 1000000 / $("$profile" "$1" 1 | awk '{print $1}') )); }
ns() { sed -n 's/.*(\([0-9.e+-]*\) ns a name).*/\1/p'; }
# Each measurement: a name, and the command (its class and iterations added).
measures=(
  "ours|$profile CLASS N"
  "ours_into|$profile CLASS N into"
  "ours_cow|$profile CLASS N cow"
  "ours_url|$profile CLASS N url"
  "ours_unicode|$profile CLASS-unicode N"
  "idna|$profile CLASS N idna"
  "idna_url|$profile CLASS N idna-url"
  "idna_unicode|$profile CLASS-unicode N idna"
  "ada|$work/hosts $work/CLASS.txt N ascii"
  "ada_reuse|$work/hosts $work/CLASS.txt N reuse"
  "ada_unicode|$work/hosts $work/CLASS.txt N unicode"
)
declare -A best
classes=(ascii idn mapping a-label invalid all)
for class in "${classes[@]}"; do "$profile" "$class" 1 list > "$work/$class.txt"; done
for ((r = 0; r < rounds; r++)); do
  for class in "${classes[@]}"; do
    n=$(iterations "$class")
    for m in "${measures[@]}"; do
      key="${m%%|*}"
      cmd="${m#*|}"
      cmd="${cmd//CLASS/$class}"
      t=$(${cmd//N/$n} | ns)
      old=${best[$class.$key]:-}
      if [[ -z $old ]] || awk -v a="$t" -v b="$old" 'BEGIN { exit !(a < b) }'; then
        best[$class.$key]=$t
      fi
    done
  done
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
echo "ns per name, best of $rounds rounds; ratios theirs / ours (above 1: ours faster)"
printf '%-8s | %-29s | %-23s | %-29s | %-29s\n' class \
  "to ASCII: ours / idna / ada" "URL profile: ours / idna" "reused buffer: ours / ada" \
  "ours cow / ada; to Unicode"
for class in "${classes[@]}"; do
  g() { echo "${best[$class.$1]}"; }
  printf '%-8s | %5.1f %5.1f %5.1f %5s %5s | %5.1f %5.1f %5s | %5.1f %5.1f %5s | %5.1f %5s; %5.1f %5.1f %5.1f\n' "$class" \
    "$(g ours)" "$(g idna)" "$(g ada)" "$(ratio "$(g idna)" "$(g ours)")" "$(ratio "$(g ada)" "$(g ours)")" \
    "$(g ours_url)" "$(g idna_url)" "$(ratio "$(g idna_url)" "$(g ours_url)")" \
    "$(g ours_into)" "$(g ada_reuse)" "$(ratio "$(g ada_reuse)" "$(g ours_into)")" \
    "$(g ours_cow)" "$(ratio "$(g ada)" "$(g ours_cow)")" \
    "$(g ours_unicode)" "$(g idna_unicode)" "$(g ada_unicode)"
done
