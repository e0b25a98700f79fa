use punycode_macros::idna;

// RUSTSEC-2024-0421: an A-label whose Punycode decodes to plain ASCII.
const HOST: &str = idna!("xn--abc-.example");

fn main() {
    let _ = HOST;
}
