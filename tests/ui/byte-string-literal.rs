use punycode_macros::puny;

const LABEL: &str = puny!(b"bcher");

fn main() {
    let _ = LABEL;
}
