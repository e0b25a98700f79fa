use punycode_macros::idna_strict;

const HOST: &str = idna_strict!("Bücher.example");

fn main() {
    let _ = HOST;
}
