//! Errors: what went wrong (`ErrorKind`) and where (a byte offset in the input).

use core::fmt;

/// What went wrong while encoding or decoding.
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::{decode, ErrorKind};
///
/// # #[cfg(feature = "alloc")] {
/// let err = decode("bcher-k!a").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidDigit);
/// assert_eq!(err.position(), 7);
/// # }
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Decoding: a code point that is not basic (not ASCII) stands before the
    /// last delimiter (RFC 3492 section 6.2). The position is that code
    /// point's first byte.
    NonBasicBeforeDelimiter,
    /// Decoding: a byte after the last delimiter is not a digit (this
    /// includes a delimiter with nothing before it, which is not consumed).
    /// The position is that byte.
    InvalidDigit,
    /// Decoding: the input ends inside a variable-length integer. The
    /// position is the input's length.
    UnexpectedEnd,
    /// A value exceeds `u32::MAX` (RFC 3492 section 6.4). Decoding: the
    /// position is the digit where it happened. Encoding: the position is the
    /// first byte of the code point whose delta overflowed.
    Overflow,
    /// Decoding: a delta decodes to a value that is not a Unicode scalar value
    /// (a surrogate `U+D800..=U+DFFF`, or above `U+10FFFF`). The position is
    /// the first digit of that delta.
    NotScalarValue,
    /// The caller's output buffer is shorter than the output. Nothing written
    /// into it may be used. The position is 0.
    BufferTooSmall {
        /// How many bytes the whole output takes.
        needed: usize,
    },
    /// Encoding with a custom [`Bootstring`](crate::Bootstring) whose
    /// `initial_n` is above `0x80`: a non-basic code point below `initial_n`
    /// cannot be represented. Never happens with [`PUNYCODE`](crate::punycode::params::PUNYCODE).
    /// The position is that code point's first byte.
    BelowInitialN,
    /// [`limit`](crate::limit): the input is longer than the caller allows.
    /// The position is the limit, the first byte past it.
    TooLong,
    /// Mixed-case annotation: the case flags given do not match the input
    /// (one per code point, or one per non-basic code point), or the flags
    /// buffer for decoding is shorter than the output's code points. The
    /// position is 0.
    CaseFlagsMismatch,
    /// [`encode_to_fmt`](crate::encode_to_fmt): the `core::fmt::Write` sink
    /// returned an error. The position is 0.
    WriterFailed,
    /// The output failed a check that the `String` functions make before
    /// returning it (the encoder's is not UTF-8, or a decoded value is not
    /// a character, which the decoder refuses first), or the decoder's
    /// space was too small. No input is known to cause it: it would be a
    /// bug in this crate, refused rather than returned as a string other
    /// than the input's. The position is 0.
    Internal,
}

impl ErrorKind {
    /// A stable `snake_case` name for the kind, for logs and JSON.
    ///
    /// ```
    /// use punycode_core::ErrorKind;
    ///
    /// assert_eq!(ErrorKind::InvalidDigit.name(), "invalid_digit");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            ErrorKind::NonBasicBeforeDelimiter => "non_basic_before_delimiter",
            ErrorKind::InvalidDigit => "invalid_digit",
            ErrorKind::UnexpectedEnd => "unexpected_end",
            ErrorKind::Overflow => "overflow",
            ErrorKind::NotScalarValue => "not_scalar_value",
            ErrorKind::BufferTooSmall { .. } => "buffer_too_small",
            ErrorKind::BelowInitialN => "below_initial_n",
            ErrorKind::TooLong => "too_long",
            ErrorKind::CaseFlagsMismatch => "case_flags_mismatch",
            ErrorKind::WriterFailed => "writer_failed",
            ErrorKind::Internal => "internal",
        }
    }

    /// A short lowercase description, without the position.
    ///
    /// ```
    /// use punycode_core::ErrorKind;
    ///
    /// assert_eq!(ErrorKind::Overflow.description(), "overflow: a delta exceeds u32::MAX");
    /// ```
    pub const fn description(self) -> &'static str {
        match self {
            ErrorKind::NonBasicBeforeDelimiter => {
                "non-basic (non-ASCII) code point before the last delimiter"
            }
            ErrorKind::InvalidDigit => "invalid digit",
            ErrorKind::UnexpectedEnd => "unexpected end of input inside a delta",
            ErrorKind::Overflow => "overflow: a delta exceeds u32::MAX",
            ErrorKind::NotScalarValue => "decoded value is not a Unicode scalar value",
            ErrorKind::BufferTooSmall { .. } => "output buffer too small",
            ErrorKind::BelowInitialN => "code point below initial_n cannot be encoded",
            ErrorKind::CaseFlagsMismatch => "case flags do not match the code points",
            ErrorKind::TooLong => "input longer than the limit",
            ErrorKind::WriterFailed => "the fmt::Write sink returned an error",
            ErrorKind::Internal => {
                "the output failed its final check: a bug in punycode-core, please report the \
                 input"
            }
        }
    }
}

