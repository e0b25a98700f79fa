//! Generates `punycode-core/src/display/tables.rs`, the data of
//! punycode-core's `display` module, for its two policies, each on one
//! version of Unicode's identifier data:
//!
//! - the browser policy (the default) decides as Chromium's IDN spoof
//!   checker does on the ICU of its test table: UTS #39's identifier
//!   status and confusables and the scripts of Unicode
//!   [`BROWSER_UNICODE_VERSION`], from `data/uts39-16.txt` (written by
//!   `unicode-tables/uts39-16`, from `unicode-security` 0.1.2 and
//!   `unicode-script` 0.5.7), with Chromium's removals from its identifier
//!   set (`browser.rs`);
//! - `Policy::uts39()` decides by UTS #39 on Unicode
//!   [`DISPLAY_UNICODE_VERSION`], from the `unicode-security` and
//!   `unicode-script` crates this crate depends on.
//!
//! ICU4X gives what neither has: `General_Category` (decimal digits,
//! nonspacing marks), canonical decompositions, and which code points UTS
//! #46 leaves valid (only those reach a displayed label); these properties
//! do not change for a code point once it is assigned, or (for general
//! categories) rarely.
//!
//! What the tables hold:
//!
//! - `RANGES` (UTS #39 policy): every code point of the General Security
//!   Profile (`Identifier_Status=Allowed`) as ranges that share
//!   properties: its augmented `Script_Extensions` set (UTS #39 section
//!   5.1: Han adds Japanese, Han with Bopomofo and Korean; Hiragana and
//!   Katakana add Japanese; Hangul adds Korean; Bopomofo adds Han with
//!   Bopomofo; Common and Inherited are every script), whether it is a
//!   decimal digit (each run of ten is a range of its own, so the range's
//!   start names the digit system), and whether it looks like ASCII
//!   letters (its skeleton is made of what ASCII letters and digits have
//!   as skeletons) while not being Latin. A code point in no range is not
//!   in the profile;
//! - `BROWSER_RANGES` (browser policy): the same for Chromium's identifier
//!   set, with each code point's `Script` among Chromium's whole-script
//!   scripts and Latin, whether it is a nonspacing mark (also for the
//!   marks that NFD takes out of a code point of the set), and whether a
//!   dot above it is a hidden overlay for ICU;
//! - the confusable skeleton of every code point that UTS #46 leaves
//!   valid, that NFD leaves alone, and whose skeleton is not itself, where
//!   that code point is in the NFD of one in a profile (everything a shown
//!   label has) or its skeleton looks like ASCII (to name the protected
//!   name that a label imitates, whatever else hides it); and of every
//!   code point of a profile that NFD changes, but Hangul syllables, so
//!   that a shown label needs no decomposition. Each entry says which
//!   version's it is, or both's.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

use icu_normalizer::DecomposingNormalizerBorrowed;
use icu_normalizer::uts46::Uts46MapperBorrowed;
use icu_properties::props::{GeneralCategory, SoftDotted};
use icu_properties::{CodePointMapData, CodePointSetData};
use unicode_script::{Script, UnicodeScript};
use unicode_security::GeneralSecurityProfile;

use crate::browser;

/// The Unicode version of `unicode-security` 0.1.3 and `unicode-script`
/// 0.5.9: the UTS #39 policy's.
pub const DISPLAY_UNICODE_VERSION: &str = "18.0.0";

/// The Unicode version of `data/uts39-16.txt`: the browser policy's.
pub(crate) const BROWSER_UNICODE_VERSION: &str = "16.0.0";

/// Where the generated file goes, from the workspace root.
pub const DISPLAY_OUTPUT: &str = "punycode-core/src/display/tables.rs";

/// The data of Unicode 16 (see the module documentation).
const V16: &str = include_str!("../data/uts39-16.txt");

/// The pseudo-scripts of UTS #39's augmented script sets, after the real
/// scripts' bits.
const AUGMENTED: [&str; 3] = ["Japanese", "Korean", "Han with Bopomofo"];

