//! Generates `punycode-core/src/display/tables.rs`, the data of
//! punycode-core's `display` module (UTS #39 security mechanisms for
//! showing hostnames), from the unicode-rs crates made for exactly this:
//! `unicode-security` (UTS #39's `IdentifierStatus` and `confusables.txt`)
//! and `unicode-script` (`Script_Extensions`), both of Unicode
//! [`DISPLAY_UNICODE_VERSION`]. ICU4X 2.4 gives what these do not:
//! `General_Category` (decimal digits), canonical decompositions, and which
//! code points UTS #46 leaves valid (only those reach a displayed label).
//!
//! What the tables hold:
//!
//! - every code point of the General Security Profile (`IdentifierStatus`
//!   Allowed) as ranges that share properties: its augmented
//!   `Script_Extensions` set (UTS #39 section 5.1: Han adds Japanese, Han
//!   with Bopomofo and Korean; Hiragana and Katakana add Japanese; Hangul
//!   adds Korean; Bopomofo adds Han with Bopomofo; Common and Inherited are
//!   every script), whether it is a decimal digit (each run of ten is a
//!   range of its own, so the range's start names the digit system),
//!   whether it looks like ASCII letters (its skeleton is made of what
//!   ASCII letters and digits have as skeletons) while not being Latin, and
//!   whether it looks like an ASCII digit while not being a digit, and
//!   whether it is punctuation (`General_Category` P). A code point in no
//!   range is not in the profile;
//! - the UTS #39 skeleton of every code point that UTS #46 leaves valid,
//!   that NFD leaves alone, and whose skeleton is not itself, where that
//!   code point is in the NFD of one in the profile (everything a shown
//!   label has) or its skeleton looks like ASCII (to name the protected
//!   name that a label imitates, whatever else hides it); and of every
//!   code point of the profile that NFD changes, but Hangul syllables, so
//!   that a shown label needs no decomposition. The reader decomposes the
//!   rest first, as the skeleton's definition does.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use icu_normalizer::DecomposingNormalizerBorrowed;
use icu_normalizer::uts46::Uts46MapperBorrowed;
use icu_properties::CodePointMapData;
use icu_properties::props::{GeneralCategory, GeneralCategoryGroup};
use unicode_script::{Script, UnicodeScript};
use unicode_security::GeneralSecurityProfile;

use crate::browser;

/// In the identifier profile as the tables hold it: UTS #39's, and what
/// browsers admit beyond it (which the reader tells apart by
/// `BROWSER_ADMITTED`).
fn allowed(c: char) -> bool {
    GeneralSecurityProfile::identifier_allowed(c) || admitted(c)
}

/// Admitted by browsers beyond UTS #39.
fn admitted(c: char) -> bool {
    let cp = u32::from(c);
    browser::ADMITTED
        .iter()
        .any(|&(from, to)| (from..=to).contains(&cp))
        && !GeneralSecurityProfile::identifier_allowed(c)
}

/// The Unicode version of `unicode-security` 0.1.3 and `unicode-script`
/// 0.5.9, which the tables state.
pub const DISPLAY_UNICODE_VERSION: &str = "18.0.0";

/// Where the generated file goes, from the workspace root.
pub const DISPLAY_OUTPUT: &str = "punycode-core/src/display/tables.rs";

/// The pseudo-scripts of UTS #39's augmented script sets, after the real
/// scripts' bits.
const AUGMENTED: [&str; 3] = ["Japanese", "Korean", "Han with Bopomofo"];

/// The scripts the reader's rules name, whose bits get constants.
const NAMED: [&str; 7] = [
    "Greek", "Hebrew", "Hiragana", "Katakana", "Han", "Cyrillic", "Bopomofo",
];

/// The property bits of a range (the low seven are its script set's index).
const DIGIT: u16 = 1 << 7;
const LATIN_LOOKALIKE: u16 = 1 << 8;
const DIGIT_LOOKALIKE: u16 = 1 << 9;
const PUNCTUATION: u16 = 1 << 10;
/// Not in the General Security Profile.
const NOT_ALLOWED: u16 = (1 << PROPS_BITS) - 1;
/// The bits of a range's properties, under its first code point.
const PROPS_BITS: u32 = 11;

fn all_chars() -> impl Iterator<Item = char> {
    (0..=u32::from(char::MAX)).filter_map(char::from_u32)
}

