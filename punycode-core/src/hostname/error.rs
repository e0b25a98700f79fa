//! What can be wrong with a hostname under UTS #46, named after the rule
//! that fails, with the status code that Unicode's conformance file
//! (`IdnaTestV2.txt`) gives that rule.

use core::fmt;

use crate::punycode::error::Message;

/// Which rule of UTS #46 (or of the RFCs it applies) a hostname breaks.
///
/// [`Error::code`] gives the rule's status code as Unicode's conformance
/// file writes it.
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::hostname::{to_ascii, ErrorKind, Options};
///
/// let err = to_ascii("a_b.example", Options::lookup()).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::Std3Ascii);
/// assert_eq!(err.code(), "U1");
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A label is empty (`a..b`, `.a`, an empty name, or a label whose
    /// characters all map to nothing), with `VerifyDnsLength` on. A trailing
    /// root dot is not an empty label. Code `A4_2` from `to_ascii`, `X4_2`
    /// from `to_unicode`.
    EmptyLabel,
    /// The name is empty after processing (`A4_1`); `to_ascii` only, but
    /// for registration (`Options::registration`), in both directions.
    EmptyName,
    /// A label is longer than 63 bytes in ASCII form (`A4_2`).
    LabelTooLong,
    /// The name is longer than 253 bytes in ASCII form, not counting a
    /// trailing root dot (`A4_1`).
    NameTooLong,
    /// A label starts with `xn--` but has a non-ASCII character (`P4`).
    NonAsciiALabel,
    /// The Punycode after `xn--` does not decode; [`Error::punycode`] says
    /// why (`P4`).
    InvalidPunycode,
    /// An A-label decodes to nothing or to plain ASCII, which must never be
    /// written as an A-label (`P4`; RUSTSEC-2024-0421).
    DecodesToAscii,
    /// An A-label decodes to a label that is not in Normalization Form C
    /// (`V1`).
    NotNfc,
    /// A label has `--` in its third and fourth positions (`V2`,
    /// `CheckHyphens`).
    HyphensAt3And4,
    /// A label starts with `-` (`V3`, `CheckHyphens`).
    LeadingHyphen,
    /// A label ends with `-` (`V3`, `CheckHyphens`).
    TrailingHyphen,
    /// With `CheckHyphens` off, a decoded label starts with `xn--` (`V4`).
    DecodedALabelPrefix,
    /// A decoded label contains a full stop (`V5`).
    FullStop,
    /// A label starts with a combining mark (`V6`).
    LeadingCombiningMark,
    /// A character that UTS #46 disallows, or, in a decoded label, one that
    /// mapping would change (`V7`).
    Disallowed,
    /// An ASCII character other than `a-z`, `0-9` and `-` under
    /// `UseSTD3ASCIIRules`, or a forbidden domain code point of the URL
    /// Standard (`U1`).
    Std3Ascii,
    /// U+200C ZERO WIDTH NON-JOINER outside the contexts of RFC 5892
    /// appendix A.1 (`C1`, `CheckJoiners`).
    ZeroWidthNonJoiner,
    /// U+200D ZERO WIDTH JOINER not after a virama, RFC 5892 appendix A.2
    /// (`C2`, `CheckJoiners`).
    ZeroWidthJoiner,
    /// In a bidi domain name, a label starts with neither a left-to-right
    /// nor a right-to-left letter (RFC 5893 rule 1, `B1`).
    BidiFirstCharacter,
    /// A character not allowed in a right-to-left label (rule 2, `B2`).
    BidiRtlCharacter,
    /// A right-to-left label does not end in a right-to-left letter or a
    /// digit (rule 3, `B3`).
    BidiRtlEnd,
    /// A right-to-left label mixes European and Arabic-Indic digits (rule
    /// 4, `B4`).
    BidiMixedNumbers,
    /// A character not allowed in a left-to-right label of a bidi domain
    /// name (rule 5, `B5`).
    BidiLtrCharacter,
    /// A left-to-right label of a bidi domain name does not end in a
    /// left-to-right letter or a European digit (rule 6, `B6`).
    BidiLtrEnd,
    /// More than 128 combining marks in a row: not a UTS #46 rule but a
    /// limit of this crate, whose canonical ordering is quadratic in such
    /// a run (UAX #15's stream-safe text allows 30; no script needs more
    /// than a handful). Code `LIMIT`.
    TooManyMarks,
    /// A label does not fit the working space of the allocation-free
    /// functions (its mapped form has more than 256 code points; a DNS
    /// label has at most 63): not a UTS #46 rule but a limit of
    /// [`to_ascii_to_slice`](super::to_ascii_to_slice) and
    /// [`to_unicode_to_slice`](super::to_unicode_to_slice). The `String`
    /// functions take such labels. Code `LIMIT`.
    WorkspaceExceeded,
    /// The caller's output buffer is too short (allocation-free functions
    /// only). Code `BUFFER`.
    BufferTooSmall {
        /// How many bytes the whole output takes.
        needed: usize,
    },
    /// `Options::registration` (feature `idna2008`): a code point that
    /// RFC 5892 makes DISALLOWED (uppercase, symbols, emoji, compatibility
    /// characters, ...), which IDNA2008 does not permit in a U-label (RFC
    /// 5891 section 4.2.2). Code `RFC 5891 4.2.2`.
    NotPermitted,
    /// `Options::registration` (feature `idna2008`): a code point that
    /// is unassigned in this crate's Unicode version (RFC 5892 UNASSIGNED;
    /// RFC 5891 section 4.2.2). Code `RFC 5891 4.2.2`.
    Unassigned,
    /// U+00B7 MIDDLE DOT not between two `l` (RFC 5892 appendix A.3, with
    /// `Options::registration` (feature `idna2008`)). Code
    /// `RFC 5892 A.3`.
    MiddleDot,
    /// U+0375 GREEK LOWER NUMERAL SIGN (KERAIA) not before a Greek
    /// character (RFC 5892 appendix A.4). Code `RFC 5892 A.4`.
    GreekKeraia,
    /// U+05F3 HEBREW PUNCTUATION GERESH or U+05F4 GERSHAYIM not after a
    /// Hebrew character (RFC 5892 appendix A.5, A.6). Code
    /// `RFC 5892 A.5`.
    HebrewPunctuation,
    /// U+30FB KATAKANA MIDDLE DOT in a label with no Hiragana, Katakana or
    /// Han (RFC 5892 appendix A.7). Code `RFC 5892 A.7`.
    KatakanaMiddleDot,
    /// Arabic-Indic digits (U+0660 to U+0669) and Extended Arabic-Indic
    /// digits (U+06F0 to U+06F9) in one label (RFC 5892 appendix A.8,
    /// A.9; the character is the first of either). Code `RFC 5892 A.8`.
    MixedArabicIndicDigits,
    /// [`Hostname::from_static`](super::Hostname::from_static): a valid
    /// name, but not written as its ASCII form (as `idna!` writes it); the
    /// position is the first byte that differs. Code `FORM`.
    NotAsciiForm,
    /// The conversion's output failed the check that the `String` functions
    /// make before returning it (it was not UTF-8). No input is known to
    /// cause it: it would be a bug in this crate, refused rather than
    /// returned as a name other than the one the standard gives, which
    /// could resolve somewhere else. The position is 0. Code `INTERNAL`.
    Internal,
}

