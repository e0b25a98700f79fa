//! A whole name: its labels (UTS #46 processing step 3, the separators),
//! the root, the lengths of `VerifyDnsLength`, and the Bidi rule, which
//! applies to every label once any label has right-to-left text. One pass
//! writes the output; a bidi domain name takes a second, for the Bidi rule.

use super::error::{Error, ErrorKind};
use super::form::{Form, Label, char_of, has_ace_prefix};
use super::options::Options;
use super::work::Work;
use super::{bidi, label};
use crate::punycode::bounds::{head, range, tail};
use crate::punycode::encode::{Out, SHORT};

/// The longest label and name in ASCII form under `VerifyDnsLength` (RFC
/// 1034 section 3.1; the name not counting a root dot).
pub(super) const MAX_LABEL: usize = 63;
pub(super) const MAX_NAME: usize = 253;

/// The end of the label starting at `from`, and the length of the separator
/// after it (0 at the end of the input): `.`, U+3002, U+FF0E or U+FF61,
/// which UTS #46 maps to `.` (no other code point maps to anything with a
/// full stop, so splitting before mapping is the same as after).
pub(crate) const fn next_separator(bytes: &[u8], from: usize) -> (usize, usize) {
    let mut at = from;
    while at < bytes.len() {
        let b = bytes[at];
        if !MAY_SEPARATE[b as usize] {
            at += 1;
            continue;
        }
        if b == b'.' {
            return (at, 1);
        }
        // U+3002 (E3 80 82), U+FF0E (EF BC 8E), U+FF61 (EF BD A1).
        if (b == 0xE3 || b == 0xEF) && at + 2 < bytes.len() {
            let (b1, b2) = (bytes[at + 1], bytes[at + 2]);
            if (b == 0xE3 && b1 == 0x80 && b2 == 0x82)
                || (b == 0xEF && b1 == 0xBC && b2 == 0x8E)
                || (b == 0xEF && b1 == 0xBD && b2 == 0xA1)
            {
                return (at, 3);
            }
        }
        at += 1;
    }
    (at, 0)
}

/// The labels of `name` as UTS #46 separates them (processing step 3): at
/// `.`, U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP and
/// U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP, which mapping makes `.` (no
/// other code point maps to anything with a full stop, so splitting before
/// mapping is the same as after). A root dot leaves an empty last label.
/// Registration (`Options::registration`, feature `idna2008`) maps nothing: there `.` alone
/// separates.
///
/// ```
/// use punycode_core::hostname::labels;
///
/// assert!(labels("www.例え。jp").eq(["www", "例え", "jp"]));
/// assert!(labels("example.com.").eq(["example", "com", ""]));
/// assert!(labels("localhost").eq(["localhost"]));
/// assert_eq!(labels("a..b").nth(1), Some(""));
/// ```
pub fn labels(name: &str) -> Labels<'_> {
    Labels {
        name,
        next: Some(0),
    }
}

/// The iterator of [`labels`].
#[derive(Clone, Debug)]
pub struct Labels<'a> {
    name: &'a str,
    /// Where the next label starts, if there is one.
    next: Option<usize>,
}

impl<'a> Iterator for Labels<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let start = self.next?;
        let (end, sep_len) = next_separator(self.name.as_bytes(), start);
        self.next = if sep_len == 0 {
            None
        } else {
            Some(end + sep_len)
        };
        self.name.get(start..end)
    }
}

impl core::iter::FusedIterator for Labels<'_> {}