/// The scripts the reader's rules name, whose bits get constants.
const NAMED: [&str; 7] = [
    "Greek", "Hiragana", "Katakana", "Han", "Cyrillic", "Bopomofo", "Latin",
];

/// The property bits of a `RANGES` entry (the low seven are its script
/// set's index).
const DIGIT: u16 = 1 << 7;
const LATIN_LOOKALIKE: u16 = 1 << 8;
/// A nonspacing mark (`General_Category=Mn`).
const NONSPACING: u16 = 1 << 9;
/// Not in the General Security Profile.
const NOT_ALLOWED: u16 = (1 << PROPS_BITS) - 1;
/// Not in the profile, but a nonspacing mark that NFD takes out of a code
/// point of it.
const NONSPACING_ONLY: u16 = NOT_ALLOWED - 1;
/// The bits of a range's properties, under its first code point.
const PROPS_BITS: u32 = 11;

/// The property bits of a `BROWSER_RANGES` entry, under its first code
/// point (`start << 32`): the script set's index in the low seven, then
/// the script's class (0 for none, else one more than its index in
/// Chromium's whole-script list, and [`CLASS_LATIN`] for Latin).
const CLASS_SHIFT: u32 = 7;
const CLASS_LATIN: u64 = 18;
const B_ALLOWED: u64 = 1 << 12;
const B_DIGIT: u64 = 1 << 13;
const B_NONSPACING: u64 = 1 << 14;
/// A letter whose dot a U+0307 above it would hide (ICU's
/// `isIllegalCombiningDotLeadCharacter`): `i`, `j`, `ı`, `ȷ`, `l`, a
/// `Soft_Dotted` letter, or one whose confusable prototype ends in one.
const B_DOT_LEAD: u64 = 1 << 15;
/// For a digit, how far its range starts past the zero of its system
/// (four bits).
const DIGIT_OFFSET_SHIFT: u32 = 16;

fn all_chars() -> impl Iterator<Item = char> {
    (0..=u32::from(char::MAX)).filter_map(char::from_u32)
}

/// One version of the identifier data.
trait Identifiers {
    /// Whether `c` is in the version's General Security Profile.
    fn allowed(&self, c: char) -> bool;
    /// Its `Script_Extensions`, as scripts (Common or Inherited alone for
    /// those); only asked of allowed code points.
    fn extensions(&self, c: char) -> Vec<Script>;
    /// The confusable skeleton of `c`.
    fn skeleton(&self, c: char) -> String;
}

/// Unicode 18, the crates'.
struct V18;

impl Identifiers for V18 {
    fn allowed(&self, c: char) -> bool {
        c.identifier_allowed()
    }

    fn extensions(&self, c: char) -> Vec<Script> {
        c.script_extension().iter().collect()
    }

    fn skeleton(&self, c: char) -> String {
        unicode_security::skeleton(&c.to_string()).collect()
    }
}

/// Unicode 16, from `data/uts39-16.txt`.
struct V16Data {
    /// Every allowed code point's `Script` and `Script_Extensions`.
    allowed: HashMap<char, (Script, Vec<Script>)>,
    /// The skeleton of each code point NFD leaves alone, where it is not
    /// the code point itself.
    prototypes: HashMap<char, String>,
    nfd: DecomposingNormalizerBorrowed<'static>,
}

impl V16Data {
    fn read() -> V16Data {
        let script = |name: &str| {
            Script::from_short_name(name).unwrap_or_else(|| panic!("no script {name}"))
        };
        let hex = |s: &str| {
            char::from_u32(u32::from_str_radix(s, 16).expect("hex")).expect("a scalar value")
        };
        let mut data = V16Data {
            allowed: HashMap::new(),
            prototypes: HashMap::new(),
            nfd: DecomposingNormalizerBorrowed::new_nfd(),
        };
        for line in V16.lines().filter(|l| !l.starts_with('#')) {
            let fields: Vec<&str> = line.split(' ').collect();
            match fields[0] {
                "A" => {
                    let (first, last) = (u32::from(hex(fields[1])), u32::from(hex(fields[2])));
                    let sc = script(fields[3]);
                    let scx: Vec<Script> = fields[4..].iter().map(|s| script(s)).collect();
                    for cp in first..=last {
                        data.allowed
                            .insert(char::from_u32(cp).unwrap(), (sc, scx.clone()));
                    }
                }
                "K" => {
                    let prototype: String = fields[2..].iter().map(|s| hex(s)).collect();
                    data.prototypes.insert(hex(fields[1]), prototype);
                }
                other => panic!("unknown line {other} in data/uts39-16.txt"),
            }
        }
        data
    }

