// An option idna! does not know is an error on that option, listing the
// options it knows.
const HOST: &str = punycode_macros::idna!("r4---sn.example", hyphenz = allow);

fn main() {
    let _ = HOST;
}