/// Where a string given as one label (to Punycode's `encode` or `decode`)
/// looks like a hostname instead: the byte offset and the character of its
/// first label separator (as [`labels`] separates them), when every label
/// is a non-empty run of letters, digits, `-` or non-ASCII. For the hint of
/// a tool's error message ("for a hostname, use `to_ascii`"); RFC 3492's
/// sample (S), `-> $1.00 <-`, is no hostname.
///
/// ```
/// use punycode_core::hostname::looks_like_hostname;
///
/// assert_eq!(looks_like_hostname("bücher.example"), Some((7, '.')));
/// assert_eq!(looks_like_hostname("例え。jp"), Some((6, '。')));
/// assert_eq!(looks_like_hostname("bücher"), None);
/// assert_eq!(looks_like_hostname("-> $1.00 <-"), None);
/// assert_eq!(looks_like_hostname("a..b"), None);
/// ```
pub fn looks_like_hostname(input: &str) -> Option<(usize, char)> {
    let mut all = labels(input);
    let first = all.next()?;
    let separator = input[first.len()..].chars().next()?;
    let word = |label: &str| {
        !label.is_empty()
            && label
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || !c.is_ascii())
    };
    (word(first) && all.all(word)).then_some((first.len(), separator))
}

/// [`next_separator`], or for registration (which maps nothing)
/// [`next_dot`].
const fn separator(bytes: &[u8], from: usize, options: Options) -> (usize, usize) {
    if options.idna2008 {
        next_dot(bytes, from)
    } else {
        next_separator(bytes, from)
    }
}

/// [`next_separator`] with `.` the only separator.
const fn next_dot(bytes: &[u8], from: usize) -> (usize, usize) {
    let mut at = from;
    while at < bytes.len() {
        if bytes[at] == b'.' {
            return (at, 1);
        }
        at += 1;
    }
    (at, 0)
}

/// The bytes that may start a separator: `.`, and the first bytes of the
/// other three in UTF-8.
const MAY_SEPARATE: [bool; 256] = {
    let mut table = [false; 256];
    table[b'.' as usize] = true;
    table[0xE3] = true;
    table[0xEF] = true;
    table
};

/// `first`, unless there is one already.
const fn keep_first(first: Option<Error>, e: Error) -> Option<Error> {
    match first {
        Some(_) => first,
        None => Some(e),
    }
}

/// UTS #46 `ToASCII` (`to_ascii`) or `ToUnicode` of `input` into `out`,
/// with `work` as working space (or IDNA2008 registration, under
/// [`Options::registration`], whose errors then cite its RFCs). On error, what
/// `out` holds is unspecified.
pub(crate) const fn convert(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
    work: &mut Work<'_>,
) -> Result<(), Error> {
    match convert_name(input, options, to_ascii, out, work) {
        Err(e) if options.idna2008 => Err(e.in_registration()),
        result => result,
    }
}

