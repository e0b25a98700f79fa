//! The checked-in tables are what the generator writes, and state the
//! Unicode version of the conformance file the tests use.

use punycode_unicode_tables::{
    DISPLAY_OUTPUT, FIREFOX_OUTPUT, OUTPUT, UNICODE_VERSION, generate, generate_display,
    generate_firefox,
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
fn checked_in_firefox_tables_are_generated() {
    assert_checked_in(FIREFOX_OUTPUT, &generate_firefox());
}

/// The version of `tests/data/IdnaTestV2.txt`: the newest conformance file
/// we can get here (Unicode's 18.0 file is on no package registry). The
/// tables are a version ahead; `tests/tests/uts46.rs` holds the rows that
/// version changes to the `idna` crate on the same ICU4X instead.
const CONFORMANCE_FILE: &str = "17.0.0";

#[test]
fn the_conformance_file_is_the_one_the_tests_expect() {
    let file = include_str!("../../tests/data/IdnaTestV2.txt");
    let version = file
        .lines()
        .find_map(|l| l.strip_prefix("# Version: "))
        .expect("a version line");
    assert_eq!(version, CONFORMANCE_FILE);
    // When the tables move again, so must the file or this allowance.
    assert_eq!(
        (CONFORMANCE_FILE, UNICODE_VERSION),
        ("17.0.0", "18.0.0"),
        "update tests/data/IdnaTestV2.txt to the tables' version"
    );
}
