//! UTS #46 processing with the flags of `idna` 1.1's [`Uts46`], on
//! [`punycode_core::hostname`]: each call maps its arguments to
//! [`Options`] and calls the engine once (twice for a name that fails with
//! `MarkErrors`, to mark it).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use punycode_core::hostname::{self as engine, ErrorKind, Options};

use crate::errors::Errors;

/// The ASCII characters refused (UTS #46 `UseSTD3ASCIIRules`, or the URL
/// Standard's forbidden domain code points, or a list of your own).
///
/// ```
/// use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
///
/// const NO_UNDERSCORE: AsciiDenyList = AsciiDenyList::new(true, "_");
/// let uts46 = Uts46::new();
/// assert!(uts46.to_ascii(b"a_b", NO_UNDERSCORE, Hyphens::Allow, DnsLength::Ignore).is_err());
/// assert!(uts46.to_ascii(b"a_b", AsciiDenyList::URL, Hyphens::Allow, DnsLength::Ignore).is_ok());
/// ```
#[derive(PartialEq, Eq, Copy, Clone, Debug)]
pub struct AsciiDenyList {
    list: engine::AsciiDenyList,
}

impl AsciiDenyList {
    /// A list of the characters of `deny_list`, and of the C0 controls,
    /// space and DEL if `deny_glyphless`. Best made in a `const`.
    ///
    /// # Panics
    ///
    /// If `deny_list` has a character beyond ASCII, a letter, a digit, `-`
    /// or `.` (as `idna` does; in a `const`, this is a compile error).
    ///
    /// ```
    /// use idna::uts46::AsciiDenyList;
    ///
    /// assert_eq!(AsciiDenyList::new(true, "%#/:<>?@[\\]^|"), AsciiDenyList::URL);
    /// ```
    #[must_use]
    pub const fn new(deny_glyphless: bool, deny_list: &str) -> Self {
        let Some(list) = engine::AsciiDenyList::new(deny_list) else {
            panic!(
                "an ASCII deny list has ASCII characters only, and no letter, digit, '-' or '.'"
            );
        };
        let list = if deny_glyphless {
            list.union(engine::AsciiDenyList::CONTROLS)
        } else {
            list
        };
        AsciiDenyList { list }
    }

    /// No ASCII deny list: `UseSTD3ASCIIRules` off.
    pub const EMPTY: Self = AsciiDenyList {
        list: engine::AsciiDenyList::EMPTY,
    };

    /// STD3 rules (`UseSTD3ASCIIRules` on): only letters, digits and `-`.
    pub const STD3: Self = AsciiDenyList {
        list: engine::AsciiDenyList::STD3,
    };

    /// The URL Standard's [forbidden domain code points](https://url.spec.whatwg.org/#forbidden-domain-code-point):
    /// `AsciiDenyList::new(true, "%#/:<>?@[\\]^|")`. IPv6 addresses are
    /// refused, so check for them first (as URL parsing does).
    pub const URL: Self = AsciiDenyList {
        list: engine::AsciiDenyList::URL,
    };
}

/// How hyphens are checked (UTS #46 `CheckHyphens`).
///
/// ```
/// use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
///
/// let cdn = b"r4---sn-4g5e6nz7.googlevideo.com";
/// let check = |h| Uts46::new().to_ascii(cdn, AsciiDenyList::STD3, h, DnsLength::Verify).is_ok();
/// assert!(check(Hyphens::Allow) && check(Hyphens::CheckFirstLast) && !check(Hyphens::Check));
/// ```
#[derive(PartialEq, Eq, Copy, Clone, Debug)]
#[non_exhaustive]
pub enum Hyphens {
    /// No hyphen rule (`CheckHyphens` off), as the URL Standard does.
    Allow,
    /// No `-` first or last in a label; `--` in the third and fourth
    /// positions is allowed.
    CheckFirstLast,
    /// `CheckHyphens` on: no `-` first or last, and no `--` in the third
    /// and fourth positions.
    Check,
}

/// UTS #46 `VerifyDnsLength`, for `to_ascii`.
///
/// ```
/// use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
///
/// let ascii = |d| Uts46::new().to_ascii(b"example.com.", AsciiDenyList::STD3, Hyphens::Check, d).is_ok();
/// assert!(ascii(DnsLength::Ignore) && ascii(DnsLength::VerifyAllowRootDot) && !ascii(DnsLength::Verify));
/// ```
#[derive(PartialEq, Eq, Copy, Clone, Debug)]
#[non_exhaustive]
pub enum DnsLength {
    /// `VerifyDnsLength` off.
    Ignore,
    /// `VerifyDnsLength` on, with a trailing root dot allowed.
    VerifyAllowRootDot,
    /// `VerifyDnsLength` on; a trailing root dot is refused.
    Verify,
}

