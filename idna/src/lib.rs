#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

#[cfg(feature = "std")]
extern crate std;

extern crate alloc;

#[cfg(not(feature = "alloc"))]
compile_error!("the `alloc` feature of `idna` must be enabled (it is by default)");

#[cfg(not(feature = "compiled_data"))]
compile_error!("the `compiled_data` feature of `idna` must be enabled (it is by default)");

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

mod deprecated;
pub mod punycode;
pub mod uts46;

#[allow(deprecated)]
pub use crate::deprecated::{Config, Idna};
pub use crate::uts46::AsciiDenyList;
use crate::uts46::{DnsLength, Hyphens, Uts46};

/// The error of UTS #46 processing: the name is not valid under the
/// options given. Its `Display` names the rule, the label and the byte
/// (when the name was UTF-8).
///
/// ```
/// let err = idna::domain_to_ascii("exa\u{200D}mple.com").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "label 0 at byte 3: U+200D: a zero width joiner must follow a virama \
///      (UTS #46 CheckJoiners, RFC 5892 appendix A.2)"
/// );
/// ```
#[derive(Default, Debug, Clone)]
#[non_exhaustive]
pub struct Errors {
    cause: Cause,
}

/// Why a name is not valid.
#[derive(Default, Debug, Clone)]
enum Cause {
    /// Made by `Errors::default()`.
    #[default]
    Unknown,
    /// What punycode-core found.
    Engine(punycode_core::uts46::Error),
    /// The input is not UTF-8.
    NotUtf8,
    /// A root dot under `DnsLength::Verify`.
    RootDot,
}

impl Errors {
    pub(crate) fn engine(error: punycode_core::uts46::Error) -> Errors {
        Errors {
            cause: Cause::Engine(error),
        }
    }

    pub(crate) fn not_utf8() -> Errors {
        Errors {
            cause: Cause::NotUtf8,
        }
    }

    pub(crate) fn root_dot() -> Errors {
        Errors {
            cause: Cause::RootDot,
        }
    }
}

impl From<Errors> for Result<(), Errors> {
    fn from(e: Errors) -> Self {
        Err(e)
    }
}

impl core::error::Error for Errors {}

impl fmt::Display for Errors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.cause {
            Cause::Engine(e) => fmt::Display::fmt(e, f),
            Cause::Unknown => f.write_str("not a valid domain name"),
            Cause::NotUtf8 => f.write_str("not a domain name: the input is not UTF-8"),
            Cause::RootDot => f.write_str(
                "a trailing root dot, which DnsLength::Verify refuses (VerifyAllowRootDot allows it)",
            ),
        }
    }
}

/// The [domain to ASCII](https://url.spec.whatwg.org/#concept-domain-to-ascii)
/// algorithm, borrowing the input when it is its own ASCII form: UTS #46
/// `ToASCII`, nontransitional, with `CheckHyphens` and `VerifyDnsLength`
/// off, and `ascii_deny_list` ([`AsciiDenyList::URL`] for URLs: the URL
/// Standard's forbidden domain code points).
///
/// ```
/// use idna::AsciiDenyList;
///
/// assert_eq!(idna::domain_to_ascii_cow("ＢÜＣＨＥＲ。de".as_bytes(), AsciiDenyList::URL)?, "xn--bcher-kva.de");
/// assert_eq!(idna::domain_to_ascii_cow(b"a_b..c", AsciiDenyList::URL)?, "a_b..c");
/// assert!(idna::domain_to_ascii_cow(b"a%b", AsciiDenyList::URL).is_err());
/// # Ok::<(), idna::Errors>(())
/// ```
#[inline]
pub fn domain_to_ascii_cow(
    domain: &[u8],
    ascii_deny_list: AsciiDenyList,
) -> Result<Cow<'_, str>, Errors> {
    Uts46::new().to_ascii(domain, ascii_deny_list, Hyphens::Allow, DnsLength::Ignore)
}

/// [`domain_to_ascii_cow`] taking a `Cow`: an owned input that is its own
/// ASCII form comes back as it is, without a copy.
///
/// ```
/// use std::borrow::Cow;
/// use idna::AsciiDenyList;
///
/// let owned: Cow<'_, [u8]> = Cow::Owned(b"example.com".to_vec());
/// assert_eq!(idna::domain_to_ascii_from_cow(owned, AsciiDenyList::URL)?, "example.com");
/// # Ok::<(), idna::Errors>(())
/// ```
#[inline]
pub fn domain_to_ascii_from_cow(
    domain: Cow<'_, [u8]>,
    ascii_deny_list: AsciiDenyList,
) -> Result<Cow<'_, str>, Errors> {
    Uts46::new().to_ascii_from_cow(domain, ascii_deny_list, Hyphens::Allow, DnsLength::Ignore)
}

/// [`domain_to_ascii_cow`] without an ASCII deny list
/// (`UseSTD3ASCIIRules` off), into a `String`.
///
/// ```
/// assert_eq!(idna::domain_to_ascii("Bücher.example")?, "xn--bcher-kva.example");
/// assert_eq!(idna::domain_to_ascii("a b.example")?, "a b.example");
/// # Ok::<(), idna::Errors>(())
/// ```
pub fn domain_to_ascii(domain: &str) -> Result<String, Errors> {
    domain_to_ascii_cow(domain.as_bytes(), AsciiDenyList::EMPTY).map(Cow::into_owned)
}

/// The domain to ASCII algorithm with `beStrict`: STD3 rules,
/// `CheckHyphens` and `VerifyDnsLength` (no root dot). This refuses real
/// names (`_dmarc` records, `r4---sn-...` CDN nodes).
///
/// ```
/// assert_eq!(idna::domain_to_ascii_strict("Bücher.example")?, "xn--bcher-kva.example");
/// assert!(idna::domain_to_ascii_strict("a_b.example").is_err());
/// assert!(idna::domain_to_ascii_strict("example.com.").is_err());
/// # Ok::<(), idna::Errors>(())
/// ```
pub fn domain_to_ascii_strict(domain: &str) -> Result<String, Errors> {
    Uts46::new()
        .to_ascii(
            domain.as_bytes(),
            AsciiDenyList::STD3,
            Hyphens::Check,
            DnsLength::Verify,
        )
        .map(Cow::into_owned)
}

/// The [domain to Unicode](https://url.spec.whatwg.org/#concept-domain-to-unicode)
/// algorithm, without an ASCII deny list: UTS #46 `ToUnicode`. On error,
/// the `String` still holds the name, with U+FFFD where it fails: for
/// showing, never for use as a name.
///
/// ```
/// let (unicode, result) = idna::domain_to_unicode("xn--bcher-kva.Example");
/// assert_eq!((unicode.as_str(), result.is_ok()), ("bücher.example", true));
/// let (shown, result) = idna::domain_to_unicode("xn--bcher-kva.xn--a");
/// assert!(result.is_err());
/// assert_eq!(shown, "bücher.\u{FFFD}n--a");
/// ```
pub fn domain_to_unicode(domain: &str) -> (String, Result<(), Errors>) {
    let (cow, result) =
        Uts46::new().to_unicode(domain.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
    (cow.into_owned(), result)
}