    /// Its `Script`, for an allowed code point.
    fn script(&self, c: char) -> Script {
        self.allowed[&c].0
    }
}

impl Identifiers for V16Data {
    fn allowed(&self, c: char) -> bool {
        self.allowed.contains_key(&c)
    }

    fn extensions(&self, c: char) -> Vec<Script> {
        self.allowed[&c].1.clone()
    }

    /// UTS #39 section 4: NFD, each code point's prototype, NFD again.
    fn skeleton(&self, c: char) -> String {
        let mapped: String = self
            .nfd
            .normalize_iter(std::iter::once(c))
            .map(|piece| {
                self.prototypes
                    .get(&piece)
                    .cloned()
                    .unwrap_or_else(|| piece.to_string())
            })
            .collect();
        self.nfd.normalize(&mapped).into_owned()
    }
}

/// What the generator reads besides the versions.
struct Source {
    mapper: Uts46MapperBorrowed<'static>,
    nfd: DecomposingNormalizerBorrowed<'static>,
    /// The real scripts of every allowed code point's `Script_Extensions`
    /// in either version, in the order of their bits.
    scripts: Vec<Script>,
}

fn is_common(scx: &[Script]) -> bool {
    matches!(scx, [Script::Common | Script::Inherited])
}

impl Source {
    fn new(versions: [&dyn Identifiers; 2]) -> Source {
        let mut scripts = BTreeMap::new();
        for v in versions {
            for c in all_chars().filter(|&c| v.allowed(c)) {
                let scx = v.extensions(c);
                if !is_common(&scx) {
                    scripts.extend(scx.iter().map(|&s| (s.full_name(), s)));
                }
            }
        }
        // Latin first: its bit is the one the reader asks about most.
        let mut scripts: Vec<Script> = scripts.into_values().collect();
        scripts.sort_by_key(|&s| (s != Script::Latin, s.full_name()));
        assert!(
            scripts.len() + AUGMENTED.len() <= 128,
            "script sets outgrew 128 bits"
        );
        Source {
            mapper: Uts46MapperBorrowed::new(),
            nfd: DecomposingNormalizerBorrowed::new_nfd(),
            scripts,
        }
    }

    fn bit(&self, script: Script) -> u32 {
        self.scripts.iter().position(|&s| s == script).unwrap() as u32
    }

    fn augmented_bit(&self, name: &str) -> u32 {
        (self.scripts.len() + AUGMENTED.iter().position(|&a| a == name).unwrap()) as u32
    }

    /// The augmented script set of `Script_Extensions` `scx`.
    fn script_set(&self, scx: &[Script]) -> u128 {
        if is_common(scx) {
            return u128::MAX;
        }
        let mut set = 0u128;
        for &s in scx {
            set |= 1 << self.bit(s);
            let augmented: &[&str] = match s {
                Script::Han => &AUGMENTED,
                Script::Hiragana | Script::Katakana => &["Japanese"],
                Script::Hangul => &["Korean"],
                Script::Bopomofo => &["Han with Bopomofo"],
                _ => &[],
            };
            for a in augmented {
                set |= 1 << self.augmented_bit(a);
            }
        }
        set
    }

    fn is_valid(&self, c: char) -> bool {
        let validated: Vec<char> = self.mapper.normalize_validate(std::iter::once(c)).collect();
        validated == [c] && c != '\u{FFFD}'
    }

    fn nfd_stable(&self, c: char) -> bool {
        self.nfd
            .normalize_iter(std::iter::once(c))
            .eq(std::iter::once(c))
    }

