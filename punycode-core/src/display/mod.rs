//! Showing hostnames to people: each label in Unicode where that is safe,
//! as its A-label (`xn--…`) where it is not (feature `display`).
//!
//! [`uts46::to_unicode`] answers "what does this A-label say"; this module
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
//! # The default policy
//!
//! A label (its Unicode form, after UTS #46) is shown in Unicode when it
//! breaks none of these rules; an ASCII label is always shown as it is.
//! They are UTS #39's mechanisms and what Chromium's IDN spoof checker adds
//! on top ([`Policy::uts39`] keeps only the first kind). Each rule is a
//! [`Reason`]:
//!
//! - **Identifier profile** ([`Reason::NotAllowed`]): every character is in
//!   UTS #39's General Security Profile (`Identifier_Status=Allowed`: the
//!   characters of modern languages; not symbols, emoji, historic scripts
//!   or IPA), or among what browsers admit beside it (Bopomofo, the Kana
//!   voiced sound marks U+3099 and U+309A, Georgian U+10FD-U+10FF, Myanmar
//!   Shan digits): `❤.com`, `ɡoogle.com` (U+0261) stay ASCII.
//! - **Rare letters** ([`Reason::RareLetter`]): none of the blocks browsers
//!   refuse (Pinyin tone letters U+01CD-U+01DC, Latin Extended Additional
//!   but Vietnamese, Greek Extended, Cyrillic Extended-B and -C, Latin
//!   Extended-D, `ĸ`, U+02EC): `ǔnion.com`, `ḷily.com` stay ASCII.
//! - **Deviation characters** ([`Reason::Deviation`]): no `ß`, `ς`, ZWJ or
//!   ZWNJ, which IDNA2003 and transitional processing map to other names
//!   (`faß.de` would go to `fass.de` there): `faß.de` stays ASCII.
//! - **Highly restrictive** ([`Reason::MixedScripts`], UTS #39 section 5.2):
//!   one script by `Script_Extensions`, or Latin with Han and Japanese kana,
//!   with Han and Bopomofo, or with Han and Hangul: `日本語カタカナ.jp` and
//!   `abc漢字.com` show, `pаypal.com` does not.
//! - **One digit system** ([`Reason::MixedDigits`]): `1٢.com` stays ASCII.
//! - **Latin with CJK** ([`Reason::LatinWithCjk`]): in a label that mixes
//!   Latin with Han, Kana, Hangul or Bopomofo, Latin only in ASCII:
//!   `café카페.kr` stays ASCII, `cafe카페.kr` shows.
//! - **Digit lookalikes** ([`Reason::DigitLookalikes`]): a label of ASCII
//!   digits and characters that look like digits (`зз.com`, Cyrillic ze;
//!   `12з4.com`), or of digits of another system every one of which reads
//!   as an ASCII letter or digit (`০২.com` reads `o2`), stays ASCII;
//!   `१२.in` shows.
//! - **Whole-script confusables** ([`Reason::WholeScriptConfusable`]): a
//!   label whose letters (and digits of its script) are all of one
//!   non-Latin script and all look like Latin ones, by UTS #39's
//!   confusables or the browsers' letter sets for Armenian, Cyrillic,
//!   Ethiopic, Georgian, Greek, Hebrew, the Indic scripts, Myanmar and
//!   Thai, is shown only under a top-level domain where that script is
//!   expected: one written in it (`.рф`) or on its list (Cyrillic: `.ru`,
//!   `.su`, `.ua`, `.by`, `.bg`, `.kz`, `.kg`, `.mk`, `.mn`, `.rs`, `.ba`,
//!   `.me`, `.tj`, `.uz`, `.pyc`, `.eu`; Greek: `.gr`, `.cy`, `.eu`;
//!   Armenian `.am`; Georgian `.ge`; Hebrew `.il`; Ethiopic `.et`, `.er`;
//!   Thai `.th`; Lao `.la`; Myanmar `.mm`; add more with
//!   [`Policy::expect_script`]). `ѕсоре.com` and `ск.com` stay ASCII,
//!   `ѕсоре.ru` shows, and `пример.com` shows (`и` looks like no Latin
//!   letter).
//! - **Repeated marks** ([`Reason::RepeatedMark`]): the same combining mark
//!   twice in a row draws as one, and so does a diacritic after a letter
//!   that already has it (`á` U+0301).
//! - **Dotless i and j, dot above** ([`Reason::LookalikeMark`]): no mark on
//!   `ı` or `ȷ`, no U+0307 on `i`, `j` or `l` (`i̇` reads as `i`).
//! - **Marks after other scripts** ([`Reason::ForeignMark`]): the combining
//!   diacritics U+0300-U+0339 only after Latin, Greek or Cyrillic: `한̇글.com`
//!   stays ASCII.
//! - **Contexts** ([`Reason::Context`], RFC 5892 appendix A and browsers):
//!   `·` only in `l·l` and under `.cat`; `ー` only after Hiragana or
//!   Katakana; `ヽ` `ヾ` only after Katakana, `ゝ` `ゞ` after Hiragana, the
//!   voiced sound marks U+3099 and U+309A after Kana; `・` only in a label
//!   with Hiragana, Katakana or Han; Greek `͵` only before Greek; Hebrew `׳`
//!   and `״` only after Hebrew (a lone `״` under `.il`).
//! - **Punctuation** ([`Reason::Punctuation`]): none but `-` and the
//!   characters above (and the Tibetan tsheg `་`, which ends every
//!   syllable), and no quote-like letters (U+02BB, U+02BC): `abc‐def.com`
//!   (U+2010 HYPHEN), `a’b.com`, `aʼb.com`, `ァ‧ィ.jp` stay ASCII; IDNA2008
//!   disallows the punctuation, and browsers hide it.
//! - **TLD-only letters** ([`Reason::TldOnly`]): `þ` only under `.is`, `ð`
//!   under `.is` and `.fo`, `ə` under `.az`; elsewhere they pass for `p`,
//!   `d` and `e`.
//! - **CJK lookalikes** ([`Reason::CjkLookalike`]): in a label that mixes
//!   scripts, the ideographs and Bopomofo that pass for a stroke, a digit or
//!   a Latin letter (`一` `丨` `七` `十` `〇` `工` `丁` `ㄧ` ...) not next to
//!   a character that is not CJK, and those that pass for a slash (`ノ`
//!   `ン` `ソ` `ゾ` `丶` `乀` `乁` `丿`) not between two: `google一.com`,
//!   `abcンdef.com` stay ASCII; `一12.cn` and `ビタミンb1.com` show.
//! - **Kana lookalikes** ([`Reason::KanaLookalike`]): Hiragana `へ` `べ` `ぺ`
//!   not inside Katakana, Katakana `ヘ` `ベ` `ペ` not inside Hiragana, which
//!   look exactly alike.
//! - **Hyphens** ([`Reason::Hyphens`]): no `--` in the third and fourth
//!   positions, which IDNA reserves (Chromium's IDNA refuses such a label).
//! - **Protected names** ([`Reason::LooksLike`], [`Policy::protect`]): a
//!   name with a non-ASCII label whose skeleton is that of a protected name
//!   (or of one with subdomains), without being it, is shown in ASCII
//!   whole. Skeletons are compared as Chromium compares its top domains: a
//!   label of Latin, Greek and Cyrillic without its diacritics (`tést` is
//!   `test`), Chromium's mappings on top of UTS #39's confusables (`ł` `l`,
//!   `ø` `o`, `đ` `d`, `ħ` `h`, `ŧ` `t`, `ŋ` `n`, `ш` `w`, `м` `m`, `т` `t`,
//!   `০` `o`, ...), and both readings of `þ` (`b`, `p`), `œ` (`ce`, `oe`),
//!   `ł` (`l`, `t`) and `ӏ` (`i`, `l`). So `tést.net` and `some.tést.net`
//!   look like a protected `test.net`; `ést.net` does not.
//!
//! A name that is not a valid hostname (by [`Policy::options`], the URL
//! profile by default) is never judged: [`to_display`] gives it back with
//! ASCII lowercased and each label that is not ASCII as Punycode of its
//! characters, so no Unicode is shown for a name the policy cannot judge,
//! and nothing is "fixed"; [`check`] gives the UTS #46 error.
//!
//! # Where we differ from Chromium
//!
//! Measured on Chromium's own test table (`kIdnCases` of
//! `idn_spoof_checker_unittest.cc`, 452 names, with its 37 protected names;
//! `tests/tests/display_chromium.rs`): we decide as Chromium on 451, show
//! none of the 349 it keeps as punycode, and keep one of its 103 Unicode
//! names as punycode:
//!
//! - `курс.com`: Chromium exempts nine common Cyrillic words from its
//!   whole-script rule by a list of words. A list of names is no rule;
//!   here every such label (`курс` reads `kypc`) stays ASCII outside the
//!   Cyrillic TLDs.
//!
//! Beyond its table, where Chromium's rule is narrower than its purpose:
//!
//! - Cyrillic and Greek labels that look Latin also show under the other
//!   ccTLDs of countries that write them (`.mk`, `.rs`, `.me`, ..., `.cy`,
//!   `.eu`), not only Chromium's list.
//! - The Hiragana iteration marks follow Hiragana, as the Katakana ones
//!   follow Katakana (Chromium restricts only the Katakana ones); the voiced
//!   sound marks follow Kana in every label (Chromium hides them in any
//!   label of mixed scripts, and shows them after anything in a label of
//!   one).
//! - A label of another system's digits that all read as ASCII (`০২`) is
//!   hidden without a protected name to compare it with (Chromium hides it
//!   only when it matches one of its top sites).
//!
//! Chromium also compares names with a list of the top 10,000 sites; here
//! you bring your own ([`Policy::protect`]). The data is
//! `unicode-security` and `unicode-script`'s (Unicode [`UNICODE_VERSION`])
//! and Chromium's character sets (`unicode-tables/src/browser.rs` names the
//! revision), in tables of our own (about 28.5 KB; the feature is off by
//! default).

