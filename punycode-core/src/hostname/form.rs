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

/// Whether the label starts with `xn--` in any case.
pub(super) const fn has_ace_prefix(label: &[u8]) -> bool {
    label.len() >= 4
        && label[0].eq_ignore_ascii_case(&b'x')
        && label[1].eq_ignore_ascii_case(&b'n')
        && label[2] == b'-'
        && label[3] == b'-'
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
