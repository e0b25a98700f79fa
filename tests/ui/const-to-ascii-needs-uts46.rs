// The data-free const macro refuses what UTS #46 would map ('Ü' to 'ü')
// instead of encoding another name; the message names the feature to use.
const HOST: &str = punycode_core::to_ascii_const!("BÜCHER.de");

fn main() {
    let _ = HOST;
}
