#![doc = include_str!("../../README.md")]
//!
//! # This crate
//!
//! The workspace's integration tests, and the data they share. The README
//! above is its front page so that the README's examples run as doctests.
//!
//! `SAMPLES` holds the 19 samples of RFC 3492 section 7.1, generated at build
//! time from `data/rfc3492-samples.tsv`, each with its encoding and decoding
//! done at compile time by `punycode_core`'s const macros and by
//! `punycode_macros`' procedural macros.
#![allow(
    clippy::missing_panics_doc,
    reason = "test support: a panic here is a failed test or benchmark setup"
)]

pub mod bench;
pub mod corpus;
pub mod hosts;
pub mod idna_test;
pub mod samples;
pub mod strategies;

pub use crate::samples::{Sample, samples};

/// A test file's escaped text: `\uXXXX`, `\UXXXXXXXX` and `\x{X...}` are
/// code points (one that cannot be in a Rust string, an unpaired
/// surrogate, is U+FFFD); any other backslash stands for itself.
///
/// ```
/// assert_eq!(punycode_tests::unescape(r"a\u00e9\U0001F355\x{4E00}\n"), "a\u{e9}\u{1F355}\u{4E00}\\n");
/// ```
pub fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let (hex, len) = if let Some(h) = tail.strip_prefix("\\u") {
            (&h[..4], 6)
        } else if let Some(h) = tail.strip_prefix("\\U") {
            (&h[..8], 10)
        } else if let Some(h) = tail.strip_prefix("\\x{") {
            let end = h.find('}').expect("closing brace");
            (&h[..end], 4 + end)
        } else {
            out.push('\\');
            rest = &tail[1..];
            continue;
        };
        let cp = u32::from_str_radix(hex, 16).expect("hex");
        out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
        rest = &tail[len..];
    }
    out.push_str(rest);
    out
}
