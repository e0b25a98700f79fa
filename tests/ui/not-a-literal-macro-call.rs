use punycode_macros::puny_decode;

const NAME: &str = puny_decode!(concat!("bcher", "-kva"));

fn main() {
    let _ = NAME;
}