impl ErrorKind {
    /// The rule's status code as Unicode's conformance file (`IdnaTestV2.txt`)
    /// writes it (`P4`, `V1` to `V7`, `U1`, `A4_1`, `A4_2`, `B1` to `B6`,
    /// `C1`, `C2`), for this crate's own limits `LIMIT` and `BUFFER`, and
    /// `INTERNAL` for a bug refused. An empty label is `A4_2` here;
    /// [`Error::code`] says `X4_2` for one found by `to_unicode`, as the
    /// file does.
    ///
    /// ```
    /// use punycode_core::hostname::ErrorKind;
    ///
    /// assert_eq!(ErrorKind::ZeroWidthJoiner.code(), "C2");
    /// ```
    pub const fn code(self) -> &'static str {
        self.describe().1
    }

    /// A stable `snake_case` name for the kind, for logs and JSON.
    ///
    /// ```
    /// use punycode_core::hostname::ErrorKind;
    ///
    /// assert_eq!(ErrorKind::ZeroWidthJoiner.name(), "zero_width_joiner");
    /// ```
    pub const fn name(self) -> &'static str {
        self.describe().0
    }

    /// A stable name, the rule's status code in `IdnaTestV2.txt`, and what
    /// it says.
    #[allow(clippy::too_many_lines, reason = "one table row per kind")]
    const fn describe(self) -> (&'static str, &'static str, &'static str) {
        match self {
            ErrorKind::EmptyLabel => (
                "empty_label",
                "A4_2",
                "empty label (UTS #46 VerifyDnsLength)",
            ),
            ErrorKind::EmptyName => ("empty_name", "A4_1", "empty name"),
            ErrorKind::LabelTooLong => (
                "label_too_long",
                "A4_2",
                "label longer than 63 bytes in ASCII form (UTS #46 VerifyDnsLength)",
            ),
            ErrorKind::NameTooLong => (
                "name_too_long",
                "A4_1",
                "name longer than 253 bytes in ASCII form (UTS #46 VerifyDnsLength)",
            ),
            ErrorKind::NonAsciiALabel => (
                "non_ascii_a_label",
                "P4",
                "a label that starts with 'xn--' must be ASCII (UTS #46 processing step 4)",
            ),
            ErrorKind::InvalidPunycode => (
                "invalid_punycode",
                "P4",
                "the Punycode after 'xn--' does not decode (UTS #46 processing step 4)",
            ),
            ErrorKind::DecodesToAscii => (
                "decodes_to_ascii",
                "P4",
                "the A-label decodes to plain ASCII or nothing; write the ASCII label itself \
                 (UTS #46 processing step 4)",
            ),
            ErrorKind::NotNfc => (
                "not_nfc",
                "V1",
                "the A-label decodes to text not in Normalization Form C (UTS #46 validity \
                 criterion 1)",
            ),
            ErrorKind::HyphensAt3And4 => (
                "hyphens_at_3_and_4",
                "V2",
                "'--' in the third and fourth positions is reserved for prefixes like 'xn--' \
                 (UTS #46 CheckHyphens)",
            ),
            ErrorKind::LeadingHyphen => (
                "leading_hyphen",
                "V3",
                "a label must not start with '-' (UTS #46 CheckHyphens)",
            ),
            ErrorKind::TrailingHyphen => (
                "trailing_hyphen",
                "V3",
                "a label must not end with '-' (UTS #46 CheckHyphens)",
            ),
            ErrorKind::DecodedALabelPrefix => (
                "decoded_a_label_prefix",
                "V4",
                "the A-label decodes to a label that starts with 'xn--' (UTS #46 validity \
                 criterion 4)",
            ),
            ErrorKind::FullStop => (
                "full_stop",
                "V5",
                "the A-label decodes to a label with a full stop (UTS #46 validity criterion 5)",
            ),
            ErrorKind::LeadingCombiningMark => (
                "leading_combining_mark",
                "V6",
                "a label must not start with a combining mark (UTS #46 validity criterion 6)",
            ),
            ErrorKind::Disallowed => (
                "disallowed",
                "V7",
                "the character is not allowed in hostnames (UTS #46 validity criterion 7)",
            ),
            ErrorKind::Std3Ascii => (
                "std3_ascii",
                "U1",
                "hostnames have only letters, digits and '-' in ASCII (UTS #46 \
                 UseSTD3ASCIIRules)",
            ),
            ErrorKind::ZeroWidthNonJoiner => (
                "zero_width_non_joiner",
                "C1",
                "a zero width non-joiner must follow a virama or join two joining letters \
                 (UTS #46 CheckJoiners, RFC 5892 appendix A.1)",
            ),
            ErrorKind::ZeroWidthJoiner => (
                "zero_width_joiner",
                "C2",
                "a zero width joiner must follow a virama (UTS #46 CheckJoiners, RFC 5892 \
                 appendix A.2)",
            ),
            ErrorKind::BidiFirstCharacter => (
                "bidi_first_character",
                "B1",
                "in a name with right-to-left text, a label must start with a letter, not a \
                 digit or a mark (UTS #46 CheckBidi, RFC 5893 rule B1)",
            ),
            ErrorKind::BidiRtlCharacter => (
                "bidi_rtl_character",
                "B2",
                "the character is not allowed in a right-to-left label (UTS #46 CheckBidi, \
                 RFC 5893 rule B2)",
            ),
            ErrorKind::BidiRtlEnd => (
                "bidi_rtl_end",
                "B3",
                "a right-to-left label must end with a right-to-left letter or a digit (UTS #46 \
                 CheckBidi, RFC 5893 rule B3)",
            ),
            ErrorKind::BidiMixedNumbers => (
                "bidi_mixed_numbers",
                "B4",
                "a right-to-left label must not mix European and Arabic-Indic digits (UTS #46 \
                 CheckBidi, RFC 5893 rule B4)",
            ),
            ErrorKind::BidiLtrCharacter => (
                "bidi_ltr_character",
                "B5",
                "in a name with right-to-left text, the character is not allowed in a \
                 left-to-right label (UTS #46 CheckBidi, RFC 5893 rule B5)",
            ),
            ErrorKind::BidiLtrEnd => (
                "bidi_ltr_end",
                "B6",
                "in a name with right-to-left text, a left-to-right label must end with a \
                 letter or a digit (UTS #46 CheckBidi, RFC 5893 rule B6)",
            ),
            ErrorKind::TooManyMarks => (
                "too_many_marks",
                "LIMIT",
                "more than 128 combining marks in a row, this crate's limit (Unicode's \
                 stream-safe text has at most 30)",
            ),
            ErrorKind::WorkspaceExceeded => (
                "workspace_exceeded",
                "LIMIT",
                "the label has more than 256 code points once mapped, more than the \
                 allocation-free functions hold; use hostname::to_ascii or to_unicode (feature \
                 `alloc`)",
            ),
            ErrorKind::BufferTooSmall { needed } => (
                "buffer_too_small",
                "BUFFER",
                crate::punycode::error::ErrorKind::BufferTooSmall { needed }.description(),
            ),
            ErrorKind::NotPermitted => (
                "not_permitted",
                "RFC 5891 4.2.2",
                "the character is DISALLOWED by IDNA2008 (RFC 5892): a name to register has \
                 no uppercase, symbols or compatibility characters (RFC 5891 4.2.2)",
            ),
            ErrorKind::Unassigned => (
                "unassigned",
                "RFC 5891 4.2.2",
                "the code point is unassigned in Unicode, so RFC 5892 does not permit it (RFC \
                 5891 4.2.2)",
            ),
            ErrorKind::MiddleDot => (
                "middle_dot",
                "RFC 5892 A.3",
                "a middle dot must be between two 'l' (RFC 5892 A.3)",
            ),
            ErrorKind::GreekKeraia => (
                "greek_keraia",
                "RFC 5892 A.4",
                "the Greek lower numeral sign must come before a Greek character (RFC 5892 \
                 A.4)",
            ),
            ErrorKind::HebrewPunctuation => (
                "hebrew_punctuation",
                "RFC 5892 A.5",
                "a Hebrew geresh or gershayim (A.6) must come after a Hebrew character (RFC \
                 5892 A.5)",
            ),
            ErrorKind::KatakanaMiddleDot => (
                "katakana_middle_dot",
                "RFC 5892 A.7",
                "a katakana middle dot needs Hiragana, Katakana or Han in its label (RFC 5892 \
                 A.7)",
            ),
            ErrorKind::MixedArabicIndicDigits => (
                "mixed_arabic_indic_digits",
                "RFC 5892 A.8",
                "Arabic-Indic and Extended Arabic-Indic (A.9) digits must not be mixed in a \
                 label (RFC 5892 A.8)",
            ),
            ErrorKind::NotAsciiForm => (
                "not_ascii_form",
                "FORM",
                "a hostname, but not written in its ASCII form (lowercase, A-labels): write it as \
                 punycode_macros::idna! or hostname::to_ascii gives it",
            ),
            ErrorKind::Internal => (
                "internal",
                "INTERNAL",
                "the output failed its final check (not UTF-8): a bug in punycode-core, refused \
                 rather than returned; please report the input",
            ),
        }
    }
}

