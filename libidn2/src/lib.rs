//! libidn2's C API and ABI on punycode-core: built into `libidn2.so.0`
//! (with libidn2's soname and symbol versions) and `libidn2.a`, with an
//! `idn2.h` of its own, so that programs written for libidn2 (curl, wget,
//! glibc's `getaddrinfo` with `AI_IDN`) convert names by UTS #46 on
//! Unicode 18 with no change to their code. `README.md` says how to build
//! it, how to put it under a program, and what differs from libidn2.
//!
//! The Rust API here is for the tests and the fuzz target: the safe
//! conversions that the C entry points call ([`lookup`], [`to_unicode`],
//! [`register`]), the entry points themselves ([`ffi`]), and [`calls`],
//! which calls them through pointers as C does.
//!
//! ```
//! assert_eq!(idn2::lookup("Bücher.example".as_bytes(), 0).as_deref(), Ok("xn--bcher-kva.example"));
//! assert_eq!(idn2::lookup("a\u{FFFD}b".as_bytes(), 0), Err(idn2::rc::DISALLOWED));
//! ```

extern crate alloc;

pub mod calls;
mod convert;
pub mod ffi;
pub mod flags;
mod locale;
pub mod rc;
mod utf8;
mod version;

pub use convert::{has_deviation, lookup, punycode_decode, punycode_encode, register, to_unicode};
pub use version::VERSION;
