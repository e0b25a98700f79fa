//! The checked-in tables are what the generator writes, and state the
//! Unicode version of the conformance file the tests use.

use punycode_unicode_tables::{
    DISPLAY_OUTPUT, OUTPUT, UNICODE_VERSION, generate, generate_display,
};

/// Fails unless the file at `output` (from the workspace root) is `generated`.
fn assert_checked_in(output: &str, generated: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(output);
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    // Not assert_eq!: a diff of the whole file helps nobody.
    assert!(
        checked_in == generated,
        "{} is not what the generator writes: run `cargo run -p punycode-unicode-tables`",
        path.display()
    );
}

#[test]
fn checked_in_tables_are_generated() {
    assert_checked_in(OUTPUT, &generate());
}

#[test]
fn checked_in_display_tables_are_generated() {
    assert_checked_in(DISPLAY_OUTPUT, &generate_display());
}

#[test]
fn the_conformance_file_has_the_same_version() {
    let file = include_str!("../../tests/data/IdnaTestV2.txt");
    let version = file
        .lines()
        .find_map(|l| l.strip_prefix("# Version: "))
        .expect("a version line");
    assert_eq!(version, UNICODE_VERSION);
}
