//! Every hostname conversion's full result (output or error, with all its
//! fields), on a fixed set of names: `IdnaTestV2.txt`'s sources and
//! seeded random names built from the pieces that reach the rules
//! (separators, joiners, marks, right-to-left letters, digits, A-labels,
//! disallowed and mapped characters), each in both profiles, both ways.
//! `tests/same-results.sh` compares two commits' outputs, so that a change
//! made for speed is shown to change no result.
//!
//! ```text
//! cargo run --release -p punycode-tests --example uts46_dump > results.txt
//! ```

use std::io::Write;

use punycode_core::uts46::{Options, to_ascii, to_unicode};

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
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/data/IdnaTestV2.txt");
    let text = std::fs::read_to_string(data).expect("tests/data/IdnaTestV2.txt");
    let mut names: Vec<String> = text
        .lines()
        .filter_map(|line| line.split('#').next())
        .filter(|line| !line.trim().is_empty())
        .map(|line| unescape(line.split(';').next().unwrap_or("").trim()))
        .collect();
    let mut seed = 0x5A3E_0000_0000_0001_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..200_000 {
        let n = 1 + next() % 7;
        names.push(
            (0..n)
                .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
                .collect(),
        );
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for name in &names {
        for options in [Options::dns(), Options::url()] {
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

/// `IdnaTestV2.txt`'s escapes: `\uXXXX` and `\x{X...}`.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let (hex, skip) = if let Some(t) = tail.strip_prefix("\\u") {
            (t.get(..4).unwrap_or(""), 6)
        } else if let Some(t) = tail.strip_prefix("\\x{") {
            let end = t.find('}').unwrap_or(0);
            (&t[..end], 4 + end)
        } else {
            ("", 0)
        };
        match u32::from_str_radix(hex, 16).ok().and_then(char::from_u32) {
            Some(c) if skip > 0 => {
                out.push(c);
                rest = &tail[skip..];
            }
            _ => {
                out.push('\\');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}
