//! What the display rules are configured with: the UTS #46 options names
//! are read with, the names to protect, and where each script is expected.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use super::data::ScriptSet;
use super::protected::Protected;
use super::verdict::Reason;
use crate::hostname::{self, Options};

/// What [`to_display`](super::to_display) and [`check`](super::check)
/// apply: one policy's data and rules, chosen by its constructor
/// ([`Policy::default()`] is Chromium's address bar; the others are
/// named in the [module documentation](super)), and what the caller adds:
/// names to protect ([`Policy::protect`]), top-level domains where a script
/// is expected ([`Policy::expect_script`]), the UTS #46 options names are
/// read with ([`Policy::options`]), and the rules no policy has by default
/// ([`Policy::deviations`], `Policy::idna2008` with feature `idna2008`).
///
/// ```
/// use punycode_core::display::{to_display, Policy};
///
/// let policy = Policy::default().protect(["google.com"])?;
/// assert_eq!(to_display("gıthub.com", &policy), "gıthub.com");
/// assert_eq!(to_display("gooɡle.com", &policy), "xn--goole-tmc.com");
/// # Ok::<(), punycode_core::display::ProtectError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Policy {
    /// Which policy: its data and rules.
    pub(super) descriptor: &'static Descriptor,
    pub(super) options: Options,
    /// The protected names and their index.
    pub(super) protected: Protected,
    /// Top-level domains added to a script's (script name, TLD).
    expected: Vec<(String, String)>,
    /// [`Policy::imitated`], once a name is protected: a function, so that
    /// a program that protects none links no skeletons.
    imitation: Option<Imitation>,
    /// [`Policy::deviations`].
    pub(super) deviations: bool,
    /// `Policy::idna2008`.
    #[cfg(feature = "idna2008")]
    pub(super) idna2008: bool,
}

/// One policy, as its constructor chooses it: its name, the version of
/// its data, its rules on a label and how it reads a name. Each policy has
/// one, a `const` beside its rules (`chromium::POLICY`, `firefox::POLICY`,
/// `uts39::POLICY`), so that a program that makes only one policy links
/// only its rules and tables, and a policy is added without touching
/// another.
pub(super) struct Descriptor {
    /// Its name ([`Policy::name`]).
    pub(super) name: &'static str,
    /// The Unicode version of its data ([`Policy::unicode_version`]).
    pub(super) unicode_version: &'static str,
    /// Its rules on one label.
    pub(super) rules: Rules,
    /// Whether protected names are compared by Chromium's readings (its
    /// skeleton data of Unicode 16, and the characters with two readings),
    /// else by UTS #39's skeletons (Unicode 18).
    pub(super) chromium_skeletons: bool,
    /// Whether the top-level domain is empty after a root dot (Chromium's
    /// reading: what follows the last dot), else the last label.
    pub(super) empty_tld_after_root_dot: bool,
}

impl fmt::Debug for Descriptor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// A policy's rules on one label: the label (its Unicode form), the
/// top-level domain, the policy, and where the reasons go. They answer
/// how many characters of the label read as two things by the policy's
/// skeletons (counted with what they read of each character; none for a
/// policy whose skeletons read each one way), for the protected names.
pub(super) type Rules = fn(&str, &str, &Policy, &mut dyn FnMut(Reason)) -> u32;

/// [`Policy::imitated`]'s type.
type Imitation = for<'p> fn(&'p Policy, &[&str], u32) -> Option<&'p str>;

impl Policy {
    /// The policy of `descriptor` with nothing protected, names read as
    /// URL hosts ([`Options::url`], as browsers do): what the constructors
    /// of `policies.rs` make.
    pub(super) fn of(descriptor: &'static Descriptor) -> Policy {
        Policy {
            descriptor,
            options: Options::url(),
            protected: Protected::new(descriptor.chromium_skeletons),
            expected: Vec::new(),
            imitation: None,
            deviations: false,
            #[cfg(feature = "idna2008")]
            idna2008: false,
        }
    }
}

