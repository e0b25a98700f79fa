use punycode_macros::puny;

const LABEL: &str = puny!(c"bcher");

fn main() {
    let _ = LABEL;
}
