//! The browser policy ([`Policy::default`]): Chromium's IDN spoof checker
//! (`IDNSpoofChecker::SafeToDisplayAsUnicode`, `idn_spoof_checker.cc` at
//! 58a4b28c; `unicode-tables/src/browser.rs` names its data), step by step
//! and in its order, on the identifier data of Unicode 16, its ICU's
//! ([`BROWSER_UNICODE_VERSION`](super::BROWSER_UNICODE_VERSION)):
//!
//! 1. ICU's spoof checks as Chromium configures them: every character in
//!    its identifier set (Unicode 16's General Security Profile less its
//!    removals), "highly restrictive" script mixing, no nonspacing mark
//!    twice in a run of marks (after NFD), no dot above hidden by a
//!    letter's dot, one digit system;
//! 2. þ and ð only under `.is` and `.fo`, ə only under `.az`, in a label of
//!    more than one character;
//! 3. the middle dot only between two `l` under `.cat`;
//! 4. a label of one script (by the augmented script sets) with no Kana
//!    that its patterns look at and no combining diacritic U+0300-U+0339
//!    is shown unless it is a whole-script confusable (and not one of the
//!    words Chromium exempts) or made of digit lookalikes;
//! 5. any other: not of digit lookalikes, no Latin beyond ASCII unless the
//!    whole label is Latin, Greek, Cyrillic, digits and diacritics, and
//!    none of its dangerous patterns.
//!
//! Before them, ICU's IDNA refuses a label that starts or ends with `-`
//! or has `--` in its third and fourth positions (Chromium then shows it
//! as it came).

use super::data::{BrowserProps as Props, Restriction, browser, script};
use super::policy::{Descriptor, Policy};
use super::skeleton::MarkRun;
use super::steps::{self, DigitSystems, Kana, Lookalikes};
use super::tables as t;
use super::verdict::Reason;
use crate::hostname::data::props as uts46_props;

/// The Kana that Chromium's patterns look at (`kana_letters_exceptions_`):
/// へ べ ぺ, ヘ ベ ペ, and ・ ー ヽ ヾ. A label of one script with one of
/// them is not shown at once, but held to the patterns.
fn kana_exception(cp: u32) -> bool {
    steps::twin_of(cp).is_some() || steps::is_kana_mark(cp)
}

/// The block of every [`kana_exception`] (U+30xx), where the facts look
/// for them (a test holds the one to the other).
fn in_kana_block(cp: u32) -> bool {
    cp >> 8 == 0x30
}

/// What the steps look at in a label, gathered in one pass.
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent facts of one label, each read by one step"
)]
struct Facts {
    not_allowed: Option<char>,
    /// The characters' script sets, as UTS #39's "highly restrictive"
    /// (5.2) takes them.
    restriction: Restriction,
    /// One digit system.
    digits: DigitSystems,
    /// The length in UTF-16 code units, as ICU's strings count it.
    utf16: usize,
    /// A letter of one country's TLD (`þ`, `ð`, `ə`).
    country: bool,
    middle_dot: bool,
    kana_exception: bool,
    diacritic: bool,
    dot_above: bool,
    /// A nonspacing mark twice in a run of them, after NFD.
    repeated_mark: Option<char>,
    /// The first Latin letter beyond ASCII (`[[:Latin:] - [a-zA-Z]]`).
    non_ascii_latin: Option<char>,
    /// Whether every character is Latin, Greek or Cyrillic, an ASCII digit,
    /// `.`, `_`, `-` or a diacritic U+0300-U+0339 (Chromium's
    /// `ShouldRemoveDiacriticsFromLabel`).
    lgc: bool,
    /// The whole-script classes that have a character here, and those
    /// that have one outside their Latin-looking set (a bit each).
    classes: u32,
    not_lookalike: u32,
    /// Chromium's digit-lookalike rule.
    lookalike_digits: Lookalikes,
    /// The characters that read as two things, for the protected names.
    two_readings: u32,
}