/// A name that [`Policy::protect`] could not take: not a valid hostname.
///
/// ```
/// use punycode_core::display::Policy;
///
/// let err = Policy::default().protect(["ok.com", "a/b.com"]).unwrap_err();
/// assert_eq!(err.domain(), "a/b.com");
/// assert_eq!((err.error().code(), err.error().position()), ("U1", 1));
/// assert!(err.to_string().starts_with("cannot protect \"a/b.com\": "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProtectError {
    domain: String,
    error: hostname::Error,
}

impl ProtectError {
    /// The name as it was given.
    pub fn domain(&self) -> &str {
        &self.domain
    }

    /// Why UTS #46 refused it.
    pub fn error(&self) -> &hostname::Error {
        &self.error
    }
}

/// A script that [`Policy::expect_script`] does not know: its Unicode
/// name is wanted (`Cyrillic`, `Greek`, `Old_Italic`).
///
/// ```
/// use punycode_core::display::Policy;
///
/// let err = Policy::default().expect_script("Klingon", "com").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unknown script \"Klingon\": give a script's Unicode name, such as Cyrillic or Greek"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownScript {
    script: String,
}

impl UnknownScript {
    /// The name as it was given.
    pub fn script(&self) -> &str {
        &self.script
    }
}

impl fmt::Display for UnknownScript {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown script {:?}: give a script's Unicode name, such as Cyrillic or Greek",
            self.script
        )
    }
}

impl core::error::Error for UnknownScript {}

impl fmt::Display for ProtectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot protect {:?}: {}", self.domain, self.error)
    }
}

impl core::error::Error for ProtectError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.error)
    }
}

impl Policy {
    /// Also hides a label with one of the four deviation characters of UTS
    /// #46 section 6 (`ß`, `ς`, ZWJ, ZWNJ), which IDNA2003 and transitional
    /// processing map to another name (`faß.de` to `fass.de`): for names
    /// that other software may resolve elsewhere. Chromium looks for them
    /// only to count them in its metrics (`GetDeviationCharacter`), not to
    /// hide them; no policy hides them by default.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// assert_eq!(to_display("faß.de", &Policy::default()), "faß.de");
    /// assert_eq!(to_display("faß.de", &Policy::default().deviations(true)), "xn--fa-hia.de");
    /// ```
    #[must_use]
    pub fn deviations(mut self, on: bool) -> Policy {
        self.deviations = on;
        self
    }

    /// Also hides a label that IDNA2008 would not register (feature
    /// `idna2008`; RFC 5891
    /// section 4.2.2): a character that RFC 5892 disallows (punctuation
    /// and symbols that pass for ASCII ones, such as `‐` U+2010 or `’`),
    /// or one of the contextual characters where its rule of RFC 5892
    /// appendix A fails (the middle dot outside `l·l`, Greek keraia not
    /// before Greek, Hebrew geresh and gershayim not after Hebrew, the
    /// Katakana middle dot without Kana or Han, Arabic-Indic digits of
    /// both kinds). UTS #46 keeps such characters, and no policy hides
    /// them by default.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// let strict = Policy::default().idna2008(true);
    /// assert_eq!(to_display("l·l.cat", &strict), "l·l.cat");
    /// assert_eq!(to_display("a·b.cat", &strict), "xn--ab-0ea.cat");
    /// ```
    #[must_use]
    #[cfg(feature = "idna2008")]
    #[cfg_attr(docsrs, doc(cfg(feature = "idna2008")))]
    pub fn idna2008(mut self, on: bool) -> Policy {
        self.idna2008 = on;
        self
    }

    /// Reads names with these UTS #46 options instead of
    /// [`Options::url`] (for example [`Options::lookup`], which refuses `_`).
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    /// use punycode_core::hostname::Options;
    ///
    /// let dns = Policy::default().options(Options::lookup());
    /// // Not a DNS hostname: given back as it came, lowercased.
    /// assert_eq!(to_display("My_Host.example", &dns), "my_host.example");
    /// ```
    #[must_use]
    pub fn options(mut self, options: Options) -> Policy {
        self.options = options;
        self
    }

