// to_ascii_const! is full UTS #46 with the lookup profile, the code that runs
// at run time: a zero width joiner outside its context (RFC 5892 A.2) is a
// compile error that names the rule, the label, the byte and the character.
const HOST: &str = punycode_core::to_ascii_const!("exa\u{200D}mple.com");

fn main() {
    let _ = HOST;
}