/// What [`Uts46::process`] does when a name is not valid.
///
/// ```
/// use idna::uts46::ErrorPolicy;
///
/// assert_ne!(ErrorPolicy::FailFast, ErrorPolicy::MarkErrors);
/// ```
#[derive(PartialEq, Eq, Copy, Clone, Debug)]
#[non_exhaustive]
pub enum ErrorPolicy {
    /// Stop at the first error, without output.
    FailFast,
    /// Write the name anyway, with U+FFFD where it fails, for showing
    /// (never for use as a name).
    MarkErrors,
}

/// The success outcome of [`Uts46::process`].
///
/// ```
/// use idna::uts46::{AsciiDenyList, ErrorPolicy, Hyphens, ProcessingSuccess, Uts46};
///
/// let mut sink = String::new();
/// let result = Uts46::new().process(b"example.com", AsciiDenyList::URL, Hyphens::Allow,
///     ErrorPolicy::FailFast, |_, _, _| false, &mut sink, None);
/// assert_eq!(result, Ok(ProcessingSuccess::Passthrough));
/// ```
#[derive(PartialEq, Eq, Copy, Clone, Debug)]
pub enum ProcessingSuccess {
    /// No error, and the output is the input, which is ASCII: nothing was
    /// written to the sink.
    Passthrough,
    /// No error; the output is what was written to the sink.
    WroteToSink,
}

/// The failure outcome of [`Uts46::process`].
///
/// ```
/// use idna::uts46::{AsciiDenyList, ErrorPolicy, Hyphens, ProcessingError, Uts46};
///
/// let mut sink = String::new();
/// let result = Uts46::new().process(b"a<b", AsciiDenyList::URL, Hyphens::Allow,
///     ErrorPolicy::MarkErrors, |_, _, _| true, &mut sink, None);
/// assert_eq!(result, Err(ProcessingError::ValidityError));
/// assert_eq!(sink, "a\u{FFFD}b");
/// ```
#[derive(PartialEq, Eq, Copy, Clone, Debug)]
pub enum ProcessingError {
    /// The name is not valid under the options given. With
    /// [`ErrorPolicy::MarkErrors`], the sink holds it with at least one
    /// U+FFFD.
    ValidityError,
    /// The sink returned [`core::fmt::Error`]; what it holds must not be
    /// used.
    SinkError,
}

impl From<core::fmt::Error> for ProcessingError {
    fn from(_: core::fmt::Error) -> Self {
        ProcessingError::SinkError
    }
}

/// `VerifyDnsLength` on a name in ASCII form (what `to_ascii` gives): no
/// empty label, labels of at most 63 bytes, at most 253 bytes in all; a
/// trailing root dot if `allow_trailing_dot`.
///
/// ```
/// use idna::uts46::verify_dns_length;
///
/// assert!(verify_dns_length("example.com", false));
/// assert!(!verify_dns_length("example.com.", false));
/// assert!(verify_dns_length("example.com.", true));
/// assert!(!verify_dns_length("a..b", true));
/// ```
pub fn verify_dns_length(domain_name: &str, allow_trailing_dot: bool) -> bool {
    (allow_trailing_dot || !domain_name.ends_with('.'))
        && engine::verify_dns_length(domain_name).is_ok()
}

/// UTS #46 processing, nontransitional, with `CheckBidi` and
/// `CheckJoiners` on, as `idna` 1.1 does; the Unicode data is
/// punycode-core's (Unicode [`engine::UNICODE_VERSION`]), compiled in.
///
/// ```
/// use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
///
/// let uts46 = Uts46::new();
/// let ascii = uts46.to_ascii("Bücher.example".as_bytes(), AsciiDenyList::STD3, Hyphens::Check, DnsLength::Verify)?;
/// assert_eq!(ascii, "xn--bcher-kva.example");
/// # Ok::<(), idna::Errors>(())
/// ```
#[derive(Debug)]
pub struct Uts46 {
    _data: (),
}

impl Default for Uts46 {
    fn default() -> Self {
        Uts46::new()
    }
}

