use punycode_macros::puny_decode;

const NAME: &str = puny_decode!();

fn main() {
    let _ = NAME;
}
