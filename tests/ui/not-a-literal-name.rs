use punycode_macros::puny;

const NAME: &str = "bücher";
const LABEL: &str = puny!(NAME);

fn main() {
    let _ = LABEL;
}