    fn nfd(&self, c: char) -> Vec<char> {
        self.nfd.normalize_iter(std::iter::once(c)).collect()
    }
}

/// The index of `set` in `sets`, added if it is new.
fn set_index(sets: &mut Vec<u128>, set: u128) -> u64 {
    let index = sets.iter().position(|&s| s == set).unwrap_or_else(|| {
        sets.push(set);
        sets.len() - 1
    });
    assert!(index < 1 << 7, "more script sets than seven bits hold");
    index as u64
}

fn general_category(c: char) -> GeneralCategory {
    CodePointMapData::<GeneralCategory>::new().get(c)
}

fn is_digit(c: char) -> bool {
    general_category(c) == GeneralCategory::DecimalNumber
}

/// The first digit of the run of ten that the decimal digit `c` is in.
fn digit_zero(c: char) -> u32 {
    let mut start = u32::from(c);
    while char::from_u32(start - 1).is_some_and(is_digit) {
        start -= 1;
    }
    let mut end = u32::from(c);
    while char::from_u32(end + 1).is_some_and(is_digit) {
        end += 1;
    }
    assert_eq!(
        (end + 1 - start) % 10,
        0,
        "the digits around {c:?} are not runs of ten"
    );
    start + (u32::from(c) - start) / 10 * 10
}

/// Whether `c` is in Chromium's identifier set: Unicode 16's General
/// Security Profile, less Chromium's removals.
fn in_browser_set(v16: &V16Data, c: char) -> bool {
    v16.allowed(c) && !browser::removed(u32::from(c))
}

/// The generated file, `display/tables.rs`.
///
/// # Panics
///
/// When the data breaks an assumption the layout makes (each is asserted
/// with what broke).
pub fn generate_display() -> String {
    let v16 = V16Data::read();
    let source = Source::new([&V18, &v16]);
    assert_eq!(
        source.bit(Script::Latin),
        0,
        "the reader takes Latin's bit to be 0"
    );
    let mut sets: Vec<u128> = vec![u128::MAX];
    let ranges = uts39_ranges(&source, &mut sets);
    let browser_ranges = browser_ranges(&source, &v16, &mut sets);
    let skeletons = skeletons(&source, &v16);
    let mut pool = String::new();
    let mut at: Vec<u16> = vec![0];
    // `cp << 2 | versions` (1: the UTS #39 policy's, 2: the browser
    // policy's, 3: both's), sorted.
    let mut chars: Vec<u32> = Vec::new();
    for (&(cp, versions), sk) in &skeletons {
        pool.push_str(sk);
        at.push(u16::try_from(pool.len()).expect("the skeleton pool outgrew 16-bit offsets"));
        chars.push(cp << 2 | versions);
    }
    let mut names: Vec<&str> = source.scripts.iter().map(|s| s.full_name()).collect();
    names.extend(AUGMENTED);
    emit(&Tables {
        names: &names,
        sets: &sets,
        ranges: &ranges,
        browser_ranges: &browser_ranges,
        chars: &chars,
        at: &at,
        pool: &pool,
        augmented: [
            source.augmented_bit("Japanese"),
            source.augmented_bit("Korean"),
            source.augmented_bit("Han with Bopomofo"),
        ],
    })
}

/// The ASCII letters' and digits' skeleton characters, by `v`.
fn ascii_skeleton_chars(v: &dyn Identifiers) -> BTreeSet<char> {
    ('a'..='z')
        .chain('0'..='9')
        .flat_map(|c| v.skeleton(c).chars().collect::<Vec<_>>())
        .collect()
}

