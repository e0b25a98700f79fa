use punycode_macros::puny_decode;

// puny_decode! takes the Punycode after the "xn--" prefix.
const LABEL: &str = puny_decode!("xn--bcher-kva");

fn main() {
    let _ = LABEL;
}
