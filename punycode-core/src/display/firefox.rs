//! Firefox's policy ([`Policy::firefox`](super::Policy::firefox)):
//! `nsIDNService::IsLabelSafe` (`netwerk/dns/nsIDNService.cpp`, as in
//! SAP/project-foxhound at 9dcb850, a tree that follows mozilla-central),
//! step by step and in its order, on the identifier data of Unicode 17, its
//! ICU 78's ([`FIREFOX_UNICODE_VERSION`](super::FIREFOX_UNICODE_VERSION)),
//! as Firefox decides on Windows: the Thai lookalikes of every platform
//! (Linux adds seven), without macOS's font-issue characters.
//!
//! Firefox asks it of each label that is not ASCII, after UTS #46 with
//! hyphens allowed and the first error failing the name (the
//! [`Options::url`](crate::hostname::Options::url) a policy reads names
//! with). The first step that refuses a label names the [`Reason`].

use super::data::{FirefoxProps as Props, browser};
use super::firefox_tables as t;
use super::policy::{Descriptor, Policy};
use super::steps::{self, DigitSystems, Kana, Lookalikes};
use super::verdict::Reason;

/// Whether `c` is on the blocklist (BMP only, as Firefox reads it).
pub(super) fn blocked(c: char) -> bool {
    let Ok(cp) = u16::try_from(u32::from(c)) else {
        return false;
    };
    // The last range that starts at or before `cp`.
    let k = t::BLOCKLIST.partition_point(|&(a, _)| a <= cp);
    k > 0 && cp <= t::BLOCKLIST[k - 1].1
}

/// Letters of other scripts that look like digits (Firefox's
/// `mDigitConfusables`: Chromium's set without `೭` U+0CED).
fn digit_lookalike(c: char) -> bool {
    t::is_digit_lookalike(u32::from(c))
}

/// Cyrillic letters that look like Latin ones (Firefox's
/// `mCyrillicLatinConfusables`).
fn cyrillic_lookalike(c: char) -> bool {
    t::is_cyrillic_lookalike(u32::from(c))
}

/// Thai letters that look like Latin ones on every platform (Firefox's
/// `mThaiLatinConfusables` outside Linux, which adds ด ท น ป ม ล ห).
fn thai_lookalike(c: char) -> bool {
    t::is_thai_lookalike(u32::from(c))
}

/// No script: a code point outside the tables, or before the label.
const NONE: u8 = u8::MAX;

fn in_ranges(ranges: &[(u32, u32)], c: char) -> bool {
    let cp = u32::from(c);
    ranges.iter().any(|&(a, b)| (a..=b).contains(&cp))
}

fn script_name(script: u8) -> &'static str {
    t::SCRIPTS
        .get(usize::from(script))
        .copied()
        .unwrap_or("Unknown")
}

/// The script combinations of "highly restrictive" as Firefox tracks them
/// (`scriptComboTable`): a state for one script of the eight it names or
/// another, and for Latin with Han and Kana, with Han and Bopomofo, with
/// Han and Hangul, or with Han alone.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Combo {
    Bopo,
    Cyrl,
    Grek,
    Hang,
    Hani,
    Hira,
    Kana,
    Latn,
    Other,
    Japanese,
    Chinese,
    Korean,
    HanLatin,
    Fail,
}

impl Combo {
    fn of(script: u8) -> Combo {
        match script {
            t::BOPO => Combo::Bopo,
            t::CYRL => Combo::Cyrl,
            t::GREK => Combo::Grek,
            t::HANG => Combo::Hang,
            t::HANI => Combo::Hani,
            t::HIRA => Combo::Hira,
            t::KANA => Combo::Kana,
            t::LATN => Combo::Latn,
            _ => Combo::Other,
        }
    }