/// `RANGES`: the UTS #39 policy's properties of every code point.
fn uts39_ranges(source: &Source, sets: &mut Vec<u128>) -> Vec<u32> {
    let ascii_skeleton_chars = ascii_skeleton_chars(&V18);
    let latin = source.bit(Script::Latin);
    let marks = nfd_marks(source, &|c| c.identifier_allowed());
    // `start << PROPS_BITS | props`.
    let mut ranges: Vec<u32> = Vec::new();
    // What the last range is: its properties, and for digits its zero.
    let mut last: Option<(u16, u32)> = None;
    for c in all_chars() {
        let key = if c.identifier_allowed() {
            let set = source.script_set(&V18.extensions(c));
            let mut p = set_index(sets, set) as u16;
            let mut zero = 0;
            let sk = V18.skeleton(c);
            if is_digit(c) {
                p |= DIGIT;
                zero = digit_zero(c);
            }
            if general_category(c) == GeneralCategory::NonspacingMark {
                p |= NONSPACING;
            }
            if !c.is_ascii()
                && !is_digit(c)
                && set != u128::MAX
                && set & 1 << latin == 0
                && !sk.is_empty()
                && sk.chars().all(|s| ascii_skeleton_chars.contains(&s))
            {
                p |= LATIN_LOOKALIKE;
            }
            (p, zero)
        } else if marks.contains(&c) {
            (NONSPACING_ONLY, 0)
        } else {
            (NOT_ALLOWED, 0)
        };
        if last != Some(key) {
            ranges.push(u32::from(c) << PROPS_BITS | u32::from(key.0));
            last = Some(key);
        }
    }
    ranges
}

/// The nonspacing marks that NFD takes out of a code point of a profile.
fn nfd_marks(source: &Source, in_profile: &dyn Fn(char) -> bool) -> BTreeSet<char> {
    all_chars()
        .filter(|&c| in_profile(c))
        .flat_map(|c| source.nfd(c))
        .filter(|&c| general_category(c) == GeneralCategory::NonspacingMark)
        .collect()
}

/// `BROWSER_RANGES`: the browser policy's properties of every code point.
fn browser_ranges(source: &Source, v16: &V16Data, sets: &mut Vec<u128>) -> Vec<u64> {
    let wsc: Vec<Script> = browser::WHOLE_SCRIPT
        .iter()
        .map(|(name, _, _)| Script::from_full_name(name).expect("a script"))
        .collect();
    let marks = nfd_marks(source, &|c| in_browser_set(v16, c));
    let mut ranges: Vec<u64> = Vec::new();
    let mut last: Option<(u64, u32)> = None;
    for c in all_chars() {
        let nonspacing = if general_category(c) == GeneralCategory::NonspacingMark {
            B_NONSPACING
        } else {
            0
        };
        let key = if in_browser_set(v16, c) {
            let mut p =
                B_ALLOWED | nonspacing | set_index(sets, source.script_set(&v16.extensions(c)));
            let script = v16.script(c);
            let class = match wsc.iter().position(|&s| s == script) {
                Some(k) => k as u64 + 1,
                None if script == Script::Latin => CLASS_LATIN,
                None => 0,
            };
            p |= class << CLASS_SHIFT;
            if dot_lead(v16, c) {
                p |= B_DOT_LEAD;
            }
            let mut zero = 0;
            if is_digit(c) {
                p |= B_DIGIT;
                zero = digit_zero(c);
            }
            (p, zero)
        } else if marks.contains(&c) {
            (nonspacing, 0)
        } else {
            (0, 0)
        };
        if last != Some(key) {
            // A digit's range may start past its system's zero (a digit
            // that looks like `l` has a range of its own): how far.
            let offset = if key.0 & B_DIGIT != 0 {
                u64::from(u32::from(c) - key.1) << DIGIT_OFFSET_SHIFT
            } else {
                0
            };
            ranges.push(u64::from(u32::from(c)) << 32 | key.0 | offset);
            last = Some(key);
        }
    }
    ranges
}

/// Whether a U+0307 after `c` is a hidden overlay for ICU's spoof
/// checker (`SpoofImpl::isIllegalCombiningDotLeadCharacter`): `c` is `i`,
/// `j`, `ı`, `ȷ`, `l` or `Soft_Dotted`, or its confusable prototype (of
/// Unicode 16, as the browser's) ends in one of those and is not `c`.
/// `Soft_Dotted` is ICU4X's (Unicode 18); no code point that Unicode 16
/// assigned changed it since.
fn dot_lead(v16: &V16Data, c: char) -> bool {
    let soft_dotted = CodePointSetData::new::<SoftDotted>();
    let lead =
        |c: char| matches!(c, 'i' | 'j' | '\u{131}' | '\u{237}' | 'l') || soft_dotted.contains(c);
    lead(c)
        || v16
            .prototypes
            .get(&c)
            .and_then(|p| p.chars().next_back())
            .is_some_and(|last| last != c && lead(last))
}

