# Sourced by the scripts that run what cargo built. `target_dir` prints the
# directory cargo builds the workspace at the current directory into, as
# cargo finds it (CARGO_TARGET_DIR, `build.target-dir` in a config file,
# or `target/` beside the workspace's Cargo.toml).
target_dir() {
  cargo metadata --no-deps --format-version 1 |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p'
}
