// IDNA2008 registration: a middle dot only between two 'l' (RFC 5892
// appendix A.3); UTS #46 would take this name.
const NAME: &str = punycode_macros::idna!("ca\u{b7}t.example", registration);

fn main() {
    let _ = NAME;
}
