//! Generates `punycode-core/src/hostname/tables.rs`, the Unicode data of
//! punycode-core's UTS #46, from ICU4X's data. Run it with
//!
//! ```sh
//! cargo run -p punycode-unicode-tables
//! ```
//!
//! and a test in this crate fails while the checked-in file differs from
//! what [`generate`] writes. punycode-core's own tests then hold every code
//! point's lookups to ICU4X.
//!
//! What the tables hold, for every code point:
//!
//! - its UTS #46 status, nontransitional (deviations are valid), and what it
//!   becomes: a valid character itself (and its canonical decomposition, for
//!   NFC); a mapped one, ICU4X's mapping of it alone with NFC
//!   (`map_normalize`); an ignored one, nothing; a disallowed one, U+FFFD.
//!   So mapping a string is one lookup per code point, and it is in NFC
//!   already unless a combining mark or a composition's second character
//!   comes out of it; then NFC is canonical decomposition (of the valid
//!   characters that have one, from their entries), ordering and
//!   composition;
//! - for valid characters: the `Bidi_Class` group that RFC 5893 needs, the
//!   `Joining_Type` that RFC 5892 needs, whether `General_Category` is a
//!   Mark, and the `Canonical_Combining_Class`;
//! - whether it can be the second character of a canonical composition (the
//!   pairs themselves are a table of their own; Hangul is composed by
//!   algorithm) or is a joiner, which is what makes a valid character need a
//!   look beyond itself.
//!
//! Layout: one 16-bit word per code point in a three-stage table (an index
//! by the high bits, one by the middle bits, then blocks of words shared by
//! every range that has the same words), with side tables for what does not
//! fit in a word. The reader is `punycode-core/src/hostname/data.rs`.

mod browser;
mod display;
mod firefox;
mod idna2008;

pub use display::{DISPLAY_OUTPUT, DISPLAY_UNICODE_VERSION, generate_display};
pub use firefox::{FIREFOX_OUTPUT, FIREFOX_UNICODE_VERSION, generate_firefox};

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

use icu_normalizer::DecomposingNormalizerBorrowed;
use icu_normalizer::properties::{
    CanonicalCombiningClassMapBorrowed, CanonicalCompositionBorrowed,
    CanonicalDecompositionBorrowed, Decomposed,
};
use icu_normalizer::uts46::Uts46MapperBorrowed;
use icu_properties::CodePointMapData;
use icu_properties::props::{BidiClass, GeneralCategory, GeneralCategoryGroup, JoiningType};

/// The Unicode version of ICU4X 2.4's data, which the tables state.
pub const UNICODE_VERSION: &str = "18.0.0";

/// Where the generated file goes, from the workspace root.
pub const OUTPUT: &str = "punycode-core/src/hostname/tables.rs";

/// The word's kinds, in its top three bits, each with a 13-bit payload.
/// The reader's names are the same.
const KINDS: [(&str, u16); 7] = [
    // Kind 0 has classes (below), with 11-bit payloads.
    ("PROPS", 0),
    // Mapped to one, two or three UTF-16 units of the pool, at the payload.
    ("EXPANDS1", 1),
    ("EXPANDS2", 6),
    ("EXPANDS3", 7),
    // Valid, with a decomposition: an index into `EXPANSIONS`.
    ("DECOMPOSES", 2),
    // Mapped to one code point, by a delta that other code points share:
    // an index into `DELTAS`.
    ("MAPPED", 3),
    // Mapped to more code points, or to none: an index into `EXPANSIONS`.
    ("EXPANDS", 4),
];
const KIND_SHIFT: u32 = 13;
const PAYLOAD_BITS: u32 = 13;

/// The classes of kind 0, in the word's top five bits, with the
/// properties (or for a disallowed code point, whether it is
/// right-to-left) in the low eleven.
const CLASSES: [(&str, u16); 3] = [("VALID", 0), ("SPECIAL", 1), ("DISALLOWED", 2)];
const CLASS_SHIFT: u32 = 11;

/// What a code point is to UTS #46 and NFC.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Entry {
    /// Valid, maps to itself, and no canonical decomposition; `special`: a
    /// composition's second character or a joiner.
    Valid { props: Props, special: bool },
    /// Valid, with this canonical decomposition (full, as NFD gives it);
    /// `joins`: its first code point is a composition's second character,
    /// so that NFC may compose it with the character before (Gurung Khema
    /// and Tulu-Tigalari vowel signs, since Unicode 16).
    Decomposes {
        props: Props,
        nfd: Vec<char>,
        joins: bool,
    },
    /// Mapped (or ignored: empty), to this, in NFC (ICU4X's
    /// `map_normalize` of the code point alone).
    Mapped { nfc: Vec<char> },
    /// Disallowed; `rtl`: its `Bidi_Class` is R, AL or AN, which makes a
    /// name with it a bidi domain name; `unassigned`: IDNA2008's UNASSIGNED
    /// (else DISALLOWED there too).
    Disallowed { rtl: bool, unassigned: bool },
}

