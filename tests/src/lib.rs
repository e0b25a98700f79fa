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
pub mod escapes;
pub mod hosts;
pub mod idna_test;
pub mod samples;
pub mod strategies;

pub use crate::escapes::unescape;
pub use crate::samples::{Sample, samples};
