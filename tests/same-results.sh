#!/usr/bin/env bash
# Whether the working tree's hostname conversions give exactly the results
# of commit REV (outputs and errors, every field), on the names of
# tests/examples/uts46_dump.rs: the guard for a change made for speed.
#
#   bash tests/same-results.sh REV
#
# REV is checked out in a worktree under target/, with this tree's dump
# program copied in (so both run the same names; it reads IdnaTestV2 and
# draws names with the test crate's `idna_test` and `corpus` modules,
# which REV must have).
set -euo pipefail
rev=${1:?usage: bash tests/same-results.sh REV}
cd "$(dirname "$0")/.."
work=$PWD/target/same-results
source tests/worktree.sh
worktree "$work" "$rev"
cp tests/examples/uts46_dump.rs "$work/tree/tests/examples/"
(cd "$work/tree" && CARGO_TARGET_DIR="$work/target" cargo build -q --release -p punycode-tests --example uts46_dump)
cargo build -q --release -p punycode-tests --example uts46_dump
"$work/target/release/examples/uts46_dump" > "$work/before.txt"
source tests/target-dir.sh
"$(target_dir)/release/examples/uts46_dump" > "$work/after.txt"
if cmp -s "$work/before.txt" "$work/after.txt"; then
  echo "same results as $rev on $(wc -l < "$work/after.txt") lines"
else
  echo "results differ from $rev:"
  diff "$work/before.txt" "$work/after.txt" | head -20
  exit 1
fi