/// The properties of a valid code point.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
struct Props {
    /// `bidi | joining << 4 | mark << 7 | idna2008 << 8`, see
    /// [`bidi_group`], [`joining_group`] and [`IDNA2008_SHIFT`].
    combo: u16,
    ccc: u8,
}

/// RFC 5893's groups of `Bidi_Class`: 0 for the classes that no rule
/// allows (B, S, WS, the embeddings, overrides and isolates).
fn bidi_group(class: BidiClass) -> u8 {
    match class {
        BidiClass::LeftToRight => 1,
        BidiClass::RightToLeft => 2,
        BidiClass::ArabicLetter => 3,
        BidiClass::ArabicNumber => 4,
        BidiClass::EuropeanNumber => 5,
        BidiClass::EuropeanSeparator => 6,
        BidiClass::CommonSeparator => 7,
        BidiClass::EuropeanTerminator => 8,
        BidiClass::OtherNeutral => 9,
        BidiClass::BoundaryNeutral => 10,
        BidiClass::NonspacingMark => 11,
        _ => 0,
    }
}

/// RFC 5892 appendix A.1's `Joining_Type` values; 0 for the rest (U, C).
fn joining_group(jt: JoiningType) -> u8 {
    match jt {
        JoiningType::Transparent => 1,
        JoiningType::LeftJoining => 2,
        JoiningType::RightJoining => 3,
        JoiningType::DualJoining => 4,
        _ => 0,
    }
}

/// Whether a combination of properties is a plain character's: not a
/// mark, not right-to-left (R, AL, AN), and PVALID in IDNA2008 (so that
/// registration, too, takes a plain character with no more look).
fn is_pass_combo(combo: u16) -> bool {
    combo & 0x80 == 0 && !matches!(combo & 0xF, 2..=4) && combo >> IDNA2008_SHIFT == 0
}

/// Whether a code point with these properties is plain: combining class
/// 0, not a mark, not right-to-left.
fn is_pass(props: Props) -> bool {
    props.ccc == 0 && is_pass_combo(props.combo)
}

/// Where a valid code point's IDNA2008 property (PVALID 0, CONTEXTJ 1,
/// CONTEXTO 2, DISALLOWED 3) is in its combination of properties.
const IDNA2008_SHIFT: u32 = 8;

/// The bit of a `DISALLOWED` word that says the code point is unassigned
/// (IDNA2008's UNASSIGNED).
const UNASSIGNED: u16 = 2;

/// The bit of a `DECOMPOSES` word that says its properties are plain.
const DECOMPOSES_PASS: u16 = 1 << 12;

/// The bit of a `DECOMPOSES` word that says its decomposition starts with a
/// composition's second character (see [`Entry::Decomposes`]).
const DECOMPOSES_JOINS: u16 = 1 << 11;

/// Everything the generator reads from ICU4X.
struct Source {
    mapper: Uts46MapperBorrowed<'static>,
    nfd: DecomposingNormalizerBorrowed<'static>,
    ccc: CanonicalCombiningClassMapBorrowed<'static>,
    decompose: CanonicalDecompositionBorrowed<'static>,
    compose: CanonicalCompositionBorrowed<'static>,
}

impl Source {
    fn new() -> Source {
        Source {
            mapper: Uts46MapperBorrowed::new(),
            nfd: DecomposingNormalizerBorrowed::new_nfd(),
            ccc: CanonicalCombiningClassMapBorrowed::new(),
            decompose: CanonicalDecompositionBorrowed::new(),
            compose: CanonicalCompositionBorrowed::new(),
        }
    }

    fn props(&self, c: char) -> Props {
        let bidi = bidi_group(CodePointMapData::<BidiClass>::new().get(c));
        let joining = joining_group(CodePointMapData::<JoiningType>::new().get(c));
        let mark =
            GeneralCategoryGroup::Mark.contains(CodePointMapData::<GeneralCategory>::new().get(c));
        // IDNA2008 permits nothing that UTS #46 does not keep: what it
        // takes is PVALID, CONTEXTJ or CONTEXTO, else DISALLOWED.
        let idna2008 = match idna2008::property(c) {
            idna2008::Property::Unassigned => panic!("{c:?} is valid but unassigned"),
            p => p as u16,
        };
        Props {
            combo: u16::from(bidi | joining << 4 | u8::from(mark) << 7)
                | idna2008 << IDNA2008_SHIFT,
            ccc: self.ccc.get_u8(c),
        }
    }

    fn nfd(&self, chars: &[char]) -> Vec<char> {
        self.nfd.normalize_iter(chars.iter().copied()).collect()
    }

    /// Every canonical composition but Hangul's: (first, second, composite).
    fn compositions(&self) -> Vec<(char, char, char)> {
        let mut pairs = Vec::new();
        for c in all_chars() {
            if is_hangul_syllable(c) {
                continue;
            }
            if let Decomposed::Expansion(a, b) = self.decompose.decompose(c)
                && self.compose.compose(a, b) == Some(c)
            {
                pairs.push((a, b, c));
            }
        }
        pairs
    }