/// A hostname rejected by UTS #46 processing: which rule, in which label,
/// at which byte of the input.
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::hostname::{to_ascii, ErrorKind, Options};
///
/// let err = to_ascii("example.1\u{5D0}", Options::lookup()).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::BidiFirstCharacter);
/// assert_eq!((err.code(), err.label(), err.position()), ("B1", 1, 8));
/// assert_eq!(
///     err.to_string(),
///     "label 1 at byte 8: '1' (U+0031): in a name with right-to-left text, a label must \
///      start with a letter, not a digit or a mark (UTS #46 CheckBidi, RFC 5893 rule B1)"
/// );
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Error {
    kind: ErrorKind,
    label: usize,
    position: usize,
    character: Option<char>,
    unicode: bool,
    /// Found by IDNA2008 registration (`Options::registration`), whose codes
    /// and messages cite its RFCs.
    registration: bool,
    punycode: Option<crate::punycode::error::Error>,
    /// For an error inside an A-label, the index of the character in what
    /// it decodes to.
    decoded: Option<u32>,
}

impl Error {
    pub(super) const fn new(kind: ErrorKind, label: usize, position: usize) -> Error {
        Error {
            kind,
            label,
            position,
            character: None,
            unicode: false,
            registration: false,
            punycode: None,
            decoded: None,
        }
    }

