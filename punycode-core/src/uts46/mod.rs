//! Hostnames by UTS #46 (Unicode IDNA Compatibility Processing), the
//! processing that browsers and the `idna` crate apply: mapping (case
//! folding, width, compatibility forms), NFC, then the validity criteria,
//! the hyphen, bidi (RFC 5893) and joiner (RFC 5892) rules, and DNS
//! lengths. The Unicode data is our own tables, generated from ICU4X's
//! (Unicode [`UNICODE_VERSION`]); no dependency, no allocator needed.
//!
//! One implementation, in three forms:
//!
//! - [`to_ascii`], [`to_unicode`] and their `_into` forms return or fill a
//!   `String` (feature `alloc`, on by default);
//! - [`to_ascii_to_slice`] and [`to_unicode_to_slice`] write into your
//!   buffer, allocate nothing, and are `const fn`;
//! - [`to_ascii_const!`](crate::to_ascii_const) and
//!   [`to_unicode_const!`](crate::to_unicode_const) give a `&'static str`
//!   at compile time, and `punycode_macros::idna!` a literal.
//!
//! ```
//! # #[cfg(feature = "alloc")] {
//! use punycode_core::uts46::{to_ascii, to_unicode, Options};
//!
//! assert_eq!(to_ascii("BÜCHER.de", Options::dns())?, "xn--bcher-kva.de");
//! assert_eq!(to_ascii("ＧＯＯＧＬＥ.com", Options::dns())?, "google.com");
//! assert_eq!(to_ascii("bu\u{308}cher.de", Options::dns())?, "xn--bcher-kva.de");
//! assert_eq!(to_unicode("xn--e1afmkfd.xn--p1ai", Options::dns())?, "пример.рф");
//!
//! // Refused, with the rule and the place:
//! let err = to_ascii("exa\u{200D}mple.com", Options::dns()).unwrap_err();
//! assert_eq!((err.code(), err.label(), err.position()), ("C2", 0, 3));
//! assert!(to_unicode("xn--bcher-2pa.de", Options::dns()).is_err()); // "bÜcher"
//! # }
//! # Ok::<(), punycode_core::uts46::Error>(())
//! ```
//!
//! Labels are separated by `.`, U+3002, U+FF0E and U+FF61; output uses
//! `.`. The work is linear in the input, apart from Punycode, which is
//! O(n log n); nothing panics.
//!
//! **Bounds.** The allocation-free functions work in a fixed space on the
//! stack (under 6 KB): a label whose mapped form has more than 256 code
//! points does not fit, and is refused with
//! [`ErrorKind::WorkspaceExceeded`] by `to_unicode_to_slice` and, in the
//! URL profile, by `to_ascii_to_slice` (in the DNS profile such a label
//! is [`ErrorKind::LabelTooLong`], as its ASCII form is far beyond 63
//! bytes); the `String` functions take any length. For every function, a
//! run of more than 128 combining marks is [`ErrorKind::TooManyMarks`].
//! In the DNS profile, `to_ascii` output never exceeds 254 bytes (253 and
//! a root dot).

mod ascii;
mod bidi;
pub(crate) mod data;
mod error;
mod joiners;
mod label;
mod mapping;
mod name;
mod options;
#[cfg(test)]
pub(crate) mod oracle;
#[cfg(feature = "idna2008")]
mod registration;
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, reason = "generated")]
#[allow(dead_code, reason = "generated: every kind is named, kind 0 too, which the reader tells by class")]
mod tables;
mod validity;

pub use self::bidi::is_bidi_domain_name;
pub use self::error::{Error, ErrorKind};
pub use self::name::verify_dns_length;
pub use self::options::{AsciiDenyList, Hyphens, Options};
#[cfg(feature = "idna2008")]
#[cfg_attr(docsrs, doc(cfg(feature = "idna2008")))]
pub use self::registration::{DerivedProperty, derived_property};

/// Canonical ordering, for the confusable skeletons of `display`.
#[cfg(feature = "display")]
pub(crate) use self::mapping::reorder;

use self::label::Work;
use crate::punycode::encode::Out;

/// The version of Unicode whose data this module applies (mapping,
/// normalization and properties), from the tables generated from ICU4X.
///
/// ```
/// assert_eq!(punycode_core::uts46::UNICODE_VERSION, "18.0.0");
/// ```
pub const UNICODE_VERSION: &str = data::UNICODE_VERSION;