    /// The state after a character of another script than the last one
    /// (Firefox's `scriptComboTable`: a row for each state, a column for
    /// each of the nine scripts `Combo::of` gives).
    fn then(self, next: Combo) -> Combo {
        use Combo::{
            Bopo as B, Chinese as C, Cyrl as Y, Fail as F, Grek as G, HanLatin as H, Hang as A,
            Hani as I, Hira as R, Japanese as J, Kana as K, Korean as O, Latn as L, Other as T,
        };
        const TABLE: [[Combo; 9]; 13] = [
            [B, F, F, F, C, F, F, C, F],
            [F, Y, F, F, F, F, F, F, F],
            [F, F, G, F, F, F, F, F, F],
            [F, F, F, A, O, F, F, O, F],
            [C, F, F, O, I, J, J, H, F],
            [F, F, F, F, J, R, J, J, F],
            [F, F, F, F, J, J, K, J, F],
            [C, F, F, O, H, J, J, L, T],
            [F, F, F, F, F, F, F, T, F],
            [F, F, F, F, J, J, J, J, F],
            [C, F, F, F, C, F, F, C, F],
            [F, F, F, O, O, F, F, O, F],
            [C, F, F, O, H, J, J, H, F],
        ];
        match (self, next as usize) {
            (Combo::Fail, _) | (_, 9..) => Combo::Fail,
            (state, column) => TABLE[state as usize][column],
        }
    }

    /// Whether the label is refused in this state: another script alone is
    /// fine, another script mixed with Latin is not ("highly
    /// restrictive"), nor is any combination the table fails.
    fn refused(self) -> bool {
        matches!(self, Combo::Other | Combo::Fail)
    }
}

/// Firefox's policy ([`Policy::firefox`]): its rules on Unicode 17's
/// data, protected names by UTS #39's skeletons, the last label for the
/// top-level domain.
pub(super) const POLICY: Descriptor = Descriptor {
    name: "firefox",
    unicode_version: super::data::FIREFOX_UNICODE_VERSION,
    rules: reasons,
    chromium_skeletons: false,
    empty_tld_after_root_dot: false,
};

/// The first rule of Firefox's that `label` (its Unicode form) breaks under
/// the top-level domain `tld` (its Unicode form, without a root dot);
/// nothing when Firefox shows it. No character reads as two things by its
/// skeletons (0).
pub(super) fn reasons(
    label: &str,
    tld: &str,
    policy: &Policy,
    push: &mut dyn FnMut(Reason),
) -> u32 {
    if let Some(reason) = first_reason(label, tld, policy) {
        push(reason);
    }
    0
}

