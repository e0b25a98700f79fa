use punycode_macros::{puny, puny_decode};

// After the macro's own error nothing else is reported: not in a const, a
// static, a pattern, a method call or concat!.
const LABEL: &str = puny!(1);
static NAME: &str = puny_decode!("-");

fn classify(s: &str) -> u8 {
    match s {
        puny_decode!("bcher-k!a") => 1,
        _ => 2,
    }
}

fn main() {
    let _ = (LABEL, NAME, classify("x"));
    let _ = puny!(b"x").len();
    let _ = concat!("xn--", puny!(), ".example");
}
