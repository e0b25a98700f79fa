use punycode_macros::puny_decode;

const NAME: &str = puny_decode!("bü-kva");

fn main() {
    let _ = NAME;
}