mod data;
#[cfg(test)]
mod oracle;
mod policy;
mod rules;
mod skeleton;
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, reason = "generated")]
mod tables;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write as _};

pub use self::policy::{Policy, ProtectError};
use crate::uts46;

/// The version of the Unicode data of the display rules (UTS #39's
/// identifier profile and confusables, `Script_Extensions`).
///
/// ```
/// assert_eq!(punycode_core::display::UNICODE_VERSION, "18.0.0");
/// ```
pub const UNICODE_VERSION: &str = data::UNICODE_VERSION;

/// Why a label is not shown in Unicode: the rule it breaks (see the
/// [module documentation](self) for each rule and why).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// A character outside UTS #39's identifier profile.
    NotAllowed {
        /// The first such character.
        character: char,
    },
    /// `ß`, `ς`, ZWJ or ZWNJ, which older processing maps to another name.
    Deviation {
        /// The first such character.
        character: char,
    },
    /// Scripts mixed beyond UTS #39's "highly restrictive".
    MixedScripts {
        /// The script of the label before the character that broke it.
        first: &'static str,
        /// That character's script.
        second: &'static str,
    },
    /// Digits of two systems.
    MixedDigits {
        /// A digit of the first system.
        first: char,
        /// One of the second.
        second: char,
    },
    /// Only digits and characters that look like digits.
    DigitLookalikes {
        /// The first character that looks like a digit.
        character: char,
    },
    /// Every letter is of one script and looks like a Latin letter, and the
    /// top-level domain is not one where that script is expected.
    WholeScriptConfusable {
        /// The script.
        script: &'static str,
    },
    /// The same combining mark twice in a row.
    RepeatedMark {
        /// The mark.
        character: char,
    },
    /// A mark on a dotless `ı` or `ȷ`, or a dot above on `i`, `j` or `l`.
    LookalikeMark {
        /// The mark.
        character: char,
    },
    /// A character used outside the context it belongs in.
    Context {
        /// The character.
        character: char,
    },
    /// Punctuation that passes for a hyphen, a quote or a dot.
    Punctuation {
        /// The first such character.
        character: char,
    },
    /// A letter that is shown only under certain top-level domains.
    TldOnly {
        /// The letter.
        character: char,
        /// Where it is shown.
        tlds: &'static [&'static str],
    },
    /// The name looks like a protected name.
    LooksLike {
        /// The protected name (its Unicode form).
        domain: String,
    },
    /// A rare letter of a block browsers refuse (Pinyin tone letters,
    /// Latin Extended Additional but Vietnamese, Greek Extended, ...).
    RareLetter {
        /// The letter.
        character: char,
    },
    /// A Latin letter beyond ASCII in a label that mixes Latin with Han,
    /// Kana, Hangul or Bopomofo.
    LatinWithCjk {
        /// The letter.
        character: char,
    },
    /// A combining diacritic (U+0300-U+0339) after a character that is not
    /// Latin, Greek or Cyrillic.
    ForeignMark {
        /// The mark.
        character: char,
    },
    /// A CJK character that looks like a stroke, a slash, a digit or a
    /// Latin letter, next to characters that are not CJK.
    CjkLookalike {
        /// The character.
        character: char,
    },
    /// A Hiragana letter among Katakana (or the reverse) that looks
    /// exactly like the other syllabary's letter.
    KanaLookalike {
        /// The letter.
        character: char,
    },
    /// `--` in the third and fourth positions, which IDNA reserves for
    /// A-labels and other tagged labels.
    Hyphens,
}