/// Both directions, into `out`, in the fixed working space.
pub(crate) const fn convert(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
) -> Result<(), Error> {
    let result = match ascii::fast(input.as_bytes(), options, to_ascii) {
        ascii::Fast::Plain(_) => {
            // The output is the input, lowercased.
            let bytes = input.as_bytes();
            let mut k = 0;
            while k < bytes.len() {
                out.push(bytes[k].to_ascii_lowercase());
                k += 1;
            }
            if out.len > out.buf.len() {
                Err(Error::new(
                    ErrorKind::BufferTooSmall { needed: out.len },
                    0,
                    0,
                ))
            } else {
                Ok(())
            }
        }
        ascii::Fast::Refused(e) => Err(e),
        ascii::Fast::General => general(input, options, to_ascii, out),
    };
    in_direction(result, to_ascii)
}

/// The general path in growing working space: a little (most names need
/// none or little: labels that UTS #46 leaves alone, short A-labels, short
/// labels to map), then enough for every DNS label, then
/// [`Work::CODE_POINTS`]. Zeroing a large space costs more than most names,
/// so it is only made when needed.
#[inline(always)]
pub(crate) const fn general(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
) -> Result<(), Error> {
    #[cfg(feature = "idna2008")]
    if options.idna2008 && !to_ascii && options.verify_dns_length {
        if let Err(e) = registration_lengths(input, options) {
            return Err(e);
        }
    }
    in_working_space(input, options, to_ascii, out)
}

/// [`general`]'s conversion, in growing working space (without
/// registration's length check, which itself runs a `ToASCII` here).
const fn in_working_space(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
) -> Result<(), Error> {
    let (mut cps, mut bytes) = ([0u32; Work::TINY_CODE_POINTS], [0u8; Work::TINY_BYTES]);
    if let Some(result) = attempt(input, options, to_ascii, out, &mut cps, &mut bytes, false) {
        return result;
    }
    let (mut cps, mut bytes) = ([0u32; Work::SMALL_CODE_POINTS], [0u8; Work::SMALL_BYTES]);
    if let Some(result) = attempt(input, options, to_ascii, out, &mut cps, &mut bytes, false) {
        return result;
    }
    let (mut cps, mut bytes) = ([0u32; Work::CODE_POINTS], [0u8; Work::BYTES]);
    match attempt(input, options, to_ascii, out, &mut cps, &mut bytes, true) {
        Some(result) => result,
        None => Err(Error::new(ErrorKind::WorkspaceExceeded, 0, 0)),
    }
}

/// Registration checks a name's lengths in A-label form (RFC 5891
/// section 4.2), so that a name is registrable in both forms or in
/// neither: its `ToUnicode` takes them from a `ToASCII` first, that writes
/// nowhere (its output is counted). (A label too long for the working
/// space is too long for the DNS: `ToASCII` says so.) Out of line: the
/// common paths never come here.
#[cfg(feature = "idna2008")]
#[inline(never)]
const fn registration_lengths(input: &str, options: Options) -> Result<(), Error> {
    if surely_fits(input.as_bytes()) {
        return Ok(());
    }
    match in_working_space(input, options, true, &mut Out::new(&mut [])) {
        Err(e) if !matches!(e.kind(), ErrorKind::BufferTooSmall { .. }) => Err(e),
        _ => Ok(()),
    }
}

/// Whether every label of `name` (separated by `.` alone, as in
/// registration) surely fits the DNS in A-label form, and the name too, by
/// a bound on their lengths that one pass over the bytes gives: an ASCII
/// label is as long as it is; a U-label's A-label has `xn--`, its basic
/// code points and a delimiter, and a delta for each other code point of
/// at most 9 digits. (A delta is under 0x110000 times one more than the
/// label's code points; a label of more than 63 code points never fits
/// anyway, so a delta that matters is under 10^8, and each digit of the
/// generalized variable-length integer after the first divides what is
/// left by `BASE - t`, at least 10: RFC 3492 section 3.3.) `false` only
/// means the lengths must be counted.
#[cfg(feature = "idna2008")]
const fn surely_fits(name: &[u8]) -> bool {
    const fn bound(basic: usize, other: usize) -> usize {
        if other == 0 {
            basic
        } else {
            4 + basic + 1 + 9 * other
        }
    }
    let (mut total, mut basic, mut other) = (0, 0, 0);
    let mut k = 0;
    while k < name.len() {
        let b = name[k];
        if b == b'.' {
            let label = bound(basic, other);
            if label > name::MAX_LABEL {
                return false;
            }
            total += label + 1;
            (basic, other) = (0, 0);
        } else if b < 0x80 {
            basic += 1;
        } else if b & 0xC0 != 0x80 {
            other += 1;
        }
        k += 1;
    }
    let label = bound(basic, other);
    label <= name::MAX_LABEL && total + label <= name::MAX_NAME
}

