use punycode_macros::puny_decode;

// U+D800, a surrogate.
const NAME: &str = puny_decode!("ib9b");

fn main() {
    let _ = NAME;
}
