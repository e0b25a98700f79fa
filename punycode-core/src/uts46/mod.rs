//! Hostnames by UTS #46 (Unicode IDNA Compatibility Processing), the
//! processing that browsers and the `idna` crate apply: mapping (case
//! folding, width, compatibility forms), NFC, then the validity criteria,
//! the hyphen, bidi (RFC 5893) and joiner (RFC 5892) rules, and DNS
//! lengths. Feature `uts46`; the Unicode data is ICU4X's.
//!
//! ```
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
//! # Ok::<(), punycode_core::uts46::Error>(())
//! ```
//!
//! Labels are separated by `.`, U+3002, U+FF0E and U+FF61; output uses
//! `.`. The work is linear in the input, apart from Punycode, which is
//! O(n log n); nothing panics.

mod ascii;
mod bidi;
pub(crate) mod data;
mod error;
mod joiners;
mod label;
mod mapping;
mod options;
#[cfg(test)]
mod oracle;
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, reason = "generated")]
mod tables;

use alloc::string::String;
use alloc::vec::Vec;

pub use self::error::{Error, ErrorKind};

/// The version of Unicode whose data this module applies (mapping,
/// normalization and properties), from the tables generated from ICU4X.
///
/// ```
/// assert_eq!(punycode_core::uts46::UNICODE_VERSION, "17.0.0");
/// ```
pub const UNICODE_VERSION: &str = data::UNICODE_VERSION;
pub use self::options::{AsciiDenyList, Hyphens, Options};

use self::ascii::{ascii_name, length_error};
use self::label::{char_of, locate, map_label};

/// Converts a hostname to ASCII: UTS #46 `ToASCII`, nontransitional, with
/// the flags of `options`.
///
/// ```
/// use punycode_core::uts46::{to_ascii, Options};
///
/// assert_eq!(to_ascii("Bücher.example", Options::dns())?, "xn--bcher-kva.example");
/// assert_eq!(to_ascii("faß.de", Options::dns())?, "xn--fa-hia.de");
/// assert_eq!(to_ascii("XN--BCHER-KVA.example", Options::dns())?, "xn--bcher-kva.example");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_ascii(input: &str, options: Options) -> Result<String, Error> {
    let mut out = String::with_capacity(input.len() + 8);
    to_ascii_into(input, options, &mut out)?;
    Ok(out)
}

/// Like [`to_ascii`], appending to `out`, so that a caller converting many
/// names can reuse one buffer. On error `out` is left as it was.
///
/// ```
/// use punycode_core::uts46::{to_ascii_into, Options};
///
/// let mut out = String::new();
/// for name in ["Bücher.example", "example.com"] {
///     out.clear();
///     to_ascii_into(name, Options::dns(), &mut out)?;
/// }
/// assert_eq!(out, "example.com");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_ascii_into(input: &str, options: Options, out: &mut String) -> Result<(), Error> {
    if let Some(result) = ascii_name(input, options, true, out) {
        return result;
    }
    let base = out.len();
    let result = {
        let mut unicode = String::with_capacity(input.len() + 8);
        process(input, options, &mut unicode, Some(&mut *out))
    };
    if result.is_err() {
        out.truncate(base);
    }
    result
}

/// Converts a hostname to Unicode: UTS #46 `ToUnicode`, nontransitional,
/// with the flags of `options` (lengths are never checked; empty labels
/// are refused when `VerifyDnsLength` is on).
///
/// ```
/// use punycode_core::uts46::{to_unicode, Options};
///
/// assert_eq!(to_unicode("xn--bcher-kva.example", Options::dns())?, "bücher.example");
/// assert_eq!(to_unicode("Bücher.Example", Options::dns())?, "bücher.example");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_unicode(input: &str, options: Options) -> Result<String, Error> {
    let mut out = String::with_capacity(input.len());
    to_unicode_into(input, options, &mut out)?;
    Ok(out)
}