/// The engine's options for `idna`'s flags (nontransitional, `CheckBidi`
/// and `CheckJoiners` on, as in `idna`); lengths are checked on the
/// output, as `idna` does.
#[inline]
fn options(deny: AsciiDenyList, hyphens: Hyphens) -> Options {
    let hyphens = match hyphens {
        Hyphens::Allow => engine::Hyphens::Allow,
        Hyphens::CheckFirstLast => engine::Hyphens::CheckFirstLast,
        Hyphens::Check => engine::Hyphens::Check,
    };
    Options::url()
        .ascii_deny_list(deny.list)
        .hyphens(hyphens)
        .verify_dns_length(false)
}

/// `ToASCII`'s result for `idna`, from the engine's without
/// `VerifyDnsLength`: `idna`'s length rule on the output (where a last
/// label that mapping empties counts as a root dot, as the output ends
/// with one), and an empty output as a success without it (the URL
/// Standard refuses it, and `url` does so itself).
#[inline]
fn ascii_result(
    result: Result<Cow<'_, str>, engine::Error>,
    dns_length: DnsLength,
) -> Result<Cow<'_, str>, Errors> {
    let ascii = match result {
        Ok(ascii) => ascii,
        Err(e) if e.kind() == ErrorKind::EmptyName => Cow::Borrowed(""),
        Err(e) => return Err(Errors::engine(e)),
    };
    if dns_length != DnsLength::Ignore {
        if dns_length == DnsLength::Verify && ascii.ends_with('.') {
            return Err(Errors::root_dot());
        }
        engine::verify_dns_length(&ascii).map_err(Errors::engine)?;
    }
    Ok(ascii)
}

impl Uts46 {
    /// The one instance: the data is compiled in.
    ///
    /// ```
    /// const UTS46: idna::uts46::Uts46 = idna::uts46::Uts46::new();
    /// # let _ = UTS46;
    /// ```
    pub const fn new() -> Self {
        Uts46 { _data: () }
    }