/// An encoding or decoding error: its [`ErrorKind`] and the byte offset in
/// the input where it was found.
///
/// `Error` is `Copy`, small, and never allocates.
///
/// ```
/// use punycode_core::{decode_to_slice, ErrorKind};
///
/// let err = decode_to_slice("-abc", &mut [0u8; 8]).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidDigit);
/// assert_eq!(err.position(), 0);
/// assert_eq!(err.to_string(), "invalid digit '-' at byte 0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Error {
    kind: ErrorKind,
    position: usize,
    /// The offending character, where there is one (an invalid digit, a
    /// non-basic code point before the delimiter).
    found: Option<char>,
}

impl Error {
    #[inline]
    pub(crate) const fn new(kind: ErrorKind, position: usize) -> Error {
        Error {
            kind,
            position,
            found: None,
        }
    }

    #[cold]
    pub(crate) const fn buffer_too_small(needed: usize) -> Error {
        Error::new(ErrorKind::BufferTooSmall { needed }, 0)
    }

    /// An error about the character that starts at byte `position` of
    /// `input`.
    #[cold]
    pub(crate) const fn at_char(kind: ErrorKind, input: &[u8], position: usize) -> Error {
        Error {
            kind,
            position,
            found: crate::punycode::utf8::char_at(input, position),
        }
    }

    /// What went wrong.
    ///
    /// ```
    /// use punycode_core::{decode_to_slice, ErrorKind};
    ///
    /// // "b" is a digit of value 1 that needs a following digit.
    /// let err = decode_to_slice("b", &mut [0u8; 8]).unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::UnexpectedEnd);
    /// ```
    pub const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The byte offset in the input where the problem was found (see each
    /// [`ErrorKind`] for exactly which byte).
    ///
    /// ```
    /// use punycode_core::decode_to_slice;
    ///
    /// let err = decode_to_slice("ab\u{e9}-x", &mut [0u8; 8]).unwrap_err();
    /// assert_eq!(err.position(), 2);
    /// ```
    pub const fn position(&self) -> usize {
        self.position
    }

    /// The offending character, when the error is about one: the invalid
    /// digit, or the non-basic code point before the delimiter.
    ///
    /// ```
    /// use punycode_core::decode_to_slice;
    ///
    /// let err = decode_to_slice("bcher-k!a", &mut [0u8; 8]).unwrap_err();
    /// assert_eq!(err.found(), Some('!'));
    /// ```
    pub const fn found(&self) -> Option<char> {
        self.found
    }

    /// Panics with this error's message; for the const macros, where it
    /// becomes a compile error.
    #[doc(hidden)]
    #[track_caller]
    pub const fn __const_panic(self) -> ! {
        let mut msg = Message::new();
        msg.push_str("punycode: ");
        msg.push_error(&self);
        panic!("{}", msg.as_str())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut msg = Message::new();
        msg.push_error(self);
        f.write_str(msg.as_str())
    }
}

/// What the kind says, without a place: its
/// [`description`](ErrorKind::description) (and for
/// [`BufferTooSmall`](ErrorKind::BufferTooSmall), the length needed).
///
/// ```
/// use punycode_core::ErrorKind;
///
/// assert_eq!(ErrorKind::InvalidDigit.to_string(), ErrorKind::InvalidDigit.description());
/// assert_eq!(
///     ErrorKind::BufferTooSmall { needed: 9 }.to_string(),
///     "output buffer too small: 9 bytes needed"
/// );
/// ```
impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::BufferTooSmall { needed } => {
                let mut msg = Message::new();
                msg.push_buffer_too_small(*needed);
                f.write_str(msg.as_str())
            }
            kind => f.write_str(kind.description()),
        }
    }
}

/// With feature `serde`: an object of the kind's
/// [`name`](ErrorKind::name), the position and the message, as the
/// `punycode` command's JSON writes it.
#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let mut s = serializer.serialize_struct("Error", 4)?;
        s.serialize_field("kind", self.kind.name())?;
        s.serialize_field("position", &self.position)?;
        s.serialize_field("character", &self.found)?;
        s.serialize_field("message", &Collected(self))?;
        s.end()
    }
}