/// [`convert`], whatever the errors cite.
const fn convert_name(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
    work: &mut Work<'_>,
) -> Result<(), Error> {
    let bytes = input.as_bytes();
    let base = out.len;
    // An A-label of up to 64 code points (every real one) is decoded here.
    let mut short = [0u32; SHORT];
    let mut first_error: Option<Error> = None;
    let mut bidi_domain = false;
    // Once the name is known to be a bidi domain name, each label is held
    // to the Bidi rule as it comes: from label `bidi_from` on, the first
    // that breaks it.
    let mut bidi_from = usize::MAX;
    let mut first_bidi: Option<Error> = None;
    let mut start = 0;
    let mut index = 0;
    loop {
        let (end, sep_len) = separator(bytes, start, options);
        let text = range(bytes, start, end);
        let last = sep_len == 0;
        if text.is_empty() && last && index > 0 && !options.root_is_a_label() {
            // The root: the dot before it is written already.
            break;
        }
        let label = label::process(text, start, options, work, &mut short);
        bidi_domain |= label.rtl;
        if options.check_bidi && bidi_domain && label.error.is_none() && first_bidi.is_none() {
            if bidi_from == usize::MAX {
                bidi_from = index;
            }
            first_bidi = label_bidi(text, start, index, &label, options, work, &mut short);
        }
        if let Some(e) = label.error {
            if !work.last && matches!(e.kind(), ErrorKind::WorkspaceExceeded) {
                // The caller tries again with more space: stop here.
                return Err(e);
            }
            let e = label_error(e, index, to_ascii, options, work.last);
            first_error = keep_first(first_error, e);
            if stops(tail(bytes, end + sep_len), index, options, bidi_domain) {
                break;
            }
        } else if first_error.is_none() {
            // An empty label; for `ToUnicode`, a last label that mapping
            // empties is the root (X4_2 is only for the others), while
            // `ToASCII` takes the root only from the input.
            let root = last && index > 0 && !to_ascii && !options.literal_lengths;
            if label.is_empty(text) && !root && options.verify_dns_length {
                first_error = Some(Error::new(ErrorKind::EmptyLabel, index, start));
                if stops(tail(bytes, end + sep_len), index, options, bidi_domain) {
                    break;
                }
            }
            let written = out.len;
            match label::write(text, label.form, to_ascii, out, work, &mut short) {
                Ok(()) => {}
                Err(kind) => {
                    let e = label_error(
                        Error::new(kind, 0, start),
                        index,
                        to_ascii,
                        options,
                        work.last,
                    );
                    first_error = keep_first(first_error, e);
                }
            }
            if to_ascii && options.verify_dns_length && first_error.is_none() {
                if out.len - written > MAX_LABEL {
                    first_error = Some(Error::new(ErrorKind::LabelTooLong, index, start));
                } else if out.len - base > MAX_NAME {
                    first_error = Some(Error::new(ErrorKind::NameTooLong, index, start));
                }
            }
        }
        if last {
            break;
        }
        out.push(b'.');
        start = end + sep_len;
        index += 1;
    }
    // The Bidi rule, on every label of a bidi domain name, up to the label
    // of the first other error (the first error in the input wins): the
    // labels before the first right-to-left one now, then those checked
    // as they came.
    if options.check_bidi && bidi_domain {
        let limit = match first_error {
            Some(e) => e.label(),
            None => usize::MAX,
        };
        let before = if bidi_from < limit { bidi_from } else { limit };
        if let Some(e) = bidi_error(input, options, before, work, &mut short) {
            return Err(e);
        }
        if let Some(e) = first_bidi {
            if e.label() < limit {
                return Err(e);
            }
        }
    }
    if let Some(e) = first_error {
        return Err(e);
    }
    if (to_ascii || options.idna2008) && out.len == base && options.refuses_empty_name() {
        return Err(Error::new(ErrorKind::EmptyName, 0, 0));
    }
    if out.len > out.buf.len() {
        return Err(Error::new(
            ErrorKind::BufferTooSmall { needed: out.len },
            0,
            0,
        ));
    }
    Ok(())
}

/// Whether processing stops at an error in label `index`, with `rest`
/// after it: later labels matter only if they could make the name a bidi
/// domain name (it is not one yet), and so hold the labels before (if any)
/// to the Bidi rule. Out of line: only errors ask.
#[inline(never)]
const fn stops(rest: &[u8], index: usize, options: Options, bidi_domain: bool) -> bool {
    bidi_domain || !options.check_bidi || index == 0 || !may_be_rtl(rest)
}

/// Whether a label of `rest` may have right-to-left text: only one with a
/// character beyond ASCII, or an A-label, can (anywhere in `rest`, to be
/// quick: more than that is no harm).
const fn may_be_rtl(rest: &[u8]) -> bool {
    let mut k = 0;
    while k < rest.len() {
        let b = rest[k];
        if b >= 0x80 {
            return true;
        }
        if b == b'-' && k >= 3 && has_ace_prefix(tail(rest, k - 3)) {
            return true;
        }
        k += 1;
    }
    false
}

/// A label's error in label `index`. Under `VerifyDnsLength`, `ToASCII`
/// of a label that outgrows the `last` working space is refused as too
/// long: that label's ASCII form has more than 63 bytes (its mapped form
/// has more code points than a quarter of the working space, and a code
/// point takes a byte at least; a canonical decomposition has at most
/// four).
const fn label_error(
    e: Error,
    index: usize,
    to_ascii: bool,
    options: Options,
    last: bool,
) -> Error {
    let e = e.at_label(index);
    match e.kind() {
        ErrorKind::WorkspaceExceeded if last && to_ascii && options.verify_dns_length => {
            Error::new(ErrorKind::LabelTooLong, index, e.position())
        }
        _ => e,
    }
}

