#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![allow(
    clippy::inline_always,
    reason = "measured: without it the engine's state is copied and UTF-8 decoding is called out of line"
)]
// docs.rs: feature badges (`doc_auto_cfg` was merged into `doc_cfg` in Rust 1.92).
#![cfg_attr(docsrs, feature(doc_cfg))]
// Docs built without `alloc` keep the links to the `String` functions (and
// `Hostname`) that the feature brings, which resolve in the default build
// and on docs.rs (all features); unresolved only there.
#![cfg_attr(not(feature = "alloc"), allow(rustdoc::broken_intra_doc_links))]

#[cfg(any(test, feature = "alloc"))]
extern crate alloc;
#[cfg(test)]
extern crate std;

// The three parts: Punycode (RFC 3492), whose API is at the root;
// hostnames; and whether a hostname may be shown in Unicode. Each stands
// on the ones before it.
#[cfg(feature = "display")]
#[cfg_attr(docsrs, doc(cfg(feature = "display")))]
pub mod display;
pub mod hostname;
mod punycode;

// `encode_const!` and the other `macro_rules!`, exported at the root.
mod const_macros;

pub use crate::punycode::encode::CaseFlags;
pub use crate::punycode::error::{Error, ErrorKind};
pub use crate::punycode::params::{
    BASE, Bootstring, DAMP, DELIMITER, DIGITS, INITIAL_BIAS, INITIAL_N, PUNYCODE, Parameters, SKEW,
    TMAX, TMIN,
};
pub use crate::punycode::slice::{
    decode_to_slice, decode_with_case_to_slice, decoded_len, encode_to_fmt, encode_to_slice,
    encode_with_case_to_slice, encoded_len, limit,
};
#[cfg(feature = "alloc")]
pub use crate::punycode::string::{decode, encode};
