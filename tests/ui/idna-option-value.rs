// A value an option does not take is an error on that value, saying the
// values it takes.
const HOST: &str = punycode_macros::idna!("r4---sn.example", hyphens = sometimes);
const URL: &str = punycode_macros::idna!("a_b.example", std3 = "no");

fn main() {
    let _ = (HOST, URL);
}
