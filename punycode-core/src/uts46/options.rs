//! The flags of UTS #46 processing, and the two profiles that set them.

/// How `-` is checked (UTS #46 `CheckHyphens`).
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::uts46::{to_ascii, Hyphens, Options};
///
/// let cdn = "r4---sn-4g5e6nz7.googlevideo.com";
/// assert!(to_ascii(cdn, Options::dns()).is_err());
/// let first_last = Options::dns().hyphens(Hyphens::CheckFirstLast);
/// assert_eq!(to_ascii(cdn, first_last).as_deref(), Ok(cdn));
/// assert!(to_ascii("-cdn.example", first_last).is_err());
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Hyphens {
    /// No hyphen rule; a decoded A-label must still not start with `xn--`
    /// (`V4`). What the URL Standard does.
    Allow,
    /// A label must not start or end with `-` (`V3`), but `--` in the
    /// third and fourth positions is allowed, as real names such as
    /// `r4---sn-4g5e6nz7.googlevideo.com` need.
    CheckFirstLast,
    /// Both rules: no `-` at either end (`V3`) and no `--` in positions 3
    /// and 4 (`V2`). `CheckHyphens` as UTS #46 defines it.
    Check,
}

/// Which ASCII characters are refused (UTS #46 `UseSTD3ASCIIRules`).
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::uts46::{to_ascii, AsciiDenyList, Options};
///
/// assert!(to_ascii("a_b.example", Options::dns()).is_err());
/// let url = Options::dns().ascii_deny_list(AsciiDenyList::Url);
/// assert_eq!(to_ascii("a_b.example", url).as_deref(), Ok("a_b.example"));
/// assert!(to_ascii("a b.example", url).is_err());
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AsciiDenyList {
    /// Only `a-z`, `0-9` and `-` (STD3 rules, `UseSTD3ASCIIRules` on): what
    /// DNS hostnames allow.
    Std3,
    /// The URL Standard's forbidden domain code points: C0 controls, space,
    /// `#`, `%`, `/`, `:`, `<`, `>`, `?`, `@`, `[`, `\`, `]`, `^`, `|` and
    /// DEL. Underscores and the like pass.
    Url,
    /// Nothing is refused (`UseSTD3ASCIIRules` off, and no URL check).
    Empty,
}

impl AsciiDenyList {
    /// Whether the ASCII byte `b` is refused once mapped (an uppercase
    /// letter as its lowercase); a non-ASCII byte never is. One table read.
    #[inline(always)]
    pub(super) const fn denies(self, b: u8) -> bool {
        let bit = match self {
            AsciiDenyList::Std3 => DENIED_STD3,
            AsciiDenyList::Url => DENIED_URL,
            AsciiDenyList::Empty => 0,
        };
        DENIED[b as usize] & bit != 0
    }
}

/// The bits of [`DENIED`].
const DENIED_STD3: u8 = 1;
const DENIED_URL: u8 = 2;

/// Per byte, whether each list refuses it once mapped ([`DENIED_STD3`],
/// [`DENIED_URL`]), from [`STD3_DENIED`] and [`URL_DENIED`]. A `static`:
/// a `const` would be copied into each codegen unit that reads it.
static DENIED: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 0x80 {
        let lower = (b as u8).to_ascii_lowercase();
        let std3 = (STD3_DENIED >> lower & 1) as u8 * DENIED_STD3;
        let url = (URL_DENIED >> lower & 1) as u8 * DENIED_URL;
        table[b] = std3 | url;
        b += 1;
    }
    table
};

/// The ASCII bytes in `set`, as bits of a `u128`.
const fn ascii_set(set: &[u8]) -> u128 {
    let mut bits = 0;
    let mut k = 0;
    while k < set.len() {
        bits |= 1 << set[k];
        k += 1;
    }
    bits
}

/// Under STD3 rules: all ASCII but `a-z`, `0-9` and `-`.
const STD3_DENIED: u128 = !ascii_set(b"abcdefghijklmnopqrstuvwxyz0123456789-");

/// The URL Standard's forbidden domain code points in ASCII: C0 controls,
/// space, `#%/:<>?@[\]^|` and DEL.
const URL_DENIED: u128 = ((1 << 0x21) - 1) | (1 << 0x7F) | ascii_set(b"#%/:<>?@[\\]^|");

/// The flags of UTS #46 processing. Start from a profile, [`Options::dns`]
/// or [`Options::url`], and change single flags with the `const` builders.
/// Processing is always nontransitional (`ß`, `ς` and the joiners are kept,
/// as browsers do).
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::uts46::{to_ascii, Options};
///
/// const LENIENT: Options = Options::dns().verify_dns_length(false);
/// let long = format!("{}.example", "a".repeat(70));
/// assert!(to_ascii(&long, Options::dns()).is_err());
/// assert!(to_ascii(&long, LENIENT).is_ok());
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    pub(super) deny: AsciiDenyList,
    pub(super) hyphens: Hyphens,
    pub(super) check_bidi: bool,
    pub(super) check_joiners: bool,
    pub(super) verify_dns_length: bool,
}

