//! Writes `unicode-tables/data/uts39-16.txt`: the data of Unicode 16.0.0
//! that `display`'s browser policy decides on, as Chromium's IDN spoof
//! checker does on the ICU of its test table (Unicode 16): UTS #39's
//! `Identifier_Status` and confusable skeletons, and `Script` and
//! `Script_Extensions`. The generator (`cargo run -p
//! punycode-unicode-tables`) reads the file; this crate stands outside the
//! workspace so that Cargo does not unify these crates with the
//! generator's newer ones.
//!
//! ```sh
//! cargo run --manifest-path unicode-tables/uts39-16/Cargo.toml           # writes the file
//! cargo run --manifest-path unicode-tables/uts39-16/Cargo.toml -- --check  # fails if it differs
//! ```

use std::fmt::Write as _;

use unicode_normalization::UnicodeNormalization;
use unicode_script::{Script, UnicodeScript};
use unicode_security::GeneralSecurityProfile;

const OUTPUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/uts39-16.txt");

fn main() {
    assert_eq!(unicode_security::UNICODE_VERSION, (16, 0, 0));
    assert_eq!(unicode_script::UNICODE_VERSION, (16, 0, 0));
    let text = data();
    if std::env::args().nth(1).as_deref() == Some("--check") {
        let on_disk = std::fs::read_to_string(OUTPUT).unwrap_or_default();
        if on_disk != text {
            eprintln!("{OUTPUT} differs from unicode-security 0.1.2 and unicode-script 0.5.7");
            std::process::exit(1);
        }
        println!("{OUTPUT}: as generated");
        return;
    }
    std::fs::write(OUTPUT, text).expect("the data file");
    println!("wrote {OUTPUT}");
}

/// The script of `c` and its extensions, by their short names.
fn scripts(c: char) -> (String, String) {
    let scx: Vec<&str> = c
        .script_extension()
        .iter()
        .map(|s: Script| s.short_name())
        .collect();
    (c.script().short_name().to_owned(), scx.join(" "))
}

fn data() -> String {
    let mut out = String::from(
        "# The UTS #39 and script data of Unicode 16.0.0 that display's browser policy\n\
         # decides on, from unicode-security 0.1.2 and unicode-script 0.5.7; written by\n\
         # `cargo run --manifest-path unicode-tables/uts39-16/Cargo.toml`. Do not edit.\n\
         #\n\
         # A FIRST LAST SC SCX...  code points of Identifier_Status=Allowed, with their\n\
         #                         Script and Script_Extensions (short names)\n\
         # K CP SKELETON...        the confusable skeleton (UTS #39 section 4) of a code\n\
         #                         point that NFD leaves alone, where it is not the\n\
         #                         code point itself (any other's is its NFD's)\n",
    );
    // Runs of allowed code points with the same scripts.
    let mut run: Option<(u32, u32, (String, String))> = None;
    let flush = |out: &mut String, run: &Option<(u32, u32, (String, String))>| {
        if let Some((first, last, (sc, scx))) = run {
            let _ = writeln!(out, "A {first:04X} {last:04X} {sc} {scx}");
        }
    };
    for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
        let cp = u32::from(c);
        let here = c.identifier_allowed().then(|| scripts(c));
        match (&mut run, here) {
            (Some((_, last, key)), Some(k)) if *last + 1 == cp && *key == k => *last = cp,
            (_, here) => {
                flush(&mut out, &run);
                run = here.map(|k| (cp, cp, k));
            }
        }
    }
    flush(&mut out, &run);
    for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
        if c.to_string().nfd().ne(std::iter::once(c)) {
            continue;
        }
        let skeleton: String = unicode_security::skeleton(&c.to_string()).collect();
        if skeleton != c.to_string() {
            let cps: Vec<String> = skeleton.chars().map(|s| format!("{:04X}", u32::from(s))).collect();
            let _ = writeln!(out, "K {:04X} {}", u32::from(c), cps.join(" "));
        }
    }
    out
}