/// The skeletons of one version (see the module documentation), by code
/// point.
fn version_skeletons(
    source: &Source,
    v: &dyn Identifiers,
    in_profile: &dyn Fn(char) -> bool,
) -> BTreeMap<u32, String> {
    let ascii_skeleton_chars = ascii_skeleton_chars(v);
    // What the reader's NFD of a code point of the profile gives.
    let pieces: BTreeSet<char> = all_chars()
        .filter(|&c| in_profile(c))
        .flat_map(|c| source.nfd(c))
        .collect();
    let mut skeletons: BTreeMap<u32, String> = BTreeMap::new();
    for c in all_chars() {
        if !source.is_valid(c) || !source.nfd_stable(c) {
            continue;
        }
        let sk = v.skeleton(c);
        // A code point outside the profile only matters where it looks
        // like ASCII (a label with it is never shown; this names the
        // protected name it imitates).
        let ascii_like = sk.chars().all(|s| ascii_skeleton_chars.contains(&s));
        if sk != c.to_string() && (pieces.contains(&c) || ascii_like) {
            assert!(
                source.nfd.normalize(&sk) == sk,
                "the skeleton of {c:?} is not in NFD"
            );
            skeletons.insert(u32::from(c), sk);
        }
    }
    // Code points of the profile that NFD changes (not Hangul syllables,
    // which the reader decomposes by algorithm), so that the reader need
    // not decompose what a shown label has.
    for c in all_chars() {
        if in_profile(c)
            && source.is_valid(c)
            && !source.nfd_stable(c)
            && !('\u{AC00}'..='\u{D7A3}').contains(&c)
        {
            skeletons.insert(u32::from(c), v.skeleton(c));
        }
    }
    skeletons
}

/// Both versions' skeletons, by code point and the versions each is of.
fn skeletons(source: &Source, v16: &V16Data) -> BTreeMap<(u32, u32), String> {
    let s18 = version_skeletons(source, &V18, &|c| c.identifier_allowed());
    let s16 = version_skeletons(source, v16, &|c| in_browser_set(v16, c));
    let mut out = BTreeMap::new();
    for cp in s18
        .keys()
        .chain(s16.keys())
        .copied()
        .collect::<BTreeSet<u32>>()
    {
        match (s18.get(&cp), s16.get(&cp)) {
            (Some(a), Some(b)) if a == b => {
                out.insert((cp, 3), a.clone());
            }
            (a, b) => {
                if let Some(a) = a {
                    out.insert((cp, 1), a.clone());
                }
                if let Some(b) = b {
                    out.insert((cp, 2), b.clone());
                }
            }
        }
    }
    out
}

struct Tables<'a> {
    names: &'a [&'a str],
    sets: &'a [u128],
    ranges: &'a [u32],
    browser_ranges: &'a [u64],
    chars: &'a [u32],
    at: &'a [u16],
    pool: &'a str,
    augmented: [u32; 3],
}