impl Reason {
    /// A short stable name of the rule, for logs and JSON: `not-allowed`,
    /// `deviation`, `mixed-scripts`, `mixed-digits`, `digit-lookalikes`,
    /// `whole-script-confusable`, `repeated-mark`, `lookalike-mark`,
    /// `context`, `punctuation`, `tld-only`, `looks-like`, `rare-letter`,
    /// `latin-with-cjk`, `foreign-mark`, `cjk-lookalike`, `kana-lookalike`
    /// or `hyphens`.
    ///
    /// ```
    /// use punycode_core::display::Reason;
    ///
    /// assert_eq!(Reason::Deviation { character: 'ß' }.code(), "deviation");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            Reason::NotAllowed { .. } => "not-allowed",
            Reason::Deviation { .. } => "deviation",
            Reason::MixedScripts { .. } => "mixed-scripts",
            Reason::MixedDigits { .. } => "mixed-digits",
            Reason::DigitLookalikes { .. } => "digit-lookalikes",
            Reason::WholeScriptConfusable { .. } => "whole-script-confusable",
            Reason::RepeatedMark { .. } => "repeated-mark",
            Reason::LookalikeMark { .. } => "lookalike-mark",
            Reason::Context { .. } => "context",
            Reason::Punctuation { .. } => "punctuation",
            Reason::TldOnly { .. } => "tld-only",
            Reason::LooksLike { .. } => "looks-like",
            Reason::RareLetter { .. } => "rare-letter",
            Reason::LatinWithCjk { .. } => "latin-with-cjk",
            Reason::ForeignMark { .. } => "foreign-mark",
            Reason::CjkLookalike { .. } => "cjk-lookalike",
            Reason::KanaLookalike { .. } => "kana-lookalike",
            Reason::Hyphens => "hyphens",
        }
    }
}

