//! Every hostname conversion's full result (output or error, with all its
//! fields), on a fixed set of names: `IdnaTestV2.txt`'s sources and
//! seeded random names built from the pieces that reach the rules
//! (separators, joiners, marks, right-to-left letters, digits, A-labels,
//! disallowed and mapped characters), each in both UTS #46 profiles and
//! for IDNA2008 registration, both ways.
//! `tests/same-results.sh` compares two commits' outputs, so that a change
//! made for speed is shown to change no result.
//!
//! ```text
//! cargo run --release -p punycode-tests --example uts46_dump > results.txt
//! ```

use std::io::Write;

use punycode_core::hostname::{Options, to_ascii, to_unicode};

const PIECES: [&str; 34] = [
    "a",
    "xn--",
    "bücher",
    "\u{5D0}",
    "1",
    "-",
    ".",
    "\u{200D}",
    "\u{200C}",
    "\u{300}",
    "\u{627}",
    "\u{663}",
    "3",
    "Ä",
    "ß",
    "_",
    "xn--bcher-kva",
    "xn--4db",
    "com",
    "ab--c",
    "例",
    "ｅ",
    "．",
    "。",
    "\u{FFFD}",
    "⒈",
    "\u{640}",
    "\u{710}",
    "xn--mgba3a4f16a",
    "XN--A",
    "\u{BC6}\u{BBE}",
    "\u{1100}\u{1161}",
    "\u{FE8D}",
    "\u{1EE00}",
];

fn main() {
    let mut names: Vec<String> = punycode_tests::idna_test::lines()
        .into_iter()
        .map(|line| line.source)
        .collect();
    let mut rng = punycode_tests::corpus::Rng::new(0x5A3E_0000_0000_0001);
    for _ in 0..200_000 {
        let n = rng.range(1, 7);
        names.push(
            (0..n)
                .map(|_| PIECES[rng.range(0, PIECES.len() as u32 - 1) as usize])
                .collect(),
        );
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for name in &names {
        for options in [Options::lookup(), Options::url(), Options::registration()] {
            writeln!(
                out,
                "{name:?} {:?} {:?}",
                to_ascii(name, options),
                to_unicode(name, options)
            )
            .expect("stdout");
        }
    }
}
