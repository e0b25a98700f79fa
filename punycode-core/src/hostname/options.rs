//! The flags of UTS #46 processing, and the two profiles that set them.

/// How `-` is checked (UTS #46 `CheckHyphens`).
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::hostname::{to_ascii, Hyphens, Options};
///
/// let cdn = "r4---sn-4g5e6nz7.googlevideo.com";
/// assert!(to_ascii(cdn, Options::lookup()).is_err());
/// let first_last = Options::lookup().hyphens(Hyphens::CheckFirstLast);
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

/// Which ASCII characters are refused (UTS #46 `UseSTD3ASCIIRules`, or
/// the URL Standard's forbidden domain code points, or a set of your own).
/// Uppercase letters are mapped to lowercase first, and no list can refuse
/// a letter, a digit, `-` or `.`.
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::hostname::{to_ascii, AsciiDenyList, Options};
///
/// assert!(to_ascii("a_b.example", Options::lookup()).is_err());
/// let url = Options::lookup().ascii_deny_list(AsciiDenyList::URL);
/// assert_eq!(to_ascii("a_b.example", url).as_deref(), Ok("a_b.example"));
/// assert!(to_ascii("a b.example", url).is_err());
///
/// // A list of your own: `_` and `*` refused, nothing else.
/// let own = AsciiDenyList::new("_*").expect("no letter, digit, '-' or '.'");
/// let options = Options::lookup().ascii_deny_list(own);
/// assert_eq!(to_ascii("a b.example", options).as_deref(), Ok("a b.example"));
/// assert!(to_ascii("a*b.example", options).is_err());
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AsciiDenyList {
    /// Bit [`SLOT`]`[b]` set: the ASCII byte `b` is refused. Letters (so an
    /// uppercase letter, which maps to a lowercase one, too), digits, `-`
    /// and `.` have no bit: the other 64 ASCII characters fill a `u64`, so
    /// that [`Options`] stays two words and is passed in registers.
    denied: u64,
}

impl AsciiDenyList {
    /// Only `a-z`, `0-9` and `-` (STD3 rules, `UseSTD3ASCIIRules` on): what
    /// DNS hostnames allow.
    ///
    /// ```
    /// use punycode_core::hostname::AsciiDenyList;
    ///
    /// assert!(AsciiDenyList::STD3.denies('_'));
    /// assert!(!AsciiDenyList::STD3.denies('Z'));
    /// ```
    pub const STD3: AsciiDenyList = AsciiDenyList { denied: u64::MAX };

    /// The URL Standard's forbidden domain code points: C0 controls, space,
    /// `#`, `%`, `/`, `:`, `<`, `>`, `?`, `@`, `[`, `\`, `]`, `^`, `|` and
    /// DEL. Underscores and the like pass.
    ///
    /// ```
    /// use punycode_core::hostname::AsciiDenyList;
    ///
    /// assert!(AsciiDenyList::URL.denies('/'));
    /// assert!(!AsciiDenyList::URL.denies('_'));
    /// ```
    pub const URL: AsciiDenyList = AsciiDenyList {
        denied: AsciiDenyList::CONTROLS.denied | slots(b"#%/:<>?@[\\]^|"),
    };

    /// Nothing is refused (`UseSTD3ASCIIRules` off, and no URL check).
    ///
    /// ```
    /// use punycode_core::hostname::AsciiDenyList;
    ///
    /// assert!(!AsciiDenyList::EMPTY.denies(' '));
    /// ```
    pub const EMPTY: AsciiDenyList = AsciiDenyList { denied: 0 };

    /// C0 controls, space and DEL, the ASCII characters without a glyph:
    /// to add to a list of your own with [`AsciiDenyList::union`].
    ///
    /// ```
    /// use punycode_core::hostname::AsciiDenyList;
    ///
    /// assert!(AsciiDenyList::CONTROLS.denies('\t'));
    /// assert!(!AsciiDenyList::CONTROLS.denies('_'));
    /// ```
    pub const CONTROLS: AsciiDenyList = AsciiDenyList {
        denied: ((1 << 0x21) - 1) | 1 << SLOT[0x7F],
    };

