//! The policies, each a choice of data and rules: Chromium's
//! ([`Policy::default`], `chromium.rs`), Firefox's ([`Policy::firefox`],
//! `firefox.rs`) and UTS #39's ([`Policy::uts39`], `uts39.rs`), each
//! made from its module's descriptor (`POLICY`).

use super::policy::{Descriptor, Policy};
use super::{chromium, firefox, uts39};

/// Every policy, in [`Policy::NAMES`]'s order: the one list of them.
const ALL: [&Descriptor; 3] = [&chromium::POLICY, &firefox::POLICY, &uts39::POLICY];

impl Default for Policy {
    /// The browser policy: names are read as URL hosts
    /// ([`Options::url`](crate::hostname::Options::url), as browsers do);
    /// nothing is protected.
    fn default() -> Policy {
        Policy::of(&chromium::POLICY)
    }
}

impl Policy {
    /// The same as [`Policy::default()`].
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// assert_eq!(to_display("bücher.de", &Policy::new()), "bücher.de");
    /// ```
    pub fn new() -> Policy {
        Policy::default()
    }

    /// The names of the policies, as [`Policy::name`] gives them and
    /// [`Policy::named`] takes them.
    ///
    /// ```
    /// use punycode_core::display::Policy;
    ///
    /// assert_eq!(Policy::NAMES, ["chromium", "firefox", "uts39"]);
    /// ```
    pub const NAMES: [&'static str; 3] = [ALL[0].name, ALL[1].name, ALL[2].name];

    /// The policy named `name` ([`Policy::name`], one of
    /// [`Policy::NAMES`]), for a caller that reads it from configuration;
    /// `None` for another name. A program that calls it links every
    /// policy's rules and tables.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// let firefox = Policy::named("firefox").unwrap();
    /// assert_eq!(firefox.name(), "firefox");
    /// assert_eq!(to_display("ικα.com", &firefox), "ικα.com");
    /// assert!(Policy::named("Firefox").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Policy> {
        ALL.into_iter()
            .find(|policy| policy.name == name)
            .map(Policy::of)
    }

    /// UTS #39 alone, on Unicode 18's data ([`UNICODE_VERSION`](super::UNICODE_VERSION)),
    /// without what browsers add: the identifier profile
    /// (`Identifier_Status=Allowed`), "highly restrictive" script mixing,
    /// one digit system, no nonspacing mark twice in a run (section 5.4),
    /// whole-script confusables by UTS #39's confusables (under the
    /// top-level domains of the countries that write a script, or written
    /// in it), and protected names compared by UTS #39's skeleton. Every
    /// other rule of the [module documentation](super) is off: this is for
    /// callers who want exactly the standard, not what an address bar
    /// shows.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// // U+00B7 outside .cat, and a Cyrillic label of letters that look
    /// // Latin by the browsers' lists (not UTS #39's confusables).
    /// assert_eq!(to_display("l·l.com", &Policy::uts39()), "l·l.com");
    /// assert_eq!(to_display("l·l.com", &Policy::default()), "xn--ll-0ea.com");
    /// assert_eq!(to_display("ск.com", &Policy::uts39()), "ск.com");
    /// assert_eq!(to_display("ск.com", &Policy::default()), "xn--j1an.com");
    /// ```
    pub fn uts39() -> Policy {
        Policy::of(&uts39::POLICY)
    }

    /// Firefox's policy: `nsIDNService::IsLabelSafe`, every step in its
    /// order, on Unicode 17's identifier data (Firefox's ICU 78,
    /// [`FIREFOX_UNICODE_VERSION`](super::FIREFOX_UNICODE_VERSION)), as
    /// Firefox decides on Windows (Linux hides seven more Thai letters,
    /// macOS five characters its fonts draw badly). Names are read as
    /// Firefox reads them: URL hosts, hyphens anywhere, the first error
    /// failing the name. A label is hidden for the first of:
    ///
    /// 1. a character on Firefox's blocklist (`IDNCharacterBlocklist.inc`,
    ///    the BMP only) or U+02BB, U+02BC ([`Reason::Blocked`](super::Reason::Blocked));
    ///    a top-level domain still `xn--` ([`Reason::EncodedTld`](super::Reason::EncodedTld));
    /// 2. a character that is not `Identifier_Status=Allowed`
    ///    ([`Reason::NotAllowed`](super::Reason::NotAllowed));
    /// 3. scripts mixed beyond "highly restrictive" by `Script` (Common and
    ///    Inherited aside): Latin with Han and Kana, Han and Bopomofo, or
    ///    Han and Hangul; any other script alone;
    /// 4. the Japanese and CJK rules: `ー` not after Kana, `へ` `べ` `ぺ`
    ///    beside Katakana (and the reverse), `ヽ` `ヾ` not after Katakana,
    ///    a slash lookalike with no Han or Kana beside it, `・` beside
    ///    Latin, and twenty stroke and letter lookalikes (`一` `ㄧ` `工`
    ///    ...) beside what is neither CJK nor an ASCII digit;
    /// 5. a diacritic U+0300-U+0339 after a script other than Latin, Greek
    ///    or Cyrillic; U+0307 after `i`, `j`, `l`; a nonspacing mark twice
    ///    in a row, after a script its `Script_Extensions` lack, or an
    ///    accent on `ı`;
    /// 6. `·` except between two `l` under `.cat`; `þ` `ð` outside `.is`
    ///    and `.fo`; `ə` outside `.az`; digits of two systems;
    /// 7. a label of ASCII digits and Firefox's digit lookalikes only, with
    ///    one of them; one whose Cyrillic letters are all Latin lookalikes
    ///    (unless the TLD is written in Cyrillic or is `bg`, `by`, `kz`,
    ///    `pyc`, `ru`, `su`, `ua`, `uz`); one whose Thai letters are all
    ///    Latin lookalikes (unless the TLD is `th` or written in Thai).
    ///
    /// [`Policy::expect_script`] adds to Firefox's TLDs for Cyrillic and
    /// Thai. Firefox compares no name with a list; names given to
    /// [`Policy::protect`] are compared by UTS #39's skeleton.
    ///
    /// Where Firefox and Chromium part: Firefox shows whole-script
    /// confusables of other scripts (`ικα.com`), non-ASCII Latin beside Han
    /// (`héllo中国.cn`), a label with `--` in the third and fourth places,
    /// and has no list of top domains; it hides Bopomofo, the Hebrew
    /// gershayim (blocklisted) and Shan digits under the Myanmar TLD.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// let firefox = Policy::firefox();
    /// assert_eq!(to_display("ικα.com", &firefox), "ικα.com");
    /// assert_eq!(to_display("ικα.com", &Policy::default()), "xn--mxapd.com");
    /// assert_eq!(to_display("ѕсоре.com", &firefox), "xn--e1argc3h.com");
    /// assert_eq!(to_display("ѕсоре.рф", &firefox), "ѕсоре.рф");
    /// ```
    pub fn firefox() -> Policy {
        Policy::of(&firefox::POLICY)
    }
}
