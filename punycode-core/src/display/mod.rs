//! Showing hostnames to people: each label in Unicode where that is safe,
//! as its A-label (`xn--…`) where it is not (feature `display`).
//!
//! [`hostname::to_unicode`](crate::hostname::to_unicode) answers "what does this A-label say"; this module
//! answers "may I show it to a person". `аррӏе.com` (all Cyrillic) is a
//! valid name that reads as `apple.com`; `pаypal.com` hides one Cyrillic
//! letter among Latin ones. Browsers show such labels as A-labels; so does
//! [`to_display`], by the rules below ([`Policy::default()`]), and
//! [`check`] says for each label whether it is shown and why not.
//!
//! ```
//! use punycode_core::display::{to_display, Policy};
//!
//! let policy = Policy::default();
//! assert_eq!(to_display("xn--bcher-kva.de", &policy), "bücher.de");
//! assert_eq!(to_display("аррӏе.com", &policy), "xn--80ak6aa92e.com");
//! assert_eq!(to_display("аррӏе.рф", &policy), "аррӏе.рф");
//! assert_eq!(to_display("pаypal.com", &policy), "xn--pypal-4ve.com");
//! ```
//!
//! # The browser policy (the default)
//!
//! [`Policy::default()`] decides as Chromium's IDN spoof checker
//! (`IDNSpoofChecker::SafeToDisplayAsUnicode`) does with the ICU its test
//! table was written for: its steps in its order, its character sets and
//! top-level-domain lists, and UTS #39's identifier data of Unicode
//! [`BROWSER_UNICODE_VERSION`] (Chromium's ICU), with Chromium's removals
//! and nothing added. A character that Unicode assigned later is not
//! allowed by it. An ASCII label is always shown as it is. Each step that
//! refuses a label names a [`Reason`]:
//!
//! 1. **ICU's IDNA** refuses `-` first or last and `--` in the third and
//!    fourth positions ([`Reason::Hyphens`]).
//! 2. **ICU's spoof checks**, all of them at once:
//!    - every character in the identifier set ([`Reason::NotAllowed`]):
//!      Unicode 16's General Security Profile less what Chromium takes out
//!      (rare Latin, Greek and Cyrillic blocks, hyphens and quotes that
//!      pass for ASCII ones, `ĸ`, U+0338): `❤.com`, `ɡoogle.com`,
//!      `ḍot.com` stay ASCII;
//!    - "highly restrictive" script mixing by UTS #39's augmented script
//!      sets ([`Reason::MixedScripts`]): `pаypal.com` stays ASCII;
//!      `abc漢字.com`, `日本語カタカナ.jp` and `한국어漢字.kr` show;
//!    - no nonspacing mark twice in one run of marks after NFD
//!      ([`Reason::RepeatedMark`]);
//!    - no dot above on a letter whose own dot hides it, such as Cyrillic
//!      `і` ([`Reason::LookalikeMark`]);
//!    - one digit system ([`Reason::MixedDigits`]).
//! 3. **Letters of one country**: `þ` and `ð` only under `.is` and `.fo`,
//!    `ə` only under `.az`, in a label of more than one character
//!    ([`Reason::TldOnly`]).
//! 4. **The middle dot** `·` only between two `l`, under `.cat`
//!    ([`Reason::Context`]).
//! 5. **A label of one script** (by the augmented sets) without the Kana
//!    and diacritics that step 6 looks at is shown unless it is a
//!    **whole-script confusable** ([`Reason::WholeScriptConfusable`]): its
//!    letters of one of Chromium's 17 scripts are all in Chromium's set of
//!    that script's letters that look Latin, and the TLD is not written in
//!    that script nor on Chromium's list for it (add one with
//!    [`Policy::expect_script`]); Chromium's nine exempt Cyrillic words
//!    (`курс`, `парк`, ...) are not. `аррӏе.com` and `ск.com` stay ASCII,
//!    `аррӏе.рф`, `аррӏе.ru` and `пример.com` show. Nor is it shown when it
//!    is made of ASCII digits and Chromium's **digit lookalikes**
//!    ([`Reason::DigitLookalikes`]): `зз.com`.
//! 6. **Any other label**: not of digit lookalikes; no Latin letter beyond
//!    ASCII unless every character is Latin, Greek, Cyrillic, an ASCII
//!    digit or a diacritic U+0300-U+0339 ([`Reason::LatinWithCjk`]:
//!    `café카페.kr` stays ASCII, `cafe카페.kr` shows); and none of
//!    Chromium's dangerous patterns: stroke, slash and letter lookalikes
//!    among other scripts (`一` `丨` `ノ` `ン` ..., [`Reason::CjkLookalike`]),
//!    `ヽ` `ヾ` not after Katakana, `ー` not after Kana, `・` next to `a`-`z`,
//!    the voiced sound marks U+3099 and U+309A ([`Reason::Context`]), `へ`
//!    `べ` `ぺ` inside the other syllabary ([`Reason::KanaLookalike`]), a
//!    diacritic after a letter that is not Latin, Greek or Cyrillic
//!    ([`Reason::ForeignMark`]), and a mark on `ı` or a dot above `i`, `j`,
//!    `l` ([`Reason::LookalikeMark`]).
//!
//! Then the name: one with a non-ASCII label whose skeleton is that of a
//! protected name ([`Policy::protect`]) without being it or under it is
//! shown in ASCII whole ([`Reason::LooksLike`]). Skeletons are compared as
//! Chromium compares its top domains: UTS #39's (Unicode 16), with a label
//! of Latin, Greek and Cyrillic also without its diacritics, Chromium's
//! extra mappings (`ł` `l`, `ø` `o`, `ш` `w`, `০` `o`, ...) and both
//! readings of `þ`, `œ`, `ł` and `ӏ`. Chromium compares with a list of the
//! top 10,000 sites; here you bring your own.
//!
//! On Chromium's own test table (`kIdnCases` of
//! `idn_spoof_checker_unittest.cc`, with its protected names;
//! `tests/tests/display_chromium.rs`) this policy decides as Chromium on
//! every row.
//!
//! # Firefox's policy
//!
//! [`Policy::firefox()`] decides as Firefox (`nsIDNService::IsLabelSafe`)
//! on Windows, on Unicode [`FIREFOX_UNICODE_VERSION`]'s identifier data
//! (Firefox's ICU 78): its blocklist, `Identifier_Status`, its
//! script-combination table, its Japanese and CJK rules, its mark rules,
//! the letters of one country's TLD, one digit system, and its digit,
//! Cyrillic and Thai lookalikes (see [`Policy::firefox`] for each). The
//! steps it shares with Chromium's are the same code, each with its
//! parameters. On Firefox's own tests (`test_idn_spoof.js`,
//! `test_idn_urls.js`, `test_idn_blacklist.js`;
//! `tests/tests/display_firefox.rs`) it decides as Firefox on every row
//! but those the test file asserts from before Unicode 16's UTS #46
//! (listed there, with the reason).
//!
//! # The UTS #39 policy
//!
//! [`Policy::uts39()`] is the standard alone, on Unicode
//! [`UNICODE_VERSION`]: the identifier profile, "highly restrictive"
//! script mixing, one digit system, no nonspacing mark twice in a run
//! (section 5.4), whole-script confusables by UTS #39's confusables (under
//! TLDs not written in the script and not of the countries that write it),
//! and protected names by UTS #39's skeleton.
//!
//! # Rules no policy has by default
//!
//! Opt-in, each from its source: [`Policy::deviations`] (UTS #46 section
//! 6: `ß`, `ς`, ZWJ and ZWNJ, which older processing maps elsewhere) and
//! `Policy::idna2008` (with feature `idna2008`; RFC 5891 and 5892: what
//! IDNA2008 would not register, its contextual rules included).
//!
//! A name that is not a valid hostname (by [`Policy::options`], the URL
//! profile by default) is never judged: [`to_display`] gives it back with
//! ASCII lowercased and each label that is not ASCII as Punycode of its
//! characters, so no Unicode is shown for a name the policy cannot judge,
//! and nothing is "fixed"; [`check`] gives the UTS #46 error.
//!
//! The data is generated into tables of our own (the feature is off by
//! default; its weight is in BENCHMARKS.md): `unicode-security` and
//! `unicode-script` of each policy's Unicode version, and Chromium's
//! character sets (`unicode-tables/src/browser.rs` names the revision).

mod chromium;
mod data;
mod decide;
mod firefox;
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, reason = "generated")]
mod firefox_tables;
mod keys;
mod optional;
#[cfg(test)]
mod oracle;
mod policies;
mod policy;
mod protected;
mod skeleton;
mod steps;
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, reason = "generated")]
mod tables;
mod uts39;
mod verdict;

pub use self::data::{BROWSER_UNICODE_VERSION, FIREFOX_UNICODE_VERSION, UNICODE_VERSION};
pub use self::decide::{check, to_display};
pub use self::policy::{Policy, ProtectError, UnknownScript};
pub use self::verdict::{LabelVerdict, Reason, Verdict};
