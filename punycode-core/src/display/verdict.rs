//! What the display rules decide of a name: each label's verdict, with the
//! reasons it is not shown in Unicode ([`Reason`]), and the name's.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Why a label is not shown in Unicode: the rule it breaks (see the
/// [module documentation](crate::display) for each rule and why).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// A character outside the policy's identifier set: UTS #39's
    /// General Security Profile (for the browser policy, Unicode 16's less
    /// what Chromium takes out: rare Latin, Greek and Cyrillic blocks,
    /// hyphens and quotes that pass for ASCII ones).
    NotAllowed {
        /// The first such character.
        character: char,
    },
    /// `ß`, `ς`, ZWJ or ZWNJ, which older processing maps to another name
    /// (with [`Policy::deviations`](super::Policy::deviations)).
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
    /// The same nonspacing mark twice in one run of marks, after NFD: it
    /// draws as one.
    RepeatedMark {
        /// The mark.
        character: char,
    },
    /// A mark on a dotless `ı`, or a dot above U+0307 on a letter whose
    /// own dot hides it (`i`, `j`, `l`, a `Soft_Dotted` letter such as
    /// Cyrillic `і`, or one that looks like them).
    LookalikeMark {
        /// The mark.
        character: char,
    },
    /// A character used outside the context it belongs in.
    Context {
        /// The character.
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
    /// A character that IDNA2008 does not permit where it is (with
    /// `Policy::idna2008`, feature `idna2008`).
    NotRegistrable {
        /// The first such character.
        character: char,
    },
    /// A Latin letter beyond ASCII in a label that mixes Latin with Han,
    /// Kana, Hangul or Bopomofo.
    LatinWithCjk {
        /// The letter.
        character: char,
    },
    /// A combining mark after a character of a script it is not used
    /// with: a diacritic U+0300-U+0339 after one that is not Latin, Greek
    /// or Cyrillic (both browsers), or a nonspacing mark whose
    /// `Script_Extensions` lack the script before it (Firefox).
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
    /// `-` first or last, or `--` in the third and fourth positions (which
    /// IDNA reserves for A-labels and other tagged labels): the IDNA of
    /// browsers (ICU's) refuses such a label.
    Hyphens,
    /// A character on the browser's blocklist of characters that pass for
    /// punctuation, spaces or slashes (Firefox's
    /// `IDNCharacterBlocklist.inc`, and the quote-like U+02BB and U+02BC).
    Blocked {
        /// The first such character.
        character: char,
    },
    /// The top-level domain is still an A-label (`xn--`) after decoding,
    /// so its script cannot be known: Firefox hides every label under it.
    EncodedTld,
}

impl Reason {
    /// [`Reason::MixedScripts`], from the scripts of the label before the
    /// character that broke "highly restrictive" and that character's, by
    /// their names; a set without one (Common's) is named `Common`. Every
    /// policy makes the reason here.
    pub(super) fn mixed_scripts(
        first: Option<&'static str>,
        second: Option<&'static str>,
    ) -> Reason {
        Reason::MixedScripts {
            first: first.unwrap_or("Common"),
            second: second.unwrap_or("Common"),
        }
    }

    /// A short stable name of the rule, for logs and JSON: `not-allowed`,
    /// `deviation`, `mixed-scripts`, `mixed-digits`, `digit-lookalikes`,
    /// `whole-script-confusable`, `repeated-mark`, `lookalike-mark`,
    /// `context`, `tld-only`, `looks-like`, `not-registrable`,
    /// `latin-with-cjk`, `foreign-mark`, `cjk-lookalike`, `kana-lookalike`,
    /// `hyphens`, `blocked` or `encoded-tld`.
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
            Reason::TldOnly { .. } => "tld-only",
            Reason::LooksLike { .. } => "looks-like",
            Reason::NotRegistrable { .. } => "not-registrable",
            Reason::LatinWithCjk { .. } => "latin-with-cjk",
            Reason::ForeignMark { .. } => "foreign-mark",
            Reason::CjkLookalike { .. } => "cjk-lookalike",
            Reason::KanaLookalike { .. } => "kana-lookalike",
            Reason::Hyphens => "hyphens",
            Reason::Blocked { .. } => "blocked",
            Reason::EncodedTld => "encoded-tld",
        }
    }
}

/// A character in a message: quoted, with its code point (a mark or a
/// character that draws nothing, by its code point only).
struct Quoted(char);

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        let plain = !crate::hostname::data::props(u32::from(c)).is_mark()
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
                "{} is not in the identifier profile",
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
            Reason::TldOnly { character, tlds } => {
                write!(f, "{} is shown only under ", Quoted(*character))?;
                for (k, tld) in tlds.iter().enumerate() {
                    let sep = if k == 0 { "" } else { ", " };
                    write!(f, "{sep}.{tld}")?;
                }
                Ok(())
            }
            Reason::LooksLike { domain } => write!(f, "the name looks like {domain}"),
            Reason::NotRegistrable { character } => write!(
                f,
                "IDNA2008 does not permit {} here",
                Quoted(*character)
            ),
            Reason::LatinWithCjk { character } => write!(
                f,
                "{} is Latin beyond ASCII, mixed with Han, Kana, Hangul or Bopomofo",
                Quoted(*character)
            ),
            Reason::ForeignMark { character } => write!(
                f,
                "the mark {} follows a character of a script it is not used with",
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
                f.write_str("it starts or ends with '-', or has \"--\" in the third and fourth positions, which IDNA reserves")
            }
            Reason::Blocked { character } => write!(
                f,
                "{} is on the browser's blocklist of characters that pass for punctuation",
                Quoted(*character)
            ),
            Reason::EncodedTld => f.write_str(
                "the top-level domain is still an A-label after decoding, so its script is unknown",
            ),
        }
    }
}

/// One label of a [`Verdict`]: its forms, and why it is not shown in
/// Unicode (nothing when it is).
///
/// ```
/// use punycode_core::display::{check, Policy, Reason};
///
/// let verdict = check("þing.de", &Policy::default()).unwrap();
/// let label = &verdict.labels()[0];
/// assert_eq!((label.unicode(), label.ascii()), ("þing", "xn--ing-ooa"));
/// assert_eq!(
///     label.reasons(),
///     [Reason::TldOnly { character: 'þ', tlds: &["is", "fo"] }]
/// );
/// assert!(!label.is_shown());
/// assert_eq!(label.display(), "xn--ing-ooa");
/// assert_eq!(verdict.labels()[1].display(), "de");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabelVerdict {
    pub(super) unicode: String,
    pub(super) ascii: String,
    pub(super) reasons: Vec<Reason>,
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

    /// The rules it breaks, in the order of the [module documentation](crate::display).
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

/// What [`check`](crate::display::check) found: each label, and whether the name ends with a root
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
    pub(super) labels: Vec<LabelVerdict>,
    pub(super) root: bool,
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
