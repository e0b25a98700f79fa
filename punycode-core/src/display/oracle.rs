//! What the display tables are generated from, as their oracle: for the
//! UTS #39 policy (Unicode 18), the crates `unicode-security` (UTS #39's
//! identifier profile, confusable skeletons, restriction levels) and
//! `unicode-script` (`Script_Extensions`); for the browser policy (Unicode
//! 16), `unicode-tables/data/uts39-16.txt`, read here on its own; for every
//! code point and on seeded random labels.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use unicode_script::{Script, UnicodeScript};
use unicode_security::{GeneralSecurityProfile, RestrictionLevel, RestrictionLevelDetection};

use super::data::{BrowserProps, Props, ScriptSet};
use super::policy::Policy;
use super::skeleton::skeleton;
use super::tables as t;
use super::verdict::Reason;
use crate::hostname::data::Entry;
use crate::hostname::oracle::{Rng, all_chars};

/// Valid in UTS #46 (what a label's Unicode form is made of).
fn is_valid(c: char) -> bool {
    Entry::of(u32::from(c)).is_valid()
}

fn script_bit(s: Script) -> u32 {
    t::SCRIPT_NAMES
        .iter()
        .position(|&n| n == s.full_name())
        .unwrap_or_else(|| panic!("{s:?} has no bit")) as u32
}

/// The augmented script set of UTS #39 section 5.1, from `unicode-script`.
fn augmented(c: char) -> ScriptSet {
    let scx = c.script_extension();
    if scx.is_common() || scx.is_inherited() {
        return ScriptSet::ALL;
    }
    augmented_of(scx.iter())
}

/// The augmented script set of the scripts `scx` (not Common or
/// Inherited).
fn augmented_of(scx: impl Iterator<Item = Script>) -> ScriptSet {
    let mut set = 0u128;
    for s in scx {
        set |= 1 << script_bit(s);
        let extra: &[u32] = match s {
            Script::Han => &[t::JAPANESE, t::KOREAN, t::HAN_WITH_BOPOMOFO],
            Script::Hiragana | Script::Katakana => &[t::JAPANESE],
            Script::Hangul => &[t::KOREAN],
            Script::Bopomofo => &[t::HAN_WITH_BOPOMOFO],
            _ => &[],
        };
        for &bit in extra {
            set |= 1 << bit;
        }
    }
    ScriptSet(set)
}

fn their_skeleton(s: &str) -> String {
    unicode_security::skeleton(s).collect()
}

#[test]
fn every_code_point_has_the_profile_and_scripts_of_unicode_security() {
    let mut allowed = 0;
    for c in all_chars() {
        let props = Props::of(u32::from(c));
        assert_eq!(
            props.is_allowed(),
            GeneralSecurityProfile::identifier_allowed(c),
            "{c:?}"
        );
        if props.is_allowed() {
            allowed += 1;
            assert_eq!(props.scripts(), augmented(c), "{c:?}");
        }
    }
    // The profile: about 34,000 code points in Unicode 18.
    assert!((30_000..40_000).contains(&allowed), "{allowed}");
}

/// The characters of the skeletons of ASCII letters and digits
/// (unicode-security's).
fn ascii_skeleton_chars() -> Vec<char> {
    ('a'..='z')
        .chain('0'..='9')
        .flat_map(|c| their_skeleton(&c.to_string()).chars().collect::<Vec<_>>())
        .collect()
}

#[test]
fn lookalike_flags_follow_the_skeletons() {
    let ascii = ascii_skeleton_chars();
    let mut latin = 0;
    for c in all_chars().filter(|&c| GeneralSecurityProfile::identifier_allowed(c)) {
        let props = Props::of(u32::from(c));
        let sk = their_skeleton(&c.to_string());
        let is_digit = props.digit_zero().is_some();
        let set = augmented(c);
        let looks_latin = !c.is_ascii()
            && !is_digit
            && !set.is_all()
            && !set.has_latin()
            && !sk.is_empty()
            && sk.chars().all(|s| ascii.contains(&s));
        assert_eq!(props.looks_latin(), looks_latin, "{c:?} {sk:?}");
        latin += usize::from(looks_latin);
    }
    // Cyrillic а, е, о, р, с, у, х, ѕ, і, ј, ӏ and the like.
    assert!(latin > 50, "{latin}");
    for c in ['а', 'е', 'о', 'р', 'с', 'ѕ', 'ӏ', 'ο'] {
        assert!(Props::of(u32::from(c)).looks_latin(), "{c:?}");
    }
    for c in ['п', 'и', 'ж', 'λ'] {
        assert!(!Props::of(u32::from(c)).looks_latin(), "{c:?}");
    }
}

