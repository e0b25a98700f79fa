use punycode_macros::puny_decode;

const NAME: &str = puny_decode!("bcher-kv");

fn main() {
    let _ = NAME;
}
