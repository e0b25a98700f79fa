// Mapping applies at compile time as at run time: 'Ü' is lowercased and
// compiles; what no mapping can save is refused with the run-time message.
const OK: &str = punycode_core::to_ascii_const!("BÜCHER.de");
const BAD: &str = punycode_core::to_ascii_const!("BÜCHER.d_e");

fn main() {
    let _ = (OK, BAD);
}