fn emit(t: &Tables<'_>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! Generated by `cargo run -p punycode-unicode-tables` from the\n\
         //! `unicode-security` and `unicode-script` crates (Unicode\n\
         //! {DISPLAY_UNICODE_VERSION}), `unicode-tables/data/uts39-16.txt` (Unicode\n\
         //! {BROWSER_UNICODE_VERSION}) and ICU4X; do not edit. What the tables hold:\n\
         //! `unicode-tables/src/display.rs`; the reader: `data.rs`.\n"
    );
    let _ = writeln!(
        out,
        "/// The version of the UTS #39 policy's identifier data.\n\
         pub(crate) const UNICODE_VERSION: &str = \"{DISPLAY_UNICODE_VERSION}\";\n\
         /// The version of the browser policy's identifier data.\n\
         pub(crate) const BROWSER_UNICODE_VERSION: &str = \"{BROWSER_UNICODE_VERSION}\";\n"
    );
    let _ = writeln!(out, "pub(crate) const DIGIT: u16 = {DIGIT};");
    let _ = writeln!(
        out,
        "pub(crate) const LATIN_LOOKALIKE: u16 = {LATIN_LOOKALIKE};"
    );
    let _ = writeln!(out, "pub(crate) const NONSPACING: u16 = {NONSPACING};");
    let _ = writeln!(out, "pub(crate) const NOT_ALLOWED: u16 = {NOT_ALLOWED};");
    let _ = writeln!(
        out,
        "pub(crate) const NONSPACING_ONLY: u16 = {NONSPACING_ONLY};"
    );
    let _ = writeln!(out, "pub(crate) const PROPS_BITS: u32 = {PROPS_BITS};");
    let _ = writeln!(out, "pub(crate) const SET_MASK: u16 = 0x7F;");
    let _ = writeln!(out, "pub(crate) const CLASS_SHIFT: u32 = {CLASS_SHIFT};");
    let _ = writeln!(out, "pub(crate) const CLASS_LATIN: u32 = {CLASS_LATIN};");
    for name in ["Greek", "Cyrillic"] {
        let class = browser::WHOLE_SCRIPT
            .iter()
            .position(|(n, _, _)| *n == name)
            .expect("a whole-script script")
            + 1;
        let _ = writeln!(
            out,
            "pub(crate) const CLASS_{}: u32 = {class};",
            name.to_uppercase()
        );
    }
    let _ = writeln!(out, "pub(crate) const B_ALLOWED: u64 = {B_ALLOWED};");
    let _ = writeln!(out, "pub(crate) const B_DIGIT: u64 = {B_DIGIT};");
    let _ = writeln!(out, "pub(crate) const B_NONSPACING: u64 = {B_NONSPACING};");
    let _ = writeln!(out, "pub(crate) const B_DOT_LEAD: u64 = {B_DOT_LEAD};");
    let _ = writeln!(
        out,
        "pub(crate) const DIGIT_OFFSET_SHIFT: u32 = {DIGIT_OFFSET_SHIFT};"
    );
    for name in NAMED {
        let bit = t.names.iter().position(|n| n == &name).unwrap();
        let _ = writeln!(
            out,
            "pub(crate) const {}: u32 = {bit};",
            name.to_uppercase()
        );
    }
    let [jpan, kore, hanb] = t.augmented;
    let _ = writeln!(out, "pub(crate) const JAPANESE: u32 = {jpan};");
    let _ = writeln!(out, "pub(crate) const KOREAN: u32 = {kore};");
    let _ = writeln!(out, "pub(crate) const HAN_WITH_BOPOMOFO: u32 = {hanb};");
    let bytes = t.names.iter().map(|n| n.len() + 16).sum::<usize>()
        + 16 * t.sets.len()
        + 4 * t.ranges.len()
        + 8 * t.browser_ranges.len()
        + 6 * t.chars.len()
        + 2
        + t.pool.len();
    let _ = writeln!(out, "\n// About {bytes} bytes in all.");
    let _ = writeln!(out, "\n/// The scripts, by bit.");
    let _ = writeln!(
        out,
        "pub(crate) static SCRIPT_NAMES: [&str; {}] = [",
        t.names.len()
    );
    for name in t.names {
        let _ = writeln!(out, "    {name:?},");
    }
    out.push_str("];\n");
    array(&mut out, "SCRIPT_SETS", "u128", t.sets, 3);
    array(&mut out, "RANGES", "u32", t.ranges, 12);
    array(&mut out, "BROWSER_RANGES", "u64", t.browser_ranges, 6);
    array(&mut out, "SKELETON_CHARS", "u32", t.chars, 12);
    array(&mut out, "SKELETON_AT", "u16", t.at, 12);
    // Escaped, so the file is ASCII (and nothing reads as combined).
    let escaped: String = t
        .pool
        .chars()
        .map(|c| match c {
            ' '..='~' if c != '"' && c != '\\' => c.to_string(),
            _ => format!("\\u{{{:x}}}", u32::from(c)),
        })
        .collect();
    let _ = writeln!(
        out,
        "\npub(crate) static SKELETON_POOL: &str = \"{escaped}\";"
    );
    emit_browser(&mut out);
    out
}