#[test]
fn digit_systems_are_runs_of_ten() {
    // Every decimal digit of the profile: its system's zero is the digit
    // whose value is 0, checked by the run it starts.
    let mut systems = 0;
    for c in all_chars() {
        let Some(zero) = Props::of(u32::from(c)).digit_zero() else {
            continue;
        };
        assert!(u32::from(c) - zero < 10, "{c:?}");
        for k in 0..10 {
            let d = char::from_u32(zero + k).unwrap();
            assert_eq!(Props::of(zero + k).digit_zero(), Some(zero), "{d:?}");
        }
        systems += usize::from(u32::from(c) == zero);
    }
    assert_eq!(Props::of(u32::from('7')).digit_zero(), Some(0x30));
    assert_eq!(Props::of(0x0663).digit_zero(), Some(0x0660));
    assert_eq!(Props::of(0x06F3).digit_zero(), Some(0x06F0));
    // ASCII, Arabic-Indic, extended Arabic-Indic, Devanagari, Bengali...
    assert!(systems > 10, "{systems}");
}

/// The same for the browser policy's table, where a digit that looks like
/// `l` (`1`, `١`, `۱`) has a range of its own.
#[test]
fn browser_digit_systems_are_runs_of_ten() {
    let gc = icu_properties::CodePointMapData::<icu_properties::props::GeneralCategory>::new();
    let mut systems = 0;
    for c in all_chars() {
        let Some(zero) = BrowserProps::of(u32::from(c)).digit_zero() else {
            continue;
        };
        assert_eq!(
            gc.get(c),
            icu_properties::props::GeneralCategory::DecimalNumber,
            "{c:?}"
        );
        assert!(u32::from(c) - zero < 10, "{c:?}");
        for k in 0..10 {
            assert_eq!(
                BrowserProps::of(zero + k).digit_zero(),
                Some(zero),
                "{c:?} {k}"
            );
        }
        systems += usize::from(u32::from(c) == zero);
    }
    for (digit, zero) in [('1', '0'), ('7', '0'), ('١', '٠'), ('۱', '۰'), ('۳', '۰')] {
        let props = BrowserProps::of(u32::from(digit));
        assert_eq!(props.digit_zero(), Some(u32::from(zero)), "{digit:?}");
    }
    assert!(BrowserProps::of(u32::from('1')).is_dot_lead());
    assert!(systems > 10, "{systems}");
}

#[test]
fn skeletons_of_every_valid_code_point_are_unicode_securitys() {
    let ascii = ascii_skeleton_chars();
    let mut checked = 0;
    for c in all_chars().filter(|&c| is_valid(c)) {
        let ours = skeleton(&c.to_string(), false);
        let theirs = their_skeleton(&c.to_string());
        // Outside the profile, only skeletons that look like ASCII are
        // kept (the rest cannot make a name look like an ASCII one).
        let kept = GeneralSecurityProfile::identifier_allowed(c)
            || theirs.chars().all(|s| ascii.contains(&s));
        if kept {
            assert_eq!(ours, theirs, "{c:?} U+{:04X}", u32::from(c));
            checked += 1;
        }
    }
    assert!(checked > 30_000, "{checked}");
}

