use punycode_macros::puny_decode;

const NAME: &str = puny_decode!("-abc");

fn main() {
    let _ = NAME;
}