/// A character in a message: quoted, with its code point (a mark or a
/// character that draws nothing, by its code point only).
struct Quoted(char);

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        let plain = !crate::uts46::data::props(u32::from(c)).is_mark()
            && !matches!(c, '\u{200C}' | '\u{200D}');
        if plain {
            write!(f, "'{c}' (U+{:04X})", u32::from(c))
        } else {
            write!(f, "U+{:04X}", u32::from(c))
        }
    }
}

impl fmt::Display for Reason {
    /// ```
    /// use punycode_core::display::Reason;
    ///
    /// let reason = Reason::MixedScripts { first: "Latin", second: "Cyrillic" };
    /// assert_eq!(reason.to_string(), "it mixes the Latin and Cyrillic scripts");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::NotAllowed { character } => write!(
                f,
                "{} is not in UTS #39's identifier profile",
                Quoted(*character)
            ),
            Reason::Deviation { character } => write!(
                f,
                "{} is a deviation character: older processing maps it to another name",
                Quoted(*character)
            ),
            Reason::MixedScripts { first, second } => {
                write!(f, "it mixes the {first} and {second} scripts")
            }
            Reason::MixedDigits { first, second } => write!(
                f,
                "it mixes digits of two systems, {} and {}",
                Quoted(*first),
                Quoted(*second)
            ),
            Reason::DigitLookalikes { character } => write!(
                f,
                "it has only digits and characters that look like digits, such as {}",
                Quoted(*character)
            ),
            Reason::WholeScriptConfusable { script } => write!(
                f,
                "every letter is {script} and looks like a Latin letter, \
                 and {script} is not expected under this top-level domain"
            ),
            Reason::RepeatedMark { character } => {
                write!(f, "the mark {} is repeated", Quoted(*character))
            }
            Reason::LookalikeMark { character } => write!(
                f,
                "the mark {} on a dotless i or j, or a dot above on i, j or l, reads as a plain letter",
                Quoted(*character)
            ),
            Reason::Context { character } => write!(
                f,
                "{} is used outside the context it belongs in",
                Quoted(*character)
            ),
            Reason::Punctuation { character } => write!(
                f,
                "{} is punctuation that passes for a hyphen, a quote or a dot",
                Quoted(*character)
            ),
            Reason::TldOnly { character, tlds } => {
                write!(f, "{} is shown only under ", Quoted(*character))?;
                for (k, tld) in tlds.iter().enumerate() {
                    let sep = if k == 0 { "" } else { ", " };
                    write!(f, "{sep}.{tld}")?;
                }
                Ok(())
            }
            Reason::LooksLike { domain } => write!(f, "the name looks like {domain}"),
            Reason::RareLetter { character } => write!(
                f,
                "{} is a rare letter that passes for a common one",
                Quoted(*character)
            ),
            Reason::LatinWithCjk { character } => write!(
                f,
                "{} is Latin beyond ASCII, mixed with Han, Kana, Hangul or Bopomofo",
                Quoted(*character)
            ),
            Reason::ForeignMark { character } => write!(
                f,
                "the mark {} follows a character that is not Latin, Greek or Cyrillic",
                Quoted(*character)
            ),
            Reason::CjkLookalike { character } => write!(
                f,
                "{} looks like a stroke, a slash, a digit or a Latin letter next to characters that are not CJK",
                Quoted(*character)
            ),
            Reason::KanaLookalike { character } => write!(
                f,
                "{} looks exactly like a letter of the other Kana syllabary around it",
                Quoted(*character)
            ),
            Reason::Hyphens => {
                f.write_str("it has \"--\" in the third and fourth positions, which IDNA reserves")
            }
        }
    }
}

