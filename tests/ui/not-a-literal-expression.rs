use punycode_macros::puny;

const NAMES: [&str; 1] = ["bücher"];
const LABEL: &str = puny!(NAMES[0]);

fn main() {
    let _ = LABEL;
}