    fn entry(&self, c: char, seconds: &BTreeSet<char>) -> Entry {
        let mapped: Vec<char> = self.mapper.map_normalize(std::iter::once(c)).collect();
        let validated: Vec<char> = self.mapper.normalize_validate(std::iter::once(c)).collect();
        let valid = validated == [c] && c != '\u{FFFD}';
        if valid {
            assert_eq!(mapped, [c], "{c:?} is valid but maps to something else");
            let props = self.props(c);
            // Hangul syllables are decomposed and composed by algorithm.
            let nfd = if is_hangul_syllable(c) {
                vec![c]
            } else {
                self.nfd(&[c])
            };
            if nfd != [c] {
                assert!(
                    !seconds.contains(&c),
                    "{c:?} decomposes and composes as a second"
                );
                let joins = seconds.contains(&nfd[0]);
                return Entry::Decomposes { props, nfd, joins };
            }
            let special = seconds.contains(&c) || matches!(c, '\u{200C}' | '\u{200D}');
            return Entry::Valid { props, special };
        }
        let idna2008 = idna2008::property(c);
        assert!(
            matches!(
                idna2008,
                idna2008::Property::Disallowed | idna2008::Property::Unassigned
            ),
            "{c:?} is permitted by IDNA2008 but not valid in UTS #46"
        );
        if mapped == ['\u{FFFD}'] {
            let bidi = bidi_group(CodePointMapData::<BidiClass>::new().get(c));
            return Entry::Disallowed {
                rtl: matches!(bidi, 2..=4),
                unassigned: idna2008 == idna2008::Property::Unassigned,
            };
        }
        Entry::Mapped { nfc: mapped }
    }
}

fn all_chars() -> impl Iterator<Item = char> {
    (0..=u32::from(char::MAX)).filter_map(char::from_u32)
}

