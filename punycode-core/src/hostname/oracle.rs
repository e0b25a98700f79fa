//! ICU4X as the oracle of our Unicode tables: every code point's mapping,
//! status and properties, every canonical composition, and NFC with the
//! UTS #46 mapping on a million seeded random strings built to stress it.

use alloc::string::String;
use alloc::vec::Vec;

use icu_normalizer::ComposingNormalizerBorrowed;
use icu_normalizer::properties::{
    CanonicalCombiningClassMapBorrowed, CanonicalCompositionBorrowed,
    CanonicalDecompositionBorrowed, Decomposed,
};
use icu_normalizer::uts46::Uts46MapperBorrowed;
use icu_properties::CodePointMapData;
use icu_properties::props::{BidiClass, GeneralCategory, GeneralCategoryGroup, JoiningType};

use super::data::{self, BidiClass as B, Entry, JoiningType as J};
use super::mapping;

pub(crate) fn all_chars() -> impl Iterator<Item = char> {
    (0..=u32::from(char::MAX)).filter_map(char::from_u32)
}

/// Ours: UTS #46 mapping and NFC.
fn ours(s: &str) -> String {
    let mut buf = alloc::vec![0u32; 18 * s.chars().count()];
    let mut cps = mapping::CodePoints::new(&mut buf);
    let mut nfc = false;
    for c in s.chars() {
        nfc |= mapping::push_mapping(c as u32, Entry::of(c as u32), &mut cps).nfc;
    }
    let mut len = cps.len;
    if nfc {
        len = mapping::normalize(&mut buf, 0, len).unwrap();
    }
    buf[..len]
        .iter()
        .map(|&cp| char::from_u32(cp).unwrap())
        .collect()
}

/// Ours: the UTS #46 mapping of `c` alone, without NFC.
fn unnormalized(c: char) -> String {
    let mut buf = [0u32; 32];
    let mut cps = mapping::CodePoints::new(&mut buf);
    mapping::push_mapping(c as u32, Entry::of(c as u32), &mut cps);
    let len = cps.len;
    assert!(len <= 18, "U+{:04X} maps to {len} code points", c as u32);
    buf[..len]
        .iter()
        .map(|&cp| char::from_u32(cp).unwrap())
        .collect()
}

/// The facts the ASCII shortcuts (the ASCII passes, the inert-label check,
/// mapping, locating, a decoded A-label's pass) stand on: an ASCII
/// character maps to its lowercase, as ICU4X says, which NFC leaves alone
/// (so mapping reports nothing for NFC to do); and every ASCII character
/// but the uppercase letters is valid and plain (left-to-right, class 0,
/// composing with nothing). The deny lists, STD3 or the URL Standard's,
/// are separate checks.
#[test]
fn ascii_maps_to_its_lowercase() {
    for b in 0..0x80u8 {
        let c = char::from(b);
        let s = String::from(c);
        let lower = String::from(c.to_ascii_lowercase());
        assert_eq!(icu4x(&s), lower, "{b:#04x}");
        assert_eq!(ours(&s), lower, "{b:#04x}");
        assert_eq!(unnormalized(c), lower, "{b:#04x}");
        let mut buf = [0u32; 4];
        let pushed = mapping::push_mapping(
            u32::from(b),
            Entry::of(u32::from(b)),
            &mut mapping::CodePoints::new(&mut buf),
        );
        assert!(!pushed.nfc && !pushed.rtl, "{b:#04x}");
        let entry = Entry::of(u32::from(b));
        assert_eq!(entry.is_valid(), !b.is_ascii_uppercase(), "{b:#04x}");
        // Plain (what the paths that take ASCII without a lookup assume);
        // `is_pass` only for LDH, the ASCII that IDNA2008 permits.
        if entry.is_valid() {
            let props = entry.props();
            assert!(!entry.may_compose() && !entry.is_rtl(), "{b:#04x}");
            assert!(props.ccc() == 0 && !props.is_mark(), "{b:#04x}");
        }
        let ldh = b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
        assert_eq!(entry.is_pass(), ldh, "{b:#04x}");
    }
}