/// One label of a [`Verdict`]: its forms, and why it is not shown in
/// Unicode (nothing when it is).
///
/// ```
/// use punycode_core::display::{check, Policy, Reason};
///
/// let verdict = check("faß.de", &Policy::default()).unwrap();
/// let label = &verdict.labels()[0];
/// assert_eq!((label.unicode(), label.ascii()), ("faß", "xn--fa-hia"));
/// assert_eq!(label.reasons(), [Reason::Deviation { character: 'ß' }]);
/// assert!(!label.is_shown());
/// assert_eq!(label.display(), "xn--fa-hia");
/// assert_eq!(verdict.labels()[1].display(), "de");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabelVerdict {
    unicode: String,
    ascii: String,
    reasons: Vec<Reason>,
}

impl LabelVerdict {
    /// Its Unicode form (UTS #46 `ToUnicode`).
    pub fn unicode(&self) -> &str {
        &self.unicode
    }

    /// Its ASCII form (an A-label, or the label itself when it is ASCII).
    pub fn ascii(&self) -> &str {
        &self.ascii
    }

    /// The rules it breaks, in the order of the [module documentation](self).
    pub fn reasons(&self) -> &[Reason] {
        &self.reasons
    }

    /// Whether it is shown in Unicode.
    pub fn is_shown(&self) -> bool {
        self.reasons.is_empty()
    }

    /// How it is shown: [`unicode`](Self::unicode) or [`ascii`](Self::ascii).
    pub fn display(&self) -> &str {
        if self.is_shown() {
            &self.unicode
        } else {
            &self.ascii
        }
    }
}

/// What [`check`] found: each label, and whether the name ends with a root
/// dot. Its [`Display`](fmt::Display) is the display form.
///
/// ```
/// use punycode_core::display::{check, Policy, Reason};
///
/// let verdict = check("www.xn--pypal-4ve.com.", &Policy::default()).unwrap();
/// assert!(!verdict.is_shown());
/// let labels = verdict.labels();
/// assert_eq!(labels.len(), 3);
/// assert!(labels[0].is_shown() && labels[2].is_shown());
/// assert_eq!(labels[1].unicode(), "pаypal");
/// assert_eq!(
///     labels[1].reasons(),
///     [Reason::MixedScripts { first: "Latin", second: "Cyrillic" }]
/// );
/// assert_eq!(verdict.to_string(), "www.xn--pypal-4ve.com.");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    labels: Vec<LabelVerdict>,
    root: bool,
}

impl Verdict {
    /// The labels, in order (not the root's empty one).
    pub fn labels(&self) -> &[LabelVerdict] {
        &self.labels
    }