/// The first label before label `limit` that breaks the Bidi rule.
const fn bidi_error(
    input: &str,
    options: Options,
    limit: usize,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Option<Error> {
    let bytes = input.as_bytes();
    let mut start = 0;
    let mut index = 0;
    while index < limit {
        let (end, sep_len) = next_separator(bytes, start);
        let text = range(bytes, start, end);
        let label = label::process(text, start, options, work, short);
        if label.error.is_some() {
            // Only past the first error, which the caller reports.
            return None;
        }
        if let Some(e) = label_bidi(text, start, index, &label, options, work, short) {
            return Some(e);
        }
        if sep_len == 0 {
            return None;
        }
        start = end + sep_len;
        index += 1;
    }
    None
}

/// Whether label `index` (`text`, at byte `start`, processed as `label`)
/// breaks the Bidi rule, and where.
const fn label_bidi(
    text: &[u8],
    start: usize,
    index: usize,
    label: &Label,
    options: Options,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Option<Error> {
    let (local, len) = match label::unicode_form(text, label.form, work, short) {
        Ok(form) => form,
        Err(kind) => return Some(Error::new(kind, index, start)),
    };
    let cps = if local {
        head(short, len)
    } else {
        head(work.cps, len)
    };
    let Err((kind, k)) = bidi::check(cps) else {
        return None;
    };
    let e = match label.form {
        Form::Mapped(_) => label::mapped_error(text, start, cps, kind, k, options.transitional),
        Form::ALabel { .. } => Error::new(kind, index, start)
            .with_character(char_of(kind, cps[k]))
            .in_a_label(k),
        Form::Ascii | Form::Inert { .. } => {
            let at = crate::punycode::utf8::offset_of(text, 0, 0, k);
            Error::new(kind, index, start + at).with_character(char_of(kind, cps[k]))
        }
    };
    Some(e.at_label(index))
}

/// UTS #46 `VerifyDnsLength` on a name in ASCII form (what
/// [`to_ascii`](super::to_ascii) gives): no empty label, labels of at most
/// 63 bytes, and at most 253 bytes in all, not counting a trailing root
/// dot, which is allowed. The error names the first label at fault and
/// its byte offset. [`Options::verify_dns_length`] applies the same limits
/// while converting; this checks a name converted without them.
///
/// ```
/// use punycode_core::hostname::{verify_dns_length, ErrorKind};
///
/// assert!(verify_dns_length("example.com.").is_ok());
/// let err = verify_dns_length("a..b").unwrap_err();
/// assert_eq!((err.kind(), err.label(), err.position()), (ErrorKind::EmptyLabel, 1, 2));
/// let long = [b'a'; 64];
/// let long = core::str::from_utf8(&long).unwrap();
/// assert_eq!(verify_dns_length(long).unwrap_err().kind(), ErrorKind::LabelTooLong);
/// assert_eq!(verify_dns_length("").unwrap_err().kind(), ErrorKind::EmptyName);
/// ```
pub const fn verify_dns_length(name: &str) -> Result<(), Error> {
    let bytes = name.as_bytes();
    let len = match bytes {
        [.., b'.'] if bytes.len() > 1 => bytes.len() - 1,
        _ => bytes.len(),
    };
    if len == 0 || (bytes.len() == 1 && bytes[0] == b'.') {
        return Err(Error::new(ErrorKind::EmptyName, 0, 0));
    }
    let mut start = 0;
    let mut index = 0;
    let mut at = 0;
    while at <= len {
        if at == len || bytes[at] == b'.' {
            let label = at - start;
            if label == 0 {
                return Err(Error::new(ErrorKind::EmptyLabel, index, start));
            }
            if label > MAX_LABEL {
                return Err(Error::new(ErrorKind::LabelTooLong, index, start));
            }
            if at > MAX_NAME {
                return Err(Error::new(ErrorKind::NameTooLong, index, start));
            }
            start = at + 1;
            index += 1;
        }
        at += 1;
    }
    Ok(())
}