    /// Marks an error found in what an A-label decodes to, at its `k`th
    /// character.
    pub(super) const fn in_a_label(mut self, k: usize) -> Error {
        self.decoded = Some(k as u32);
        self
    }

    /// For an error inside an A-label (`xn--…`), the index of the
    /// offending character in what the A-label decodes to, counting code
    /// points from 0; [`position`](Error::position) is then the A-label's
    /// start, and [`character`](Error::character) the decoded character.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, ErrorKind, Options};
    ///
    /// // "xn--bcher-2pa" decodes to "bÜcher", and 'Ü' is not valid (UTS #46
    /// // maps it to 'ü' when it is written as such).
    /// let err = to_ascii("www.xn--bcher-2pa.de", Options::lookup()).unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::Disallowed);
    /// assert_eq!((err.label(), err.position()), (1, 4));
    /// assert_eq!((err.character(), err.decoded_index()), (Some('Ü'), Some(1)));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "label 1 at byte 4: in the A-label, its decoded character 1, 'Ü' (U+00DC): \
    ///      the character is not allowed in hostnames (UTS #46 validity criterion 7)"
    /// );
    /// # }
    /// ```
    pub const fn decoded_index(&self) -> Option<usize> {
        match self.decoded {
            Some(k) => Some(k as usize),
            None => None,
        }
    }