    /// A list that refuses exactly the characters of `chars`; `None` if
    /// one of them is beyond ASCII, or is a letter, a digit, `-` or `.`
    /// (those make up hostnames, and mapping produces them).
    ///
    /// ```
    /// use punycode_core::hostname::AsciiDenyList;
    ///
    /// let list = AsciiDenyList::new("_*").unwrap();
    /// assert!(list.denies('*') && !list.denies('/'));
    /// assert_eq!(AsciiDenyList::new("a"), None);
    /// assert_eq!(AsciiDenyList::new("é"), None);
    /// ```
    pub const fn new(chars: &str) -> Option<AsciiDenyList> {
        let bytes = chars.as_bytes();
        let mut denied = 0;
        let mut k = 0;
        while k < bytes.len() {
            let b = bytes[k];
            if b >= 0x80 || b.is_ascii_alphanumeric() || b == b'-' || b == b'.' {
                return None;
            }
            denied |= 1 << SLOT[b as usize];
            k += 1;
        }
        Some(AsciiDenyList { denied })
    }

    /// The characters either list refuses.
    ///
    /// ```
    /// use punycode_core::hostname::AsciiDenyList;
    ///
    /// let list = AsciiDenyList::CONTROLS.union(AsciiDenyList::new("_").unwrap());
    /// assert!(list.denies('_') && list.denies(' ') && !list.denies('/'));
    /// ```
    #[must_use]
    pub const fn union(self, other: AsciiDenyList) -> AsciiDenyList {
        AsciiDenyList {
            denied: self.denied | other.denied,
        }
    }

    /// Whether `c` is refused once mapped (an uppercase letter as its
    /// lowercase, which no list refuses); a character beyond ASCII never
    /// is.
    ///
    /// ```
    /// use punycode_core::hostname::AsciiDenyList;
    ///
    /// assert!(AsciiDenyList::STD3.denies(' '));
    /// assert!(!AsciiDenyList::STD3.denies('é'));
    /// ```
    pub const fn denies(self, c: char) -> bool {
        (c as u32) < 0x80 && self.denies_byte(c as u8)
    }

    /// [`AsciiDenyList::denies`] on a byte of a label (beyond ASCII: never).
    #[inline(always)]
    pub(super) const fn denies_byte(self, b: u8) -> bool {
        // A shift by 64 (no slot) is `None`: not refused.
        b < 0x80
            && match self.denied.checked_shr(SLOT[b as usize] as u32) {
                Some(bits) => bits & 1 != 0,
                None => false,
            }
    }
}

/// The bit of each ASCII byte in [`AsciiDenyList`]: controls and space
/// 0-32, then the punctuation but `-` and `.` in order, DEL last (63);
/// 64, no bit, for letters, digits, `-` and `.`. A `static`: a `const`
/// would be copied into each codegen unit that reads it.
static SLOT: [u8; 128] = {
    let mut slots = [64; 128];
    let mut next = 0;
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        if !(c.is_ascii_alphanumeric() || c == b'-' || c == b'.') {
            slots[b] = next;
            next += 1;
        }
        b += 1;
    }
    assert!(next == 64, "64 ASCII characters can be refused");
    slots
};

/// The bits of the bytes of `set` (none of them a letter, a digit, `-` or
/// `.`).
const fn slots(set: &[u8]) -> u64 {
    let mut bits = 0;
    let mut k = 0;
    while k < set.len() {
        bits |= 1 << SLOT[set[k] as usize];
        k += 1;
    }
    bits
}

/// A profile, and the flags of UTS #46 processing. Start from a profile,
/// [`Options::lookup`], [`Options::url`] or `Options::registration` (feature
/// `idna2008`), and
/// change single flags with the `const` builders. UTS #46 processing is
/// nontransitional (`ß`, `ς` and the joiners are kept, as browsers do)
/// unless [`Options::transitional_processing`] asks for the deprecated
/// transitional form.
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::hostname::{to_ascii, Options};
///
/// const LENIENT: Options = Options::lookup().verify_dns_length(false);
/// let long = format!("{}.example", "a".repeat(70));
/// assert!(to_ascii(&long, Options::lookup()).is_err());
/// assert!(to_ascii(&long, LENIENT).is_ok());
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "UTS #46's flags, and the registration profile"
)]
pub struct Options {
    pub(super) deny: AsciiDenyList,
    pub(super) hyphens: Hyphens,
    pub(super) check_bidi: bool,
    pub(super) check_joiners: bool,
    pub(super) verify_dns_length: bool,
    /// IDNA2008 registration (RFC 5891 section 4) in place of UTS #46
    /// processing.
    pub(super) idna2008: bool,
    /// UTS #46 `Transitional_Processing`: the deviation characters mapped.
    pub(super) transitional: bool,
    /// A trailing root dot is an empty last label, and an empty name is
    /// refused only by `VerifyDnsLength` ([`Options::literal_lengths`]).
    pub(super) literal_lengths: bool,
}

