// punycode-core's const macro: the error is a const-evaluation error.
const NAME: &str = punycode_core::decode_const!("bcher-k!a");

fn main() {
    let _ = NAME;
}