/// One attempt of [`general`] in the working space `cps` and `bytes`;
/// `None`, with `out` as it was, when a label did not fit and this is not
/// the `last` space.
const fn attempt(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
    cps: &mut [u32],
    bytes: &mut [u8],
    last: bool,
) -> Option<Result<(), Error>> {
    let base = out.len;
    let mut work = Work { cps, bytes, last };
    match name::convert(input, options, to_ascii, out, &mut work) {
        Err(e) if !last && matches!(e.kind(), ErrorKind::WorkspaceExceeded) => {
            out.len = base;
            None
        }
        result => Some(result),
    }
}

/// Marks an error of `ToUnicode`, whose empty-label code differs.
const fn in_direction<T: Copy>(result: Result<T, Error>, to_ascii: bool) -> Result<T, Error> {
    match result {
        Err(e) => Err(error_in_direction(e, to_ascii)),
        result => result,
    }
}

/// [`in_direction`] of an error.
const fn error_in_direction(e: Error, to_ascii: bool) -> Error {
    if to_ascii { e } else { e.in_to_unicode() }
}

const fn to_slice(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut [u8],
) -> Result<usize, Error> {
    let mut out = Out::new(out);
    match convert(input, options, to_ascii, &mut out) {
        Ok(()) => Ok(out.len),
        Err(e) => Err(e),
    }
}

const fn length(input: &str, options: Options, to_ascii: bool) -> Result<usize, Error> {
    match to_slice(input, options, to_ascii, &mut []) {
        Err(e) => match e.kind() {
            ErrorKind::BufferTooSmall { needed } => Ok(needed),
            _ => Err(e),
        },
        ok => ok,
    }
}

/// Converts a hostname to ASCII into `out`, returning the number of bytes
/// written: UTS #46 `ToASCII`, nontransitional, with the flags of
/// `options`. Allocation-free, and usable in `const`; with the DNS profile
/// a buffer of 254 bytes always suffices. When `out` is too short the
/// error is [`ErrorKind::BufferTooSmall`] with the length needed.
///
/// ```
/// use punycode_core::uts46::{to_ascii_to_slice, Options};
///
/// let mut buf = [0u8; 254];
/// let len = to_ascii_to_slice("ＢÜＣＨＥＲ。de", Options::dns(), &mut buf)?;
/// assert_eq!(&buf[..len], b"xn--bcher-kva.de");
///
/// // In a `const`, without an allocator (this example also runs with
/// // `default-features = false`):
/// const HOST: ([u8; 254], usize) = {
///     let mut buf = [0u8; 254];
///     match to_ascii_to_slice("ＢÜＣＨＥＲ。de", Options::dns(), &mut buf) {
///         Ok(len) => (buf, len),
///         Err(_) => panic!("not a hostname"),
///     }
/// };
/// assert_eq!(&HOST.0[..HOST.1], b"xn--bcher-kva.de");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub const fn to_ascii_to_slice(
    input: &str,
    options: Options,
    out: &mut [u8],
) -> Result<usize, Error> {
    to_slice(input, options, true, out)
}

/// Converts a hostname to Unicode into `out`, returning the number of
/// bytes written: UTS #46 `ToUnicode`, nontransitional, with the flags of
/// `options`. Allocation-free, and usable in `const`.
///
/// ```
/// use punycode_core::uts46::{to_unicode_to_slice, Options};
///
/// let mut buf = [0u8; 64];
/// let len = to_unicode_to_slice("xn--e1afmkfd.xn--p1ai", Options::dns(), &mut buf)?;
/// assert_eq!(core::str::from_utf8(&buf[..len]), Ok("пример.рф"));
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub const fn to_unicode_to_slice(
    input: &str,
    options: Options,
    out: &mut [u8],
) -> Result<usize, Error> {
    to_slice(input, options, false, out)
}

/// The length in bytes of [`to_ascii_to_slice`]'s output, or its error.
///
/// ```
/// use punycode_core::uts46::{to_ascii_len, Options};
///
/// assert_eq!(to_ascii_len("Bücher.example", Options::dns()), Ok(21));
/// ```
pub const fn to_ascii_len(input: &str, options: Options) -> Result<usize, Error> {
    length(input, options, true)
}

/// The length in bytes of [`to_unicode_to_slice`]'s output, or its error.
///
/// ```
/// use punycode_core::uts46::{to_unicode_len, Options};
///
/// assert_eq!(to_unicode_len("xn--bcher-kva.example", Options::dns()), Ok(15));
/// ```
pub const fn to_unicode_len(input: &str, options: Options) -> Result<usize, Error> {
    length(input, options, false)
}

#[cfg(feature = "alloc")]
mod hostname;
#[cfg(feature = "alloc")]
mod string;
#[cfg(feature = "alloc")]
pub use self::hostname::Hostname;
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use self::string::__map_normalize;
#[cfg(feature = "alloc")]
pub use self::string::{
    to_ascii, to_ascii_cow, to_ascii_into, to_unicode, to_unicode_cow, to_unicode_into,
    to_unicode_lossy,
};