fn skeleton(c: char) -> String {
    unicode_security::skeleton(&c.to_string()).collect()
}

/// What the generator reads.
struct Source {
    mapper: Uts46MapperBorrowed<'static>,
    nfd: DecomposingNormalizerBorrowed<'static>,
    /// The real scripts of every allowed code point's `Script_Extensions`,
    /// in the order of their bits.
    scripts: Vec<Script>,
}

impl Source {
    fn new() -> Source {
        let mut scripts = BTreeMap::new();
        for c in all_chars().filter(|&c| allowed(c)) {
            let scx = c.script_extension();
            if !(scx.is_common() || scx.is_inherited()) {
                scripts.extend(scx.iter().map(|s| (s.full_name(), s)));
            }
        }
        // Latin first: its bit is the one the reader asks about most.
        let mut scripts: Vec<Script> = scripts.into_values().collect();
        scripts.sort_by_key(|&s| (s != Script::Latin, s.full_name()));
        assert!(
            scripts.len() + AUGMENTED.len() <= 64,
            "script sets outgrew 64 bits"
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

    /// The augmented script set of an allowed code point.
    fn script_set(&self, c: char) -> u64 {
        let scx = c.script_extension();
        if scx.is_common() || scx.is_inherited() {
            return u64::MAX;
        }
        let mut set = 0u64;
        for s in scx.iter() {
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
}

fn is_punctuation(c: char) -> bool {
    GeneralCategoryGroup::Punctuation.contains(CodePointMapData::<GeneralCategory>::new().get(c))
}

fn is_digit(c: char) -> bool {
    CodePointMapData::<GeneralCategory>::new().get(c) == GeneralCategory::DecimalNumber
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

/// The generated file, `display/tables.rs`.
///
/// # Panics
///
/// When the data breaks an assumption the layout makes (each is asserted
/// with what broke).
pub fn generate_display() -> String {
    let source = Source::new();
    let ascii_skeleton_chars: BTreeSet<char> = ('a'..='z')
        .chain('0'..='9')
        .flat_map(|c| skeleton(c).chars().collect::<Vec<_>>())
        .collect();
    let digit_skeletons: BTreeSet<String> = ('0'..='9').map(skeleton).collect();
    let latin = source.bit(Script::Latin);
    assert_eq!(latin, 0, "the reader takes Latin's bit to be 0");

    // The properties of every code point, as ranges.
    let mut sets: Vec<u64> = vec![u64::MAX];
    // `start << PROPS_BITS | props`.
    let mut ranges: Vec<u32> = Vec::new();
    // What the last range is: its properties, and for digits its zero.
    let mut last: Option<(u16, u32)> = None;
    for c in all_chars() {
        let key = if allowed(c) {
            let set = source.script_set(c);
            let index = sets.iter().position(|&s| s == set).unwrap_or_else(|| {
                sets.push(set);
                sets.len() - 1
            });
            assert!(index < 1 << 7, "more script sets than seven bits hold");
            let mut p = index as u16;
            let mut zero = 0;
            let sk = skeleton(c);
            if is_digit(c) {
                p |= DIGIT;
                zero = digit_zero(c);
            } else if !c.is_ascii() && digit_skeletons.contains(&sk) {
                p |= DIGIT_LOOKALIKE;
            }
            if is_punctuation(c) {
                p |= PUNCTUATION;
            }
            if !c.is_ascii()
                && !is_digit(c)
                && set != u64::MAX
                && set & 1 << latin == 0
                && !sk.is_empty()
                && sk.chars().all(|s| ascii_skeleton_chars.contains(&s))
            {
                p |= LATIN_LOOKALIKE;
            }
            (p, zero)
        } else {
            (NOT_ALLOWED, 0)
        };
        if last != Some(key) {
            ranges.push(u32::from(c) << PROPS_BITS | u32::from(key.0));
            last = Some(key);
        }
    }

    let skeletons = skeletons(&source, &ascii_skeleton_chars);
    let mut pool = String::new();
    let mut at: Vec<u16> = vec![0];
    for sk in skeletons.values() {
        pool.push_str(sk);
        at.push(u16::try_from(pool.len()).expect("the skeleton pool outgrew 16-bit offsets"));
    }
    let chars: Vec<u32> = skeletons.keys().copied().collect();

    let mut names: Vec<&str> = source.scripts.iter().map(|s| s.full_name()).collect();
    names.extend(AUGMENTED);
    emit(&Tables {
        names: &names,
        sets: &sets,
        ranges: &ranges,
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

/// The skeleton of each code point that the reader looks up (see the
/// module documentation).
fn skeletons(source: &Source, ascii_skeleton_chars: &BTreeSet<char>) -> BTreeMap<u32, String> {
    // What the reader's NFD of an allowed code point gives.
    let pieces: BTreeSet<char> = all_chars()
        .filter(|&c| allowed(c))
        .flat_map(|c| {
            source
                .nfd
                .normalize_iter(std::iter::once(c))
                .collect::<Vec<_>>()
        })
        .collect();
    let mut skeletons: BTreeMap<u32, String> = BTreeMap::new();
    for c in all_chars() {
        if !source.is_valid(c) || !source.nfd_stable(c) {
            continue;
        }
        let sk = skeleton(c);
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
        if allowed(c)
            && source.is_valid(c)
            && !source.nfd_stable(c)
            && !('\u{AC00}'..='\u{D7A3}').contains(&c)
        {
            skeletons.insert(u32::from(c), skeleton(c));
        }
    }
    skeletons
}

struct Tables<'a> {
    names: &'a [&'a str],
    sets: &'a [u64],
    ranges: &'a [u32],
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
         //! {DISPLAY_UNICODE_VERSION}) and ICU4X; do not edit. What the tables hold:\n\
         //! `unicode-tables/src/display.rs`; the reader: `data.rs`.\n"
    );
    let _ = writeln!(
        out,
        "/// The version of the UTS #39 and `Script_Extensions` data.\n\
         pub(crate) const UNICODE_VERSION: &str = \"{DISPLAY_UNICODE_VERSION}\";\n"
    );
    let _ = writeln!(out, "pub(crate) const DIGIT: u16 = {DIGIT};");
    let _ = writeln!(
        out,
        "pub(crate) const LATIN_LOOKALIKE: u16 = {LATIN_LOOKALIKE};"
    );
    let _ = writeln!(
        out,
        "pub(crate) const DIGIT_LOOKALIKE: u16 = {DIGIT_LOOKALIKE};"
    );
    let _ = writeln!(out, "pub(crate) const PUNCTUATION: u16 = {PUNCTUATION};");
    let _ = writeln!(out, "pub(crate) const NOT_ALLOWED: u16 = {NOT_ALLOWED};");
    let _ = writeln!(out, "pub(crate) const PROPS_BITS: u32 = {PROPS_BITS};");
    let _ = writeln!(out, "pub(crate) const SET_MASK: u16 = 0x7F;");
    let _ = writeln!(out, "/// The bit of the Latin script in a script set.");
    let _ = writeln!(out, "pub(crate) const LATIN: u32 = 0;");
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
        + 8 * t.sets.len()
        + 4 * t.ranges.len()
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
    array(&mut out, "SCRIPT_SETS", "u64", t.sets, 4);
    array(&mut out, "RANGES", "u32", t.ranges, 12);
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

/// The browser's data (`browser.rs`), as sorted tables.
fn emit_browser(out: &mut String) {
    let _ = writeln!(out, "\n// What browsers add: {}.", browser::SOURCE);
    let bytes = 8 * (browser::ADMITTED.len() + browser::RARE.len())
        + 4 * browser::latin_lookalikes().len()
        + 4 * browser::digit_lookalikes().len()
        + 8 * browser::extra_skeletons().len()
        + 4 * browser::DIACRITICS.len()
        + 8 * browser::ALTERNATIVES.len();
    let _ = writeln!(out, "// About {bytes} bytes more.");
    let admitted: Vec<(u32, u32)> = browser::ADMITTED
        .iter()
        .flat_map(|&(from, to)| {
            // Only what UTS #39 does not allow already, as ranges.
            let mut ranges: Vec<(u32, u32)> = Vec::new();
            for cp in from..=to {
                let c = char::from_u32(cp).unwrap();
                if admitted(c) {
                    match ranges.last_mut() {
                        Some(last) if last.1 + 1 == cp => last.1 = cp,
                        _ => ranges.push((cp, cp)),
                    }
                }
            }
            ranges
        })
        .collect();
    array(out, "BROWSER_ADMITTED", "(u32, u32)", &admitted, 4);
    array(out, "RARE_LETTERS", "(u32, u32)", &browser::RARE, 4);
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