impl Facts {
    fn of(label: &str) -> Facts {
        // (Each fact in a local while the label is read, which the
        // compiler keeps in a register, where a struct's fields went to
        // memory at each character.)
        let mut not_allowed = None;
        let mut restriction = Restriction::NEW;
        let mut digits = DigitSystems::default();
        let (mut utf16, mut lgc, mut classes, mut not_lookalike) = (0, true, 0u32, 0u32);
        let (mut country, mut middle_dot, mut kana, mut diacritics, mut dot_above) =
            (false, false, false, false, false);
        let (mut repeated_mark, mut non_ascii_latin) = (None, None);
        let mut lookalike_digits = Lookalikes::new();
        let mut two_readings = 0;
        let mut marks = MarkRun::default();
        for c in label.chars() {
            let cp = u32::from(c);
            let p = Props::of(cp);
            if !p.is_allowed() {
                not_allowed.get_or_insert(c);
            }
            restriction.feed(p.scripts());
            if let Some(zero) = p.digit_zero() {
                digits.feed(c, zero);
            }
            if repeated_mark.is_none() {
                repeated_mark = marks.feed(cp, p.is_nonspacing(), |x| Props::of(x).is_nonspacing());
            }
            if c.is_ascii() {
                // None of the characters below, nor any script's but
                // Latin and Common.
                utf16 += 1;
                lgc &= c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
                lookalike_digits.feed_digit(c, |_| false);
                continue;
            }
            utf16 += c.len_utf16();
            two_readings += u32::from(browser::alternatives(cp).is_some());
            // The characters the steps name are all below U+033A, or Kana.
            if cp < 0x33A {
                country |= matches!(c, '\u{FE}' | '\u{F0}' | '\u{259}');
                middle_dot |= c == '\u{B7}';
                diacritics |= browser::is_diacritic(cp);
                dot_above |= c == '\u{307}';
            } else if in_kana_block(cp) {
                kana |= kana_exception(cp);
            }
            let class = p.class();
            if class == t::CLASS_LATIN && !c.is_ascii_alphabetic() {
                non_ascii_latin.get_or_insert(c);
            }
            lgc &= p.is_lgc() || browser::is_diacritic(cp);
            if class != 0 && class != t::CLASS_LATIN {
                classes |= 1 << class;
                // (Once one letter of the class does not, none need look.)
                if not_lookalike & 1 << class == 0 && !browser::looks_latin(cp) {
                    not_lookalike |= 1 << class;
                }
            }
            lookalike_digits.feed_digit(c, |c| browser::looks_like_digit(u32::from(c)));
        }
        Facts {
            not_allowed,
            restriction,
            digits,
            utf16,
            country,
            middle_dot,
            kana_exception: kana,
            diacritic: diacritics,
            dot_above,
            repeated_mark,
            non_ascii_latin,
            lgc,
            classes,
            not_lookalike,
            lookalike_digits,
            two_readings,
        }
    }
}

/// Chromium's policy ([`Policy::default`]): its rules on Unicode 16's
/// data, protected names by its readings, and an empty top-level domain
/// after a root dot.
pub(super) const POLICY: Descriptor = Descriptor {
    name: "chromium",
    unicode_version: super::data::BROWSER_UNICODE_VERSION,
    rules: reasons,
    chromium_skeletons: true,
    empty_tld_after_root_dot: true,
};

/// The rules `label` (its Unicode form) breaks under the top-level domain
/// `tld` (its Unicode form; empty after a root dot, as Chromium takes it),
/// in Chromium's order: the failed ICU checks together, else the first
/// step that refuses it; nothing when Chromium shows it. The characters
/// that read as two things, counted with the facts.
pub(super) fn reasons(
    label: &str,
    tld: &str,
    policy: &Policy,
    push: &mut dyn FnMut(Reason),
) -> u32 {
    if let Some(reason) = hyphens(label) {
        push(reason);
        return two_readings(label);
    }
    let f = Facts::of(label);
    steps(label, tld, policy, &f, push);
    f.two_readings
}

/// The characters of `label` that read as two things, for a label that
/// its hyphens refuse before its facts are read (out of line: few are).
#[cold]
#[inline(never)]
fn two_readings(label: &str) -> u32 {
    let two = label
        .chars()
        .filter(|&c| browser::alternatives(u32::from(c)).is_some());
    two.count() as u32
}