    pub(super) const fn at_label(mut self, label: usize) -> Error {
        self.label = label;
        self
    }

    pub(super) const fn with_character(mut self, c: Option<char>) -> Error {
        self.character = c;
        self
    }

    pub(super) const fn with_punycode(mut self, e: crate::punycode::error::Error) -> Error {
        self.punycode = Some(e);
        self
    }

    /// Marks an error of IDNA2008 registration.
    pub(super) const fn in_registration(mut self) -> Error {
        self.registration = true;
        self
    }

    /// Marks an error of `to_unicode`, whose empty-label code differs.
    pub(super) const fn in_to_unicode(mut self) -> Error {
        self.unicode = true;
        self
    }

    /// Which rule is broken.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, ErrorKind, Options};
    ///
    /// let err = to_ascii("xn--abc-.example", Options::lookup()).unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::DecodesToAscii);
    /// # }
    /// ```
    pub const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The rule's status code exactly as Unicode's conformance file
    /// (`IdnaTestV2.txt`) writes it: `P4`, `V1` to `V7`, `U1`, `A4_1`,
    /// `A4_2`, `X4_2`, `B1` to `B6`, `C1` or `C2`.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, to_unicode, Options};
    ///
    /// assert_eq!(to_ascii("a\u{200D}b", Options::lookup()).unwrap_err().code(), "C2");
    /// assert_eq!(to_ascii("a..b", Options::lookup()).unwrap_err().code(), "A4_2");
    /// assert_eq!(to_unicode("a..b", Options::lookup()).unwrap_err().code(), "X4_2");
    /// # }
    /// ```
    pub const fn code(&self) -> &'static str {
        if self.registration {
            if let Some((code, _)) = registration_rule(self.kind) {
                return code;
            }
        }
        match (self.kind, self.unicode) {
            (ErrorKind::EmptyLabel, true) => "X4_2",
            (kind, _) => kind.describe().1,
        }
    }

    /// The index of the label, counting from 0.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert_eq!(to_ascii("a.b.-c", Options::lookup()).unwrap_err().label(), 2);
    /// # }
    /// ```
    pub const fn label(&self) -> usize {
        self.label
    }

    /// The byte offset in the input: the offending character where it can
    /// be traced through mapping, else the start of the label.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// let err = to_ascii("example.xn--bcher-k!a.com", Options::lookup()).unwrap_err();
    /// assert_eq!(err.position(), 19);
    /// # }
    /// ```
    pub const fn position(&self) -> usize {
        self.position
    }

    /// The offending character, when the rule is about one.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// let err = to_ascii("ex ample.com", Options::lookup()).unwrap_err();
    /// assert_eq!(err.character(), Some(' '));
    /// # }
    /// ```
    pub const fn character(&self) -> Option<char> {
        self.character
    }

    /// For [`ErrorKind::InvalidPunycode`], why the Punycode does not
    /// decode (its position is relative to the text after `xn--`).
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// let err = to_ascii("xn--bcher-k!a", Options::lookup()).unwrap_err();
    /// assert_eq!(err.punycode().map(|e| e.kind()), Some(punycode_core::ErrorKind::InvalidDigit));
    /// # }
    /// ```
    pub const fn punycode(&self) -> Option<crate::punycode::error::Error> {
        self.punycode
    }
}

