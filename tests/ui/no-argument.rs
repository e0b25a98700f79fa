use punycode_macros::puny;

const LABEL: &str = puny!();

fn main() {
    let _ = LABEL;
}