/// The quick test of protected-name lookups: a code point it says stays
/// beyond ASCII has a skeleton beyond ASCII, ours in both modes, and
/// UTS #39's (unicode-security's) is no hostname's.
#[test]
fn what_stays_beyond_ascii_has_no_ascii_skeleton() {
    let mut ruled_out = 0;
    for c in all_chars().filter(|&c| is_valid(c)) {
        let text = c.to_string();
        if super::protected::stays_beyond_ascii(&text, false)
            && super::protected::stays_beyond_ascii(&text, true)
        {
            ruled_out += 1;
            // Theirs may be ASCII punctuation or uppercase (`ǃ` is `!`,
            // `˗` is `-`, `ߌ` is `Y`),
            // which our tables leave out for code points outside the
            // profile: such a label is not shown anyway.
            let theirs = their_skeleton(&text);
            let hostname_like = |s: &str| {
                s.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            };
            assert!(!hostname_like(&theirs), "{c:?} {theirs:?}");
            for browser in [false, true] {
                let mut scratch = Vec::new();
                super::skeleton::skeleton_code_points(&text, browser, &mut scratch);
                assert!(scratch.iter().any(|&cp| cp >= 0x80), "{c:?}");
            }
        }
    }
    assert!(ruled_out > 100_000, "{ruled_out}");
}