impl Error {
    /// Panics with this error's message; for the const macros, where it
    /// becomes a compile error that says what `Display` says.
    #[doc(hidden)]
    #[track_caller]
    pub const fn __const_panic(self) -> ! {
        let mut msg = Message::new();
        msg.push_str("invalid hostname: ");
        self.push_message(&mut msg);
        panic!("{}", msg.as_str())
    }

    /// The message, for both `Display` and the const panic.
    const fn push_message(&self, msg: &mut Message) {
        self.push_message_at(msg, "byte", self.position);
    }

    /// The message, with the place said as `position` in `unit`.
    const fn push_message_at(&self, msg: &mut Message, unit: &str, position: usize) {
        match self.kind {
            ErrorKind::BufferTooSmall { needed } => {
                // About the caller's buffer, not a label: no place to name.
                msg.push_buffer_too_small(needed);
                return;
            }
            ErrorKind::Internal => {
                // About the conversion's output, not the input's labels.
                msg.push_str(self.kind.describe().2);
                return;
            }
            _ => {}
        }
        msg.push_str("label ");
        msg.push_num(self.label as u64, 10, 1);
        msg.push_str(" at ");
        msg.push_str(unit);
        msg.push(b' ');
        msg.push_num(position as u64, 10, 1);
        msg.push_str(": ");
        if let Some(k) = self.decoded {
            msg.push_str("in the A-label, its decoded character ");
            msg.push_num(k as u64, 10, 1);
            msg.push_str(", ");
        }
        if let Some(c) = self.character {
            if quotable(c) {
                msg.push(b'\'');
                msg.push_char(c);
                msg.push_str("' (U+");
                msg.push_num(c as u64, 16, 4);
                msg.push_str("): ");
            } else {
                msg.push_str("U+");
                msg.push_num(c as u64, 16, 4);
                msg.push_str(": ");
            }
        }
        let cited = match (self.kind, self.punycode) {
            (ErrorKind::InvalidPunycode, Some(e)) => {
                msg.push_str("invalid Punycode after 'xn--': ");
                msg.push_str(e.kind().description());
                " (UTS #46 processing step 4)"
            }
            (kind, _) => kind.describe().2,
        };
        match (self.registration, registration_rule(self.kind)) {
            // Registration cites its RFCs: its own text, or UTS #46's
            // without its citation, and the code.
            (true, Some((code, text))) => {
                let text = if text.is_empty() {
                    uncited(cited)
                } else {
                    text.as_bytes()
                };
                let mut k = 0;
                while k < text.len() {
                    msg.push(text[k]);
                    k += 1;
                }
                msg.push_str(" (");
                msg.push_str(code);
                msg.push(b')');
            }
            _ => msg.push_str(cited),
        }
    }
}

