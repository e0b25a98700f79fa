#!/usr/bin/env bash
# idn2_lookup_u8 by instructions, Debian's libidn2 against ours, on the
# benchmark corpus (4,000 distinct names a class): callgrind counts a run
# of four passes over a class and one of one pass, and the difference over
# three passes is a name's figure (the set-up, and what only the first
# calls pay, taken off). libidn2/tests/count.c is the driver.
#
#   bash libidn2/instructions.sh     (needs libidn2-0, Debian's package, and valgrind)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
lib="$(bash libidn2/build.sh)/lib"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -Wall -Werror libidn2/tests/count.c -o "$work/count" -ldl
cargo run --quiet --release -p punycode-idn2 --example corpus -- --classes >"$work/classes"
source tests/callgrind.sh
per_name() {
  local names
  names=$("$work/count" "$1" "$2" 1 <"$work/classes" | awk '{print $1}')
  echo $(( ($(refs "$work/count" "$1" "$2" 4 <"$work/classes") -
            $(refs "$work/count" "$1" "$2" 1 <"$work/classes")) / (3 * names) ))
}
printf '%-10s %14s %12s %7s\n' class "libidn2 instr" "ours instr" ratio
for class in ascii idn mapping a-label invalid; do
  theirs=$(per_name /usr/lib/x86_64-linux-gnu/libidn2.so.0 "$class")
  ours=$(per_name "$lib/libidn2.so.0" "$class")
  printf '%-10s %14d %12d %6.1fx\n' "$class" "$theirs" "$ours" "$(echo "$theirs / $ours" | bc -l)"
done
