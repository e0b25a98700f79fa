//! Writes `punycode-core/src/uts46/tables.rs` from ICU4X's data.

fn main() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(punycode_unicode_tables::OUTPUT);
    let text = punycode_unicode_tables::generate();
    if let Err(e) = std::fs::write(&path, &text) {
        eprintln!("punycode-unicode-tables: writing {}: {e}", path.display());
        std::process::exit(1);
    }
    println!(
        "wrote {} (Unicode {}, {} bytes)",
        path.display(),
        punycode_unicode_tables::UNICODE_VERSION,
        text.len()
    );
}