    /// UTS #46 `ToASCII` with the flags given, borrowing the input when it
    /// is its own ASCII form. Input that is not UTF-8 is an error.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
    ///
    /// let uts46 = Uts46::new();
    /// let ascii = uts46.to_ascii(b"xn--bcher-kva.example", AsciiDenyList::URL, Hyphens::Allow, DnsLength::Ignore)?;
    /// assert!(matches!(ascii, Cow::Borrowed("xn--bcher-kva.example")));
    /// # Ok::<(), idna::Errors>(())
    /// ```
    #[inline]
    pub fn to_ascii<'a>(
        &self,
        domain_name: &'a [u8],
        ascii_deny_list: AsciiDenyList,
        hyphens: Hyphens,
        dns_length: DnsLength,
    ) -> Result<Cow<'a, str>, Errors> {
        let name = core::str::from_utf8(domain_name).map_err(|_| Errors::not_utf8())?;
        let options = options(ascii_deny_list, hyphens);
        ascii_result(engine::to_ascii_cow(name, options), dns_length)
    }

    /// [`Uts46::to_ascii`] of a `Cow`: an owned name that is its own ASCII
    /// form is returned without a copy.
    #[inline]
    pub(crate) fn to_ascii_from_cow<'a>(
        &self,
        domain_name: Cow<'a, [u8]>,
        ascii_deny_list: AsciiDenyList,
        hyphens: Hyphens,
        dns_length: DnsLength,
    ) -> Result<Cow<'a, str>, Errors> {
        let owned = match domain_name {
            Cow::Borrowed(name) => {
                return self.to_ascii(name, ascii_deny_list, hyphens, dns_length);
            }
            Cow::Owned(name) => String::from_utf8(name).map_err(|_| Errors::not_utf8())?,
        };
        let options = options(ascii_deny_list, hyphens);
        let ascii = match ascii_result(engine::to_ascii_cow(&owned, options), dns_length)? {
            // Borrowed: the input itself, unless it is the empty output of
            // a name that mapping empties (`ascii_result`'s `""`).
            Cow::Borrowed(same) if same.len() == owned.len() => None,
            ascii => Some(ascii.into_owned()),
        };
        Ok(Cow::Owned(ascii.unwrap_or(owned)))
    }

    /// UTS #46 `ToUnicode` with the flags given, borrowing the input when
    /// it is its own Unicode form. On error the name is still returned,
    /// with U+FFFD where it fails ([`engine::to_unicode_lossy`]), for
    /// showing only.
    ///
    /// ```
    /// use idna::uts46::{AsciiDenyList, Hyphens, Uts46};
    ///
    /// let (unicode, result) = Uts46::new().to_unicode(b"xn--A-1ga", AsciiDenyList::STD3, Hyphens::Check);
    /// assert_eq!((unicode.as_ref(), result.is_ok()), ("aö", true));
    /// ```
    pub fn to_unicode<'a>(
        &self,
        domain_name: &'a [u8],
        ascii_deny_list: AsciiDenyList,
        hyphens: Hyphens,
    ) -> (Cow<'a, str>, Result<(), Errors>) {
        let options = options(ascii_deny_list, hyphens);
        let Ok(name) = core::str::from_utf8(domain_name) else {
            let lossy = String::from_utf8_lossy(domain_name);
            let (marked, _) = engine::to_unicode_lossy(&lossy, options);
            return (Cow::Owned(marked), Err(Errors::not_utf8()));
        };
        if let Ok(unicode) = engine::to_unicode_cow(name, options) {
            return (unicode, Ok(()));
        }
        let (marked, result) = engine::to_unicode_lossy(name, options);
        (Cow::Owned(marked), result.map_err(Errors::engine))
    }

    /// `ToUnicode`, with each label that `output_as_unicode` declines in
    /// its ASCII form instead, for showing a name to a person: the closure
    /// gets each valid label that is not ASCII, the top-level label, and
    /// whether the name is a bidi domain name. Labels with errors are
    /// shown marked, as by [`Uts46::to_unicode`].
    ///
    /// ```
    /// use idna::uts46::{AsciiDenyList, Hyphens, Uts46};
    ///
    /// // Only Latin labels in Unicode:
    /// let latin = |label: &[char], _tld: &[char], _bidi: bool| label.iter().all(|c| *c < '\u{250}');
    /// let (shown, result) = Uts46::new().to_user_interface(
    ///     "bücher.пример.com".as_bytes(), AsciiDenyList::URL, Hyphens::Allow, latin);
    /// assert_eq!((shown.as_ref(), result.is_ok()), ("bücher.xn--e1afmkfd.com", true));
    /// ```
    pub fn to_user_interface<'a, OutputUnicode: FnMut(&[char], &[char], bool) -> bool>(
        &self,
        domain_name: &'a [u8],
        ascii_deny_list: AsciiDenyList,
        hyphens: Hyphens,
        output_as_unicode: OutputUnicode,
    ) -> (Cow<'a, str>, Result<(), Errors>) {
        let mut out = String::new();
        let (shown, result) = Self::convert(
            domain_name,
            options(ascii_deny_list, hyphens),
            ErrorPolicy::MarkErrors,
            output_as_unicode,
            &mut out,
            None,
        );
        match (shown, domain_name.is_ascii()) {
            // Passthrough: the input is ASCII, so UTF-8.
            (Shown::Input, true) => match core::str::from_utf8(domain_name) {
                Ok(name) => (Cow::Borrowed(name), result),
                Err(_) => (Cow::Owned(out), result),
            },
            _ => (Cow::Owned(out), result),
        }
    }

    /// The general form of the others, writing to `sink`: `ToASCII` with
    /// `|_, _, _| false`, `ToUnicode` with `|_, _, _| true`, and between
    /// them what a user interface shows (see
    /// [`Uts46::to_user_interface`]). `ascii_sink`, if given, receives
    /// the `ToASCII` form too when the name is valid and some label was
    /// written in Unicode to `sink`.
    ///
    /// `Ok(Passthrough)`: the input is ASCII and is the output, and
    /// nothing was written. No lengths are checked
    /// ([`verify_dns_length`] does).
    ///
    /// ```
    /// use idna::uts46::{AsciiDenyList, ErrorPolicy, Hyphens, ProcessingSuccess, Uts46};
    ///
    /// let (mut unicode, mut ascii) = (String::new(), String::new());
    /// let result = Uts46::new().process("Bücher.example".as_bytes(), AsciiDenyList::URL,
    ///     Hyphens::Allow, ErrorPolicy::FailFast, |_, _, _| true, &mut unicode, Some(&mut ascii));
    /// assert_eq!(result, Ok(ProcessingSuccess::WroteToSink));
    /// assert_eq!((unicode.as_str(), ascii.as_str()), ("bücher.example", "xn--bcher-kva.example"));
    /// ```
    #[allow(clippy::too_many_arguments, reason = "idna 1.1's signature")]
    pub fn process<W: Write + ?Sized, OutputUnicode: FnMut(&[char], &[char], bool) -> bool>(
        &self,
        domain_name: &[u8],
        ascii_deny_list: AsciiDenyList,
        hyphens: Hyphens,
        error_policy: ErrorPolicy,
        output_as_unicode: OutputUnicode,
        sink: &mut W,
        ascii_sink: Option<&mut W>,
    ) -> Result<ProcessingSuccess, ProcessingError> {
        let mut out = String::new();
        let mut ascii = String::new();
        let (shown, result) = Self::convert(
            domain_name,
            options(ascii_deny_list, hyphens),
            error_policy,
            output_as_unicode,
            &mut out,
            ascii_sink.is_some().then_some(&mut ascii),
        );
        if shown == Shown::Input && result.is_ok() {
            return Ok(ProcessingSuccess::Passthrough);
        }
        if shown == Shown::Nothing {
            return Err(ProcessingError::ValidityError);
        }
        sink.write_str(&out)?;
        if let Some(ascii_sink) = ascii_sink {
            if !ascii.is_empty() {
                ascii_sink.write_str(&ascii)?;
            }
        }
        match result {
            Ok(()) => Ok(ProcessingSuccess::WroteToSink),
            Err(_) => Err(ProcessingError::ValidityError),
        }
    }

    /// The work of `process`: the name's Unicode form (marked if it fails
    /// and `policy` is `MarkErrors`), each label in Unicode or ASCII as
    /// `output_as_unicode` decides, into `out`; its ASCII form into
    /// `ascii` when asked and some label is shown in Unicode.
    fn convert<F: FnMut(&[char], &[char], bool) -> bool>(
        domain_name: &[u8],
        options: Options,
        policy: ErrorPolicy,
        mut output_as_unicode: F,
        out: &mut String,
        ascii: Option<&mut String>,
    ) -> (Shown, Result<(), Errors>) {
        let lossy;
        let (name, unicode, result) = match core::str::from_utf8(domain_name) {
            Ok(name) => match engine::to_unicode_cow(name, options) {
                Ok(unicode) => (name, unicode, Ok(())),
                Err(e) if policy == ErrorPolicy::FailFast => {
                    return (Shown::Nothing, Err(Errors::engine(e)));
                }
                Err(_) => {
                    let (marked, result) = engine::to_unicode_lossy(name, options);
                    (name, Cow::Owned(marked), result.map_err(Errors::engine))
                }
            },
            Err(_) if policy == ErrorPolicy::FailFast => {
                return (Shown::Nothing, Err(Errors::not_utf8()));
            }
            Err(_) => {
                lossy = String::from_utf8_lossy(domain_name);
                let (marked, _) = engine::to_unicode_lossy(&lossy, options);
                (lossy.as_ref(), Cow::Owned(marked), Err(Errors::not_utf8()))
            }
        };
        let text = unicode.strip_suffix('.').unwrap_or(&unicode);
        let tld: Vec<char> = text.rsplit('.').next().unwrap_or("").chars().collect();
        let bidi = engine::is_bidi_domain_name(&unicode);
        let mut label_chars = Vec::new();
        let mut any_unicode = false;
        for (k, label) in unicode.split('.').enumerate() {
            if k > 0 {
                out.push('.');
            }
            if label.is_ascii() || label.contains(char::REPLACEMENT_CHARACTER) {
                out.push_str(label);
                continue;
            }
            label_chars.clear();
            label_chars.extend(label.chars());
            if output_as_unicode(&label_chars, &tld, bidi) {
                any_unicode = true;
                out.push_str(label);
            } else {
                push_a_label(label, out);
            }
        }
        if let (Some(ascii), true, true) = (ascii, any_unicode, result.is_ok()) {
            for (k, label) in unicode.split('.').enumerate() {
                if k > 0 {
                    ascii.push('.');
                }
                if label.is_ascii() {
                    ascii.push_str(label);
                } else {
                    push_a_label(label, ascii);
                }
            }
        }
        let shown = if *out == *name && name.is_ascii() {
            Shown::Input
        } else {
            Shown::Output
        };
        (shown, result)
    }
}

/// What [`Uts46::convert`] gives.
#[derive(PartialEq, Eq, Clone, Copy)]
enum Shown {
    /// The output is the input.
    Input,
    /// The output is what was written.
    Output,
    /// Nothing (an error under `FailFast`).
    Nothing,
}

/// `xn--` and the Punycode of a valid label's Unicode form (which always
/// encodes: the engine decoded or validated it).
fn push_a_label(label: &str, out: &mut String) {
    out.push_str("xn--");
    match punycode_core::encode(label) {
        Ok(punycode) => out.push_str(&punycode),
        Err(_) => out.push(char::REPLACEMENT_CHARACTER),
    }
}
