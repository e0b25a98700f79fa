use punycode_macros::idna;

const NAME: &str = "bücher.example";
const HOST: &str = idna!(NAME);

fn main() {
    let _ = HOST;
}