/// What Chromium takes out of its identifier set (`SetAllowedUnicodeSet`
/// of `idn_spoof_checker.cc`, as its source states it), of what Unicode
/// 16's profile allows: every such code point is `NotAllowed` by the
/// browser policy, and none of them is in its set.
#[test]
fn chromiums_removals_are_not_allowed() {
    const REMOVED: [(u32, u32); 15] = [
        (0x338, 0x338),
        (0x58A, 0x58A),
        (0x2010, 0x2010),
        (0x2019, 0x2019),
        (0x2027, 0x2027),
        (0x30A0, 0x30A0),
        (0x2BB, 0x2BC),
        (0x2EC, 0x2EC),
        (0x138, 0x138),
        (0x1CD, 0x1DC),
        (0x1C80, 0x1C8F),
        (0x1E00, 0x1E9B),
        (0x1F00, 0x1FFF),
        (0xA640, 0xA69F),
        (0xA720, 0xA7FF),
    ];
    let v16 = Unicode16::read();
    let policy = Policy::default();
    let mut checked = 0;
    for &(from, to) in &REMOVED {
        for c in (from..=to).filter_map(char::from_u32) {
            assert!(!BrowserProps::of(u32::from(c)).is_allowed(), "{c:?}");
            if !v16.scripts.contains_key(&c) || !is_valid(c) {
                continue;
            }
            let mut reasons = Vec::new();
            super::chromium::reasons(&c.to_string(), "com", &policy, &mut |r| reasons.push(r));
            assert!(
                reasons.contains(&Reason::NotAllowed { character: c }),
                "U+{:04X} {reasons:?}",
                u32::from(c)
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

/// The browsers' reading of a decomposed letter, held for every valid
/// Latin, Greek and Cyrillic code point that decomposes to the reading as
/// Chromium defines it (ICU4X's NFD, marks dropped, the browsers'
/// mappings, then UTS #39's skeleton). Taking the pieces from the skeleton
/// table's prototypes instead, to save the decomposition, failed it on
/// `ή`, `ӟ` and `ӹ`.
#[test]
fn browsers_reading_of_decomposed_letters_is_by_their_nfd() {
    use icu_normalizer::DecomposingNormalizerBorrowed;
    let nfd = DecomposingNormalizerBorrowed::new_nfd();
    let mut checked = 0;
    for c in all_chars().filter(|&c| is_valid(c)) {
        let cp = u32::from(c);
        if !(Entry::of(cp).decomposes() && BrowserProps::of(cp).is_lgc()) {
            continue;
        }
        let mut read = String::new();
        for piece in nfd.normalize_iter(core::iter::once(c)) {
            let p = u32::from(piece);
            if p >= 0x300 && crate::hostname::data::props(p).is_mark() {
                continue;
            }
            match super::data::browser::extra_skeleton(p) {
                Some(ascii) => {
                    read.extend(ascii.iter().filter(|&&b| b != 0).map(|&b| char::from(b)));
                }
                None => read.push(piece),
            }
        }
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        super::skeleton::skeleton_code_points(&c.to_string(), true, &mut ours);
        // The browser policy's skeleton of the reading, taken as it is.
        let theirs_text = skeleton(&read, true);
        theirs.extend(theirs_text.chars().map(u32::from));
        assert_eq!(ours, theirs, "{c:?} U+{cp:04X}");
        checked += 1;
    }
    assert!(checked > 150, "{checked}");
}

/// What the skeleton's fast path takes for granted: no valid code point of
/// combining class 0 decomposes to a mark first.
#[test]
fn no_starter_decomposes_to_a_mark_first() {
    use crate::hostname::data::{decomposition, props};
    for c in all_chars().filter(|&c| is_valid(c)) {
        let cp = u32::from(c);
        if props(cp).ccc() == 0 && Entry::of(cp).decomposes() {
            let (d, _) = decomposition(cp);
            assert_eq!(props(d[0]).ccc(), 0, "{c:?}");
        }
    }
}

/// Valid code points of the profile from scripts that mix in interesting
/// ways (Latin, Greek, Cyrillic, CJK, Hangul, Bopomofo, Arabic, digits,
/// Common characters with script extensions, marks).
fn pool() -> Vec<char> {
    let ranges = [
        (0x30, 0x39),
        (0x61, 0x7A),
        (0xE0, 0xFF),
        (0x300, 0x36F),
        (0x3B1, 0x3C9),
        (0x430, 0x45F),
        (0x5D0, 0x5EA),
        (0x620, 0x64A),
        (0x660, 0x669),
        (0x6F0, 0x6F9),
        (0x966, 0x96F),
        (0x3041, 0x3096),
        (0x30A1, 0x30FC),
        (0x3105, 0x312F),
        (0x4E00, 0x4E40),
        (0xAC00, 0xAC40),
        (0xB7, 0xB7),
        (0x640, 0x640),
        (0x30FB, 0x30FB),
    ];
    ranges
        .iter()
        .flat_map(|&(a, b)| (a..=b).filter_map(char::from_u32))
        .filter(|&c| is_valid(c) && GeneralSecurityProfile::identifier_allowed(c))
        .collect()
}

#[test]
fn random_labels_match_unicode_security() {
    let pool = pool();
    let mut rng = Rng(0xD15B_1A7E_5EED_0001);
    let policy = Policy::uts39();
    let (mut mixed, mut single) = (0, 0);
    for _ in 0..100_000 {
        let len = 1 + (rng.next() % 6) as usize;
        // Mostly two neighbourhoods, so that single scripts come up too.
        let a = (rng.next() % pool.len() as u64) as usize;
        let b = (rng.next() % pool.len() as u64) as usize;
        let label: String = (0..len)
            .map(|_| {
                let base = if rng.next() % 2 == 0 { a } else { b };
                let k = (base + (rng.next() % 8) as usize).min(pool.len() - 1);
                pool[k]
            })
            .collect();
        // As a label's Unicode form is: mapped, in NFC, valid.
        let Ok(label) = crate::hostname::to_unicode(&label, crate::hostname::Options::url()) else {
            continue;
        };
        if label.contains('.')
            || !label
                .chars()
                .all(GeneralSecurityProfile::identifier_allowed)
        {
            continue;
        }
        // Highly restrictive, as unicode-security detects it.
        let level = label.as_str().detect_restriction_level();
        let theirs = level > RestrictionLevel::HighlyRestrictive;
        let mut ours = false;
        super::uts39::reasons(&label, "com", &policy, &mut |r| {
            ours |= matches!(r, Reason::MixedScripts { .. });
        });
        assert_eq!(ours, theirs, "{label:?} {level:?}");
        if theirs {
            mixed += 1;
        } else {
            single += 1;
        }
        // Skeletons of whole labels, across the pieces' boundaries.
        assert_eq!(skeleton(&label, false), their_skeleton(&label), "{label:?}");
    }
    assert!(mixed > 10_000 && single > 10_000, "{mixed} {single}");
}

/// `unicode-tables/data/uts39-16.txt`: the browser policy's data of
/// Unicode 16, read on its own.
struct Unicode16 {
    /// Every allowed code point's `Script` and `Script_Extensions`.
    scripts: std::collections::HashMap<char, (Script, Vec<Script>)>,
    /// The prototypes of the code points NFD leaves alone.
    prototypes: std::collections::HashMap<char, String>,
}

impl Unicode16 {
    fn read() -> Unicode16 {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../unicode-tables/data/uts39-16.txt"
        );
        let text = std::fs::read_to_string(path).expect("the data of Unicode 16");
        let hex = |s: &str| char::from_u32(u32::from_str_radix(s, 16).unwrap()).unwrap();
        let script = |s: &str| Script::from_short_name(s).unwrap();
        let mut data = Unicode16 {
            scripts: std::collections::HashMap::new(),
            prototypes: std::collections::HashMap::new(),
        };
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let f: Vec<&str> = line.split(' ').collect();
            if f[0] == "A" {
                let (first, last) = (u32::from(hex(f[1])), u32::from(hex(f[2])));
                let scx: Vec<Script> = f[4..].iter().map(|s| script(s)).collect();
                for cp in first..=last {
                    data.scripts
                        .insert(char::from_u32(cp).unwrap(), (script(f[3]), scx.clone()));
                }
            } else {
                data.prototypes
                    .insert(hex(f[1]), f[2..].iter().map(|s| hex(s)).collect());
            }
        }
        data
    }

    /// UTS #39's skeleton of `c`: NFD, prototypes, NFD.
    fn skeleton(&self, c: char) -> String {
        use icu_normalizer::DecomposingNormalizerBorrowed;
        let nfd = DecomposingNormalizerBorrowed::new_nfd();
        let mapped: String = nfd
            .normalize_iter(core::iter::once(c))
            .map(|p| {
                self.prototypes
                    .get(&p)
                    .cloned()
                    .unwrap_or_else(|| p.to_string())
            })
            .collect();
        nfd.normalize(&mapped).into_owned()
    }
}

/// Every code point of the browser policy's set is in Unicode 16's
/// profile, with its augmented script set and whole-script class from the
/// file; every code point of the profile is in the set but for Chromium's
/// removals (held by `chromiums_removals_are_not_allowed`).
#[test]
fn every_code_point_has_the_browser_data_of_unicode_16() {
    let v16 = Unicode16::read();
    let whole_script: Vec<&str> = t::WHOLE_SCRIPT.iter().map(|(s, _)| *s).collect();
    let (mut allowed, mut removed) = (0, 0);
    for c in all_chars() {
        let props = BrowserProps::of(u32::from(c));
        let Some((sc, scx)) = v16.scripts.get(&c) else {
            assert!(!props.is_allowed(), "{c:?}");
            continue;
        };
        if !props.is_allowed() {
            removed += 1;
            continue;
        }
        allowed += 1;
        let want = if matches!(scx[..], [Script::Common | Script::Inherited]) {
            ScriptSet::ALL
        } else {
            augmented_of(scx.iter().copied())
        };
        assert_eq!(props.scripts(), want, "{c:?}");
        let class = match whole_script.iter().position(|&s| s == sc.full_name()) {
            Some(k) => k as u32 + 1,
            None if *sc == Script::Latin => t::CLASS_LATIN,
            None => 0,
        };
        assert_eq!(props.class(), class, "{c:?}");
    }
    // Unicode 16's profile is about 112,000 code points (it allows most
    // of Han, which Unicode 17 restricted); Chromium removes a few hundred.
    assert!(
        (100_000..120_000).contains(&allowed) && (300..1_000).contains(&removed),
        "{allowed} {removed}"
    );
}

/// The browser policy's skeletons are Unicode 16's (the file's prototypes
/// through NFD), for every valid code point of its set and every one whose
/// skeleton looks like ASCII.
#[test]
fn browser_skeletons_are_unicode_16s() {
    let v16 = Unicode16::read();
    let ascii: Vec<char> = ('a'..='z')
        .chain('0'..='9')
        .flat_map(|c| v16.skeleton(c).chars().collect::<Vec<_>>())
        .collect();
    let mut checked = 0;
    for c in all_chars().filter(|&c| is_valid(c)) {
        let theirs = v16.skeleton(c);
        let kept = BrowserProps::of(u32::from(c)).is_allowed()
            || theirs.chars().all(|s| ascii.contains(&s));
        if kept {
            assert_eq!(
                skeleton(&c.to_string(), true),
                theirs,
                "{c:?} U+{:04X}",
                u32::from(c)
            );
            checked += 1;
        }
    }
    assert!(checked > 100_000, "{checked}");
}

/// The letters on which the browser policy finds a dot above hidden are
/// ICU's (`isIllegalCombiningDotLeadCharacter`): `i`, `j`, `ı`, `ȷ`, `l`
/// and `Soft_Dotted`, and what Unicode 16's confusables read as one of
/// them, for every code point of the set.
#[test]
fn dot_leads_are_icus() {
    use icu_properties::CodePointSetData;
    use icu_properties::props::SoftDotted;
    let v16 = Unicode16::read();
    let soft = CodePointSetData::new::<SoftDotted>();
    let lead = |c: char| matches!(c, 'i' | 'j' | 'ı' | 'ȷ' | 'l') || soft.contains(c);
    let mut leads = 0;
    for c in all_chars() {
        let props = BrowserProps::of(u32::from(c));
        if !props.is_allowed() {
            continue;
        }
        let want = lead(c)
            || v16
                .prototypes
                .get(&c)
                .and_then(|p| p.chars().last())
                .is_some_and(|f| f != c && lead(f));
        assert_eq!(props.is_dot_lead(), want, "{c:?} U+{:04X}", u32::from(c));
        leads += usize::from(want);
    }
    // The Latin, Cyrillic and Greek i-like letters, digit 1, and a few
    // dozen others that look like them.
    assert!((10..500).contains(&leads), "{leads}");
}

/// The browser policy's identifier set is the one Chromium gives ICU 76.1
/// (its recommended and inclusion sets less Chromium's removals), as
/// `tests/display-model.sh` dumps it from ICU itself: the same for every
/// code point. (ICU's sets are its own copy of UTS #39's data, so this
/// holds the Unicode 16 file and Chromium's removals to ICU, not to the
/// crates they come from.)
#[test]
fn the_browser_set_is_icus() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/display-icu-allowed.txt"
    );
    let text = std::fs::read_to_string(path).expect("ICU's set");
    let mut icu = alloc::vec![false; 0x11_0000];
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (first, last) = line.split_once(' ').unwrap();
        let first = u32::from_str_radix(first, 16).unwrap();
        let last = u32::from_str_radix(last, 16).unwrap();
        for cp in first..=last {
            icu[cp as usize] = true;
        }
    }
    let mut allowed = 0;
    for c in all_chars() {
        let cp = u32::from(c);
        assert_eq!(
            BrowserProps::of(cp).is_allowed(),
            icu[cp as usize],
            "U+{cp:04X}"
        );
        allowed += usize::from(icu[cp as usize]);
    }
    assert!(allowed > 100_000, "{allowed}");
}

