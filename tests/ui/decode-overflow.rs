use punycode_macros::puny_decode;

const NAME: &str = puny_decode!("9999999999a");

fn main() {
    let _ = NAME;
}
