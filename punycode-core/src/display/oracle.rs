//! The crates the display tables are generated from as their oracle:
//! `unicode-security` (UTS #39's identifier profile, confusable skeletons,
//! restriction levels) and `unicode-script` (`Script_Extensions`), for
//! every code point and on seeded random labels.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use unicode_script::{Script, UnicodeScript};
use unicode_security::{GeneralSecurityProfile, RestrictionLevel, RestrictionLevelDetection};

use super::data::{Props, ScriptSet};
use super::policy::Policy;
use super::rules::Facts;
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
    let mut set = 0u64;
    for s in scx.iter() {
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
        // The tables also hold what browsers admit, which the reader tells
        // apart: the profile is the rest.
        let admitted = super::data::browser::admitted(u32::from(c));
        assert_eq!(
            props.is_allowed() && !admitted,
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
    let digits: Vec<String> = ('0'..='9')
        .map(|d| their_skeleton(&d.to_string()))
        .collect();
    let (mut latin, mut digit) = (0, 0);
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
        let looks_digit = !c.is_ascii() && !is_digit && digits.contains(&sk);
        assert_eq!(props.looks_like_digit(), looks_digit, "{c:?} {sk:?}");
        latin += usize::from(looks_latin);
        digit += usize::from(looks_digit);
    }
    // Cyrillic а, е, о, р, с, у, х, ѕ, і, ј, ӏ and the like; б, ଠ, 〇.
    assert!(latin > 50 && digit > 10, "{latin} {digit}");
    for c in ['а', 'е', 'о', 'р', 'с', 'ѕ', 'ӏ', 'ο'] {
        assert!(Props::of(u32::from(c)).looks_latin(), "{c:?}");
    }
    for c in ['п', 'и', 'ж', 'λ'] {
        assert!(!Props::of(u32::from(c)).looks_latin(), "{c:?}");
    }
}

#[test]
fn punctuation_is_icu4xs() {
    use icu_properties::CodePointMapData;
    use icu_properties::props::{GeneralCategory, GeneralCategoryGroup};
    let gc = CodePointMapData::<GeneralCategory>::new();
    let mut punctuation = Vec::new();
    for c in all_chars().filter(|&c| GeneralSecurityProfile::identifier_allowed(c)) {
        let theirs = GeneralCategoryGroup::Punctuation.contains(gc.get(c));
        assert_eq!(Props::of(u32::from(c)).is_punctuation(), theirs, "{c:?}");
        if theirs && is_valid(c) {
            punctuation.push(c);
        }
    }
    // What a label can have of it (the rules name each).
    assert_eq!(
        punctuation.into_iter().collect::<String>(),
        "'-.:_\u{B7}\u{58A}\u{5F3}\u{5F4}\u{F0B}\u{2010}\u{2019}\u{2027}\u{30A0}\u{30FB}"
    );
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

#[test]
fn skeletons_of_every_valid_code_point_are_unicode_securitys() {
    let ascii = ascii_skeleton_chars();
    let mut checked = 0;
    for c in all_chars().filter(|&c| is_valid(c)) {
        let ours = skeleton(&c.to_string());
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
        if super::policy::stays_beyond_ascii(&text) {
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

/// Every code point of the browsers' rare and admitted ranges is caught
/// by the rules (which test a quick range before searching the tables):
/// a rare letter is `RareLetter` by default, an admitted one `NotAllowed`
/// by UTS #39 alone.
#[test]
fn the_browsers_ranges_are_all_caught() {
    let (browser, uts39) = (Policy::default(), Policy::uts39());
    let mut checked = 0;
    for (ranges, policy, rare) in [
        (&t::RARE_LETTERS[..], &browser, true),
        (&t::BROWSER_ADMITTED[..], &uts39, false),
    ] {
        for &(from, to) in ranges {
            for c in (from..=to).filter_map(char::from_u32) {
                if !Props::of(u32::from(c)).is_allowed() {
                    continue;
                }
                let text = c.to_string();
                let mut facts = Facts::default();
                facts.gather(&text, "com");
                let mut caught = false;
                facts.reasons(&text, "com", policy, |r| {
                    caught |= match r {
                        Reason::RareLetter { character } => rare && character == c,
                        Reason::NotAllowed { character } => !rare && character == c,
                        _ => false,
                    };
                });
                assert!(caught, "U+{:04X}", u32::from(c));
                checked += 1;
            }
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
        if !(Entry::of(cp).decomposes() && Props::of(cp).scripts().is_lgc()) {
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
        super::skeleton::skeleton_code_points(&read, false, &mut theirs);
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
        let mut facts = Facts::default();
        facts.gather(&label, "com");
        facts.reasons(&label, "com", &policy, |r| {
            ours |= matches!(r, Reason::MixedScripts { .. });
        });
        assert_eq!(ours, theirs, "{label:?} {level:?}");
        if theirs {
            mixed += 1;
        } else {
            single += 1;
        }
        // Skeletons of whole labels, across the pieces' boundaries.
        assert_eq!(skeleton(&label), their_skeleton(&label), "{label:?}");
    }
    assert!(mixed > 10_000 && single > 10_000, "{mixed} {single}");
}