/// No code point of either policy's set has the same nonspacing mark
/// twice in its NFD, so a label without a nonspacing mark of its own has
/// no mark twice in a run after NFD: both policies look for repeated marks
/// only in a label with one. (Outside them, Gurung Khema's vowel signs
/// do, U+16121 and others; their marks are not of the sets either, and
/// the check counts only marks of the sets.)
#[test]
fn no_decomposition_repeats_a_mark() {
    use icu_normalizer::DecomposingNormalizerBorrowed;
    use icu_properties::CodePointMapData;
    use icu_properties::props::GeneralCategory;
    let nfd = DecomposingNormalizerBorrowed::new_nfd();
    let gc = CodePointMapData::<GeneralCategory>::new();
    let mut decomposed = 0;
    for c in all_chars() {
        let cp = u32::from(c);
        if !BrowserProps::of(cp).is_allowed() && !Props::of(cp).is_allowed() {
            continue;
        }
        let marks: Vec<char> = nfd
            .normalize_iter(core::iter::once(c))
            .filter(|&m| gc.get(m) == GeneralCategory::NonspacingMark)
            .collect();
        decomposed += usize::from(marks.len() > 1);
        for (k, m) in marks.iter().enumerate() {
            assert!(!marks[..k].contains(m), "U+{:04X}", u32::from(c));
        }
    }
    // Vietnamese letters with two marks, and a few dozen more.
    assert!(decomposed > 50, "{decomposed}");
}

