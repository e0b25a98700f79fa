#!/usr/bin/env bash
# idn2_lookup_u8 by time, Debian's libidn2 against ours, on the benchmark
# corpus (4,000 distinct names a class, in random order), in one process,
# interleaved, best of ROUNDS passes (libidn2/tests/bench.c).
#
#   bash libidn2/bench.sh [ROUNDS]     (needs libidn2-0, Debian's package)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
lib="$(bash libidn2/build.sh)/lib"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -Wall -Werror libidn2/tests/bench.c -o "$work/bench" -ldl
cargo run --quiet --release -p punycode-idn2 --example corpus -- --classes >"$work/classes"
"$work/bench" /usr/lib/x86_64-linux-gnu/libidn2.so.0 "$lib/libidn2.so.0" "${1:-7}" <"$work/classes"