/// For the rules that UTS #46 shares with IDNA2008 registration
/// (`Options::registration` (feature `idna2008`)), the code and text
/// that cite the RFCs, for an error of registration.
#[cfg(not(feature = "idna2008"))]
const fn registration_rule(_: ErrorKind) -> Option<(&'static str, &'static str)> {
    None
}

/// [`registration_rule`], with the feature that makes such errors. The
/// text is empty where UTS #46's says it (the message then cites the code
/// in place of UTS #46).
#[cfg(feature = "idna2008")]
const fn registration_rule(kind: ErrorKind) -> Option<(&'static str, &'static str)> {
    Some(match kind {
        ErrorKind::HyphensAt3And4 | ErrorKind::LeadingHyphen | ErrorKind::TrailingHyphen => {
            ("RFC 5891 4.2.3.1", "")
        }
        ErrorKind::LeadingCombiningMark => ("RFC 5891 4.2.3.2", ""),
        ErrorKind::NotNfc => (
            "RFC 5891 4.2.1",
            "the label is not in Normalization Form C; registration does not normalize",
        ),
        ErrorKind::Std3Ascii => (
            "RFC 5891 4.2.2",
            "an ASCII label has only letters, digits and '-' (LDH)",
        ),
        ErrorKind::ZeroWidthNonJoiner => ("RFC 5892 A.1", ""),
        ErrorKind::ZeroWidthJoiner => ("RFC 5892 A.2", ""),
        ErrorKind::BidiFirstCharacter => (
            "RFC 5893 1",
            "a label with right-to-left text must start with a letter, not a digit or a mark",
        ),
        ErrorKind::BidiRtlCharacter => ("RFC 5893 2", ""),
        ErrorKind::BidiRtlEnd => ("RFC 5893 3", ""),
        ErrorKind::BidiMixedNumbers => ("RFC 5893 4", ""),
        ErrorKind::BidiLtrCharacter => ("RFC 5893 5", ""),
        ErrorKind::BidiLtrEnd => ("RFC 5893 6", ""),
        // For a U-label, its A-label's length; the name's, in A-labels.
        ErrorKind::LabelTooLong
        | ErrorKind::NameTooLong
        | ErrorKind::EmptyLabel
        | ErrorKind::EmptyName => ("RFC 1034 3.1", ""),
        ErrorKind::InvalidPunycode | ErrorKind::DecodesToAscii | ErrorKind::NonAsciiALabel => {
            ("RFC 5891 4.1", "")
        }
        _ => return None,
    })
}

/// `text` up to its citation, the last ` (` (all of it when it has none).
const fn uncited(text: &str) -> &[u8] {
    let bytes = text.as_bytes();
    let mut k = bytes.len();
    while k > 1 {
        k -= 1;
        if bytes[k - 1] == b' ' && bytes[k] == b'(' {
            return bytes.split_at(k - 1).0;
        }
    }
    bytes
}

/// Whether `c` shows between quotes: not a control, a space or an
/// invisible format character (those are shown as `U+XXXX` only).
const fn quotable(c: char) -> bool {
    !matches!(
        c as u32,
        0..=0x20 | 0x7F..=0xA0 | 0x1680 | 0x2000..=0x200A | 0x202F | 0x205F | 0x3000
    ) && !crate::punycode::error::is_invisible(c)
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut msg = Message::new();
        self.push_message(&mut msg);
        f.write_str(msg.as_str())
    }
}

/// How a language indexes its strings, for an [`Error`]'s place in the
/// input as its callers count: [`Error::position`] counts bytes of UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Unit {
    /// Bytes of UTF-8 (Rust, C, Go).
    Byte,
    /// Characters, that is code points (Python).
    Char,
    /// UTF-16 code units (JavaScript, Java, C#).
    Utf16,
}

impl Unit {
    /// The word the message says the place in.
    const fn word(self) -> &'static str {
        match self {
            Unit::Byte => "byte",
            Unit::Char => "character",
            Unit::Utf16 => "index",
        }
    }

    /// How many of these units `text` has.
    const fn count(self, text: &[u8]) -> usize {
        let mut n = 0;
        let mut k = 0;
        while k < text.len() {
            let b = text[k];
            n += match self {
                Unit::Byte => 1,
                // A byte that starts a character; one of four bytes is
                // a character beyond the BMP, two UTF-16 units.
                Unit::Char => (b & 0xC0 != 0x80) as usize,
                Unit::Utf16 => (b & 0xC0 != 0x80) as usize + (b >= 0xF0) as usize,
            };
            k += 1;
        }
        n
    }
}

