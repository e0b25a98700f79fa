// The profile comes first and once, and no option twice: each is an error
// on the argument that breaks it, saying what to write.
const LATE: &str = punycode_macros::idna!("a.example", bidi = false, url);
const TWO: &str = punycode_macros::idna!("a.example", url, lookup);
const TWICE: &str = punycode_macros::idna!("a.example", std3 = true, std3 = false);

fn main() {
    let _ = (LATE, TWO, TWICE);
}
