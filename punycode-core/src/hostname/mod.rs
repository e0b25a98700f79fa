//! Hostnames, in three profiles of one pipeline:
//!
//! - [`Options::lookup`]: UTS #46 (Unicode IDNA Compatibility Processing),
//!   nontransitional, with every check on, as a resolver looks names up:
//!   mapping (case folding, width, compatibility forms), NFC, the validity
//!   criteria, the hyphen, joiner (RFC 5892) and Bidi (RFC 5893) rules,
//!   and DNS lengths;
//! - [`Options::url`]: UTS #46 as the WHATWG URL Standard applies it (what
//!   browsers and the `url` crate do);
//! - `Options::registration` (feature `idna2008`): IDNA2008 registration
//!   (RFC 5891 section 4), for registries and for names kept in
//!   configuration: nothing is mapped, every character must be permitted
//!   by its derived property (`derived_property`, RFC 5892), and the
//!   contextual rules apply.
//!
//! One module with profiles, not one module a standard: the profiles share
//! the functions, the error type and most of the rules (separators,
//! A-labels, hyphens, joiners, Bidi, lengths), and a caller picks what to
//! check, as with the flags of UTS #46 itself ([`Options`] takes each
//! flag too). Inside, each standard has its own module: `mapping` and
//! `validity` are UTS #46's, `idna2008` is RFC 5891 and 5892's.
//!
//! ```
//! # #[cfg(feature = "alloc")] {
//! use punycode_core::hostname::{to_ascii, to_unicode, Options};
//!
//! assert_eq!(to_ascii("BÜCHER.de", Options::lookup())?, "xn--bcher-kva.de");
//! assert_eq!(to_ascii("ＧＯＯＧＬＥ.com", Options::lookup())?, "google.com");
//! assert_eq!(to_ascii("bu\u{308}cher.de", Options::lookup())?, "xn--bcher-kva.de");
//! assert_eq!(to_unicode("xn--e1afmkfd.xn--p1ai", Options::lookup())?, "пример.рф");
//!
//! // Refused, with the rule and the place:
//! let err = to_ascii("exa\u{200D}mple.com", Options::lookup()).unwrap_err();
//! assert_eq!((err.code(), err.label(), err.position()), ("C2", 0, 3));
//! assert!(to_unicode("xn--bcher-2pa.de", Options::lookup()).is_err()); // "bÜcher"
//! # }
//! # Ok::<(), punycode_core::hostname::Error>(())
//! ```
//!
//! One implementation, in three forms:
//!
//! - [`to_ascii`], [`to_unicode`], their `_cow` and `_into` forms, and
//!   [`Hostname`] return or fill a `String` (feature `alloc`, on by
//!   default);
//! - [`to_ascii_to_slice`] and [`to_unicode_to_slice`] write into your
//!   buffer, allocate nothing, and are `const fn`;
//! - [`to_ascii_const!`](crate::to_ascii_const) and
//!   [`to_unicode_const!`](crate::to_unicode_const) give a `&'static str`
//!   at compile time, and `punycode_macros::idna!` a literal.
//!
//! Labels are separated by `.`, U+3002, U+FF0E and U+FF61 ([`labels`]);
//! output uses `.`. The work is linear in the input, apart from Punycode,
//! which is O(n log n); nothing panics. The Unicode data is our own tables,
//! generated from ICU4X's (Unicode [`UNICODE_VERSION`]).
//!
//! **Bounds.** The allocation-free functions work in fixed arrays on the
//! stack, tried from the smallest (64 code points) to the largest (256
//! code points and the encoder's space), all in the call's frame:
//! BENCHMARKS.md gives the stack a call uses, measured. A label
//! whose mapped form has more than 256 code points does not fit, and is
//! refused with [`ErrorKind::WorkspaceExceeded`] by `to_unicode_to_slice`
//! and, in the URL profile, by `to_ascii_to_slice` (in the lookup profile
//! such a label is [`ErrorKind::LabelTooLong`], as its ASCII form is far
//! beyond 63 bytes); the `String` functions take any length. For every
//! function, a run of more than 128 combining marks is
//! [`ErrorKind::TooManyMarks`]. In the lookup profile, `to_ascii` output
//! never exceeds 254 bytes (253 and a root dot).
//!
//! # Conformance and differences
//!
//! Every row of Unicode's `IdnaTestV2.txt` is a test, both directions,
//! through the `String` and the allocation-free forms, with the lookup
//! profile; for a refused row, [`Error::code`] is one of the row's codes.
//! The file in the tests is Unicode 17's (18's is not in the registries
//! we reach): the rows whose characters Unicode 18 assigned are held to the
//! `idna` crate on ICU4X and to tr46 instead. One difference by design: the
//! file counts a trailing root dot as an empty label under
//! `VerifyDnsLength`; [`Options::lookup`] keeps it, since `example.com.` is
//! a fully qualified name ([`Options::literal_lengths`] reads it as the
//! file does, and then every row holds as it is). The transitional column
//! (`toAsciiT`) holds too, under [`Options::transitional_processing`].
//!
//! Differential tests and fuzz targets hold the lookup and URL profiles to
//! the `idna` crate. Where they differ, UTS #46 decides: with
//! `CheckHyphens` off, `idna` accepts an A-label that decodes to a label
//! starting with `xn--` (`xn--xn--a--gua.pt`), which validity criterion 4
//! refuses (tr46 refuses it too). [`Options::url`] validates the A-labels
//! of an all-ASCII host, which the URL Standard passes through lowercased,
//! so it refuses `xn--a.com` where a browser keeps it; and it applies the
//! Bidi rule to every label of a name with right-to-left text, as tr46 and
//! whatwg-url do (`1.\u{64A}` is refused; ada accepts it).
//!
//! Registration's derived properties are computed by RFC 5892's algorithm
//! when the tables are generated and held to Python `idna`'s table for
//! every code point; it gives Python's answer on every code point alone and
//! next to a letter, and on generated labels of the contextual rules'
//! characters, except where Python splits at U+3002 (registration maps
//! nothing). One difference from Python and libidn2 by design: an LDH
//! label is taken in any case and written in lowercase, as DNS compares it.
//!
//! **Regenerating the tables** for a new Unicode version: bump the pinned
//! ICU4X versions in `unicode-tables/`, run
//! `cargo run -p punycode-unicode-tables`, and run the tests, which compare
//! the checked-in tables with the generator's output and every code point
//! with ICU4X.
//!
//! # The pipeline
//!
//! The modules stand in this order, each importing only from those before
//! it (a test holds them to it), and a name goes down through them once:
//!
//! 1. the data: `tables` (generated), `data` (a code point's entry);
//! 2. the vocabulary: `error`, `options` (the profiles, handed down as
//!    data), `work` (the working space);
//! 3. the rules on code points: `joiners` (RFC 5892 A.1 and A.2), `bidi`
//!    (RFC 5893), `mapping` (UTS #46 mapping and NFC), `inert` (whether
//!    UTS #46 leaves a label alone), `validity` (UTS #46's validity
//!    criteria), then `form` (what processing a label gives) and
//!    `idna2008` (RFC 5891 section 4 and RFC 5892: a label for
//!    registration);
//! 4. one label: `label` (its route, mapping, A-labels, checks; its
//!    output);
//! 5. one name: `name` (separators, lengths, the Bidi rule);
//! 6. the forms: `ascii` (the fast paths for names in ASCII), `slice` (the
//!    allocation-free form, `const fn`), `string` (`String` and `Cow`),
//!    `owned` ([`Hostname`]);
//! 7. [`rules`]: each rule as a function of its own, for callers that
//!    compose them in an order of their own.