impl Options {
    /// For DNS hostnames (also [`Default`]): `UseSTD3ASCIIRules`,
    /// `CheckHyphens`, `CheckBidi`, `CheckJoiners` and `VerifyDnsLength`
    /// on, with a trailing root dot allowed (`example.com.` is a fully
    /// qualified name). Use it for names you send to DNS, certificates and
    /// configuration.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Options};
    ///
    /// assert_eq!(to_ascii("Bücher.example.", Options::dns())?, "xn--bcher-kva.example.");
    /// assert!(to_ascii("a_b.example", Options::dns()).is_err());
    /// # }
    /// # Ok::<(), punycode_core::uts46::Error>(())
    /// ```
    pub const fn dns() -> Options {
        Options {
            deny: AsciiDenyList::Std3,
            hyphens: Hyphens::Check,
            check_bidi: true,
            check_joiners: true,
            verify_dns_length: true,
        }
    }

    /// For the host of a URL, as the WHATWG URL Standard's "domain to
    /// ASCII" with beStrict = false, followed by its check for forbidden
    /// domain code points: `CheckBidi` and `CheckJoiners` on;
    /// `UseSTD3ASCIIRules`, `CheckHyphens` and `VerifyDnsLength` off, so
    /// labels of any length, `_`, and `--` anywhere pass. Use it where
    /// browsers' behaviour is the reference.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Options};
    ///
    /// assert_eq!(to_ascii("My_Host.Example", Options::url())?, "my_host.example");
    /// assert_eq!(to_ascii("a..b", Options::url())?, "a..b");
    /// assert!(to_ascii("a/b", Options::url()).is_err());
    /// # }
    /// # Ok::<(), punycode_core::uts46::Error>(())
    /// ```
    pub const fn url() -> Options {
        Options {
            deny: AsciiDenyList::Url,
            hyphens: Hyphens::Allow,
            check_bidi: true,
            check_joiners: true,
            verify_dns_length: false,
        }
    }

    /// Sets which ASCII characters are refused.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, AsciiDenyList, Options};
    ///
    /// let any = Options::dns().ascii_deny_list(AsciiDenyList::Empty);
    /// assert_eq!(to_ascii("a b", any).as_deref(), Ok("a b"));
    /// # }
    /// ```
    #[must_use]
    pub const fn ascii_deny_list(mut self, deny: AsciiDenyList) -> Options {
        self.deny = deny;
        self
    }

    /// `UseSTD3ASCIIRules`: `true` is [`AsciiDenyList::Std3`], `false` is
    /// [`AsciiDenyList::Empty`].
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Options};
    ///
    /// assert!(to_ascii("_dmarc.example", Options::dns()).is_err());
    /// let txt = Options::dns().use_std3_ascii_rules(false);
    /// assert_eq!(to_ascii("_dmarc.example", txt).as_deref(), Ok("_dmarc.example"));
    /// # }
    /// ```
    #[must_use]
    pub const fn use_std3_ascii_rules(self, on: bool) -> Options {
        self.ascii_deny_list(if on {
            AsciiDenyList::Std3
        } else {
            AsciiDenyList::Empty
        })
    }

    /// Sets how hyphens are checked.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Hyphens, Options};
    ///
    /// let allow = Options::dns().hyphens(Hyphens::Allow);
    /// assert_eq!(to_ascii("-a-", allow).as_deref(), Ok("-a-"));
    /// # }
    /// ```
    #[must_use]
    pub const fn hyphens(mut self, hyphens: Hyphens) -> Options {
        self.hyphens = hyphens;
        self
    }

    /// `CheckHyphens`: `true` is [`Hyphens::Check`], `false` is
    /// [`Hyphens::Allow`].
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Options};
    ///
    /// assert!(to_ascii("ab--c", Options::dns()).is_err());
    /// assert!(to_ascii("ab--c", Options::dns().check_hyphens(false)).is_ok());
    /// # }
    /// ```
    #[must_use]
    pub const fn check_hyphens(self, on: bool) -> Options {
        self.hyphens(if on { Hyphens::Check } else { Hyphens::Allow })
    }

    /// `CheckBidi`: the Bidi rule of RFC 5893 on every label of a name that
    /// has right-to-left text.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Options};
    ///
    /// assert!(to_ascii("1.\u{5D0}", Options::dns()).is_err());
    /// assert!(to_ascii("1.\u{5D0}", Options::dns().check_bidi(false)).is_ok());
    /// # }
    /// ```
    #[must_use]
    pub const fn check_bidi(mut self, on: bool) -> Options {
        self.check_bidi = on;
        self
    }

    /// `CheckJoiners`: the CONTEXTJ rules of RFC 5892 for U+200C and
    /// U+200D.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Options};
    ///
    /// assert!(to_ascii("a\u{200D}b", Options::dns()).is_err());
    /// assert!(to_ascii("a\u{200D}b", Options::dns().check_joiners(false)).is_ok());
    /// # }
    /// ```
    #[must_use]
    pub const fn check_joiners(mut self, on: bool) -> Options {
        self.check_joiners = on;
        self
    }

    /// `VerifyDnsLength`, for `to_ascii`: no empty labels (a trailing root
    /// dot aside), labels of at most 63 bytes and names of at most 253
    /// bytes in ASCII form. `to_unicode` never checks lengths, but with
    /// this flag on it refuses empty labels too.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::uts46::{to_ascii, Options};
    ///
    /// assert!(to_ascii("a..b", Options::dns()).is_err());
    /// assert!(to_ascii("a..b", Options::dns().verify_dns_length(false)).is_ok());
    /// # }
    /// ```
    #[must_use]
    pub const fn verify_dns_length(mut self, on: bool) -> Options {
        self.verify_dns_length = on;
        self
    }
}

impl Default for Options {
    /// [`Options::dns`].
    fn default() -> Options {
        Options::dns()
    }
}
