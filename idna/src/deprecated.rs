//! `idna`'s deprecated configuration API (`Config`, `Idna`), kept with its
//! quirks: `check_hyphens(true)` checks first and last positions only,
//! and transitional processing is the replacement of the deviation
//! characters before nontransitional processing, as `idna` 1.x does.
#![allow(deprecated)]

use alloc::borrow::Cow;
use alloc::string::String;

use crate::errors::Errors;
use crate::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

/// UTS #46 transitional processing of the deviation characters: `ß` (and
/// `ẞ`) to `ss`, `ς` to `σ`, and ZWNJ and ZWJ removed.
fn map_transitional(domain: &str, transitional: bool) -> Cow<'_, str> {
    let deviation = |c: char| matches!(c, 'ß' | 'ẞ' | 'ς' | '\u{200C}' | '\u{200D}');
    if !transitional || !domain.contains(deviation) {
        return Cow::Borrowed(domain);
    }
    let mut mapped = String::with_capacity(domain.len() + 2);
    for c in domain.chars() {
        match c {
            'ß' | 'ẞ' => mapped.push_str("ss"),
            'ς' => mapped.push('σ'),
            '\u{200C}' | '\u{200D}' => {}
            c => mapped.push(c),
        }
    }
    Cow::Owned(mapped)
}

/// A converter with a [`Config`] (deprecated in `idna`: use
/// [`Uts46`] or the `domain_to_*` functions).
///
/// ```
/// #![allow(deprecated)]
/// let mut out = String::new();
/// idna::Idna::default().to_unicode("xn--blo-7ka.de", &mut out)?;
/// assert_eq!(out, "bloß.de");
/// # Ok::<(), idna::Errors>(())
/// ```
#[derive(Default)]
#[deprecated = "use idna::uts46::Uts46 or idna::domain_to_ascii_cow"]
pub struct Idna {
    config: Config,
}

impl Idna {
    /// A converter with `config`.
    ///
    /// ```
    /// #![allow(deprecated)]
    /// let mut idna = idna::Idna::new(idna::Config::default().use_std3_ascii_rules(true));
    /// let mut out = String::new();
    /// assert!(idna.to_ascii("a_b", &mut out).is_err());
    /// ```
    pub fn new(config: Config) -> Self {
        Idna { config }
    }

    /// `ToASCII`, appended to `out`.
    ///
    /// ```
    /// #![allow(deprecated)]
    /// let mut out = String::new();
    /// idna::Idna::default().to_ascii("Bücher.de", &mut out)?;
    /// assert_eq!(out, "xn--bcher-kva.de");
    /// # Ok::<(), idna::Errors>(())
    /// ```
    #[allow(clippy::wrong_self_convention, reason = "idna's signature")]
    pub fn to_ascii(&mut self, domain: &str, out: &mut String) -> Result<(), Errors> {
        let mapped = map_transitional(domain, self.config.transitional_processing);
        let dns_length = if self.config.verify_dns_length {
            DnsLength::VerifyAllowRootDot
        } else {
            DnsLength::Ignore
        };
        let ascii = Uts46::new().to_ascii(
            mapped.as_bytes(),
            self.config.deny_list(),
            self.config.hyphens(),
            dns_length,
        )?;
        out.push_str(&ascii);
        Ok(())
    }

    /// `ToUnicode`, appended to `out` (marked with U+FFFD where the name
    /// fails, on error).
    ///
    /// ```
    /// #![allow(deprecated)]
    /// let mut out = String::new();
    /// idna::Idna::default().to_unicode("日本語。ＪＰ", &mut out)?;
    /// assert_eq!(out, "日本語.jp");
    /// # Ok::<(), idna::Errors>(())
    /// ```
    #[allow(clippy::wrong_self_convention, reason = "idna's signature")]
    pub fn to_unicode(&mut self, domain: &str, out: &mut String) -> Result<(), Errors> {
        let mapped = map_transitional(domain, self.config.transitional_processing);
        let (unicode, result) = Uts46::new().to_unicode(
            mapped.as_bytes(),
            self.config.deny_list(),
            self.config.hyphens(),
        );
        out.push_str(&unicode);
        result
    }
}

/// The flags of the deprecated API, all off by default (deprecated in
/// `idna`: use [`Uts46`]).
///
/// ```
/// #![allow(deprecated)]
/// let config = idna::Config::default().use_std3_ascii_rules(true).verify_dns_length(true);
/// assert_eq!(config.to_ascii("Bücher.de")?, "xn--bcher-kva.de");
/// assert_eq!(config.transitional_processing(true).to_ascii("faß.de")?, "fass.de");
/// # Ok::<(), idna::Errors>(())
/// ```
#[derive(Clone, Copy, Default, Debug)]
#[must_use]
#[allow(
    clippy::struct_excessive_bools,
    reason = "idna's Config, flag for flag"
)]
#[deprecated = "use idna::uts46::Uts46 or idna::domain_to_ascii_cow"]
pub struct Config {
    use_std3_ascii_rules: bool,
    transitional_processing: bool,
    verify_dns_length: bool,
    check_hyphens: bool,
}

impl Config {
    /// `UseSTD3ASCIIRules`.
    #[inline]
    pub fn use_std3_ascii_rules(mut self, value: bool) -> Self {
        self.use_std3_ascii_rules = value;
        self
    }

    /// Transitional processing of `ß`, `ς`, ZWNJ and ZWJ.
    #[inline]
    pub fn transitional_processing(mut self, value: bool) -> Self {
        self.transitional_processing = value;
        self
    }

    /// `VerifyDnsLength` for `to_ascii` (a root dot allowed).
    #[inline]
    pub fn verify_dns_length(mut self, value: bool) -> Self {
        self.verify_dns_length = value;
        self
    }

    /// No `-` first or last in a label (positions 3 and 4 are not checked,
    /// as in `idna`).
    #[inline]
    pub fn check_hyphens(mut self, value: bool) -> Self {
        self.check_hyphens = value;
        self
    }

    /// IDNA2008 rules are not supported (as in `idna` 1.x).
    ///
    /// # Panics
    ///
    /// If `value` is `true`, as `idna` does.
    #[inline]
    pub fn use_idna_2008_rules(self, value: bool) -> Self {
        assert!(!value, "IDNA 2008 rules are no longer supported");
        self
    }

    fn deny_list(self) -> AsciiDenyList {
        if self.use_std3_ascii_rules {
            AsciiDenyList::STD3
        } else {
            AsciiDenyList::EMPTY
        }
    }

    fn hyphens(self) -> Hyphens {
        if self.check_hyphens {
            Hyphens::CheckFirstLast
        } else {
            Hyphens::Allow
        }
    }

    /// `ToASCII` with these flags.
    pub fn to_ascii(self, domain: &str) -> Result<String, Errors> {
        let mut out = String::with_capacity(domain.len());
        Idna::new(self).to_ascii(domain, &mut out).map(|()| out)
    }

    /// `ToUnicode` with these flags; on error the name marked with U+FFFD.
    pub fn to_unicode(self, domain: &str) -> (String, Result<(), Errors>) {
        let mut out = String::with_capacity(domain.len());
        let result = Idna::new(self).to_unicode(domain, &mut out);
        (out, result)
    }
}
