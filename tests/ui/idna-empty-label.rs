use punycode_macros::idna;

const HOST: &str = idna!("bücher..example");

fn main() {
    let _ = HOST;
}