impl Error {
    /// [`Error::position`] in `unit`s of `input`, the string the error is
    /// of: for a caller whose language indexes strings otherwise than by
    /// bytes of UTF-8. A position past the input's end counts to the end.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options, Unit};
    ///
    /// let input = "üüü.a_b.com";
    /// let err = to_ascii(input, Options::lookup()).unwrap_err();
    /// assert_eq!(err.position(), 8);
    /// assert_eq!(err.position_in(input, Unit::Char), 5);
    /// // An emoji is two UTF-16 units, as JavaScript counts.
    /// let input = "😀.a_b";
    /// let err = to_ascii(input, Options::lookup()).unwrap_err();
    /// assert_eq!((err.position(), err.position_in(input, Unit::Utf16)), (6, 4));
    /// # }
    /// ```
    pub const fn position_in(&self, input: &str, unit: Unit) -> usize {
        let bytes = input.as_bytes();
        let end = if self.position < bytes.len() {
            self.position
        } else {
            bytes.len()
        };
        unit.count(bytes.split_at(end).0)
    }

    /// The message, with the place in `unit`s of `input` (the string the
    /// error is of) where [`Display`](fmt::Display) says bytes: `label 1
    /// at character 5: ...`, `label 1 at index 5: ...` (UTF-16), as
    /// Python and JavaScript index the string they were given.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options, Unit};
    ///
    /// let input = "üüü.a_b.com";
    /// let err = to_ascii(input, Options::lookup()).unwrap_err();
    /// assert!(err.to_string().starts_with("label 1 at byte 8: '_' (U+005F)"));
    /// let shown = err.display_in(input, Unit::Char);
    /// assert_eq!(shown.position(), 5);
    /// assert!(shown.to_string().starts_with("label 1 at character 5: '_' (U+005F)"));
    /// # }
    /// ```
    pub const fn display_in<'a>(&'a self, input: &'a str, unit: Unit) -> InUnits<'a> {
        InUnits {
            error: self,
            position: self.position_in(input, unit),
            unit,
        }
    }
}

/// An [`Error`]'s message with its place in other units
/// ([`Error::display_in`]).
#[derive(Clone, Copy, Debug)]
pub struct InUnits<'a> {
    error: &'a Error,
    position: usize,
    unit: Unit,
}

impl InUnits<'_> {
    /// The place the message names: [`Error::position_in`], counted once
    /// for the message and its caller.
    pub const fn position(&self) -> usize {
        self.position
    }
}

impl fmt::Display for InUnits<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut msg = Message::new();
        self.error
            .push_message_at(&mut msg, self.unit.word(), self.position);
        f.write_str(msg.as_str())
    }
}

/// What the rule says, without a place or a character.
///
/// ```
/// use punycode_core::hostname::ErrorKind;
///
/// assert_eq!(
///     ErrorKind::LeadingHyphen.to_string(),
///     "a label must not start with '-' (UTS #46 CheckHyphens)"
/// );
/// ```
impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            &ErrorKind::BufferTooSmall { needed } => fmt::Display::fmt(
                &crate::punycode::error::ErrorKind::BufferTooSmall { needed },
                f,
            ),
            kind => f.write_str(kind.describe().2),
        }
    }
}

/// With feature `serde`: an object of the kind's
/// [`name`](ErrorKind::name), the [`code`](Error::code), the label, the
/// byte position, the character and the message, as the `punycode`
/// command's JSON writes them.
#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let mut s = serializer.serialize_struct("Error", 7)?;
        s.serialize_field("kind", self.kind.name())?;
        s.serialize_field("code", self.code())?;
        s.serialize_field("label", &self.label)?;
        s.serialize_field("position", &self.position)?;
        s.serialize_field("character", &self.character)?;
        s.serialize_field("decoded_index", &self.decoded)?;
        s.serialize_field("message", &crate::punycode::error::Collected(self))?;
        s.end()
    }
}

impl core::error::Error for Error {}