/// The repeated-mark check, which decomposes only a character followed by
/// a mark, against its definition (every character decomposed, by
/// ICU4X), on random labels in NFC of letters, precomposed letters and
/// marks, for both policies' data.
#[test]
fn repeated_marks_as_defined() {
    use icu_normalizer::DecomposingNormalizerBorrowed;
    let nfd = DecomposingNormalizerBorrowed::new_nfd();
    let by_definition = |text: &str, is_nonspacing: &dyn Fn(u32) -> bool| {
        let mut run: Vec<char> = Vec::new();
        for piece in nfd.normalize(text).chars() {
            if !is_nonspacing(u32::from(piece)) {
                run.clear();
            } else if run.contains(&piece) {
                return Some(piece);
            } else {
                run.push(piece);
            }
        }
        None
    };
    let letters: Vec<char> = "aeiouáéíóúàèìòùâêôñüöäåçǎếệởạặəиийёїќ\u{3ac}\u{3af}\u{1ea5}कमलক্ষথ"
        .chars()
        .collect();
    let marks: Vec<char> = ('\u{300}'..='\u{315}')
        .chain([
            '\u{323}', '\u{328}', '\u{94d}', '\u{93c}', '\u{9bc}', '\u{e31}', '\u{e48}',
        ])
        .collect();
    let mut rng = Rng(7);
    let (mut found, mut labels) = (0, 0);
    for _ in 0..20_000 {
        let mut label = String::new();
        for _ in 0..=rng.next() % 8 {
            let pool = if rng.next() % 3 == 0 {
                &marks
            } else {
                &letters
            };
            label.push(rng.pick(pool));
        }
        // Labels are in NFC, as `to_unicode` gives them.
        let label = icu_normalizer::ComposingNormalizerBorrowed::new_nfc()
            .normalize(&label)
            .into_owned();
        for browser in [true, false] {
            let is_nonspacing = |cp: u32| {
                if browser {
                    BrowserProps::of(cp).is_nonspacing()
                } else {
                    Props::of(cp).is_nonspacing()
                }
            };
            let ours = super::skeleton::repeated_mark(&label, is_nonspacing);
            assert_eq!(ours, by_definition(&label, &is_nonspacing), "{label:?}");
            found += usize::from(ours.is_some());
            labels += 1;
        }
    }
    assert!(found > 1_000 && found < labels / 2, "{found} of {labels}");
}

