//! Compile-fail tests of the macros' errors: each `ui/*.rs` with the
//! `.stderr` it must produce.
//!
//! The `.stderr` files hold the compiler's exact wording, which changes
//! between Rust releases: they are pinned to the toolchain of this workspace
//! (Rust 1.95 stable). After a toolchain change, or a change to a message,
//! regenerate them with
//!
//! ```text
//! TRYBUILD=overwrite cargo test -p punycode-tests --test ui
//! ```
//!
//! and review the diff before committing.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*.rs");
}
