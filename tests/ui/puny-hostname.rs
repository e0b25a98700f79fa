use punycode_macros::puny;

// puny! encodes one label; a hostname here would come out as nonsense.
const HOST: &str = puny!("Bücher.example");

fn main() {
    let _ = HOST;
}