mod ascii;
mod bidi;
pub(crate) mod data;
mod error;
mod form;
#[cfg(feature = "idna2008")]
pub(crate) mod idna2008;
mod inert;
pub(crate) mod joiners;
mod label;
pub(crate) mod mapping;
mod name;
mod options;
mod slice;
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, reason = "generated")]
#[allow(dead_code, reason = "generated: every kind is named, kind 0 too, which the reader tells by class")]
mod tables;
#[cfg(test)]
pub(crate) mod oracle;
#[cfg(feature = "alloc")]
mod owned;
#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
pub mod rules;
#[cfg(feature = "alloc")]
mod string;
mod validity;
mod work;

pub use self::bidi::is_bidi_domain_name;
pub use self::data::UNICODE_VERSION;
pub use self::error::{Error, ErrorKind, InUnits, Unit};
#[cfg(feature = "idna2008")]
#[cfg_attr(docsrs, doc(cfg(feature = "idna2008")))]
pub use self::idna2008::{DerivedProperty, derived_property};
pub use self::name::{Labels, labels, looks_like_hostname, verify_dns_length};
pub use self::options::{AsciiDenyList, Hyphens, Options};
#[cfg(feature = "alloc")]
pub use self::owned::Hostname;
pub use self::slice::{to_ascii_len, to_ascii_to_slice, to_unicode_len, to_unicode_to_slice};
#[cfg(fuzzing)]
#[doc(hidden)]
pub use self::string::fuzz_map_normalize;
#[cfg(feature = "alloc")]
pub use self::string::{
    to_ascii, to_ascii_cow, to_ascii_into, to_unicode, to_unicode_cow, to_unicode_into,
    to_unicode_lossy, to_unicode_processed,
};