/// Like [`to_unicode`], appending to `out`. On error `out` is left as it
/// was.
///
/// ```
/// use punycode_core::uts46::{to_unicode_into, Options};
///
/// let mut out = String::from("host: ");
/// to_unicode_into("xn--bcher-kva.example", Options::dns(), &mut out)?;
/// assert_eq!(out, "host: bücher.example");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_unicode_into(input: &str, options: Options, out: &mut String) -> Result<(), Error> {
    if let Some(result) = ascii_name(input, options, false, out) {
        return result.map_err(Error::in_to_unicode);
    }
    let base = out.len();
    let mut unicode = core::mem::take(out);
    let result = process(input, options, &mut unicode, None).map_err(Error::in_to_unicode);
    if result.is_err() {
        unicode.truncate(base);
    }
    *out = unicode;
    result
}

/// `VerifyDnsLength` on a label of `label_len` ASCII bytes that brings the
/// name to `name_len` bytes (not counting a root dot).
fn check_lengths(
    label_len: usize,
    name_len: usize,
    index: usize,
    start: usize,
) -> Result<(), Error> {
    match length_error(label_len, name_len) {
        Some(kind) => Err(Error::new(kind, index, start)),
        None => Ok(()),
    }
}

/// How a label arrived: its Unicode form is in the `unicode` buffer.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// ASCII, not an A-label.
    Ascii,
    /// An A-label (after mapping); its ASCII form is the mapped label.
    ALabel,
    /// Non-ASCII after mapping.
    Unicode,
}

/// One label of the input, for the bidi pass and for error positions.
#[derive(Clone, Copy)]
struct Span {
    /// Where the label is in the input.
    start: usize,
    end: usize,
    /// Where its Unicode form is in the `unicode` buffer.
    unicode_start: usize,
    unicode_end: usize,
    form: Form,
}

/// The spans of a name's labels: the first eight inline, the rest on the
/// heap.
#[derive(Default)]
struct Spans {
    inline: [Option<Span>; 8],
    heap: Vec<Span>,
    len: usize,
}

impl Spans {
    fn push(&mut self, span: Span) {
        match self.inline.get_mut(self.len) {
            Some(slot) => *slot = Some(span),
            None => self.heap.push(span),
        }
        self.len += 1;
    }

    fn len(&self) -> usize {
        self.len
    }

    fn iter(&self) -> impl Iterator<Item = &Span> {
        self.inline.iter().flatten().chain(&self.heap)
    }
}

