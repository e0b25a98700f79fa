//! The rules a label's Unicode form must pass to be shown, each written
//! once: UTS #39's General Security Profile and "highly restrictive"
//! script mixing (section 5), one digit system, no label of digit
//! lookalikes, the whole-script-confusable rule with the TLDs where a
//! script is expected, and the special cases browsers document.

use super::data::{Props, ScriptSet};
use super::{Policy, Reason};
use crate::uts46::data::props as uts46_props;

/// What the rules look at in a label, gathered in one pass.
#[derive(Default)]
pub(super) struct Facts {
    /// The first character outside the identifier profile.
    not_allowed: Option<char>,
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
    /// Whether every character is an ASCII digit, `-` or a lookalike.
    not_only_digits: bool,
    digit_lookalike: Option<char>,
    /// Characters of a script (not digits, not Common), and how many of
    /// them look like Latin.
    letters: usize,
    latin_lookalikes: usize,
    repeated_mark: Option<char>,
    deviation: Option<char>,
    lookalike_mark: Option<char>,
    context: Option<char>,
    punctuation: Option<char>,
    tld_only: Option<(char, &'static [&'static str])>,
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
            let props = Props::of(u32::from(c));
            if props.is_allowed() {
                f.scripts_of(props);
            } else {
                f.not_allowed.get_or_insert(c);
            }
            if let Some(zero) = props.digit_zero() {
                match f.digits {
                    None => f.digits = Some((c, zero)),
                    Some((first, z)) if z != zero => {
                        f.mixed_digits.get_or_insert((first, c));
                    }
                    Some(_) => {}
                }
            }
            if props.looks_like_digit() {
                f.digit_lookalike.get_or_insert(c);
            } else if !(c.is_ascii_digit() || c == '-') {
                f.not_only_digits = true;
            }
            // Only looked up where it matters.
            let is_mark = || uts46_props(u32::from(c)).is_mark();
            if previous == Some(c) && is_mark() {
                f.repeated_mark.get_or_insert(c);
            }
            if matches!(c, '\u{DF}' | '\u{3C2}' | '\u{200C}' | '\u{200D}') {
                f.deviation.get_or_insert(c);
            }
            // A mark on a dotless i or j, or a dot above on i, j or l:
            // they read as a plain i or j.
            if (matches!(previous, Some('\u{131}' | '\u{237}')) && is_mark())
                || (c == '\u{307}' && matches!(previous, Some('i' | 'j' | 'l')))
            {
                f.lookalike_mark.get_or_insert(c);
            }
            if props.is_punctuation() && !has_own_rule(c) {
                f.punctuation.get_or_insert(c);
            }
            katakana_middle_dot |= c == '\u{30FB}';
            if !in_context(c, previous, chars.peek().copied()) {
                f.context.get_or_insert(c);
            }
            if let Some(tlds) = tld_only(c) {
                if !tlds.contains(&tld) {
                    f.tld_only.get_or_insert((c, tlds));
                }
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
    fn scripts_of(&mut self, props: Props) {
        let set = props.scripts();
        let before = self.scripts.unwrap_or(ScriptSet::ALL);
        let joined = before.and(set);
        if joined.is_empty() && self.conflict.is_none() {
            self.conflict = Some((before, set));
        }
        self.scripts = Some(joined);
        if !set.has_latin() {
            self.without_latin = Some(self.without_latin.unwrap_or(ScriptSet::ALL).and(set));
        }
        if !set.is_all() && props.digit_zero().is_none() {
            self.letters += 1;
            if props.looks_latin() {
                self.latin_lookalikes += 1;
            }
        }
    }

    /// The rules broken, in the order of the module documentation.
    pub(super) fn reasons(&self, tld: &str, policy: &Policy, mut push: impl FnMut(Reason)) {
        if let Some(character) = self.not_allowed {
            push(Reason::NotAllowed { character });
        }
        if let Some(character) = self.deviation {
            push(Reason::Deviation { character });
        }
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
        if let (false, Some(character)) = (self.not_only_digits, self.digit_lookalike) {
            push(Reason::DigitLookalikes { character });
        }
        let all_look_latin = self.letters > 0 && self.latin_lookalikes == self.letters;
        if all_look_latin && self.not_allowed.is_none() && !scripts.has_latin() {
            if let Some(script) = scripts.first_name() {
                if !policy.script_expected(script, tld) {
                    push(Reason::WholeScriptConfusable { script });
                }
            }
        }
        if let Some(character) = self.repeated_mark {
            push(Reason::RepeatedMark { character });
        }
        if let Some(character) = self.lookalike_mark {
            push(Reason::LookalikeMark { character });
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
    }
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
/// IDNA2008 disallows the non-ASCII ones, and browsers hide them.
fn has_own_rule(c: char) -> bool {
    matches!(
        c,
        '-' | '\u{B7}' | '\u{5F3}' | '\u{5F4}' | '\u{30FB}' | '\u{F0B}'
    )
}

/// Whether `c`, between `previous` and `next`, is where it belongs, for
/// the characters whose use RFC 5892 (appendix A) or browsers restrict:
///
/// - U+00B7 MIDDLE DOT only between two `l` (Catalan ela geminada, A.3);
/// - U+0375 GREEK LOWER NUMERAL SIGN only before Greek (A.4);
/// - U+05F3 and U+05F4 (Hebrew geresh and gershayim) only after Hebrew
///   (A.5, A.6);
/// - U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK only after Hiragana or
///   Katakana (browsers: it passes for a hyphen or `一` elsewhere);
/// - U+30FB KATAKANA MIDDLE DOT only with Hiragana, Katakana or Han in
///   the label (A.7; checked by the caller, as it looks at the label).
fn in_context(c: char, previous: Option<char>, next: Option<char>) -> bool {
    let scripts = |c: Option<char>| c.map_or(ScriptSet(0), |c| Props::of(u32::from(c)).scripts());
    match c {
        '\u{B7}' => previous == Some('l') && next == Some('l'),
        '\u{375}' => scripts(next).is_greek(),
        '\u{5F3}' | '\u{5F4}' => scripts(previous).is_hebrew(),
        '\u{30FC}' => scripts(previous).is_kana(),
        _ => true,
    }
}