/// A `Display` value serialized as a string, without allocating.
#[cfg(feature = "serde")]
pub(crate) struct Collected<'a, T: fmt::Display>(pub(crate) &'a T);

#[cfg(feature = "serde")]
impl<T: fmt::Display> serde::Serialize for Collected<'_, T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self.0)
    }
}

impl core::error::Error for Error {}

/// The text of an error, built without `core::fmt` so that a `const` can
/// panic with it; `Display` uses it too, so both say the same.
pub(crate) struct Message {
    buf: [u8; 512],
    len: usize,
}

impl Message {
    pub(crate) const fn new() -> Message {
        Message {
            buf: [0; 512],
            len: 0,
        }
    }

    #[inline(never)]
    pub(crate) const fn push_char(&mut self, c: char) {
        let mut utf8 = [0u8; 4];
        let len = crate::punycode::utf8::encode(c as u32, &mut utf8, 0);
        let mut i = 0;
        while i < len {
            self.push(utf8[i]);
            i += 1;
        }
    }

    /// The text of both crates' `BufferTooSmall { needed }`.
    pub(crate) const fn push_buffer_too_small(&mut self, needed: usize) {
        self.push_str("output buffer too small: ");
        self.push_num(needed as u64, 10, 1);
        self.push_str(" bytes needed");
    }

    pub(crate) const fn push_error(&mut self, err: &Error) {
        self.push_error_at(err, true);
    }

    /// The error's text; `with_position`: with its byte offset (which a
    /// caller with another offset base leaves out).
    pub(crate) const fn push_error_at(&mut self, err: &Error, with_position: bool) {
        match err.kind {
            ErrorKind::BufferTooSmall { needed } => {
                self.push_buffer_too_small(needed);
                return;
            }
            // About the output, not a place in the input.
            ErrorKind::Internal => {
                self.push_str(err.kind.description());
                return;
            }
            _ => {}
        }
        match err.kind {
            // The character and place come next, then where it stands.
            ErrorKind::NonBasicBeforeDelimiter => self.push_str("non-basic (non-ASCII) code point"),
            kind => self.push_str(kind.description()),
        }
        if let Some(c) = err.found {
            if c == ' ' || c.is_ascii_graphic() || (c as u32 >= 0xA0 && !is_invisible(c)) {
                let mut utf8 = [0u8; 4];
                let len = crate::punycode::utf8::encode(c as u32, &mut utf8, 0);
                self.push_str(" '");
                let mut i = 0;
                while i < len {
                    self.push(utf8[i]);
                    i += 1;
                }
                self.push(b'\'');
            }
            if !c.is_ascii() || c.is_ascii_control() {
                self.push_str(" (U+");
                self.push_num(c as u64, 16, 4);
                self.push(b')');
            }
        }
        if with_position {
            self.push_str(" at byte ");
            self.push_num(err.position as u64, 10, 1);
        }
        if let ErrorKind::NonBasicBeforeDelimiter = err.kind {
            self.push_str(", before the last delimiter '-'");
        }
    }

    pub(crate) const fn push(&mut self, b: u8) {
        if self.len < self.buf.len() {
            self.buf[self.len] = b;
            self.len += 1;
        }
    }

    #[inline(never)]
    pub(crate) const fn push_str(&mut self, s: &str) {
        let bytes = s.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            self.push(bytes[i]);
            i += 1;
        }
    }

    /// Writes `n` in `radix` (10 or 16, uppercase), at least `min_digits`.
    #[inline(never)]
    pub(crate) const fn push_num(&mut self, mut n: u64, radix: u64, min_digits: usize) {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        while n > 0 || digits.len() - i < min_digits {
            i -= 1;
            digits[i] = b"0123456789ABCDEF"[(n % radix) as usize];
            n /= radix;
        }
        while i < digits.len() {
            self.push(digits[i]);
            i += 1;
        }
    }

    pub(crate) const fn as_str(&self) -> &str {
        let (head, _) = self.buf.split_at(self.len);
        match core::str::from_utf8(head) {
            Ok(s) => s,
            Err(_) => "error",
        }
    }
}

/// Characters that would not be visible between quotes: C1 controls, format
/// characters that commonly confuse, and separators. Shown as `U+XXXX` only.
pub(crate) const fn is_invisible(c: char) -> bool {
    matches!(
        c as u32,
        0x80..=0x9F | 0xAD | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0xFEFF
    )
}