    /// Whether every label is shown in Unicode.
    pub fn is_shown(&self) -> bool {
        self.labels.iter().all(LabelVerdict::is_shown)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, label) in self.labels.iter().enumerate() {
            if k > 0 {
                f.write_str(".")?;
            }
            f.write_str(label.display())?;
        }
        if self.root {
            f.write_str(".")?;
        }
        Ok(())
    }
}

/// The name as a person should see it: each label in Unicode where the
/// policy allows, else as its A-label. A name that is not valid comes back
/// as given, with ASCII lowercased and each non-ASCII label as Punycode of
/// its characters (never Unicode the policy has not judged).
///
/// ```
/// use punycode_core::display::{to_display, Policy};
///
/// let policy = Policy::default();
/// assert_eq!(to_display("Bücher.DE", &policy), "bücher.de");
/// assert_eq!(to_display("xn--e1afmkfd.xn--p1ai", &policy), "пример.рф");
/// assert_eq!(to_display("xn--80ak6aa92e.com", &policy), "xn--80ak6aa92e.com");
/// assert_eq!(to_display("EXAMPLE.com", &policy), "example.com");
/// // Not valid (a joiner out of context): Unicode is never shown.
/// assert_eq!(to_display("a\u{200D}b.com", &policy), "xn--ab-m1t.com");
/// ```
pub fn to_display(name: &str, policy: &Policy) -> String {
    if name.is_ascii() && !has_a_label(name) {
        // Nothing to decode: ASCII is shown as it is (lowercased), valid
        // or not.
        return name.to_ascii_lowercase();
    }
    let Ok(unicode) = uts46::to_unicode(name, policy.options) else {
        return as_given(name);
    };
    // Which labels are hidden, a bit each (a vector past 64 labels).
    let mut bits = 0u64;
    let mut many: Vec<bool> = Vec::new();
    let (text, root) = without_root(&unicode);
    let labels = Labels::of(text);
    judge(text, labels.as_slice(), policy, |k, _| {
        if k < 64 {
            bits |= 1 << k;
        } else {
            many.resize(many.len().max(k + 1), false);
            many[k] = true;
        }
    });
    if bits == 0 && many.is_empty() {
        return unicode;
    }
    let shown = |k: usize| match k {
        0..64 => bits & 1 << k == 0,
        _ => !many.get(k).copied().unwrap_or(false),
    };
    let mut out = String::with_capacity(unicode.len() + 16);
    for (k, label) in labels.as_slice().iter().enumerate() {
        if k > 0 {
            out.push('.');
        }
        if shown(k) || label.is_ascii() {
            out.push_str(label);
            continue;
        }
        match a_label(label, policy) {
            Ok(a_label) => out.push_str(&a_label),
            Err(_) => return as_given(name),
        }
    }
    if root {
        out.push('.');
    }
    out
}

/// Each label of `name`: its Unicode and ASCII forms, and the rules of the
/// policy it breaks. `Err` for a name that is not valid by the policy's
/// [`Options`](uts46::Options).
///
/// ```
/// use punycode_core::display::{check, Policy, Reason};
///
/// let verdict = check("ѕсоре.com", &Policy::default())?;
/// assert_eq!(
///     verdict.labels()[0].reasons(),
///     [Reason::WholeScriptConfusable { script: "Cyrillic" }]
/// );
/// assert!(check("ѕсоре.рф", &Policy::default())?.is_shown());
/// assert!(check("a..b", &Policy::default().options(punycode_core::uts46::Options::dns())).is_err());
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn check(name: &str, policy: &Policy) -> Result<Verdict, uts46::Error> {
    let unicode = uts46::to_unicode(name, policy.options)?;
    let mut reasons: Vec<Vec<Reason>> = Vec::new();
    let (text, root) = without_root(&unicode);
    let texts = Labels::of(text);
    let texts = texts.as_slice();
    judge(text, texts, policy, |k, reason| {
        reasons.resize_with(reasons.len().max(k + 1), Vec::new);
        reasons[k].push(reason);
    });
    reasons.resize_with(texts.len(), Vec::new);
    let mut labels = Vec::with_capacity(texts.len());
    for (&label, reasons) in texts.iter().zip(reasons) {
        let ascii = if label.is_ascii() {
            label.to_string()
        } else {
            a_label(label, policy)?
        };
        labels.push(LabelVerdict {
            unicode: label.to_string(),
            ascii,
            reasons,
        });
    }
    Ok(Verdict { labels, root })
}

