//! The steps more than one policy takes (`chromium.rs`, `firefox.rs`,
//! `uts39.rs`), each written once with what differs between them as a
//! parameter: whether a script is expected under a top-level domain, the
//! letters of one country's top-level domain, the Catalan middle dot, the
//! dot above on `i`, `j` and `l`, a mark on dotless `ı`, the Kana twins
//! and the Kana marks in context, the lookalike rules (each browser its
//! own sets), one digit system, and the CJK characters that look like
//! slashes, strokes or Latin letters (the same sets in both). The
//! diacritics both browsers look at are `data::browser::is_diacritic`.

use super::policy::Policy;
use super::verdict::Reason;

/// Whether labels of `script` are expected under the top-level domain
/// `tld` (its Unicode form), the question of every policy's
/// whole-script-confusable rule: the TLD is on the policy's list for the
/// script (`tlds`), the caller named it ([`Policy::expect_script`]), or it
/// is written in the script (`of_script`: a character of it, as the
/// policy reads scripts).
pub(super) fn script_expected(
    policy: &Policy,
    script: &str,
    tld: &str,
    tlds: &[&str],
    of_script: impl Fn(char) -> bool,
) -> bool {
    tlds.contains(&tld) || policy.expected_by_caller(script, tld) || tld.chars().any(of_script)
}

/// `þ` and `ð` outside `.is` and `.fo`, `ə` outside `.az`: the reason
/// when `c` is such a letter under `tld`.
#[inline]
pub(super) fn country_letter(c: char, tld: &str) -> Option<Reason> {
    let tlds: &'static [&'static str] = match c {
        '\u{FE}' | '\u{F0}' => &["is", "fo"],
        '\u{259}' => &["az"],
        _ => return None,
    };
    (!tlds.contains(&tld)).then_some(Reason::TldOnly { character: c, tlds })
}

/// Whether a middle dot `·` between `before` and `after` is in place: between
/// two `l`, under `.cat`.
#[inline]
pub(super) fn middle_dot_in_place(before: Option<char>, after: Option<char>, tld: &str) -> bool {
    tld == "cat" && before == Some('l') && after == Some('l')
}

/// A lookalike rule, fed the characters it looks at one at a time: the
/// label is not shown when every one of them is in the rule's set and there
/// is one. The digit rule looks at what is not an ASCII digit
/// ([`Lookalikes::feed_digit`]); Firefox's script rules at the letters of
/// their script.
#[derive(Clone, Copy, Debug)]
pub(super) struct Lookalikes {
    /// Every character looked at so far is in the set.
    only: bool,
    /// The first of them.
    first: Option<char>,
}

impl Lookalikes {
    pub(super) const fn new() -> Lookalikes {
        Lookalikes {
            only: true,
            first: None,
        }
    }

    /// Looks at `c`, `in_set` saying whether it is in the set (asked only
    /// while the rule can still hold).
    #[inline]
    pub(super) fn feed(&mut self, c: char, in_set: impl FnOnce(char) -> bool) {
        if self.only {
            if in_set(c) {
                self.first.get_or_insert(c);
            } else {
                self.only = false;
            }
        }
    }

    /// The digit rule's step: ASCII digits are not looked at.
    #[inline]
    pub(super) fn feed_digit(&mut self, c: char, looks_like_digit: impl FnOnce(char) -> bool) {
        if !c.is_ascii_digit() {
            self.feed(c, looks_like_digit);
        }
    }

    /// The first character of the set, when the label breaks the rule.
    #[inline]
    pub(super) fn found(self) -> Option<char> {
        self.first.filter(|_| self.only)
    }
}

/// One digit system: the digits of a label, fed with the zero of their
/// system, and the first two of different systems.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct DigitSystems {
    first: Option<(char, u32)>,
    mixed: Option<(char, char)>,
}

impl DigitSystems {
    /// Takes the digit `c` of the system whose zero is `zero`; the reason
    /// when it is the first of a second system.
    #[inline]
    pub(super) fn feed(&mut self, c: char, zero: u32) -> Option<Reason> {
        match self.first {
            None => self.first = Some((c, zero)),
            Some((first, z)) if z != zero && self.mixed.is_none() => {
                self.mixed = Some((first, c));
                return self.reason();
            }
            Some(_) => {}
        }
        None
    }

