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

mod deprecated;
mod errors;
pub mod punycode;
pub mod uts46;

#[allow(deprecated)]
pub use crate::deprecated::{Config, Idna};
pub use crate::errors::Errors;
pub use crate::uts46::AsciiDenyList;
use crate::uts46::{DnsLength, Hyphens, Uts46};

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