/// The skeleton's ASCII fast path against the general one: every ASCII
/// text of one or two characters, and random longer ones, both policies.
#[test]
fn ascii_skeletons_as_the_general_path() {
    use super::skeleton::{Choice, general_skeleton_for_tests, skeleton_code_points};
    let ascii: Vec<char> = (0u8..0x80).map(char::from).collect();
    let mut texts: Vec<String> = ascii.iter().map(ToString::to_string).collect();
    for &a in &ascii {
        texts.extend(ascii.iter().map(|&b| [a, b].iter().collect::<String>()));
    }
    let mut rng = Rng(11);
    for _ in 0..2_000 {
        let n = 3 + rng.next() % 20;
        texts.push((0..n).map(|_| rng.pick(&ascii)).collect());
    }
    let (mut fast, mut general) = (Vec::new(), Vec::new());
    for text in &texts {
        for browser in [true, false] {
            skeleton_code_points(text, browser, &mut fast);
            general_skeleton_for_tests(text, browser, Choice::NONE, &mut general);
            assert_eq!(fast, general, "{text:?}");
        }
    }
}

/// What the protected-name search takes for granted of an ASCII label: no
/// ASCII character's skeleton has a dot, by either policy's data, so an
/// ASCII label is one label of a skeleton.
#[test]
fn no_ascii_skeleton_has_a_dot() {
    for b in 0u8..0x80 {
        if b == b'.' {
            continue;
        }
        for browser in [true, false] {
            let text = char::from(b).to_string();
            assert!(!skeleton(&text, browser).contains('.'), "{b:#04x}");
        }
    }
}

/// Chromium's rules count the characters that read as two things, for
/// the protected names, against the table they are counted by: every code
/// point, twice among ASCII, and in a label its hyphens refuse; only the
/// table's characters count.
#[test]
fn characters_with_two_readings_counted_by_the_table() {
    use super::data::browser::alternatives;
    let policy = Policy::default();
    let mut with = 0;
    for c in all_chars() {
        let has = u32::from(alternatives(u32::from(c)).is_some());
        for (text, times) in [(alloc::format!("a{c}b{c}"), 2), (alloc::format!("-{c}"), 1)] {
            let counted = super::chromium::reasons(&text, "com", &policy, &mut |_| {});
            assert_eq!(counted, times * has, "U+{:04X} in {text:?}", u32::from(c));
        }
        with += has;
    }
    assert_eq!(with as usize, t::ALTERNATIVES.len());
}