    /// The reason, when the label mixes systems.
    pub(super) fn reason(self) -> Option<Reason> {
        let (first, second) = self.mixed?;
        Some(Reason::MixedDigits { first, second })
    }
}

/// A dot above (U+0307) on `i`, `j` or `l`, which have a dot already.
#[inline(always)]
pub(super) fn dot_on_dotted(c: char, before: Option<char>) -> Option<Reason> {
    (c == '\u{307}' && matches!(before, Some('i' | 'j' | 'l')))
        .then_some(Reason::LookalikeMark { character: c })
}

/// A mark on dotless `ı` (`base`, the letter the mark sits on), which
/// then passes for `i` with an accent: `marks` are the marks the browser
/// looks at (Chromium the diacritics, Firefox U+0300-U+0314 and U+031A).
#[inline]
pub(super) fn mark_on_dotless_i(
    c: char,
    base: Option<char>,
    marks: impl FnOnce(u32) -> bool,
) -> Option<Reason> {
    (base == Some('\u{131}') && marks(u32::from(c)))
        .then_some(Reason::LookalikeMark { character: c })
}

/// The Kana a twin passes for: Hiragana へ べ ぺ look exactly like Katakana
/// ヘ ベ ペ, and the other way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kana {
    Hiragana,
    Katakana,
}

/// The script that `cp` passes for, when it is one of the Kana twins.
#[inline]
pub(super) const fn twin_of(cp: u32) -> Option<Kana> {
    match cp {
        0x3078..=0x307A => Some(Kana::Katakana),
        0x30D8..=0x30DA => Some(Kana::Hiragana),
        _ => None,
    }
}

/// The Kana marks that the context rules of [`kana_context`] look at:
/// ・ ー ヽ ヾ (U+30FB-U+30FE).
#[inline]
pub(super) const fn is_kana_mark(cp: u32) -> bool {
    matches!(cp, 0x30FB..=0x30FE)
}

/// The Kana context rules both browsers take on `c`: the prolonged sound
/// mark ー only after Kana, the iteration marks ヽ ヾ only after Katakana,
/// the Katakana middle dot ・ not next to Latin. `after(kana)` says whether
/// the character before is of one of `kana`, and `next_to_latin` whether
/// a neighbour is Latin, each as the browser reads them (Chromium by
/// `Script_Extensions` and `a`-`z`, Firefox by `Script`).
#[inline]
pub(super) fn kana_context(
    c: char,
    after: impl FnOnce(&[Kana]) -> bool,
    next_to_latin: impl FnOnce() -> bool,
) -> Option<Reason> {
    let refused = match c {
        '\u{30FC}' => !after(&[Kana::Katakana, Kana::Hiragana]),
        '\u{30FD}' | '\u{30FE}' => !after(&[Kana::Katakana]),
        '\u{30FB}' => next_to_latin(),
        _ => return None,
    };
    refused.then_some(Reason::Context { character: c })
}

/// Katakana and ideographs that look like a slash (ノ ン ソ ゾ 丶 乀 乁 丿).
pub(super) fn slash_lookalike(c: char) -> bool {
    matches!(
        c,
        '\u{30CE}'
            | '\u{30F3}'
            | '\u{30BD}'
            | '\u{30BE}'
            | '\u{4E36}'
            | '\u{4E40}'
            | '\u{4E41}'
            | '\u{4E3F}'
    )
}

/// Ideographs and Bopomofo that look like a stroke, a digit or a Latin
/// letter (一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁).
pub(super) fn cjk_lookalike(c: char) -> bool {
    matches!(
        c,
        '\u{4E00}'
            | '\u{3127}'
            | '\u{4E28}'
            | '\u{4E5B}'
            | '\u{4E03}'
            | '\u{4E05}'
            | '\u{5341}'
            | '\u{3007}'
            | '\u{3112}'
            | '\u{311A}'
            | '\u{311F}'
            | '\u{3128}'
            | '\u{3129}'
            | '\u{3108}'
            | '\u{31BA}'
            | '\u{31B3}'
            | '\u{5DE5}'
            | '\u{31B2}'
            | '\u{8BA0}'
            | '\u{4E01}'
    )
}