fn is_hangul_syllable(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// The side tables, filled while the words are made.
#[derive(Default)]
struct Sides {
    /// Each distinct [`Props`] once, those of plain characters (see
    /// [`is_pass`]) first; a word's properties are an index here.
    props: Vec<Props>,
    /// The number of plain ones.
    pass_limit: usize,
    deltas: Vec<i32>,
    /// `offset | len << 16 | props << 21`.
    expansions: Vec<u32>,
    expansion_index: HashMap<u32, usize>,
    pool: Vec<u16>,
}

impl Sides {
    fn props(&self, props: Props) -> u16 {
        let index = self.props.iter().position(|&p| p == props).unwrap();
        u16::try_from(index).unwrap()
    }

    /// Where the UTF-16 of `chars` stands in the pool (put there if it is
    /// not).
    fn pooled(&mut self, chars: &[char]) -> (usize, usize) {
        let units: Vec<u16> = chars.iter().collect::<String>().encode_utf16().collect();
        assert!(units.len() < 32, "expansion of {} units", units.len());
        let offset = find(&self.pool, &units).unwrap_or_else(|| {
            self.pool.extend_from_slice(&units);
            self.pool.len() - units.len()
        });
        assert!(offset < 1 << 16, "the pool outgrew 16-bit offsets");
        (offset, units.len())
    }

    /// The word of a mapping to several code points (or none), or to one
    /// whose delta no other code point shares.
    fn mapped(&mut self, chars: &[char]) -> u16 {
        match self.pooled(chars) {
            (offset, 1) => kind("EXPANDS1") | payload(offset),
            (offset, 2) => kind("EXPANDS2") | payload(offset),
            (offset, 3) => kind("EXPANDS3") | payload(offset),
            _ => kind("EXPANDS") | self.expansion(chars, 0),
        }
    }

    fn expansion(&mut self, chars: &[char], props: u16) -> u16 {
        let (offset, len) = self.pooled(chars);
        let entry = offset as u32 | (len as u32) << 16 | u32::from(props) << 21;
        let next = self.expansions.len();
        let index = *self.expansion_index.entry(entry).or_insert(next);
        if index == next {
            self.expansions.push(entry);
        }
        payload(index)
    }
}

fn find(haystack: &[u16], needle: &[u16]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn payload(index: usize) -> u16 {
    assert!(
        index < 1 << PAYLOAD_BITS,
        "a side table outgrew the word's payload"
    );
    index as u16
}

fn kind(name: &str) -> u16 {
    KINDS.iter().find(|(n, _)| *n == name).unwrap().1 << KIND_SHIFT
}

fn class(name: &str) -> u16 {
    CLASSES.iter().find(|(n, _)| *n == name).unwrap().1 << CLASS_SHIFT
}

/// A four-stage table: `index0[cp >> (s0 + s1 + s2)]` is an offset into
/// `index1`; its entry for the next `s2` bits, an offset into `index2`;
/// its entry for the next `s1` bits, an offset into `data`, whose entry for
/// the low `s0` bits is the word. Each stage stores every block of the
/// stage below once, where its values already stand if they do (blocks
/// may overlap), so repeated and similar ranges cost nothing.
struct Trie {
    /// `[s0, s1, s2]`: the bits each stage below the top consumes.
    shifts: [u32; 3],
    /// From the top: `index0`, `index1`, `index2`, `data`.
    stages: [Vec<u32>; 4],
    /// The tail: from `end` on, but in plane 14's `window`, the word is
    /// [`tail_word`]'s, and `index0` has no entries for those code points
    /// (its entries for the window follow those below `end`).
    tail: Tail,
}

/// Where the tail of the code space starts, and the window of plane 14
/// (tag characters, variation selectors) that the trie still holds.
#[derive(Clone, Copy)]
struct Tail {
    end: u32,
    window: (u32, u32),
}

/// The start of plane 14, whose first block or blocks (tag characters,
/// variation selectors) are not the tail's.
const PLANE14: u32 = 0xE0000;

/// The word of a code point in the tail: unassigned, but a noncharacter
/// (the last two of every plane) or in the private-use planes 15 and 16,
/// which are disallowed. This is the structure of the code space; the
/// generator checks every code point of the tail against it.
fn tail_word(cp: u32) -> u16 {
    if cp >= 0xF0000 || cp & 0xFFFE == 0xFFFE {
        class("DISALLOWED")
    } else {
        class("DISALLOWED") | UNASSIGNED
    }
}

/// `values` in blocks of `block`, each stored once in the returned array
/// (where its values already stand, or overlapping the end), and the
/// offset of each block there.
fn compact(values: &[u32], block: usize) -> (Vec<u32>, Vec<u32>) {
    let mut stored: Vec<u32> = Vec::new();
    // Where each value stands in `stored`, to find a block inside it.
    let mut at: HashMap<u32, Vec<usize>> = HashMap::new();
    let mut seen: HashMap<&[u32], u32> = HashMap::new();
    let mut offsets = Vec::with_capacity(values.len() / block);
    for chunk in values.chunks(block) {
        if let Some(&offset) = seen.get(chunk) {
            offsets.push(offset);
            continue;
        }
        let inside = at.get(&chunk[0]).and_then(|starts| {
            starts
                .iter()
                .copied()
                .find(|&s| stored.get(s..s + chunk.len()) == Some(chunk))
        });
        let offset = inside.unwrap_or_else(|| {
            // The longest end of `stored` that the block starts with.
            let overlap = (1..chunk.len())
                .rev()
                .find(|&k| stored.ends_with(&chunk[..k]))
                .unwrap_or(0);
            for &v in &chunk[overlap..] {
                at.entry(v).or_default().push(stored.len());
                stored.push(v);
            }
            stored.len() - chunk.len()
        });
        let offset = u32::try_from(offset).unwrap();
        seen.insert(chunk, offset);
        offsets.push(offset);
    }
    (stored, offsets)
}

/// The bytes of an array of these values, each in the narrowest width
/// that holds them all.
fn width(values: &[u32]) -> usize {
    match values.iter().max().copied().unwrap_or(0) {
        0..=0xFF => 1,
        0x100..=0xFFFF => 2,
        _ => 4,
    }
}

impl Trie {
    fn build(words: &[u16], shifts: [u32; 3]) -> Trie {
        let block = 1u32 << (shifts[0] + shifts[1] + shifts[2]);
        // The first block from which every code point, outside plane 14's
        // window, has the tail's word; and the window: the blocks of plane
        // 14 up to the first from which the tail holds to its end.
        let tail_from = |from: u32, to: u32| {
            let mut start = to;
            while start > from
                && (start - block..start).all(|cp| words[cp as usize] == tail_word(cp))
            {
                start -= block;
            }
            start
        };
        let window = (PLANE14, tail_from(PLANE14, 0xF0000));
        let high = (window.1..0x11_0000).all(|cp| words[cp as usize] == tail_word(cp));
        assert!(
            high,
            "past plane 14's window, the code space is not the tail's"
        );
        let end = tail_from(0, PLANE14);
        let tail = Tail { end, window };
        let words: Vec<u32> = words.iter().map(|&w| u32::from(w)).collect();
        let (data, offsets) = compact(&words, 1 << shifts[0]);
        let (index2, offsets) = compact(&offsets, 1 << shifts[1]);
        let (index1, index0) = compact(&offsets, 1 << shifts[2]);
        let index0: Vec<u32> = index0[..(end / block) as usize]
            .iter()
            .chain(&index0[(window.0 / block) as usize..(window.1 / block) as usize])
            .copied()
            .collect();
        Trie {
            shifts,
            stages: [index0, index1, index2, data],
            tail,
        }
    }

    fn bytes(&self) -> usize {
        self.stages.iter().map(|s| s.len() * width(s)).sum()
    }

    fn get(&self, cp: u32) -> u16 {
        let [s0, s1, s2] = self.shifts;
        let [index0, index1, index2, data] = &self.stages;
        let mask = |bits: u32| (1usize << bits) - 1;
        let Tail { end, window } = self.tail;
        let top = if cp < end {
            cp >> (s0 + s1 + s2)
        } else if (window.0..window.1).contains(&cp) {
            (end + cp - window.0) >> (s0 + s1 + s2)
        } else {
            return tail_word(cp);
        };
        let i1 = index0[top as usize] as usize;
        let i2 = index1[i1 + ((cp >> (s0 + s1)) as usize & mask(s2))] as usize;
        let i3 = index2[i2 + ((cp >> s0) as usize & mask(s1))] as usize;
        u16::try_from(data[i3 + (cp as usize & mask(s0))]).unwrap()
    }
}

/// The generated file, `tables.rs`.
///
/// # Panics
///
/// When ICU4X's data breaks an assumption the layout makes (each is
/// asserted with what broke): then the layout must change.
pub fn generate() -> String {
    let source = Source::new();
    let pairs = source.compositions();
    let entries = entries(&source, &pairs);
    let (words, sides) = words(&entries);
    let mut shifts = Vec::new();
    for s0 in 2..=6 {
        for s1 in 2..=6 {
            for s2 in 2..=6 {
                shifts.push([s0, s1, s2]);
            }
        }
    }
    let trie = shifts
        .into_iter()
        .map(|s| Trie::build(&words, s))
        .filter(|t| t.stages.iter().all(|s| width(s) <= 2))
        .min_by_key(Trie::bytes)
        .expect("no layout fits");
    for (cp, &word) in words.iter().enumerate() {
        assert_eq!(trie.get(cp as u32), word);
    }
    // Only valid code points reach composition (mapping writes nothing
    // else), and what they compose to is valid.
    let valid = |c: char| {
        matches!(
            entries[c as usize],
            Entry::Valid { .. } | Entry::Decomposes { .. }
        )
    };
    let others = Others::new(&source, &entries, &pairs, &valid);
    let pairs: Vec<_> = pairs
        .into_iter()
        .filter(|&(a, b, _)| valid(a) && valid(b))
        .inspect(|&(a, b, c)| assert!(valid(c), "{a:?} + {b:?} composes to {c:?}, not valid"))
        .collect();
    // A valid code point's canonical decomposition is its composition pair,
    // the first decomposed again: the reader needs no other table.
    let by_composite: HashMap<char, (char, char)> =
        pairs.iter().map(|&(a, b, c)| (c, (a, b))).collect();
    for (cp, entry) in entries.iter().enumerate() {
        if let Entry::Decomposes { nfd, .. } = entry {
            let mut c = char::from_u32(cp as u32).unwrap();
            let mut tail = Vec::new();
            while let Some(&(a, b)) = by_composite.get(&c) {
                tail.push(b);
                c = a;
            }
            tail.push(c);
            tail.reverse();
            assert_eq!(
                &tail, nfd,
                "U+{cp:04X}: pairs do not give its decomposition"
            );
        }
    }
    let mut out = emit(&trie, &sides, &Compositions::new(&pairs));
    others.emit(&mut out);
    out
}

/// What normalizing any text needs of the code points that UTS #46 does
/// not keep (mapped or disallowed; mapping never writes them, so the
/// entries above say nothing of them): for `hostname::rules`, whose
/// callers hold text as it is given (Python's `idna` checks NFC before
/// any other rule). Each such code point that is a mark, has a nonzero
/// combining class, has a canonical decomposition or is a composition's
/// second character, and the compositions that involve one.
struct Others {
    /// `cp << 11 | mark << 10 | second << 9 | decomposes << 8 | ccc`,
    /// sorted.
    entries: Vec<u32>,
    /// For each entry, `offset << 3 | len` of its full canonical
    /// decomposition in `pool` (0 for none).
    nfd: Vec<u16>,
    pool: Vec<u32>,
    /// `[first, second, composite]`, sorted by second, then first.
    pairs: Vec<[u32; 3]>,
}

impl Others {
    fn new(
        source: &Source,
        entries: &[Entry],
        pairs: &[(char, char, char)],
        valid: &dyn Fn(char) -> bool,
    ) -> Others {
        let seconds = seconds(pairs);
        let mut out = Others {
            entries: Vec::new(),
            nfd: Vec::new(),
            pool: Vec::new(),
            pairs: Vec::new(),
        };
        for (cp, entry) in entries.iter().enumerate() {
            let Some(c) = char::from_u32(cp as u32) else {
                continue;
            };
            if !matches!(entry, Entry::Mapped { .. } | Entry::Disallowed { .. }) {
                continue;
            }
            let mark = GeneralCategoryGroup::Mark
                .contains(CodePointMapData::<GeneralCategory>::new().get(c));
            let ccc = source.ccc.get_u8(c);
            let nfd = if is_hangul_syllable(c) {
                vec![c]
            } else {
                source.nfd(&[c])
            };
            let decomposes = nfd != [c];
            let second = seconds.contains(&c);
            if !(mark || ccc != 0 || decomposes || second) {
                continue;
            }
            assert!(
                nfd.len() <= 4,
                "{c:?} decomposes to {} code points",
                nfd.len()
            );
            out.entries.push(
                (cp as u32) << 11
                    | u32::from(mark) << 10
                    | u32::from(second) << 9
                    | u32::from(decomposes) << 8
                    | u32::from(ccc),
            );
            out.nfd.push(if decomposes {
                let offset = out.pool.len();
                out.pool.extend(nfd.iter().map(|&c| u32::from(c)));
                u16::try_from(offset << 3 | nfd.len()).expect("the pool outgrew 13 bits")
            } else {
                0
            });
        }
        out.pairs = pairs
            .iter()
            .filter(|&&(a, b, c)| !(valid(a) && valid(b) && valid(c)))
            .map(|&(a, b, c)| [u32::from(a), u32::from(b), u32::from(c)])
            .collect();
        out.pairs.sort_by_key(|&[a, b, _]| (b, a));
        out
    }

    fn emit(&self, out: &mut String) {
        out.push_str(
            "\n/// The code points UTS #46 does not keep that normalizing any text\n\
             /// needs (`rules`): `cp << 11 | mark << 10 | second << 9 | decomposes << 8\n\
             /// | ccc`, sorted; `OTHER_NFD` is each one's decomposition in\n\
             /// `OTHER_POOL` (`offset << 3 | len`), `OTHER_PAIRS` the compositions\n\
             /// with such a code point, `[first, second, composite]` by second.",
        );
        array(out, "OTHERS", "u32", &self.entries);
        array(out, "OTHER_NFD", "u16", &self.nfd);
        array(out, "OTHER_POOL", "u32", &self.pool);
        array(out, "OTHER_PAIRS", "[u32; 3]", &self.pairs);
    }
}

/// The characters that compose as the second of a pair: those of
/// `pairs`, and the Hangul vowels and trailing consonants, which compose
/// by algorithm.
fn seconds(pairs: &[(char, char, char)]) -> BTreeSet<char> {
    pairs
        .iter()
        .map(|&(_, b, _)| b)
        .chain('\u{1161}'..='\u{1175}')
        .chain('\u{11A8}'..='\u{11C2}')
        .collect()
}

/// Every code point's entry.
fn entries(source: &Source, pairs: &[(char, char, char)]) -> Vec<Entry> {
    let seconds = seconds(pairs);
    let entries: Vec<Entry> = (0..=u32::from(char::MAX))
        .map(|cp| match char::from_u32(cp) {
            Some(c) => source.entry(c, &seconds),
            // Surrogates never reach a lookup (the input is UTF-8).
            None => Entry::Disallowed {
                rtl: false,
                unassigned: false,
            },
        })
        .collect();
    // The engine maps a code point once: whatever a mapping writes must be
    // valid, and whatever a decomposition writes must have no
    // decomposition itself.
    for entry in &entries {
        match entry {
            Entry::Decomposes { nfd, .. } => {
                for &c in nfd {
                    assert!(
                        matches!(entries[c as usize], Entry::Valid { .. }),
                        "{c:?} in a decomposition is not valid or decomposes"
                    );
                }
            }
            Entry::Mapped { nfc } => {
                for &c in nfc {
                    assert!(
                        matches!(
                            entries[c as usize],
                            Entry::Valid { .. } | Entry::Decomposes { .. }
                        ),
                        "{c:?} in a mapping is not valid"
                    );
                }
            }
            _ => {}
        }
    }
    entries
}

/// `to - from`, for a mapping to one code point.
fn delta(from: usize, to: char) -> i32 {
    i32::try_from(i64::from(u32::from(to)) - i64::try_from(from).unwrap()).unwrap()
}

/// Every code point's word, and the side tables they index.
fn words(entries: &[Entry]) -> (Vec<u16>, Sides) {
    let mut sides = Sides::default();
    // Index 0: the properties of nothing (bidi `Other`, no joining type,
    // not a mark, class 0), which the reader gives a code point that is not
    // valid; the smallest, and plain, so first.
    let mut props_seen = BTreeSet::from([Props { combo: 0, ccc: 0 }]);
    let mut deltas: BTreeMap<i32, usize> = BTreeMap::new();
    for (cp, entry) in entries.iter().enumerate() {
        match entry {
            Entry::Valid { props, .. } | Entry::Decomposes { props, .. } => {
                props_seen.insert(*props);
            }
            Entry::Mapped { nfc } if nfc.len() == 1 => {
                *deltas.entry(delta(cp, nfc[0])).or_insert(0) += 1;
            }
            _ => {}
        }
    }
    // The properties of a plain character (combining class 0, not a mark,
    // not right-to-left) first: with class 0, such a word is below
    // `PASS_LIMIT`, one comparison for the common case.
    sides.props = props_seen.into_iter().collect();
    sides.props.sort_by_key(|&p| !is_pass(p));
    sides.pass_limit = sides.props.iter().filter(|&&p| is_pass(p)).count();
    // A delta that one code point alone has costs less as its target in
    // the pool.
    sides.deltas = deltas
        .into_iter()
        .filter(|&(_, n)| n > 1)
        .map(|(d, _)| d)
        .collect();
    assert!(sides.props.len() <= 1 << 11, "props outgrew 11 bits");
    assert_eq!(sides.props[0], Props { combo: 0, ccc: 0 });

    // Longest expansions first, so that shorter ones can be found inside them.
    let mut order: Vec<usize> = (0..entries.len()).collect();
    order.sort_by_key(|&cp| match &entries[cp] {
        Entry::Decomposes { nfd: chars, .. } | Entry::Mapped { nfc: chars } => {
            std::cmp::Reverse(chars.len())
        }
        _ => std::cmp::Reverse(0),
    });
    let mut words = vec![0u16; entries.len()];
    for cp in order {
        words[cp] = match &entries[cp] {
            Entry::Valid { props, special } => {
                class(if *special { "SPECIAL" } else { "VALID" }) | sides.props(*props)
            }
            // The decomposition is the composition pairs read backwards
            // (asserted in `generate`): the word holds the properties.
            // One that NFC may compose with the character before is not
            // plain, whatever its properties.
            Entry::Decomposes { props, joins, .. } => {
                let flags = if *joins {
                    DECOMPOSES_JOINS
                } else if is_pass(*props) {
                    DECOMPOSES_PASS
                } else {
                    0
                };
                kind("DECOMPOSES") | flags | sides.props(*props)
            }
            Entry::Mapped { nfc } if nfc.len() == 1 => {
                match sides.deltas.binary_search(&delta(cp, nfc[0])) {
                    Ok(index) => kind("MAPPED") | payload(index),
                    Err(_) => sides.mapped(nfc),
                }
            }
            Entry::Mapped { nfc } => sides.mapped(nfc),
            Entry::Disallowed { rtl, unassigned } => {
                class("DISALLOWED") | u16::from(*rtl) | u16::from(*unassigned) << 1
            }
        };
    }
    (words, sides)
}

/// The canonical compositions, grouped by their second character, each
/// group sorted by the first.
struct Compositions {
    seconds: Vec<u32>,
    starts: Vec<u16>,
    /// The first and the composite, both in the BMP.
    pairs: Vec<[u16; 2]>,
    /// The rest, as (first, second, composite).
    astral: Vec<[u32; 3]>,
}

impl Compositions {
    fn new(pairs: &[(char, char, char)]) -> Compositions {
        let mut by_second: BTreeMap<char, Vec<(char, char)>> = BTreeMap::new();
        let mut astral = Vec::new();
        for &(a, b, c) in pairs {
            match (u16::try_from(u32::from(a)), u16::try_from(u32::from(c))) {
                (Ok(_), Ok(_)) => by_second.entry(b).or_default().push((a, c)),
                _ => astral.push([a as u32, b as u32, c as u32]),
            }
        }
        let mut out = Compositions {
            seconds: Vec::new(),
            starts: vec![0],
            pairs: Vec::new(),
            astral,
        };
        for (b, mut group) in by_second {
            group.sort_unstable();
            out.seconds.push(b as u32);
            out.pairs
                .extend(group.iter().map(|&(a, c)| [a as u16, c as u16]));
            out.starts.push(u16::try_from(out.pairs.len()).unwrap());
        }
        out
    }
}

fn emit(trie: &Trie, sides: &Sides, compositions: &Compositions) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! Generated by `cargo run -p punycode-unicode-tables` from ICU4X's data\n\
         //! (Unicode {UNICODE_VERSION}); do not edit. What the tables hold and how\n\
         //! they are laid out: `unicode-tables/src/lib.rs`; the reader: `data.rs`.\n"
    );
    let _ = writeln!(
        out,
        "/// The version of the Unicode data.\npub(crate) const UNICODE_VERSION: &str = \"{UNICODE_VERSION}\";\n"
    );
    for (name, value) in KINDS {
        let _ = writeln!(out, "pub(crate) const {name}: u16 = {value};");
    }
    let _ = writeln!(out, "pub(crate) const KIND_SHIFT: u32 = {KIND_SHIFT};");
    for (name, value) in CLASSES {
        let _ = writeln!(out, "pub(crate) const {name}: u16 = {value};");
    }
    let _ = writeln!(out, "pub(crate) const CLASS_SHIFT: u32 = {CLASS_SHIFT};");
    let _ = writeln!(
        out,
        "/// Words below this are plain: valid, combining class 0, not a mark, not\n\
         /// right-to-left.\npub(crate) const PASS_LIMIT: u16 = {};",
        sides.pass_limit
    );
    let _ = writeln!(
        out,
        "/// In a `DECOMPOSES` word: its properties are plain.\npub(crate) const DECOMPOSES_PASS: u16 = {DECOMPOSES_PASS};"
    );
    let _ = writeln!(
        out,
        "/// In a `DECOMPOSES` word: its decomposition starts with a composition's\n\
         /// second character (NFC may compose it with the character before).\n\
         pub(crate) const DECOMPOSES_JOINS: u16 = {DECOMPOSES_JOINS};"
    );
    let _ = writeln!(
        out,
        "/// Where a valid code point's IDNA2008 property is in its combination.\n\
         pub(crate) const IDNA2008_SHIFT: u32 = {IDNA2008_SHIFT};"
    );
    let _ = writeln!(
        out,
        "/// In a `DISALLOWED` word: the code point is unassigned.\n\
         pub(crate) const UNASSIGNED: u16 = {UNASSIGNED};"
    );
    emit_trie_shape(&mut out, trie);
    let _ = writeln!(
        out,
        "\n// {} bytes of four-stage table, {} of side tables.",
        trie.bytes(),
        3 * sides.props.len()
            + 4 * sides.deltas.len()
            + 4 * sides.expansions.len()
            + 2 * sides.pool.len()
            + 4 * compositions.seconds.len()
            + 2 * compositions.starts.len()
            + 4 * compositions.pairs.len()
            + 12 * compositions.astral.len()
    );
    // The four stages in one `static`, so that a lookup loads one
    // address, not four.
    let fields = ["index0", "index1", "index2", "data"];
    out.push_str(
        "\n/// The four stages, in one `static`: a lookup loads one address.\n\
         pub(crate) struct Trie {\n",
    );
    for (field, stage) in fields.iter().zip(&trie.stages) {
        let ty = if width(stage) == 1 { "u8" } else { "u16" };
        let _ = writeln!(out, "    pub(crate) {field}: [{ty}; {}],", stage.len());
    }
    out.push_str("}\n\npub(crate) static TRIE: Trie = Trie {\n");
    for (field, stage) in fields.iter().zip(&trie.stages) {
        let _ = writeln!(out, "    {field}: [");
        values(&mut out, "       ", stage);
        out.push_str("    ],\n");
    }
    out.push_str("};\n");
    let combos: Vec<u16> = sides.props.iter().map(|p| p.combo).collect();
    let cccs: Vec<u8> = sides.props.iter().map(|p| p.ccc).collect();
    array(&mut out, "COMBOS", "u16", &combos);
    array(&mut out, "CCC", "u8", &cccs);
    array(&mut out, "DELTAS", "i32", &sides.deltas);
    array(&mut out, "EXPANSIONS", "u32", &sides.expansions);
    array(&mut out, "POOL", "u16", &sides.pool);
    array(&mut out, "SECONDS", "u32", &compositions.seconds);
    array(&mut out, "SECOND_STARTS", "u16", &compositions.starts);
    array(&mut out, "PAIRS", "[u16; 2]", &compositions.pairs);
    array(&mut out, "ASTRAL_PAIRS", "[u32; 3]", &compositions.astral);
    out.push_str(
        "\n/// The scripts of RFC 5892 appendix A's rules: `[first, last | group << 24]`,\n\
         /// sorted; group 1 Greek, 2 Hebrew, 3 Hiragana, Katakana or Han.",
    );
    let scripts: Vec<[u32; 2]> = idna2008::script_ranges()
        .into_iter()
        .map(|(first, last, group)| [first, last | u32::from(group) << 24])
        .collect();
    array(&mut out, "SCRIPTS", "[u32; 2]", &scripts);
    out
}