impl Options {
    /// For looking names up (also [`Default`]): UTS #46 with
    /// `UseSTD3ASCIIRules`, `CheckHyphens`, `CheckBidi`, `CheckJoiners` and
    /// `VerifyDnsLength` on, with a trailing root dot allowed
    /// (`example.com.` is a fully qualified name). Use it for names you send
    /// to DNS, certificates and configuration.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert_eq!(to_ascii("Bücher.example.", Options::lookup())?, "xn--bcher-kva.example.");
    /// assert!(to_ascii("a_b.example", Options::lookup()).is_err());
    /// # }
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    pub const fn lookup() -> Options {
        Options {
            deny: AsciiDenyList::STD3,
            hyphens: Hyphens::Check,
            check_bidi: true,
            check_joiners: true,
            verify_dns_length: true,
            idna2008: false,
            transitional: false,
            literal_lengths: false,
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
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert_eq!(to_ascii("My_Host.Example", Options::url())?, "my_host.example");
    /// assert_eq!(to_ascii("a..b", Options::url())?, "a..b");
    /// assert!(to_ascii("a/b", Options::url()).is_err());
    /// # }
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    pub const fn url() -> Options {
        Options {
            deny: AsciiDenyList::URL,
            hyphens: Hyphens::Allow,
            check_bidi: true,
            check_joiners: true,
            verify_dns_length: false,
            idna2008: false,
            transitional: false,
            literal_lengths: false,
        }
    }

    /// For registering names, and for names kept in configuration that must
    /// be exactly what is registered: IDNA2008's checks for registration
    /// (RFC 5891 section 4) in place of UTS #46's processing. Nothing is
    /// mapped: each label is an LDH label (letters in either case, digits,
    /// hyphens), an A-label (decoded, checked, and the very A-label of its
    /// U-label), or a U-label of code points that RFC 5892 permits (PVALID,
    /// or CONTEXTJ and CONTEXTO where their rules of appendix A hold), in
    /// NFC, with no leading combining mark, the hyphen rules and, on a label
    /// with right-to-left text, the Bidi rule (RFC 5893); only `.`
    /// separates labels, and the DNS lengths hold (in `to_unicode` too).
    /// Uppercase, symbols,
    /// emoji and compatibility characters, which UTS #46 maps or keeps, are
    /// refused. The other options apply as set (they are all on here).
    /// [`derived_property`](super::derived_property) gives what RFC 5892
    /// permits of each code point.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, ErrorKind, Options};
    ///
    /// assert_eq!(to_ascii("bücher.example", Options::registration())?, "xn--bcher-kva.example");
    /// assert_eq!(to_ascii("Bücher.example", Options::lookup())?, "xn--bcher-kva.example");
    /// let err = to_ascii("Bücher.example", Options::registration()).unwrap_err();
    /// assert_eq!((err.kind(), err.character()), (ErrorKind::NotPermitted, Some('B')));
    /// assert!(to_ascii("\u{1F600}.com", Options::registration()).is_err());
    /// # }
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    #[cfg(feature = "idna2008")]
    #[cfg_attr(docsrs, doc(cfg(feature = "idna2008")))]
    pub const fn registration() -> Options {
        Options {
            idna2008: true,
            ..Options::lookup()
        }
    }

    /// Sets which ASCII characters are refused.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, AsciiDenyList, Options};
    ///
    /// let any = Options::lookup().ascii_deny_list(AsciiDenyList::EMPTY);
    /// assert_eq!(to_ascii("a b", any).as_deref(), Ok("a b"));
    /// # }
    /// ```
    #[must_use]
    pub const fn ascii_deny_list(mut self, deny: AsciiDenyList) -> Options {
        self.deny = deny;
        self
    }

    /// `UseSTD3ASCIIRules`: `true` is [`AsciiDenyList::STD3`], `false` is
    /// [`AsciiDenyList::EMPTY`].
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert!(to_ascii("_dmarc.example", Options::lookup()).is_err());
    /// let txt = Options::lookup().use_std3_ascii_rules(false);
    /// assert_eq!(to_ascii("_dmarc.example", txt).as_deref(), Ok("_dmarc.example"));
    /// # }
    /// ```
    #[must_use]
    pub const fn use_std3_ascii_rules(self, on: bool) -> Options {
        self.ascii_deny_list(if on {
            AsciiDenyList::STD3
        } else {
            AsciiDenyList::EMPTY
        })
    }

    /// Sets how hyphens are checked.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Hyphens, Options};
    ///
    /// let allow = Options::lookup().hyphens(Hyphens::Allow);
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
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert!(to_ascii("ab--c", Options::lookup()).is_err());
    /// assert!(to_ascii("ab--c", Options::lookup().check_hyphens(false)).is_ok());
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
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert!(to_ascii("1.\u{5D0}", Options::lookup()).is_err());
    /// assert!(to_ascii("1.\u{5D0}", Options::lookup().check_bidi(false)).is_ok());
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
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert!(to_ascii("a\u{200D}b", Options::lookup()).is_err());
    /// assert!(to_ascii("a\u{200D}b", Options::lookup().check_joiners(false)).is_ok());
    /// # }
    /// ```
    #[must_use]
    pub const fn check_joiners(mut self, on: bool) -> Options {
        self.check_joiners = on;
        self
    }

    /// `VerifyDnsLength`, for `to_ascii`: no empty labels (a trailing root
    /// dot aside), labels of at most 63 bytes and names of at most 253
    /// bytes in ASCII form. UTS #46's `to_unicode` checks no lengths, but
    /// with this flag on it refuses empty labels too; under
    /// `Options::registration` (registration, feature `idna2008`), `to_unicode` checks the
    /// lengths as `to_ascii` does (a U-label counted as its A-label), so
    /// that a name is registrable in both forms or in neither.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert!(to_ascii("a..b", Options::lookup()).is_err());
    /// assert!(to_ascii("a..b", Options::lookup().verify_dns_length(false)).is_ok());
    /// # }
    /// ```
    #[must_use]
    pub const fn verify_dns_length(mut self, on: bool) -> Options {
        self.verify_dns_length = on;
        self
    }

    /// UTS #46 `Transitional_Processing` (deprecated by UTS #46 since
    /// Unicode 15.1; off in every profile): outside A-labels, the deviation
    /// characters are mapped as IDNA2003 did, `ß` (and `ẞ`, which maps to
    /// it) to `ss`, `ς` to `σ`, and U+200C and U+200D removed, so that
    /// `faß.de` becomes `fass.de`, another name. For tools that must give
    /// IDNA2003's answers (tr46's option of this name); a name looked up
    /// so may reach a different host than the one its owner registered.
    /// Under `Options::registration` (feature `idna2008`), which maps nothing, it has no
    /// effect.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// assert_eq!(to_ascii("faß.de", Options::lookup())?, "xn--fa-hia.de");
    /// let transitional = Options::lookup().transitional_processing(true);
    /// assert_eq!(to_ascii("faß.de", transitional)?, "fass.de");
    /// assert_eq!(to_ascii("ΒΌΛΟΣ.com", transitional)?, "xn--nxasmq6b.com");
    /// // An A-label is taken as it is: only mapping changes.
    /// assert_eq!(to_ascii("xn--fa-hia.de", transitional)?, "xn--fa-hia.de");
    /// # }
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    #[must_use]
    pub const fn transitional_processing(mut self, on: bool) -> Options {
        self.transitional = on;
        self
    }

    /// Lengths as UTS #46's conformance file (`IdnaTestV2.txt`) and tr46
    /// read them, where the profiles read them as DNS does: with
    /// [`Options::verify_dns_length`] on, a trailing root dot is an empty
    /// last label and refused (`A4_2`), where the profiles take
    /// `example.com.` as a fully qualified name; with it off, the empty
    /// name converts to itself, where `to_ascii` refuses it in every
    /// profile ([`ErrorKind::EmptyName`](super::ErrorKind::EmptyName), as
    /// the URL Standard does). Off in every profile.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::hostname::{to_ascii, Options};
    ///
    /// let literal = Options::lookup().literal_lengths(true);
    /// assert_eq!(to_ascii("example.com.", Options::lookup())?, "example.com.");
    /// assert!(to_ascii("example.com.", literal).is_err());
    /// assert!(to_ascii("", Options::url()).is_err());
    /// assert_eq!(to_ascii("", Options::url().literal_lengths(true))?, "");
    /// # }
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    #[must_use]
    pub const fn literal_lengths(mut self, on: bool) -> Options {
        self.literal_lengths = on;
        self
    }
}

impl Options {
    /// Whether a trailing root dot is an empty last label (refused), as
    /// [`Options::literal_lengths`] reads `VerifyDnsLength`.
    pub(super) const fn root_is_a_label(self) -> bool {
        self.literal_lengths && self.verify_dns_length
    }

    /// Whether `to_ascii` refuses the empty name: always, but where
    /// [`Options::literal_lengths`] leaves it to `VerifyDnsLength`.
    pub(super) const fn refuses_empty_name(self) -> bool {
        !self.literal_lengths || self.verify_dns_length
    }
}

impl Default for Options {
    /// [`Options::lookup`].
    fn default() -> Options {
        Options::lookup()
    }
}
