# Sourced by the scripts that time `url` (url-weight.sh, entry-compare.sh).
# `url_crate DIR NAME [IDNA]` writes a throwaway crate NAME at DIR whose
# `main` is tests/url-parse.rs, on `url` 2.5.8, with its `idna` patched to
# the package at IDNA, as a user would (stock `idna` without IDNA).
url_crate() {
  local here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  mkdir -p "$1/src"
  cat >"$1/Cargo.toml" <<TOML
[package]
name = "$2"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
url = "=2.5.8"

[profile.release]
strip = true
TOML
  if [ -n "${3:-}" ]; then
    printf '\n[patch.crates-io]\nidna = { path = "%s" }\n' "$3" >>"$1/Cargo.toml"
  fi
  cp "$here/url-parse.rs" "$1/src/main.rs"
}
