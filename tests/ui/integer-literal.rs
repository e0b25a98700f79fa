use punycode_macros::puny;

const LABEL: &str = puny!(42);

fn main() {
    let _ = LABEL;
}