#[allow(
    clippy::too_many_lines,
    reason = "Firefox's steps in their order, each a few lines, read best in one place"
)]
fn first_reason(label: &str, tld: &str, policy: &Policy) -> Option<Reason> {
    // The blocklist, before anything else.
    if let Some(character) = label.chars().find(|&c| blocked(c)) {
        return Some(Reason::Blocked { character });
    }
    // A top-level domain that is still `xn--` cannot be read for its script.
    if tld.starts_with("xn--") {
        return Some(Reason::EncodedTld);
    }
    let many = label.chars().nth(1).is_some();
    // The lookalike rules: digits, and the letters of Cyrillic and of Thai
    // (whether the TLD expects the script is asked only of a label the
    // rule would hide).
    let mut digits = Lookalikes::new();
    let (mut cyrillic, mut thai) = (Lookalikes::new(), Lookalikes::new());

    let mut last_script = NONE;
    let mut combo: Option<Combo> = None;
    let mut previous: Option<char> = None;
    let mut base: Option<char> = None;
    let mut digit_systems = DigitSystems::default();
    let mut chars = label.chars().peekable();
    // The next character's properties, looked up once for both turns.
    let mut props = chars.peek().and_then(|&c| Props::of(u32::from(c)));
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        let cp = u32::from(c);
        // Identifier status.
        let Some(p) = props else {
            return Some(Reason::NotAllowed { character: c });
        };
        props = next.and_then(|c| Props::of(u32::from(c)));
        // Scripts, "highly restrictive", Common and Inherited aside.
        let script = p.script();
        let counted = script != t::ZYYY && script != t::ZINH;
        if counted && script != last_script {
            let state = match combo {
                None => Combo::of(script),
                Some(state) => state.then(Combo::of(script)),
            };
            if combo.is_some() && state.refused() {
                return Some(Reason::mixed_scripts(
                    Some(script_name(last_script)),
                    Some(script_name(script)),
                ));
            }
            combo = Some(state);
        }
        let next_script = props.map_or(NONE, Props::script);
        let kana = |s: u8| s == t::HIRA || s == t::KANA;
        let japanese = |s: u8| s == t::HANI || kana(s);
        // The Kana marks in context: ー only after Kana, ヽ ヾ only after
        // Katakana, ・ not next to Latin.
        let after = |kana: &[Kana]| kana.iter().any(|&k| last_script == kana_script(k));
        let next_to_latin = || last_script == t::LATN || next_script == t::LATN;
        if let Some(reason) = steps::kana_context(c, after, next_to_latin) {
            return Some(reason);
        }
        // へ べ ぺ beside Katakana, ヘ ベ ペ beside Hiragana.
        if let Some(twin) = steps::twin_of(cp).map(kana_script) {
            if last_script == twin || next_script == twin {
                return Some(Reason::KanaLookalike { character: c });
            }
        }
        // A slash lookalike with no Han or Kana on either side (alone, it
        // is shown).
        if steps::slash_lookalike(c) && many && !japanese(last_script) && !japanese(next_script) {
            return Some(Reason::CjkLookalike { character: c });
        }
        // A diacritic only after Latin, Greek or Cyrillic; no dot above on
        // i, j or l.
        if browser::is_diacritic(cp) && ![t::LATN, t::GREK, t::CYRL].contains(&last_script) {
            return Some(Reason::ForeignMark { character: c });
        }
        if let Some(reason) = steps::dot_on_dotted(c, previous) {
            return Some(reason);
        }
        // The middle dot only between two l, under .cat.
        if c == '\u{B7}' && !steps::middle_dot_in_place(previous, next, tld) {
            return Some(Reason::Context { character: c });
        }
        // Letters of one country's TLD.
        if let Some(reason) = steps::country_letter(c, tld) {
            return Some(reason);
        }
        // (U+02BB and U+02BC are refused with the blocklist above.)
        // The lookalike rules look at this character.
        digits.feed_digit(c, digit_lookalike);
        match script {
            t::CYRL => cyrillic.feed(c, cyrillic_lookalike),
            t::THAI => thai.feed(c, thai_lookalike),
            _ => {}
        }
        // A stroke, digit or letter lookalike next to what is neither CJK
        // nor an ASCII digit.
        if steps::cjk_lookalike(c) {
            let cjk = |s: u8| s == t::BOPO || japanese(s);
            let foreign =
                |x: Option<char>, s: u8| x.is_some_and(|x| !cjk(s) && !x.is_ascii_digit());
            if foreign(previous, last_script) || foreign(next, next_script) {
                return Some(Reason::CjkLookalike { character: c });
            }
        }
        // One digit system.
        if let Some(reason) = p.digit_zero().and_then(|zero| digit_systems.feed(c, zero)) {
            return Some(reason);
        }
        if p.is_nonspacing() {
            // The same mark twice in a row.
            if previous == Some(c) {
                return Some(Reason::RepeatedMark { character: c });
            }
            // A mark with scripts of its own only after one of them.
            let scx = p.extensions();
            let any = scx == 1 << t::ZYYY || scx == 1 << t::ZINH;
            if last_script != NONE
                && !any
                && scx & 1u64.checked_shl(u32::from(last_script)).unwrap_or(0) == 0
            {
                return Some(Reason::ForeignMark { character: c });
            }
            // No accent on a dotless ı.
            let accent = |cp: u32| matches!(cp, 0x300..=0x314 | 0x31A);
            if let Some(reason) = steps::mark_on_dotless_i(c, base, accent) {
                return Some(reason);
            }
        } else {
            base = Some(c);
        }
        if counted {
            last_script = script;
        }
        previous = Some(c);
    }
    if let Some(character) = digits.found() {
        return Some(Reason::DigitLookalikes { character });
    }
    // Cyrillic unless the TLD is on Firefox's list (or the caller's,
    // `Policy::expect_script`) or written in Cyrillic; Thai unless it is
    // `th` (or the caller's) or written in Thai.
    let hides = |rule: Lookalikes, script, tlds: &[&str], ranges: &[(u32, u32)]| {
        rule.found().is_some()
            && !steps::script_expected(policy, script, tld, tlds, |c| in_ranges(ranges, c))
    };
    if hides(cyrillic, "Cyrillic", &t::CYRILLIC_TLDS, &t::CYRL_RANGES) {
        return Some(Reason::WholeScriptConfusable { script: "Cyrillic" });
    }
    hides(thai, "Thai", &["th"], &t::THAI_RANGES)
        .then_some(Reason::WholeScriptConfusable { script: "Thai" })
}