/// Splitting the input at the four separators before mapping is the same
/// as splitting after it: no other code point maps to something with a
/// full stop (checked on the tables, every code point).
#[test]
fn only_the_separators_map_to_a_full_stop() {
    let dots: Vec<char> = all_chars()
        .filter(|&c| ours(c.encode_utf8(&mut [0; 4])).contains('.'))
        .collect();
    assert_eq!(dots, ['.', '\u{3002}', '\u{FF0E}', '\u{FF61}']);
}

/// ICU4X's: UTS #46 mapping and NFC.
fn icu4x(s: &str) -> String {
    Uts46MapperBorrowed::new()
        .map_normalize(s.chars())
        .collect()
}

fn bidi(class: BidiClass) -> B {
    match class {
        BidiClass::LeftToRight => B::L,
        BidiClass::RightToLeft => B::R,
        BidiClass::ArabicLetter => B::AL,
        BidiClass::ArabicNumber => B::AN,
        BidiClass::EuropeanNumber => B::EN,
        BidiClass::EuropeanSeparator => B::ES,
        BidiClass::CommonSeparator => B::CS,
        BidiClass::EuropeanTerminator => B::ET,
        BidiClass::OtherNeutral => B::ON,
        BidiClass::BoundaryNeutral => B::BN,
        BidiClass::NonspacingMark => B::NSM,
        _ => B::Other,
    }
}

fn joining(jt: JoiningType) -> J {
    match jt {
        JoiningType::Transparent => J::Transparent,
        JoiningType::LeftJoining => J::Left,
        JoiningType::RightJoining => J::Right,
        JoiningType::DualJoining => J::Dual,
        _ => J::Other,
    }
}

