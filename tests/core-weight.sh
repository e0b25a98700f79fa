#!/usr/bin/env bash
# What a user's new binary crate pays for punycode-core: stripped release
# binaries of one-call programs over an empty `main` that prints its
# argument (each reads the name from the command line, so nothing is
# computed at compile time), and the cold release build of each. Throwaway
# crates in a temporary directory, on this checkout's punycode-core by
# path, as a user would depend on it.
#
#   bash tests/core-weight.sh
set -euo pipefail
ours=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name, features, body of main (with `name: &str` in scope)
programs=(
  "empty||println!(\"{name}\");"
  "to-ascii||println!(\"{:?}\", punycode_core::hostname::to_ascii(name, punycode_core::hostname::Options::lookup()));"
  "to-unicode||println!(\"{:?}\", punycode_core::hostname::to_unicode(name, punycode_core::hostname::Options::lookup()));"
  "registration|idna2008|println!(\"{:?}\", punycode_core::hostname::to_ascii(name, punycode_core::hostname::Options::registration()));"
  "to-ascii+idna2008|idna2008|println!(\"{:?}\", punycode_core::hostname::to_ascii(name, punycode_core::hostname::Options::lookup()));"
  "display|display|println!(\"{}\", punycode_core::display::to_display(name, &punycode_core::display::Policy::default()));"
  "display+protect|display|println!(\"{}\", punycode_core::display::to_display(name, &punycode_core::display::Policy::default().protect([\"example.com\"]).unwrap()));"
  "display+uts39|display|println!(\"{}\", punycode_core::display::to_display(name, &punycode_core::display::Policy::uts39()));"
  "display+firefox|display|println!(\"{}\", punycode_core::display::to_display(name, &punycode_core::display::Policy::firefox()));"
  "display+both|display|println!(\"{} {}\", punycode_core::display::to_display(name, &punycode_core::display::Policy::default()), punycode_core::display::to_display(name, &punycode_core::display::Policy::firefox()));"
)
printf '%-20s %12s %12s %10s\n' program bytes "over empty" "cold build"
empty=0
for p in "${programs[@]}"; do
  IFS='|' read -r name features body <<<"$p"
  dir="$work/$name"
  mkdir -p "$dir/src"
  if [ "$name" = empty ]; then dep=""; else
    dep="punycode-core = { path = \"$ours/punycode-core\", features = [\"$features\"] }"
    [ -z "$features" ] && dep="punycode-core = { path = \"$ours/punycode-core\" }"
  fi
  cat >"$dir/Cargo.toml" <<TOML
[package]
name = "weight-${name//+/-}"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
$dep

[profile.release]
strip = true
TOML
  printf 'fn main() {\n    let arg = std::env::args().nth(1).unwrap_or_default();\n    let name: &str = &arg;\n    %s\n}\n' "$body" >"$dir/src/main.rs"
  start=$(date +%s.%N)
  (cd "$dir" && CARGO_TARGET_DIR="$dir/target" cargo build -q --release --offline 2>/dev/null || \
    CARGO_TARGET_DIR="$dir/target" cargo build -q --release)
  end=$(date +%s.%N)
  bytes=$(stat -c %s "$dir/target/release/weight-${name//+/-}")
  [ "$name" = empty ] && empty=$bytes
  printf '%-20s %12d %12d %9.1fs\n' "$name" "$bytes" $((bytes - empty)) "$(echo "$end - $start" | bc)"
done
