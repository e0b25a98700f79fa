use punycode_macros::puny;

const LABEL: &str = puny!("bücher", "münchen", "köln");

fn main() {
    let _ = LABEL;
}
