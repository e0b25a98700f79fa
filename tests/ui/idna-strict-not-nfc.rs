use punycode_macros::idna_strict;

// u followed by U+0308 COMBINING DIAERESIS: normalization makes it ü.
const HOST: &str = idna_strict!("bu\u{308}cher.example");

fn main() {
    let _ = HOST;
}