/// The general path: every label mapped, decoded and checked; the Unicode
/// form goes to `unicode`, and with `ascii` the ASCII form there.
fn process(
    input: &str,
    options: Options,
    unicode: &mut String,
    mut ascii: Option<&mut String>,
) -> Result<(), Error> {
    let ascii_base = ascii.as_deref().map_or(0, String::len);
    let mut spans = Spans::default();
    let mut first_error: Option<Error> = None;
    let mut bidi_domain = false;
    let mut start = 0;
    let mut index = 0;
    loop {
        let (end, sep_len) = crate::domain::next_separator(input.as_bytes(), start);
        let label = &input[start..end];
        let last = sep_len == 0;
        if label.is_empty() && last && index > 0 {
            // The root: keep the dot that is already written.
            break;
        }
        let unicode_start = unicode.len();
        let result = map_label(label, start, options, unicode);
        let (form, maybe_rtl) = match result {
            Ok(form) => form,
            Err(e) => {
                first_error.get_or_insert(e.at_label(index));
                (Form::Unicode, true)
            }
        };
        let unicode_end = unicode.len();
        let text = &unicode[unicode_start..unicode_end];
        bidi_domain |= maybe_rtl && text.chars().any(|c| data::Entry::of(c as u32).is_rtl());
        // An empty label; for `ToUnicode`, a last label that mapping
        // empties is the root (X4_2 is only for the others), while `ToASCII`
        // takes the root only from the input.
        let root = last && index > 0 && ascii.is_none();
        if text.is_empty() && !root && options.verify_dns_length && first_error.is_none() {
            first_error = Some(Error::new(ErrorKind::EmptyLabel, index, start));
        }
        if let (Some(out), None) = (ascii.as_deref_mut(), first_error) {
            let written = out.len();
            match form {
                Form::Ascii => out.push_str(text),
                // An A-label's ASCII form is the mapped label, kept apart
                // from its decoded form.
                Form::ALabel => push_ascii_form(label, out),
                Form::Unicode => {
                    out.push_str("xn--");
                    if let Err(e) = push_punycode(text, out) {
                        first_error = Some(
                            Error::new(ErrorKind::InvalidPunycode, index, start).with_punycode(e),
                        );
                    }
                }
            }
            if options.verify_dns_length && first_error.is_none() {
                if let Err(e) =
                    check_lengths(out.len() - written, out.len() - ascii_base, index, start)
                {
                    first_error = Some(e);
                }
            }
        }
        spans.push(Span {
            start,
            end,
            unicode_start,
            unicode_end,
            form,
        });
        if last {
            break;
        }
        unicode.push('.');
        if let Some(out) = ascii.as_deref_mut() {
            out.push('.');
        }
        start = end + sep_len;
        index += 1;
    }
    // The Bidi rule, on every label of a bidi domain name, up to the label
    // of the first other error (the first error in the input wins).
    if options.check_bidi && bidi_domain {
        let limit = first_error.map_or(spans.len(), |e| e.label());
        for (index, span) in spans.iter().enumerate().take(limit) {
            let text = &unicode[span.unicode_start..span.unicode_end];
            if let Err((kind, at)) = bidi::check(text) {
                let c = text[at..].chars().next().unwrap_or('\u{FFFD}');
                let source = &input[span.start..span.end];
                let (position, c) =
                    locate(source, span.start, span.form == Form::ALabel, text, at, c);
                return Err(Error::new(kind, index, position).with_character(char_of(kind, c)));
            }
        }
    }
    if let Some(e) = first_error {
        return Err(e);
    }
    if let Some(out) = ascii {
        if out.len() == ascii_base {
            return Err(Error::new(ErrorKind::EmptyName, 0, 0));
        }
    }
    Ok(())
}

/// The ASCII form of a label that is an A-label after mapping, onto `out`.
fn push_ascii_form(label: &str, out: &mut String) {
    if label.is_ascii() {
        let start = out.len();
        out.push_str(label);
        out[start..].make_ascii_lowercase();
    } else {
        // Mapped before, without error: no mark run is too long.
        let _ = mapping::map_normalize(label, out);
    }
}

/// Encodes a Unicode label as Punycode onto `out`.
fn push_punycode(label: &str, out: &mut String) -> Result<(), crate::Error> {
    let mut buf = [0u8; crate::encode::LABEL_OUTPUT];
    // The encoder writes ASCII.
    if let Some(encoded) = crate::encode_to_slice(label, &mut buf)
        .ok()
        .and_then(|len| core::str::from_utf8(&buf[..len]).ok())
    {
        out.push_str(encoded);
    } else {
        out.push_str(&crate::encode(label)?);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    /// The UTS #46 mapping of `c` alone, with NFC.
    fn map_one(c: char) -> Vec<char> {
        let mut out = String::new();
        super::mapping::map_normalize(c.encode_utf8(&mut [0; 4]), &mut out).unwrap();
        out.chars().collect()
    }

    /// The ASCII paths map ASCII by lowercasing it, with no Unicode data:
    /// that is what the UTS #46 mapping does to every ASCII character
    /// (the deny lists, STD3 or the URL Standard's, are separate checks).
    #[test]
    fn ascii_maps_to_its_lowercase() {
        for b in 0..0x80u8 {
            let mapped = map_one(char::from(b));
            assert_eq!(mapped, [char::from(b.to_ascii_lowercase())], "{b:#04x}");
        }
    }

    /// Splitting the input at the four separators before mapping is the
    /// same as splitting after it: no other code point maps to something
    /// with a full stop (checked on the tables, every code point).
    #[test]
    fn only_the_separators_map_to_a_full_stop() {
        let dots: Vec<char> = (0..=u32::from(char::MAX))
            .filter_map(char::from_u32)
            .filter(|&c| map_one(c).contains(&'.'))
            .collect();
        assert_eq!(dots, ['.', '\u{3002}', '\u{FF0E}', '\u{FF61}']);
    }
}