/// The trie's shape: where its tail starts, and the shifts of its stages.
fn emit_trie_shape(out: &mut String, trie: &Trie) {
    let [s0, s1, s2] = trie.shifts;
    let _ = writeln!(
        out,
        "/// The tail of the code space, whose words are a rule's, not the trie's:\n\
         /// from `TRIE_END` on, but in plane 14's window [`WINDOW_START`,\n\
         /// `WINDOW_END`) (whose `index0` entries follow those below `TRIE_END`),\n\
         /// a code point is unassigned, but a noncharacter or private use, which\n\
         /// is disallowed (`unicode-tables/src/lib.rs`, `tail_word`).\n\
         pub(crate) const TRIE_END: u32 = {:#X};\n\
         pub(crate) const WINDOW_START: u32 = {:#X};\n\
         pub(crate) const WINDOW_END: u32 = {:#X};",
        trie.tail.end, trie.tail.window.0, trie.tail.window.1
    );
    let _ = writeln!(out, "pub(crate) const SHIFT0: u32 = {s0};");
    let _ = writeln!(out, "pub(crate) const SHIFT1: u32 = {s1};");
    let _ = writeln!(out, "pub(crate) const SHIFT2: u32 = {s2};");
}

/// Writes `pub(crate) static NAME: [TYPE; N] = [...];`, twelve values a
/// line.
fn array<T: std::fmt::Debug>(out: &mut String, name: &str, ty: &str, list: &[T]) {
    let _ = writeln!(
        out,
        "\npub(crate) static {name}: [{ty}; {}] = [",
        list.len()
    );
    values(out, "   ", list);
    out.push_str("];\n");
}

/// Writes `list`, twelve values a line, each line after `indent`.
fn values<T: std::fmt::Debug>(out: &mut String, indent: &str, list: &[T]) {
    for line in list.chunks(12) {
        out.push_str(indent);
        for v in line {
            let _ = write!(out, " {v:?},");
        }
        out.push('\n');
    }
}