/// [`reasons`] of a label that its hyphens do not refuse first, on its
/// facts.
fn steps(label: &str, tld: &str, policy: &Policy, f: &Facts, push: &mut dyn FnMut(Reason)) {
    // 1. ICU's checks (uspoof_check), all at once.
    let mut icu = false;
    if let Some(character) = f.not_allowed {
        push(Reason::NotAllowed { character });
        icu = true;
    }
    let sets = || label.chars().map(|c| Props::of(u32::from(c)).scripts());
    if let Some(reason) = f.restriction.conflict(sets()) {
        if f.not_allowed.is_none() {
            push(reason);
        }
        icu = true;
    }
    if let Some(character) = f.repeated_mark {
        push(Reason::RepeatedMark { character });
        icu = true;
    }
    if f.dot_above && hidden_overlay(label) {
        push(Reason::LookalikeMark {
            character: '\u{307}',
        });
        icu = true;
    }
    if let Some(reason) = f.digits.reason() {
        push(reason);
        icu = true;
    }
    if icu {
        return;
    }
    // 2. The letters of one country's TLD.
    if f.country && f.utf16 > 1 {
        if let Some(reason) = label.chars().find_map(|c| steps::country_letter(c, tld)) {
            push(reason);
            return;
        }
    }
    // 3. The middle dot.
    if f.middle_dot && !middle_dot_in_place(label, tld) {
        push(Reason::Context {
            character: '\u{B7}',
        });
        return;
    }
    if label.is_ascii() {
        return;
    }
    // 4. One script, without what the patterns look at.
    if !f.restriction.scripts().is_empty() && !f.kana_exception && !f.diacritic {
        if let Some(script) = whole_script(f, label, tld, policy) {
            push(Reason::WholeScriptConfusable { script });
        } else if let Some(character) = f.lookalike_digits.found() {
            push(Reason::DigitLookalikes { character });
        }
        return;
    }
    // 5. The rest.
    if let Some(character) = f.lookalike_digits.found() {
        push(Reason::DigitLookalikes { character });
    } else if let Some(character) = f.non_ascii_latin.filter(|_| !f.lgc) {
        push(Reason::LatinWithCjk { character });
    } else if let Some(reason) = dangerous_pattern(label) {
        push(reason);
    }
}

/// ICU's `USPOOF_HIDDEN_OVERLAY` check (`SpoofImpl::findHiddenOverlay`,
/// after UTS #39 section 5.4): a dot above U+0307 on a letter that has a
/// dot or looks like one that has, with at most marks of other combining
/// classes between them (a mark of class 0 or 230 takes the letter's
/// place).
fn hidden_overlay(label: &str) -> bool {
    let mut lead = false;
    for c in label.chars() {
        let cp = u32::from(c);
        if lead && c == '\u{307}' {
            return true;
        }
        if matches!(uts46_props(cp).ccc(), 0 | 230) {
            lead = Props::of(cp).is_dot_lead();
        }
    }
    false
}

/// What ICU's IDNA refuses of a label whatever its options: `-` first or
/// last, `--` in the third and fourth positions.
fn hyphens(label: &str) -> Option<Reason> {
    let mut third = label.chars().skip(2);
    let at_3_4 = third.next() == Some('-') && third.next() == Some('-');
    (label.starts_with('-') || label.ends_with('-') || at_3_4).then_some(Reason::Hyphens)
}

/// Chromium's `HasUnsafeMiddleDot`, negated: every middle dot is between
/// two `l`, under `.cat`.
fn middle_dot_in_place(label: &str, tld: &str) -> bool {
    let mut chars = label.chars().peekable();
    let mut before = None;
    while let Some(c) = chars.next() {
        if c == '\u{B7}' && !steps::middle_dot_in_place(before, chars.peek().copied(), tld) {
            return false;
        }
        before = Some(c);
    }
    true
}

/// The script of which `label` is a whole-script confusable under `tld`:
/// its characters of that script (by `Script`) are all in Chromium's
/// Latin-looking set, the TLD has no letter of the script and is not on
/// its list (or the caller's, [`Policy::expect_script`]), and the label
/// is not one of the words Chromium exempts.
fn whole_script(f: &Facts, label: &str, tld: &str, policy: &Policy) -> Option<&'static str> {
    let candidates = f.classes & !f.not_lookalike;
    if candidates == 0 || browser::allowed_word(label) {
        return None;
    }
    (1..=t::WHOLE_SCRIPT.len() as u32)
        .filter(|class| candidates & 1 << class != 0)
        .find_map(|class| {
            let (script, tlds) = browser::whole_script(class)?;
            let of_script = |c: char| Props::of(u32::from(c)).class() == class;
            (!steps::script_expected(policy, script, tld, tlds, of_script)).then_some(script)
        })
}

/// Whether `c`'s `Script_Extensions` have one of the scripts of `bits`
/// (Common and Inherited characters have none of them, as in ICU's
/// `\p{scx=...}`).
fn scx(c: char, bits: &[u32]) -> bool {
    let set = Props::of(u32::from(c)).scripts();
    bits.iter().any(|&bit| set.has(bit))
}