/// The skeleton made step by step, as the protected-name search makes it
/// to give up early, against the skeleton itself: each start it is asked
/// about is a start of the whole skeleton, and it ends as the skeleton;
/// stopped at each step, it says so. Every valid code point first, alone
/// and before tails with letters, marks (which NFD may move), precomposed
/// letters, Hangul and random characters; both policies.
#[test]
fn skeletons_step_by_step_as_the_skeleton() {
    use super::skeleton::{skeleton_code_points, skeleton_code_points_while};
    let chars: Vec<char> = all_chars().filter(|&c| is_valid(c)).collect();
    let mut rng = Rng(13);
    let (mut full, mut steps_scratch) = (Vec::new(), Vec::new());
    let (mut asked, mut texts) = (0usize, 0usize);
    for &c in &chars {
        let tails = [
            String::new(),
            "ab".to_string(),
            "\u{301}a".to_string(),
            "a\u{323}\u{301}b".to_string(),
            "\u{1ec7}\u{327}x".to_string(),
            "\u{ac00}\u{1161}".to_string(),
            alloc::format!("{c}{c}"),
            (0..4).map(|_| rng.pick(&chars)).collect::<String>(),
        ];
        for tail in &tails {
            let text = alloc::format!("{c}{tail}");
            for browser in [true, false] {
                skeleton_code_points(&text, browser, &mut full);
                let mut starts: Vec<Vec<u32>> = Vec::new();
                let went_on =
                    skeleton_code_points_while(&text, browser, &mut steps_scratch, &mut |cps| {
                        starts.push(cps.to_vec());
                        true
                    });
                assert!(went_on);
                assert_eq!(steps_scratch, full, "{text:?} (browser {browser})");
                for (k, start) in starts.iter().enumerate() {
                    assert!(
                        full.starts_with(start),
                        "{text:?} (browser {browser}): {start:x?}"
                    );
                    if k > 0 {
                        assert!(start.len() > starts[k - 1].len(), "{text:?}");
                    }
                    // Stopped at its first or last step: it says so.
                    if k != 0 && k + 1 != starts.len() {
                        continue;
                    }
                    let mut at = 0;
                    let stopped = !skeleton_code_points_while(
                        &text,
                        browser,
                        &mut steps_scratch,
                        &mut |_| {
                            at += 1;
                            at <= k
                        },
                    );
                    assert!(stopped, "{text:?} (browser {browser}), step {k}");
                }
                asked += starts.len();
                texts += 1;
            }
        }
    }
    // It is asked about most texts (at two code points, four, ...).
    assert!(asked > texts / 2, "{asked} steps on {texts} texts");
}

/// The protected-name search's fast path against the skeleton itself:
/// where `first_of_skeleton` answers, the label's skeleton starts with its
/// answer. Every valid code point first, alone, before a letter of its own
/// script or of Latin, before combining marks (which NFD may move), and
/// before random characters; both policies.
#[test]
fn first_of_a_skeleton_as_the_skeleton() {
    use super::skeleton::{first_of_skeleton, skeleton_code_points};
    let chars: Vec<char> = all_chars().filter(|&c| is_valid(c)).collect();
    let mut rng = Rng(12);
    let (mut answered, mut full) = (0, Vec::new());
    for &c in &chars {
        let tails = [
            String::new(),
            "a".to_string(),
            "\u{301}".to_string(),
            "\u{323}\u{301}b".to_string(),
            c.to_string(),
            (0..3).map(|_| rng.pick(&chars)).collect::<String>(),
        ];
        for tail in &tails {
            let text = alloc::format!("{c}{tail}");
            for browser in [true, false] {
                let Some(first) = first_of_skeleton(&text, browser) else {
                    continue;
                };
                skeleton_code_points(&text, browser, &mut full);
                assert_eq!(full.first(), Some(&first), "{text:?} (browser {browser})");
                answered += 1;
            }
        }
    }
    // It answers for nearly every text.
    assert!(
        answered > 10 * chars.len(),
        "{answered} of {}",
        12 * chars.len()
    );
}
