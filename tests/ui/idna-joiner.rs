use punycode_macros::idna;

// A zero width joiner that does not follow a virama: refused (UTS #46
// CheckJoiners), not silently dropped.
const HOST: &str = idna!("exa\u{200D}mple.com");

fn main() {
    let _ = HOST;
}
