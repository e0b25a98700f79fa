//! What processing a label gives the name's stage: where the label's
//! Unicode form is ([`Form`]), whether it has right-to-left text, and the
//! first rule it breaks ([`Label`]); and the helpers that every stage
//! shares to name a label's error.

use super::error::{Error, ErrorKind};

/// Where a label's Unicode form is.
#[derive(Clone, Copy, Debug)]
pub(super) enum Form {
    /// ASCII, not an A-label: the input's bytes, lowercased.
    Ascii,
    /// Not ASCII, and UTS #46 leaves it as it is: the input's bytes, and
    /// when it has up to 64 code points (`decoded` is not 0), those, in the
    /// name's array of short labels.
    Inert { decoded: usize },
    /// Mapped and normalized: `work.cps[..len]`.
    Mapped(usize),
    /// An A-label, decoded to the name's array of short labels (`local`) or
    /// to `work.cps`, `len` code points; its ASCII form is the input's
    /// bytes lowercased, or, when `staged` is not 0, the first `staged` of
    /// `work.bytes` (a label that mapping made an A-label).
    ALabel {
        len: usize,
        staged: usize,
        local: bool,
    },
}

/// What processing a label found.
pub(super) struct Label {
    pub(super) form: Form,
    /// Whether its Unicode form has right-to-left characters (which make
    /// the name a bidi domain name), as far as processing got.
    pub(super) rtl: bool,
    /// The first rule it breaks; the label index is the caller's to set.
    pub(super) error: Option<Error>,
}

impl Label {
    pub(super) const fn ok(form: Form, rtl: bool) -> Label {
        Label {
            form,
            rtl,
            error: None,
        }
    }

    pub(super) const fn failed(form: Form, rtl: bool, error: Error) -> Label {
        Label {
            form,
            rtl,
            error: Some(error),
        }
    }

    /// Whether the Unicode form is empty.
    pub(super) const fn is_empty(&self, label: &[u8]) -> bool {
        match self.form {
            Form::Ascii | Form::Inert { .. } => label.is_empty(),
            Form::Mapped(len) | Form::ALabel { len, .. } => len == 0,
        }
    }
}

/// The character to quote in a message about `kind`.
pub(super) const fn char_of(kind: ErrorKind, cp: u32) -> Option<char> {
    match kind {
        ErrorKind::Std3Ascii
        | ErrorKind::Disallowed
        | ErrorKind::ZeroWidthJoiner
        | ErrorKind::ZeroWidthNonJoiner
        | ErrorKind::LeadingCombiningMark
        | ErrorKind::BidiRtlCharacter
        | ErrorKind::BidiLtrCharacter
        | ErrorKind::BidiFirstCharacter
        | ErrorKind::FullStop
        | ErrorKind::NonAsciiALabel
        | ErrorKind::NotPermitted
        | ErrorKind::Unassigned
        | ErrorKind::MiddleDot
        | ErrorKind::GreekKeraia
        | ErrorKind::HebrewPunctuation
        | ErrorKind::KatakanaMiddleDot
        | ErrorKind::MixedArabicIndicDigits => match char::from_u32(cp) {
            Some('\u{FFFD}') | None => None,
            c => c,
        },
        _ => None,
    }
}

/// The ACE prefix (RFC 5890 section 2.3.2.5): what an A-label starts
/// with, before its Punycode. Compared in any case ([`has_ace_prefix`]).
pub(crate) const ACE_PREFIX: &str = "xn--";

/// Whether the label starts with `xn--` in any case: the ACE prefix of
/// RFC 5890 section 2.3.2.5, which marks an A-label (UTS #46 processing
/// step 4).
pub(super) const fn has_ace_prefix(label: &[u8]) -> bool {
    // The four bytes as one word, with the bit that is case in ASCII
    // letters set in the first two: only `x` or `X`, then `n` or `N`, give
    // `xn` by it.
    label.len() >= 4
        && u32::from_le_bytes([label[0], label[1], label[2], label[3]]) | 0x2020
            == u32::from_le_bytes(*b"xn--")
}

/// [`has_ace_prefix`] of a label's code points after mapping, which has
/// lowercased its letters.
#[inline(always)]
pub(super) const fn has_mapped_ace_prefix(cps: &[u32]) -> bool {
    cps.len() >= 4
        && cps[0] == b'x' as u32
        && cps[1] == b'n' as u32
        && cps[2] == b'-' as u32
        && cps[3] == b'-' as u32
}

/// The error `kind` at byte `at` of ASCII `bytes`, which start at byte
/// `start` of the input: in label 0, with the byte lowercased as the
/// character to quote, where `kind` quotes one.
pub(super) const fn ascii_error(kind: ErrorKind, bytes: &[u8], at: usize, start: usize) -> Error {
    let c = if at < bytes.len() {
        char_of(kind, bytes[at].to_ascii_lowercase() as u32)
    } else {
        None
    };
    Error::new(kind, 0, start + at).with_character(c)
}