/// Judges each label of `text` (what `to_unicode` gave, without its root
/// dot), `labels`, by the policy: `reason(k, reason)` for each rule label
/// `k` breaks, then each non-ASCII label looks like a protected name if
/// the whole name does.
fn judge(text: &str, labels: &[&str], policy: &Policy, mut reason: impl FnMut(usize, Reason)) {
    let tld = labels.last().copied().unwrap_or("");
    let mut alternatives = 0;
    for (k, label) in labels.iter().enumerate() {
        if !label.is_ascii() {
            let mut facts = rules::Facts::default();
            facts.gather(label, tld);
            facts.reasons(label, tld, policy, |r| reason(k, r));
            alternatives += facts.alternatives;
        }
    }
    if policy.protects() && !text.is_ascii() {
        if let Some(domain) = policy.imitated(labels, alternatives) {
            for (k, _) in labels.iter().enumerate().filter(|(_, l)| !l.is_ascii()) {
                reason(
                    k,
                    Reason::LooksLike {
                        domain: domain.to_string(),
                    },
                );
            }
        }
    }
}

/// The labels of a name: on the stack up to [`Labels::FEW`] (nearly every
/// name), so that judging one allocates nothing for them.
enum Labels<'a> {
    Few([&'a str; Labels::FEW], usize),
    Many(Vec<&'a str>),
}

impl<'a> Labels<'a> {
    const FEW: usize = 8;

    /// Inline, so that the labels are made where they are kept (a move of
    /// them is a copy of their array).
    #[inline(always)]
    fn of(text: &'a str) -> Labels<'a> {
        // By bytes: a `.` is one, and `str::split` costs more than these
        // few labels.
        let mut labels = Labels::Few([""; Labels::FEW], 0);
        let mut start = 0;
        for (at, &b) in text.as_bytes().iter().enumerate() {
            if b == b'.' {
                labels.push(&text[start..at]);
                start = at + 1;
            }
        }
        labels.push(&text[start..]);
        labels
    }

    fn push(&mut self, label: &'a str) {
        match self {
            Labels::Few(few, n) if *n < Labels::FEW => {
                few[*n] = label;
                *n += 1;
            }
            Labels::Few(few, _) => {
                let mut many = few.to_vec();
                many.push(label);
                *self = Labels::Many(many);
            }
            Labels::Many(many) => many.push(label),
        }
    }

    fn as_slice(&self) -> &[&'a str] {
        match self {
            Labels::Few(few, n) => &few[..*n],
            Labels::Many(many) => many,
        }
    }
}

/// The A-label of a label that `to_unicode` gave: UTS #46 `ToASCII` of it
/// alone, without DNS lengths (`ToUnicode` has none, and what is shown of a
/// name does not depend on them).
fn a_label(label: &str, policy: &Policy) -> Result<String, uts46::Error> {
    uts46::to_ascii(label, policy.options.verify_dns_length(false))
}

/// A name without its root dot, and whether it had one.
fn without_root(name: &str) -> (&str, bool) {
    match name.strip_suffix('.') {
        Some(text) if !text.is_empty() => (text, true),
        _ => (name, false),
    }
}

/// Whether an ASCII name has a label that starts with `xn--` (any case).
fn has_a_label(name: &str) -> bool {
    name.split(['.']).any(|label| {
        label.len() >= 4 && label[..2].eq_ignore_ascii_case("xn") && &label[2..4] == "--"
    })
}

/// A name that is not valid, for showing: ASCII lowercased, each label that
/// is not ASCII as `xn--` and the Punycode of its characters as given (or
/// its code points, `\u{…}`, should Punycode fail).
fn as_given(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for (k, label) in name.split('.').enumerate() {
        if k > 0 {
            out.push('.');
        }
        if label.is_ascii() {
            out.push_str(&label.to_ascii_lowercase());
            continue;
        }
        match crate::punycode::string::encode(label) {
            Ok(punycode) => {
                out.push_str("xn--");
                out.push_str(&punycode.to_ascii_lowercase());
            }
            Err(_) => {
                for c in label.chars() {
                    if c.is_ascii() {
                        out.push(c.to_ascii_lowercase());
                    } else {
                        let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
                    }
                }
            }
        }
    }
    out
}