    /// Adds names to protect: a name that looks like one of them (the same
    /// UTS #39 skeleton) but is not it, nor under it, is shown in ASCII
    /// whole, with [`Reason::LooksLike`] naming it. Its subdomains are not
    /// lookalikes; a name that differs after skeletons (`googles.com` from
    /// `google.com`) is not either. Names may be given in Unicode or ASCII,
    /// in any case. A protected name is a hostname in DNS's sense: it is
    /// read with the policy's [`options`](Policy::options), STD3's letters,
    /// digits and hyphens (RFC 1123, no hyphen first or last; UTS #46's
    /// `CheckHyphens`), and DNS's lengths of its ASCII form (RFC 1034: no
    /// empty label but a root dot, none over 63 bytes, at most 253), so
    /// `""`, `a..b`, `a_b.com` and `-a.com` are refused.
    ///
    /// ```
    /// use punycode_core::display::{check, Policy, Reason};
    ///
    /// let policy = Policy::default().protect(["paypal.com", "xn--80ak6aa92e.com"])?;
    /// let verdict = check("pаypal.com", &policy).unwrap(); // Cyrillic а
    /// assert!(verdict.labels()[0].reasons().contains(&Reason::LooksLike {
    ///     domain: "paypal.com".into()
    /// }));
    /// assert!(check("www.paypal.com", &policy).unwrap().is_shown());
    /// assert!(Policy::default().protect(["a..b"]).is_err()); // an empty label
    /// assert!(Policy::default().protect([""]).is_err());
    /// assert!(Policy::default().protect(["a_b.com"]).is_err()); // not STD3
    /// assert!(Policy::default().protect(["-a.com"]).is_err());
    /// assert!(Policy::default().protect(["exa\u{200D}mple.com"]).is_err());
    /// # Ok::<(), punycode_core::display::ProtectError>(())
    /// ```
    pub fn protect<I>(mut self, domains: I) -> Result<Policy, ProtectError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        self.imitation = Some(Policy::imitated);
        for domain in domains {
            let domain = domain.as_ref();
            let refused = |error| ProtectError {
                domain: domain.to_string(),
                error,
            };
            // (UTS #46's ToUnicode checks no length: the ASCII form is held
            // to them.)
            let hostname = self
                .options
                .use_std3_ascii_rules(true)
                .check_hyphens(true)
                .verify_dns_length(true);
            hostname::to_ascii(domain, hostname).map_err(refused)?;
            let unicode = hostname::to_unicode(domain, hostname).map_err(refused)?;
            let unicode = unicode.strip_suffix('.').unwrap_or(&unicode);
            self.protected.insert(unicode);
        }
        self.protected.finish();
        Ok(self)
    }

    /// Shows labels of `script` (its Unicode name, as in
    /// [`Reason::WholeScriptConfusable`]) that look like Latin under the
    /// top-level domain `tld` too (its Unicode form, without dots), beyond
    /// the policy's list (Chromium's; Firefox's for its Cyrillic and Thai
    /// rules; for [`Policy::uts39`] the countries that write the script).
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// assert_eq!(to_display("ѕсоре.com", &Policy::default()), "xn--e1argc3h.com");
    /// let policy = Policy::default().expect_script("Cyrillic", "com")?;
    /// assert_eq!(to_display("ѕсоре.com", &policy), "ѕсоре.com");
    /// let firefox = Policy::firefox().expect_script("Cyrillic", "com")?;
    /// assert_eq!(to_display("ѕсоре.com", &firefox), "ѕсоре.com");
    /// assert_eq!(to_display("ѕсоре.net", &firefox), "xn--e1argc3h.net");
    ///
    /// // A script is named by its Unicode name, in any case; an unknown
    /// // name is refused, not ignored.
    /// assert!(Policy::default().expect_script("cyrillic", "com").is_ok());
    /// let err = Policy::default().expect_script("Cyrl", "com").unwrap_err();
    /// assert_eq!(err.script(), "Cyrl");
    /// # Ok::<(), punycode_core::display::UnknownScript>(())
    /// ```
    pub fn expect_script(mut self, script: &str, tld: &str) -> Result<Policy, UnknownScript> {
        let Some(name) = ScriptSet::script_named(script) else {
            return Err(UnknownScript {
                script: script.to_string(),
            });
        };
        self.expected
            .push((name.to_string(), tld.to_ascii_lowercase()));
        Ok(self)
    }

    /// The policy's name: `"chromium"` ([`Policy::default`]), `"firefox"`
    /// ([`Policy::firefox`]) or `"uts39"` ([`Policy::uts39`]).
    ///
    /// ```
    /// use punycode_core::display::Policy;
    ///
    /// assert_eq!(Policy::default().name(), "chromium");
    /// assert_eq!(Policy::firefox().protect(["example.com"])?.name(), "firefox");
    /// assert_eq!(Policy::uts39().name(), "uts39");
    /// # Ok::<(), punycode_core::display::ProtectError>(())
    /// ```
    pub fn name(&self) -> &'static str {
        self.descriptor.name
    }

    /// The Unicode version of the policy's data: its identifier profile,
    /// scripts and confusables ([`BROWSER_UNICODE_VERSION`](super::BROWSER_UNICODE_VERSION),
    /// [`FIREFOX_UNICODE_VERSION`](super::FIREFOX_UNICODE_VERSION) or
    /// [`UNICODE_VERSION`](super::UNICODE_VERSION)). Names are read by UTS
    /// #46 of [`hostname::UNICODE_VERSION`] whatever the policy.
    ///
    /// ```
    /// use punycode_core::display::{Policy, UNICODE_VERSION};
    ///
    /// assert_eq!(Policy::default().unicode_version(), "16.0.0");
    /// assert_eq!(Policy::firefox().unicode_version(), "17.0.0");
    /// assert_eq!(Policy::uts39().unicode_version(), UNICODE_VERSION);
    /// ```
    pub fn unicode_version(&self) -> &'static str {
        self.descriptor.unicode_version
    }

    /// The protected names, in their Unicode form.
    ///
    /// ```
    /// use punycode_core::display::Policy;
    ///
    /// let policy = Policy::default().protect(["Example.COM"])?;
    /// assert_eq!(policy.protected().collect::<Vec<_>>(), ["example.com"]);
    /// # Ok::<(), punycode_core::display::ProtectError>(())
    /// ```
    pub fn protected(&self) -> impl Iterator<Item = &str> {
        self.protected.names()
    }

    /// The policy's rules on one label ([`Descriptor::rules`]).
    pub(super) fn rules(&self) -> Rules {
        self.descriptor.rules
    }

    /// Whether any name is protected.
    pub(super) fn protects(&self) -> bool {
        !self.protected.is_empty()
    }

    /// The protected name that the name of `labels` imitates (see
    /// [`Policy::imitated`]), if any name is protected.
    pub(super) fn imitation(&self, labels: &[&str], alternatives: u32) -> Option<&str> {
        self.imitation?(self, labels, alternatives)
    }

    /// [`Protected::imitated`], for [`Policy::imitation`]: a function
    /// that only [`Policy::protect`] names.
    fn imitated(&self, labels: &[&str], alternatives: u32) -> Option<&str> {
        self.protected.imitated(labels, alternatives)
    }

    /// Whether the caller added `tld` for `script` ([`Policy::expect_script`]).
    pub(super) fn expected_by_caller(&self, script: &str, tld: &str) -> bool {
        self.expected.iter().any(|(s, t)| s == script && t == tld)
    }
}