/// Firefox's script number of `kana`.
fn kana_script(kana: Kana) -> u8 {
    match kana {
        Kana::Hiragana => t::HIRA,
        Kana::Katakana => t::KANA,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path of the properties (the ranges of a code point's block,
    /// `data.rs`'s `FIREFOX_BLOCKS`) gives what a search of the whole table
    /// gives, for every code point.
    #[test]
    fn blocks_as_the_whole_table() {
        let field = |w: u64, shift: u32| (w >> shift) & ((1 << t::CODE_POINT_BITS) - 1);
        let whole = |cp: u32| {
            let cp = u64::from(cp);
            let k = t::RANGES.partition_point(|&w| field(w, t::FIRST_SHIFT) <= cp);
            let w = *t::RANGES.get(k.checked_sub(1)?)?;
            (field(w, t::LAST_SHIFT) >= cp).then_some(w)
        };
        for cp in 0..=0x10_FFFF {
            assert_eq!(Props::of(cp).map(Props::word), whole(cp), "U+{cp:04X}");
        }
    }

    /// What the table means, on names: Latin with Han and Kana, with
    /// Han and Bopomofo, with Han and Hangul; no Cyrillic or Greek with
    /// anything; another script alone but not with Latin.
    #[test]
    fn script_combinations() {
        for shown in [
            "van語ではドイ",
            "中文abc",
            "한글hangul韓",
            "漢字hanzi",
            "مرحبا",
            "ab12",
        ] {
            assert_eq!(
                first_reason(shown, "com", &Policy::firefox()),
                None,
                "{shown}"
            );
        }
        for hidden in ["pаypal", "한글ハングル", "abहिन्दी", "καλάb", "हिन्दीবাংলা"]
        {
            assert!(
                matches!(
                    first_reason(hidden, "com", &Policy::firefox()),
                    Some(Reason::MixedScripts { .. })
                ),
                "{hidden}"
            );
        }
    }

    #[test]
    fn digit_lookalikes_are_chromiums_but_one() {
        let differ: alloc::vec::Vec<char> = (0..=0x0010_FFFF)
            .filter_map(char::from_u32)
            .filter(|&c| {
                digit_lookalike(c) != super::super::data::browser::looks_like_digit(u32::from(c))
            })
            .collect();
        assert_eq!(differ, ['\u{CED}']);
    }

    /// The reason names the scripts as Chromium's does (`Latin`, not `Latn`).
    #[test]
    fn mixed_scripts_are_named() {
        assert_eq!(
            first_reason("p\u{430}ypal", "com", &Policy::firefox()),
            Some(Reason::MixedScripts {
                first: "Latin",
                second: "Cyrillic"
            })
        );
    }

    #[test]
    fn an_encoded_tld_hides_every_label() {
        assert_eq!(
            first_reason("bücher", "xn--p1ai", &Policy::firefox()),
            Some(Reason::EncodedTld)
        );
        assert_eq!(first_reason("bücher", "de", &Policy::firefox()), None);
    }

    #[test]
    fn the_blocklist_is_sorted_and_bmp() {
        assert!(t::BLOCKLIST.windows(2).all(|w| w[0].1 < w[1].0));
        for (a, b) in t::BLOCKLIST {
            let inside = (a..=b).filter_map(|x| char::from_u32(u32::from(x)));
            assert!(inside.clone().all(blocked));
            let around = [a.checked_sub(1), b.checked_add(1)];
            for c in around
                .into_iter()
                .flatten()
                .filter_map(|x| char::from_u32(u32::from(x)))
            {
                assert_eq!(
                    blocked(c),
                    t::BLOCKLIST
                        .iter()
                        .any(|&(a, b)| (a..=b).contains(&(c as u16)))
                );
            }
        }
        assert!(blocked('\u{2BB}') && !blocked('a') && !blocked('\u{1F512}'));
    }
}
