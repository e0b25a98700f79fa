#!/usr/bin/env bash
# Time per name of `to_display` against `to_unicode` on the same names
# and in the same profile (the URL profile, which the policies read names
# with), class by class of the real corpus (tests/data/hosts-corpus.tsv,
# each class's distinct names in random order): Firefox's policy, and
# Chromium's with 100 of the corpus's names protected. The programs take
# turns, round after round, and each figure is the best of its rounds, so
# that what else runs on the machine weighs on all alike. Each ratio is
# also given as the median of the rounds' own ratios (each round's
# `to_display` over the same round's `to_unicode`), which a slow spell on
# the machine moves less than the best times.
#
#   bash tests/display-time.sh [ROUNDS]      (default 9)
set -euo pipefail
rounds=${1:-9}
cd "$(dirname "$0")/.."
cargo build -q --profile bench -p punycode-tests --example hosts_profile
source tests/target-dir.sh
P=$(target_dir)/release/examples/hosts_profile
ns() { sed -n 's/.*(\([0-9.e+-]*\) ns a name).*/\1/p'; }
classes=(ascii idn mapping a-label invalid all)
modes=(url display-firefox display)
declare -A best iters ratios round
for class in "${classes[@]}"; do
  # About a third of a second a run.
  n=$("$P" "real-$class-unicode" 1 display | ns)
  iters[$class]=$(awk -v t="$n" -v c="$("$P" "real-$class-unicode" 1 list | wc -l)" \
    'BEGIN { i = int(3e8 / (t * c)); print (i < 1 ? 1 : i) }')
done
for ((r = 0; r < rounds; r++)); do
  for class in "${classes[@]}"; do
    for mode in "${modes[@]}"; do
      t=$("$P" "real-$class-unicode" "${iters[$class]}" "$mode" | ns)
      old=${best[$class.$mode]:-}
      if [[ -z $old ]] || awk -v a="$t" -v b="$old" 'BEGIN { exit !(a < b) }'; then
        best[$class.$mode]=$t
      fi
      round[$mode]=$t
    done
    for mode in display-firefox display; do
      ratios[$class.$mode]+=" $(awk -v a="${round[$mode]}" -v u="${round[url]}" 'BEGIN { print a / u }')"
    done
  done
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{ x[NR] = $1 } END { print x[int((NR + 1) / 2)] }'; }
printf '%-9s %12s %16s %7s %8s %16s %7s %8s\n' class to_unicode firefox ratio median \
  "chromium (100)" ratio median
for class in "${classes[@]}"; do
  u=${best[$class.url]}
  f=${best[$class.display-firefox]}
  c=${best[$class.display]}
  fm=$(median <<<"${ratios[$class.display-firefox]}")
  cm=$(median <<<"${ratios[$class.display]}")
  awk -v k="$class" -v u="$u" -v f="$f" -v c="$c" -v fm="$fm" -v cm="$cm" \
    'BEGIN { printf "%-9s %12.1f %16.1f %6.2fx %7.2fx %16.1f %6.2fx %7.2fx\n", k, u, f, f / u, fm, c, c / u, cm }'
done
