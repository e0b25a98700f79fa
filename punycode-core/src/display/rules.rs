//! The rules a label's Unicode form must pass to be shown, each written
//! once: UTS #39's General Security Profile and "highly restrictive"
//! script mixing (section 5), one digit system, the whole-script-confusable
//! rule with the TLDs where a script is expected; and what browsers add
//! (Chromium's IDN spoof checker): digit lookalikes, its letter sets,
//! contexts, punctuation, rare letters, marks, and the patterns of
//! characters that pass for slashes, strokes, digits or Latin letters.

use super::data::{Props, ScriptSet, browser, skeleton_of};
use super::policy::Policy;
use super::verdict::Reason;
use crate::hostname::data::{Entry, decomposition, props as uts46_props};

/// What the rules look at in a label, gathered in one pass.
#[derive(Default)]
pub(super) struct Facts {
    /// The first character outside the identifier profile.
    not_allowed: Option<char>,
    /// The first one that only browsers admit (outside it for UTS #39).
    admitted: Option<char>,
    /// The first rare letter that browsers refuse.
    rare: Option<char>,
    /// The intersection of the characters' augmented script sets.
    scripts: Option<ScriptSet>,
    /// The same over the characters without Latin (UTS #39 5.2).
    without_latin: Option<ScriptSet>,
    /// The scripts before the first character that emptied `scripts`,
    /// and that character's.
    conflict: Option<(ScriptSet, ScriptSet)>,
    /// The first digit and the zero of its system.
    digits: Option<(char, u32)>,
    mixed_digits: Option<(char, char)>,
    /// Whether a character is not a digit (of any system), `-` or a digit
    /// lookalike.
    not_only_digits: bool,
    /// Whether a digit is of another system than ASCII's and no lookalike.
    other_digits: bool,
    digit_lookalike: Option<char>,
    /// Characters of a script (not digits, not Common), and how many of
    /// them look like Latin by UTS #39's confusables.
    letters: usize,
    latin_lookalikes: usize,
    /// Whether every character of a script, digits included, looks like
    /// Latin by UTS #39's confusables or the browsers' letter sets (`None`
    /// before the first).
    browser_lookalikes: Option<bool>,
    repeated_mark: Option<char>,
    deviation: Option<char>,
    lookalike_mark: Option<char>,
    /// A combining diacritic (U+0300-U+0339) after a character of another
    /// script than Latin, Greek and Cyrillic.
    foreign_mark: Option<char>,
    context: Option<char>,
    punctuation: Option<char>,
    tld_only: Option<(char, &'static [&'static str])>,
    /// The first Latin letter beyond ASCII.
    non_ascii_latin: Option<char>,
    /// Whether the label has a character of the CJK patterns, or one of
    /// the Kana that look like their other syllabary's: a second look at
    /// the label.
    patterns: bool,
    /// How many characters read as two things (`þ`, `œ`, `ł`, `ӏ`), for
    /// the comparison with protected names.
    pub(super) alternatives: u32,
}