/// Chromium's data (`browser.rs`), as sorted tables.
fn emit_browser(out: &mut String) {
    let _ = writeln!(out, "\n// Chromium's: {}.", browser::SOURCE);
    let bytes = 4 * browser::latin_lookalikes().len()
        + 4 * browser::digit_lookalikes().len()
        + 8 * browser::extra_skeletons().len()
        + 4 * browser::DIACRITICS.len()
        + 8 * browser::ALTERNATIVES.len();
    let _ = writeln!(out, "// About {bytes} bytes more.");
    let _ = writeln!(
        out,
        "\n/// Chromium's whole-script scripts, in the order of their classes\n\
         /// (class `k + 1`), with the ASCII TLDs where each is expected.\n\
         pub(crate) static WHOLE_SCRIPT: [(&str, &[&str]); {}] = [",
        browser::WHOLE_SCRIPT.len()
    );
    for (name, _, tlds) in browser::WHOLE_SCRIPT {
        let _ = writeln!(out, "    ({name:?}, &{tlds:?}),");
    }
    out.push_str("];\n");
    let _ = writeln!(
        out,
        "\n/// The words Chromium exempts from the whole-script rule.\n\
         pub(crate) static ALLOWED_WORDS: [&str; {}] = {:?};",
        browser::ALLOWED_WORDS.len(),
        browser::ALLOWED_WORDS
    );
    array(
        out,
        "LATIN_LOOKALIKE_LETTERS",
        "u32",
        &browser::latin_lookalikes(),
        12,
    );
    array(
        out,
        "DIGIT_LOOKALIKE_CHARS",
        "u32",
        &browser::digit_lookalikes(),
        12,
    );
    // `cp << 16 | first byte << 8 | second byte` (0 when there is one).
    let extra: Vec<u64> = browser::extra_skeletons()
        .iter()
        .map(|&(cp, ascii)| {
            let b = ascii.as_bytes();
            assert!(b.len() <= 2, "{ascii} is longer than two bytes");
            u64::from(cp) << 16 | u64::from(b[0]) << 8 | u64::from(*b.get(1).unwrap_or(&0))
        })
        .collect();
    array(out, "EXTRA_SKELETONS", "u64", &extra, 8);
    // `cp << 8 | the letter without its diacritic`.
    let diacritics: Vec<u32> = browser::DIACRITICS
        .iter()
        .map(|&(c, s)| u32::from(c) << 8 | u32::from(s.as_bytes()[0]))
        .collect();
    array(out, "DIACRITICS", "u32", &diacritics, 6);
    // `cp << 32` and the two readings' two bytes each (0 for none).
    let two = |s: &str| {
        let b = s.as_bytes();
        u64::from(b[0]) << 8 | u64::from(*b.get(1).unwrap_or(&0))
    };
    let alternatives: Vec<u64> = browser::ALTERNATIVES
        .iter()
        .map(|&(c, a, b)| u64::from(u32::from(c)) << 32 | two(a) << 16 | two(b))
        .collect();
    array(out, "ALTERNATIVES", "u64", &alternatives, 4);
}

/// Writes `pub(crate) static NAME: [TYPE; N] = [...];`, `per_line` values
/// a line.
fn array<T: std::fmt::Debug>(
    out: &mut String,
    name: &str,
    ty: &str,
    values: &[T],
    per_line: usize,
) {
    let _ = writeln!(
        out,
        "\npub(crate) static {name}: [{ty}; {}] = [",
        values.len()
    );
    for line in values.chunks(per_line) {
        out.push_str("   ");
        for v in line {
            let _ = write!(out, " {v:?},");
        }
        out.push('\n');
    }
    out.push_str("];\n");
}
