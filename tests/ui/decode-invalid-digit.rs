use punycode_macros::puny_decode;

const NAME: &str = puny_decode!("bcher-k!a");

fn main() {
    let _ = NAME;
}
