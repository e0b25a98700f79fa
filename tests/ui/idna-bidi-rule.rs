use punycode_macros::idna;

// A left-to-right letter and a right-to-left one in the same label.
const HOST: &str = idna!("a\u{5D0}.example");

fn main() {
    let _ = HOST;
}
