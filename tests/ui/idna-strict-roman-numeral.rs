use punycode_macros::idna_strict;

// U+2168 ROMAN NUMERAL NINE maps to "ix".
const HOST: &str = idna_strict!("\u{2168}.example");

fn main() {
    let _ = HOST;
}