/// CJK ideographs and Bopomofo that look like a stroke, a slash, a digit or
/// a Latin letter (`一` `丨` `七` `十` `〇` `工` ...): not next to a character
/// that is not Han, Kana or Bopomofo, in a label that mixes scripts
/// (Chromium's dangerous patterns).
fn cjk_lookalike(c: char) -> bool {
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

/// Katakana and ideographs that look like a slash (`ノ` `ン` `ソ` `ゾ` `丶`
/// `乀` `乁` `丿`): not between two characters that are not Han or Kana,
/// in a label that mixes scripts.
fn slash_lookalike(c: char) -> bool {
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

/// Hiragana へ べ ぺ and Katakana ヘ ベ ペ, which look exactly alike: not
/// one of them in a label otherwise of the other syllabary.
fn kana_twin(c: char) -> Option<bool> {
    match c {
        '\u{3078}'..='\u{307A}' => Some(true),
        '\u{30D8}'..='\u{30DA}' => Some(false),
        _ => None,
    }
}

impl Facts {
    /// Gathers the facts of `label` (under the TLD `tld`) into these (new)
    /// ones, where the caller keeps them: returned, the struct would be
    /// copied out.
    pub(super) fn gather(&mut self, label: &str, tld: &str) {
        let f = self;
        let mut previous: Option<char> = None;
        let mut katakana_middle_dot = false;
        let mut chars = label.chars().peekable();
        while let Some(c) = chars.next() {
            let cp = u32::from(c);
            let props = Props::of(cp);
            if props.is_allowed() {
                f.scripts_of(props, cp);
                if (0x1090..=0x31BF).contains(&cp) && browser::admitted(cp) {
                    f.admitted.get_or_insert(c);
                }
                // The rare letters are in these blocks (most scripts are
                // between them).
                let blocks = cp < 0x300 || (0x1C80..0x2000).contains(&cp) || cp >= 0xA640;
                if (0x138..=0xA7FF).contains(&cp) && blocks && browser::rare(cp) {
                    f.rare.get_or_insert(c);
                }
            } else {
                f.not_allowed.get_or_insert(c);
            }
            f.digits_of(c, props);
            f.marks_of(c, previous);
            if matches!(c, '\u{DF}' | '\u{3C2}' | '\u{200C}' | '\u{200D}') {
                f.deviation.get_or_insert(c);
            }
            if (props.is_punctuation() && !has_own_rule(c)) || matches!(c, '\u{2BB}' | '\u{2BC}') {
                f.punctuation.get_or_insert(c);
            }
            katakana_middle_dot |= c == '\u{30FB}';
            if !in_context(c, previous, chars.peek().copied(), label, tld) {
                f.context.get_or_insert(c);
            }
            if let Some(tlds) = tld_only(c) {
                if !tlds.contains(&tld) {
                    f.tld_only.get_or_insert((c, tlds));
                }
            }
            if (0xFE..=0x4CF).contains(&cp) && browser::alternatives(cp).is_some() {
                f.alternatives += 1;
            }
            if cp >= 0x3007 {
                f.patterns |= cjk_lookalike(c) || slash_lookalike(c) || kana_twin(c).is_some();
            }
            previous = Some(c);
        }
        // The context that looks at the whole label (RFC 5892 A.7): a
        // second look, only for a label with the middle dot (it is Han and
        // Kana by its extensions; the rule is about the rest of the label).
        if katakana_middle_dot
            && !label
                .chars()
                .any(|c| c != '\u{30FB}' && Props::of(u32::from(c)).scripts().has_kana_or_han())
        {
            f.context.get_or_insert('\u{30FB}');
        }
    }

    /// Takes in the scripts of an allowed character `c`.
    fn scripts_of(&mut self, props: Props, cp: u32) {
        let set = props.scripts();
        let before = self.scripts.unwrap_or(ScriptSet::ALL);
        let joined = before.and(set);
        if joined.is_empty() && self.conflict.is_none() {
            self.conflict = Some((before, set));
        }
        self.scripts = Some(joined);
        if !set.has_latin() {
            self.without_latin = Some(self.without_latin.unwrap_or(ScriptSet::ALL).and(set));
        } else if cp >= 0x80 && !set.is_all() {
            self.non_ascii_latin
                .get_or_insert(char::from_u32(cp).unwrap_or('\u{FFFD}'));
        }
        if !set.is_all() {
            let is_digit = props.digit_zero().is_some();
            if !is_digit {
                self.letters += 1;
                if props.looks_latin() {
                    self.latin_lookalikes += 1;
                }
            }
            // The browsers' list is looked up only while every character so
            // far looks Latin.
            if self.browser_lookalikes != Some(false) {
                let looks = (!is_digit && props.looks_latin()) || browser::looks_latin(cp);
                self.browser_lookalikes = Some(looks);
            }
        }
    }

    /// Takes in what `c` says about digits.
    fn digits_of(&mut self, c: char, props: Props) {
        let zero = props.digit_zero();
        if let Some(zero) = zero {
            match self.digits {
                None => self.digits = Some((c, zero)),
                Some((first, z)) if z != zero => {
                    self.mixed_digits.get_or_insert((first, c));
                }
                Some(_) => {}
            }
        }
        if self.not_only_digits {
            return;
        }
        if props.looks_like_digit() || (!c.is_ascii() && browser::looks_like_digit(u32::from(c))) {
            self.digit_lookalike.get_or_insert(c);
        } else if zero.is_none() && c != '-' {
            self.not_only_digits = true;
        } else {
            self.other_digits |= !c.is_ascii();
        }
    }

    /// Takes in what `c` says about marks: repeated, carried twice, on a
    /// dotless letter, after another script. The mark property is looked
    /// up only where one of these could hold.
    fn marks_of(&mut self, c: char, previous: Option<char>) {
        let cp = u32::from(c);
        let Some(p) = previous else {
            if (0x300..=0x339).contains(&cp) {
                self.foreign_mark.get_or_insert(c);
            }
            return;
        };
        let diacritic = (0x300..=0x36F).contains(&cp);
        let dotless = matches!(p, '\u{131}' | '\u{237}');
        if !(diacritic || dotless || p == c) || !uts46_props(cp).is_mark() {
            return;
        }
        if p == c {
            self.repeated_mark.get_or_insert(c);
        }
        // A letter followed by a diacritic its decomposition has (`á`
        // U+0301): the letters that decompose to these diacritics are
        // Latin, Greek and Cyrillic.
        let pp = u32::from(p);
        if diacritic && pp >= 0xC0 && Entry::of(pp).decomposes() {
            let (d, n) = decomposition(pp);
            if d[1..n].contains(&cp) {
                self.repeated_mark.get_or_insert(c);
            }
        }
        // A mark on a dotless i or j, or a dot above on i, j or l: they
        // read as a plain i or j.
        if dotless || (c == '\u{307}' && matches!(p, 'i' | 'j' | 'l')) {
            self.lookalike_mark.get_or_insert(c);
        }
        if cp <= 0x339 && !Props::of(pp).scripts().is_lgc() {
            self.foreign_mark.get_or_insert(c);
        }
    }

    /// Whether the label is of one script (beside Common and Inherited
    /// characters), as UTS #39's restriction levels count scripts.
    fn single_script(&self) -> bool {
        self.scripts
            .is_none_or(|s| s.is_all() || s.first_name().is_some())
    }

    /// The rules broken, in the order of the module documentation.
    pub(super) fn reasons(
        &self,
        label: &str,
        tld: &str,
        policy: &Policy,
        mut push: impl FnMut(Reason),
    ) {
        let browser = policy.browser;
        if let Some(character) = self.not_allowed.or(self.admitted.filter(|_| !browser)) {
            push(Reason::NotAllowed { character });
        }
        if !browser {
            self.uts39_reasons(tld, policy, push);
            return;
        }
        if let Some(character) = self.rare {
            push(Reason::RareLetter { character });
        }
        if let Some(character) = self.deviation {
            push(Reason::Deviation { character });
        }
        self.mixing_reasons(&mut push);
        if let Some(character) = self.non_ascii_latin.filter(|_| !self.single_script()) {
            push(Reason::LatinWithCjk { character });
        }
        if let Some(character) = self.digit_lookalike_or(label) {
            push(Reason::DigitLookalikes { character });
        }
        let all_look_latin = self.browser_lookalikes == Some(true);
        if all_look_latin && self.not_allowed.is_none() {
            self.whole_script(tld, policy, &mut push);
        }
        if let Some(character) = self.repeated_mark {
            push(Reason::RepeatedMark { character });
        }
        if let Some(character) = self.lookalike_mark {
            push(Reason::LookalikeMark { character });
        }
        if let Some(character) = self.foreign_mark {
            push(Reason::ForeignMark { character });
        }
        if let Some(character) = self.context {
            push(Reason::Context { character });
        }
        if let Some(character) = self.punctuation {
            push(Reason::Punctuation { character });
        }
        if let Some((character, tlds)) = self.tld_only {
            push(Reason::TldOnly { character, tlds });
        }
        if self.patterns {
            if let Some(character) = cjk_next_to_other(label).filter(|_| !self.single_script()) {
                push(Reason::CjkLookalike { character });
            }
            if let Some(character) = kana_among_other(label) {
                push(Reason::KanaLookalike { character });
            }
        }
        let mut third = label.chars().skip(2);
        if third.next() == Some('-') && third.next() == Some('-') {
            push(Reason::Hyphens);
        }
    }

    /// The rules of UTS #39 alone ([`Policy::uts39`]), after the profile.
    fn uts39_reasons(&self, tld: &str, policy: &Policy, mut push: impl FnMut(Reason)) {
        self.mixing_reasons(&mut push);
        let all_look_latin = self.letters > 0 && self.latin_lookalikes == self.letters;
        if all_look_latin && self.not_allowed.is_none() && self.admitted.is_none() {
            self.whole_script(tld, policy, &mut push);
        }
    }

    /// "Highly restrictive" script mixing and one digit system.
    fn mixing_reasons(&self, push: &mut impl FnMut(Reason)) {
        let scripts = self.scripts.unwrap_or(ScriptSet::ALL);
        let without_latin = self.without_latin.unwrap_or(ScriptSet::ALL);
        if let (true, false, Some((before, set))) = (
            scripts.is_empty(),
            without_latin.has_cjk_writing_system(),
            self.conflict,
        ) {
            push(Reason::MixedScripts {
                first: before.first_name().unwrap_or("Common"),
                second: set.first_name().unwrap_or("Common"),
            });
        }
        if let Some((first, second)) = self.mixed_digits {
            push(Reason::MixedDigits { first, second });
        }
    }

    /// A label of one script other than Latin whose letters all look Latin,
    /// under a TLD where that script is not expected.
    fn whole_script(&self, tld: &str, policy: &Policy, push: &mut impl FnMut(Reason)) {
        let scripts = self.scripts.unwrap_or(ScriptSet::ALL);
        if scripts.has_latin() {
            return;
        }
        if let Some(script) = scripts.first_name() {
            if !policy.script_expected(script, tld) {
                push(Reason::WholeScriptConfusable { script });
            }
        }
    }

    /// For a label of nothing but digits (of any system) and digit
    /// lookalikes, the character that makes it read as ASCII: its first
    /// lookalike when the rest are ASCII digits (Chromium's rule), or its
    /// first character beyond ASCII when every one of them reads as an
    /// ASCII letter or digit (`০২` reads `o2`).
    fn digit_lookalike_or(&self, label: &str) -> Option<char> {
        if self.not_only_digits {
            return None;
        }
        if !self.other_digits && self.digit_lookalike.is_some() {
            return self.digit_lookalike;
        }
        let reads_as_ascii = |c: char| {
            let cp = u32::from(c);
            match browser::extra_skeleton(cp) {
                Some([b, 0]) => b.is_ascii_alphanumeric(),
                Some(_) => false,
                None => skeleton_of(cp)
                    .is_some_and(|s| s.len() == 1 && s.as_bytes()[0].is_ascii_alphanumeric()),
            }
        };
        let mut beyond = label.chars().filter(|c| !c.is_ascii()).peekable();
        let first = beyond.peek().copied();
        beyond.all(reads_as_ascii).then_some(first).flatten()
    }
}

/// Whether `c` is Han, Hiragana, Katakana or Bopomofo (not as Common is),
/// and whether it is Han or Kana.
#[inline(never)]
fn cjk(c: char) -> (bool, bool) {
    let set = Props::of(u32::from(c)).scripts();
    let han_or_kana = !set.is_all() && set.has_kana_or_han();
    (han_or_kana || set.is_bopomofo(), han_or_kana)
}

/// The first character of the CJK patterns in the wrong company: a
/// lookalike of a stroke, a digit or a Latin letter next to a character
/// that is not CJK, or a slash lookalike between two that are not Han or
/// Kana.
fn cjk_next_to_other(label: &str) -> Option<char> {
    let other = |x: Option<char>| x.is_some_and(|x| !cjk(x).0);
    let not_japanese = |x: Option<char>| x.is_some_and(|x| !cjk(x).1);
    let mut before = None;
    let mut chars = label.chars().peekable();
    while let Some(c) = chars.next() {
        let after = chars.peek().copied();
        if (cjk_lookalike(c) && (other(before) || other(after)))
            || (slash_lookalike(c) && not_japanese(before) && not_japanese(after))
        {
            return Some(c);
        }
        before = Some(c);
    }
    None
}

/// A Hiragana へ, べ or ぺ inside a label otherwise of Katakana, or a
/// Katakana ヘ, ベ or ペ inside one otherwise of Hiragana.
fn kana_among_other(label: &str) -> Option<char> {
    let n = label.chars().count();
    label.chars().enumerate().find_map(|(k, c)| {
        let hiragana = kana_twin(c)?;
        let others_are = |(j, x): (usize, char)| {
            let set = Props::of(u32::from(x)).scripts();
            j == k
                || (!set.is_all()
                    && if hiragana {
                        set.is_katakana()
                    } else {
                        set.is_hiragana()
                    })
        };
        (k > 0 && k + 1 < n && label.chars().enumerate().all(others_are)).then_some(c)
    })
}

/// Where a letter that one language needs, and that elsewhere passes for
/// another, is shown (as browsers do): Icelandic thorn and eth (`þ` for
/// `p`, `ð` for `d`; eth is Faroese too), Azerbaijani schwa (`ə` for `e`).
fn tld_only(c: char) -> Option<&'static [&'static str]> {
    match c {
        '\u{FE}' => Some(&["is"]),
        '\u{F0}' => Some(&["is", "fo"]),
        '\u{259}' => Some(&["az"]),
        _ => None,
    }
}

/// The punctuation of the identifier profile that a label may have: the
/// hyphen-minus, the characters with context rules (see [`in_context`]),
/// and the Tibetan tsheg, which ends every Tibetan syllable. The rest
/// (`‐`, `’`, `‧`, `゠`, `֊`, `'`, `_`) pass for a hyphen, a quote or a dot;
/// IDNA2008 disallows the non-ASCII ones, and browsers hide them (and the
/// quote-like letters U+02BB and U+02BC).
fn has_own_rule(c: char) -> bool {
    matches!(
        c,
        '-' | '\u{B7}' | '\u{5F3}' | '\u{5F4}' | '\u{30FB}' | '\u{F0B}'
    )
}

/// Whether `c`, between `previous` and `next` in `label` under `tld`, is
/// where it belongs, for the characters whose use RFC 5892 (appendix A) or
/// browsers restrict (a rule of the default policy, not of
/// [`Policy::uts39`]):
///
/// - U+00B7 MIDDLE DOT only between two `l` (Catalan ela geminada, A.3),
///   and (browsers) only under `.cat`;
/// - U+0375 GREEK LOWER NUMERAL SIGN only before Greek (A.4);
/// - U+05F3 and U+05F4 (Hebrew geresh and gershayim) only after Hebrew
///   (A.5, A.6); browsers also show a gershayim alone under `.il`;
/// - U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK only after Hiragana or
///   Katakana (browsers: it passes for a hyphen or `一` elsewhere);
/// - the iteration marks only after their syllabary (U+30FD and U+30FE
///   after Katakana, U+309D and U+309E after Hiragana), and the combining
///   voiced sound marks U+3099 and U+309A only after Kana;
/// - U+30FB KATAKANA MIDDLE DOT only with Hiragana, Katakana or Han in
///   the label (A.7; checked by the caller, as it looks at the label).
fn in_context(c: char, previous: Option<char>, next: Option<char>, label: &str, tld: &str) -> bool {
    if c < '\u{B7}' {
        return true;
    }
    let scripts = |c: Option<char>| c.map_or(ScriptSet(0), |c| Props::of(u32::from(c)).scripts());
    match c {
        '\u{B7}' => previous == Some('l') && next == Some('l') && tld == "cat",
        '\u{375}' => scripts(next).is_greek(),
        '\u{5F3}' => scripts(previous).is_hebrew(),
        '\u{5F4}' => scripts(previous).is_hebrew() || (label == "\u{5F4}" && tld == "il"),
        '\u{30FC}' | '\u{3099}' | '\u{309A}' => scripts(previous).is_kana(),
        '\u{30FD}' | '\u{30FE}' => scripts(previous).is_katakana(),
        '\u{309D}' | '\u{309E}' => scripts(previous).is_hiragana(),
        _ => true,
    }
}
