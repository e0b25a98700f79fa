use punycode_macros::idna;

const HOST: &str = idna!("my_host.example");

fn main() {
    let _ = HOST;
}
