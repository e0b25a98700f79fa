use punycode_macros::puny;

const LABEL: &str = puny!('ü');

fn main() {
    let _ = LABEL;
}
