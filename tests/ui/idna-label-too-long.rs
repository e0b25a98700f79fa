use punycode_macros::idna;

const HOST: &str = idna!("bücher-bücher-bücher-bücher-bücher-bücher-bücher-bücher-bücher.example");

fn main() {
    let _ = HOST;
}