#[test]
fn every_code_point_matches_icu4x() {
    let mapper = Uts46MapperBorrowed::new();
    let ccc = CanonicalCombiningClassMapBorrowed::new();
    let mut failures = Vec::new();
    for c in all_chars() {
        let entry = Entry::of(c as u32);
        let mut buf = [0u8; 4];
        let s = c.encode_utf8(&mut buf);
        // The mapping, with NFC, of the code point alone.
        let (want, got) = (icu4x(s), ours(s));
        // Valid: kept by the validating normalizer (which turns mapped
        // and ignored code points into U+FFFD).
        let valid = c != '\u{FFFD}'
            && mapper
                .normalize_validate(core::iter::once(c))
                .eq(core::iter::once(c));
        let bidi_class = bidi(CodePointMapData::<BidiClass>::new().get(c));
        let rtl = matches!(bidi_class, B::R | B::AL | B::AN);
        let props = entry.props();
        let mut wrong = Vec::new();
        if want != got {
            wrong.push(alloc::format!("mapping {got:?}, ICU4X {want:?}"));
        }
        // Alone, a code point's mapping is in NFC as it comes (what
        // `label::locate` relies on).
        let alone = unnormalized(c);
        if want != alone {
            wrong.push(alloc::format!(
                "mapping before NFC {alone:?}, ICU4X {want:?}"
            ));
        }
        if valid != entry.is_valid() {
            wrong.push(alloc::format!("valid {}, ICU4X {valid}", entry.is_valid()));
        }
        if rtl != entry.is_rtl() && (valid || want == "\u{FFFD}") {
            wrong.push(alloc::format!("rtl {}, ICU4X {rtl}", entry.is_rtl()));
        }
        if valid {
            let jt = joining(CodePointMapData::<JoiningType>::new().get(c));
            let mark = GeneralCategoryGroup::Mark
                .contains(CodePointMapData::<GeneralCategory>::new().get(c));
            if (props.bidi(), props.joining(), props.is_mark(), props.ccc())
                != (bidi_class, jt, mark, ccc.get_u8(c))
            {
                wrong.push(alloc::format!(
                    "props {:?}, ICU4X {:?}",
                    (props.bidi(), props.joining(), props.is_mark(), props.ccc()),
                    (bidi_class, jt, mark, ccc.get_u8(c))
                ));
            }
        }
        if !wrong.is_empty() {
            failures.push(alloc::format!("U+{:04X}: {}", c as u32, wrong.join("; ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} code points differ from ICU4X:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

/// Every pair of valid code points that composes, and every pair of a
/// valid first and second character of compositions that does not: the
/// same composite as ICU4X. (Only valid code points reach composition:
/// mapping writes nothing else.)
#[test]
fn compositions_match_icu4x() {
    let decompose = CanonicalDecompositionBorrowed::new();
    let compose = CanonicalCompositionBorrowed::new();
    let (mut firsts, mut seconds) = (Vec::new(), Vec::new());
    for c in all_chars() {
        if let Decomposed::Expansion(a, b) = decompose.decompose(c) {
            firsts.push(a);
            seconds.push(b);
        }
    }
    let valid = |c: &char| Entry::of(*c as u32).is_valid();
    firsts.retain(valid);
    seconds.retain(valid);
    firsts.sort_unstable();
    firsts.dedup();
    seconds.sort_unstable();
    seconds.dedup();
    let mut pairs = 0;
    for &a in &firsts {
        for &b in &seconds {
            let want = compose.compose(a, b).map(|c| c as u32);
            assert_eq!(data::compose(a as u32, b as u32), want, "{a:?} + {b:?}");
            pairs += 1;
        }
    }
    assert!(pairs > 20_000, "{pairs} pairs");
}

/// A small seeded generator (xorshift), so that failures repeat.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub(crate) fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[(self.next() % from.len() as u64) as usize]
    }
}

/// The code points that stress NFC and the mapping, by kind.
fn pools() -> Vec<Vec<char>> {
    let decompose = CanonicalDecompositionBorrowed::new();
    let compose = CanonicalCompositionBorrowed::new();
    let ccc = CanonicalCombiningClassMapBorrowed::new();
    let gc = CodePointMapData::<GeneralCategory>::new();
    let (mut marks, mut singletons, mut exclusions, mut cased, mut starters, mut seconds) = (
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
    );
    for c in all_chars() {
        if ccc.get_u8(c) != 0 {
            marks.push(c);
        }
        match decompose.decompose(c) {
            Decomposed::Singleton(_) => singletons.push(c),
            Decomposed::Expansion(a, b) => {
                if compose.compose(a, b) == Some(c) {
                    starters.push(a);
                    seconds.push(b);
                } else {
                    exclusions.push(c);
                }
            }
            Decomposed::Default => {}
        }
        if matches!(
            gc.get(c),
            GeneralCategory::UppercaseLetter | GeneralCategory::TitlecaseLetter
        ) {
            cased.push(c);
        }
    }
    let jamo: Vec<char> = ('\u{1100}'..='\u{11FF}')
        .chain('\u{AC00}'..='\u{AC40}')
        .chain(['\u{D7A3}', '\u{3131}', '\u{3164}'])
        .collect();
    let ascii: Vec<char> = ('A'..='Z')
        .chain('a'..='z')
        .chain(['-', '.', '0'])
        .collect();
    let ignored_and_joiners = alloc::vec![
        '\u{AD}',
        '\u{200B}',
        '\u{200C}',
        '\u{200D}',
        '\u{FE0F}',
        '\u{E0100}'
    ];
    alloc::vec![
        marks,
        singletons,
        exclusions,
        cased,
        starters,
        seconds,
        jamo,
        ascii,
        ignored_and_joiners
    ]
}

/// A million random strings of 1 to 12 code points from the pools, and
/// from anywhere: the UTS #46 mapping with NFC is ICU4X's; on strings of
/// valid code points only, that is NFC itself, ICU4X's NFC.
#[test]
fn random_strings_match_icu4x() {
    let pools = pools();
    let nfc = ComposingNormalizerBorrowed::new_nfc();
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    let mut s = String::new();
    for n in 0..1_000_000 {
        s.clear();
        let len = 1 + rng.next() % 12;
        for _ in 0..len {
            let c = if rng.next() % 16 == 0 {
                char::from_u32((rng.next() % 0x3_0000) as u32).unwrap_or('a')
            } else {
                let pool = &pools[(rng.next() % pools.len() as u64) as usize];
                rng.pick(pool)
            };
            s.push(c);
        }
        let got = ours(&s);
        assert_eq!(got, icu4x(&s), "string {n}: {s:?}");
        if s.chars().all(|c| Entry::of(c as u32).is_valid()) {
            assert_eq!(got, nfc.normalize(&s), "NFC of string {n}: {s:?}");
        }
    }
}

/// Strings built to reach the edge of NFC's compositions whose second
/// character has class 0 (the vowel signs of Indic scripts, Hangul jamo):
/// such compositions written as their two characters, beside such second
/// characters after other letters and after the composites themselves.
/// Each comes with whether it has a pair written out, and whether it has
/// a second character (in a pair or alone).
fn class_zero_compositions(count: usize, seed: u64) -> impl Iterator<Item = (String, bool, bool)> {
    let decompose = CanonicalDecompositionBorrowed::new();
    let compose = CanonicalCompositionBorrowed::new();
    let ccc = CanonicalCombiningClassMapBorrowed::new();
    // Compositions whose second character has class 0, and their parts.
    let pairs: Vec<(char, char)> = all_chars()
        .filter_map(|c| match decompose.decompose(c) {
            Decomposed::Expansion(a, b)
                if ccc.get_u8(b) == 0 && compose.compose(a, b) == Some(c) =>
            {
                Some((a, b))
            }
            _ => None,
        })
        .chain(
            // Hangul, by algorithm: L + V, LV + T.
            [('\u{1100}', '\u{1161}'), ('\u{AC00}', '\u{11A8}')],
        )
        .collect();
    // The first characters, and the composites themselves (a second
    // character after one is tried with the composite).
    let letters: Vec<char> = pairs
        .iter()
        .flat_map(|&(a, b)| [a, compose.compose(a, b).unwrap_or(a)])
        .chain([
            'a', 'z', '\u{E9}', '\u{0B95}', '\u{0D15}', '\u{AC01}', '\u{0301}',
        ])
        .collect();
    let mut rng = Rng(seed);
    (0..count).map(move |_| {
        let mut s = String::new();
        let len = 1 + rng.next() % 6;
        let (mut has_pair, mut has_second) = (false, false);
        for _ in 0..len {
            match rng.next() % 4 {
                0 => {
                    let (a, b) = rng.pick(&pairs);
                    s.push(a);
                    s.push(b);
                    has_pair = true;
                    has_second = true;
                }
                1 => {
                    s.push(rng.pick(&pairs).1);
                    has_second = true;
                }
                _ => s.push(rng.pick(&letters)),
            }
        }
        (s, has_pair, has_second)
    })
}

/// Every pair of the characters that canonical composition concerns (each
/// composition's two characters and its composite; of the Hangul
/// syllables, composed by algorithm, a few stand for all), about 800,000
/// pairs: the shortcuts that skip NFC are right on each, as ICU4X says. A
/// label taken as inert is its own UTS #46 form, a decoded A-label passes
/// the NFC check only when in NFC, and mapping with NFC gives ICU4X's
/// form. Random strings had missed that since Unicode 16 a composite can
/// start with a composition's second character, which NFC composes with
/// the character before (Gurung Khema: U+1611E U+16124 is U+16127); this
/// finds it on the code before the fix.
#[test]
fn every_pair_of_composing_characters() {
    let decompose = CanonicalDecompositionBorrowed::new();
    let nfc = ComposingNormalizerBorrowed::new_nfc();
    let mut chars: Vec<char> = all_chars()
        .filter(|c| !('\u{AC00}'..='\u{D7A3}').contains(c))
        .filter_map(|c| match decompose.decompose(c) {
            Decomposed::Expansion(a, b) => Some([a, b, c]),
            _ => None,
        })
        .flatten()
        .chain([
            '\u{1100}', '\u{1161}', '\u{11A8}', '\u{AC00}', '\u{AC01}', '\u{D7A3}',
        ])
        .filter(|&c| Entry::of(c as u32).is_valid())
        .collect();
    chars.sort_unstable();
    chars.dedup();
    let mut short = [0u32; crate::punycode::encode::SHORT];
    let mut scratch = [0u32; 64];
    let mut changed = 0;
    for &a in &chars {
        for &b in &chars {
            let s: String = [a, b].into_iter().collect();
            let normalized = nfc.normalize(&s);
            if super::label::inert(s.as_bytes(), &mut short, false).is_some() {
                assert_eq!(normalized, s, "{s:?} taken as inert");
            }
            let mut cps: Vec<u32> = s.chars().map(u32::from).collect();
            let options = super::options::Options::lookup();
            if let Ok(Ok(_)) = super::validity::valid_and_nfc(&mut cps, &mut scratch, options) {
                assert_eq!(normalized, s, "{s:?} passed the NFC check");
            }
            assert_eq!(ours(&s), icu4x(&s), "{s:?}");
            changed += usize::from(normalized != s);
        }
    }
    assert!(
        chars.len() > 800 && changed > 2_000,
        "{} characters, {changed} pairs changed by NFC",
        chars.len()
    );
}

/// A decoded A-label passes the NFC check of [`valid_and_nfc`] exactly
/// when ICU4X finds it in NFC (among labels of valid code points): its
/// shortcut for a composition's second character of class 0 (no NFC pass
/// when it does not compose with the code point before it) changes no
/// answer.
///
/// [`valid_and_nfc`]: super::validity::valid_and_nfc
#[test]
fn a_labels_pass_the_nfc_check_exactly_when_in_nfc() {
    let nfc = ComposingNormalizerBorrowed::new_nfc();
    let mut scratch = [0u32; 64];
    let (mut passed, mut passed_with_second, mut not_nfc) = (0, 0, 0);
    let strings = class_zero_compositions(300_000, 0x0A1A_BE15_0000_0001);
    for (n, (s, _, has_second)) in strings.enumerate() {
        let mut cps: Vec<u32> = s.chars().map(u32::from).collect();
        let in_nfc = nfc.normalize(&s) == s;
        match super::validity::valid_and_nfc(
            &mut cps,
            &mut scratch,
            super::options::Options::lookup(),
        ) {
            Ok(Ok(_)) => {
                assert!(in_nfc, "string {n}: {s:?} passed, not in NFC");
                passed += 1;
                passed_with_second += usize::from(has_second);
            }
            Ok(Err((super::error::ErrorKind::NotNfc, _))) => {
                assert!(!in_nfc, "string {n}: {s:?} refused, in NFC");
                not_nfc += 1;
            }
            // Invalid code points, or more than the scratch holds: the
            // NFC check's answer is not the one given.
            _ => {}
        }
    }
    assert!(
        passed > 10_000 && passed_with_second > 5_000 && not_nfc > 10_000,
        "{passed} passed, {passed_with_second} with a second character, {not_nfc} not in NFC"
    );
}

/// A label that the general path takes as inert (left alone by UTS #46,
/// no rule but the hyphen and Bidi rules to check) is its own UTS #46
/// mapping with NFC by ICU4X, has no joiner and no mark first.
#[test]
fn inert_labels_are_their_own_uts46_form() {
    let gc = CodePointMapData::<GeneralCategory>::new();
    let mut short = [0u32; crate::punycode::encode::SHORT];
    let (mut inert, mut inert_with_second, mut refused_pairs) = (0, 0, 0);
    let strings = class_zero_compositions(300_000, 0x1AE7_0000_0000_0001);
    for (n, (s, has_pair, has_second)) in strings.enumerate() {
        let Some(_) = super::label::inert(s.as_bytes(), &mut short, false) else {
            refused_pairs += usize::from(has_pair);
            continue;
        };
        assert_eq!(icu4x(&s), s, "string {n}: {s:?}");
        assert!(!s.contains(['\u{200C}', '\u{200D}']), "string {n}: {s:?}");
        let first = s.chars().next().unwrap();
        assert!(
            !GeneralCategoryGroup::Mark.contains(gc.get(first)),
            "string {n}: {s:?}"
        );
        inert += 1;
        inert_with_second += usize::from(has_second);
    }
    assert!(
        inert > 10_000 && inert_with_second > 5_000 && refused_pairs > 10_000,
        "{inert} inert, {inert_with_second} with a second character, {refused_pairs} with a pair refused"
    );
}

/// IDNA2008's UNASSIGNED (RFC 5892 section 2.10) is exactly
/// `General_Category` Cn less the noncharacters, by ICU4X, for every code
/// point; and every other code point is told apart from it.
#[cfg(feature = "idna2008")]
#[test]
fn unassigned_is_cn_less_noncharacters() {
    use crate::hostname::idna2008::{DerivedProperty, derived_property};
    use icu_properties::props::{GeneralCategory, NoncharacterCodePoint};
    use icu_properties::{CodePointMapData, CodePointSetData};
    let gc = CodePointMapData::<GeneralCategory>::new();
    let nonchar = CodePointSetData::new::<NoncharacterCodePoint>();
    let mut unassigned = 0;
    for c in all_chars() {
        let expected = gc.get(c) == GeneralCategory::Unassigned && !nonchar.contains(c);
        let ours = derived_property(c) == DerivedProperty::Unassigned;
        assert_eq!(ours, expected, "U+{:04X}", c as u32);
        unassigned += usize::from(ours);
    }
    assert!(unassigned > 800_000, "{unassigned}");
}

/// The fast path of decomposition (display's) against the general one, on
/// every code point.
#[cfg(feature = "display")]
#[test]
fn indexed_decomposition_is_the_scans() {
    use crate::hostname::data::{decomposition, decomposition_indexed};
    let mut decomposed = 0;
    for cp in 0..=0x10_FFFF {
        assert_eq!(decomposition_indexed(cp), decomposition(cp), "U+{cp:04X}");
        decomposed += usize::from(decomposition(cp).1 > 1);
    }
    assert!(decomposed > 500, "{decomposed}");
}

/// `rules::is_nfc` and `rules::starts_with_mark` take text as it is
/// given, characters UTS #46 maps or disallows too (their data is
/// `Other`'s): held to ICU4X's NFC and general category for every code
/// point alone, after `a` and `E`, before a mark of each class that
/// reorders or composes (U+0301 above, U+0323 below, U+0345 iota), and
/// after an `E` with a mark below; every composition pair, with the pair
/// decomposed; and seeded random strings of the characters that
/// normalization looks at, mapped or not.
#[cfg(feature = "alloc")]
#[test]
fn any_text_nfc_and_marks_match_icu4x() {
    use super::rules::{is_nfc, starts_with_mark};
    let nfc = ComposingNormalizerBorrowed::new_nfc();
    let gc = CodePointMapData::<GeneralCategory>::new();
    let check = |s: &str| {
        assert_eq!(is_nfc(s), Ok(nfc.is_normalized(s)), "{s:?}");
    };
    let mut tried = 0;
    for c in all_chars() {
        let mark = GeneralCategoryGroup::Mark.contains(gc.get(c));
        assert_eq!(starts_with_mark(&String::from(c)), mark, "{c:?}");
        for s in [
            String::from(c),
            alloc::format!("a{c}"),
            alloc::format!("E{c}"),
            alloc::format!("{c}\u{301}"),
            alloc::format!("{c}\u{323}"),
            alloc::format!("{c}\u{345}"),
            alloc::format!("E\u{323}{c}"),
        ] {
            check(&s);
            tried += 1;
        }
    }
    let decompose = CanonicalDecompositionBorrowed::new();
    for c in all_chars() {
        if let Decomposed::Expansion(a, b) = decompose.decompose(c) {
            check(&alloc::format!("{a}{b}"));
            check(&alloc::format!("x{a}\u{316}{b}"));
        }
    }
    // Random strings of letters (cased, with and without decompositions),
    // marks of several classes and the Hangul jamo.
    let pool: Vec<char> = "aAeEiIoOuUyYsSαΑωΩиИ\u{0F71}\u{0F72}\u{0F73}\u{0F75}\u{0F81}\u{0301}\u{0300}\u{0308}\u{0323}\u{0316}\u{0345}\u{0340}\u{0341}\u{0343}\u{0344}\u{1100}\u{1161}\u{11A8}\u{AC00}\u{212B}\u{2126}\u{F900}\u{FB1D}\u{05B4}\u{05D9}\u{FE0F}\u{200D}ÉéÅå"
        .chars()
        .collect();
    let mut rng = Rng(0x0005_EED0_FA11_7E47);
    for _ in 0..200_000 {
        let len = 1 + (rng.next() % 6) as usize;
        let s: String = (0..len).map(|_| rng.pick(&pool)).collect();
        check(&s);
        tried += 1;
    }
    assert!(tried > 7_000_000, "{tried}");
}