const JAPANESE: [u32; 3] = [script::KATAKANA, script::HIRAGANA, script::HAN];
const CJK: [u32; 4] = [
    script::KATAKANA,
    script::HIRAGANA,
    script::HAN,
    script::BOPOMOFO,
];
const LGC: [u32; 3] = [script::LATIN, script::GREEK, script::CYRILLIC];

/// The script bit of `kana`.
fn kana_script(kana: Kana) -> u32 {
    match kana {
        Kana::Hiragana => script::HIRAGANA,
        Kana::Katakana => script::KATAKANA,
    }
}

/// Chromium's dangerous patterns (its `dangerous_pattern` regular
/// expression), the first that `label` has:
///
/// - a slash lookalike (ノ ン ソ ゾ 丶 乀 乁 丿) between two characters
///   that are not Katakana, Hiragana or Han;
/// - ヽ or ヾ first, or after what is not Katakana;
/// - a label of Katakana with one Hiragana へ べ ぺ inside, or of Hiragana
///   with one Katakana ヘ ベ ペ inside;
/// - ー first, or after what is not Kana; ・ next to `a`-`z`;
/// - a stroke, digit or letter lookalike (一 丨 七 十 〇 工 丁 ㄧ ...) next
///   to what is not Han, Kana or Bopomofo;
/// - a diacritic U+0300-U+0339 after what is not Latin, Greek or
///   Cyrillic, or after a dotless ı; U+0307 after `i`, `j` or `l`;
/// - the combining voiced sound marks U+3099 and U+309A.
///
/// (Scripts by `Script_Extensions`, as the expression's `\p{scx=...}`.)
fn dangerous_pattern(label: &str) -> Option<Reason> {
    if let Some(reason) = kana_twin(label) {
        return Some(reason);
    }
    let mut chars = label.chars().peekable();
    let mut before = None;
    while let Some(c) = chars.next() {
        let after = chars.peek().copied();
        let found = if steps::slash_lookalike(c) {
            before.is_some_and(|b| !scx(b, &JAPANESE)) && after.is_some_and(|a| !scx(a, &JAPANESE))
        } else if steps::cjk_lookalike(c) {
            before.is_some_and(|b| !scx(b, &CJK)) || after.is_some_and(|a| !scx(a, &CJK))
        } else {
            false
        };
        if found {
            return Some(Reason::CjkLookalike { character: c });
        }
        let cp = u32::from(c);
        if steps::is_kana_mark(cp) {
            let kana_after = |kana: &[Kana]| {
                before.is_some_and(|b| kana.iter().any(|&k| scx(b, &[kana_script(k)])))
            };
            let next_to_latin = || {
                before.is_some_and(|b| b.is_ascii_lowercase())
                    || after.is_some_and(|a| a.is_ascii_lowercase())
            };
            if let Some(reason) = steps::kana_context(c, kana_after, next_to_latin) {
                return Some(reason);
            }
        }
        if matches!(c, '\u{3099}' | '\u{309A}') {
            return Some(Reason::Context { character: c });
        }
        if browser::is_diacritic(cp) {
            if let Some(reason) = steps::mark_on_dotless_i(c, before, browser::is_diacritic) {
                return Some(reason);
            }
            if before.is_some_and(|b| !scx(b, &LGC)) {
                return Some(Reason::ForeignMark { character: c });
            }
            if let Some(reason) = steps::dot_on_dotted(c, before) {
                return Some(reason);
            }
        }
        before = Some(c);
    }
    None
}

/// A label of Katakana with one Hiragana へ, べ or ぺ inside, or of
/// Hiragana with one Katakana ヘ, ベ or ペ inside (the characters look
/// exactly alike).
fn kana_twin(label: &str) -> Option<Reason> {
    let n = label.chars().count();
    for (k, c) in label.chars().enumerate() {
        let Some(twin) = steps::twin_of(u32::from(c)) else {
            continue;
        };
        let others = kana_script(twin);
        if k > 0
            && k + 1 < n
            && label
                .chars()
                .enumerate()
                .all(|(j, x)| j == k || scx(x, &[others]))
        {
            return Some(Reason::KanaLookalike { character: c });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{in_kana_block, kana_exception};

    /// Every Kana exception is in the block where the facts look for
    /// them.
    #[test]
    fn kana_exceptions_are_in_their_block() {
        let found = (0..=0x10_FFFF).filter(|&cp| kana_exception(cp));
        let mut n = 0;
        for cp in found {
            assert!(in_kana_block(cp), "U+{cp:04X}");
            n += 1;
        }
        assert_eq!(n, 10);
    }
}
