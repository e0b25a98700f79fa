//! Writes punycode-core's generated tables: `src/hostname/tables.rs` from
//! ICU4X's data, `src/display/tables.rs` from UTS #39's,
//! `src/display/firefox_tables.rs` from Unicode 17's (Firefox's policy).

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let outputs = [
        (
            punycode_unicode_tables::OUTPUT,
            punycode_unicode_tables::UNICODE_VERSION,
            punycode_unicode_tables::generate(),
        ),
        (
            punycode_unicode_tables::DISPLAY_OUTPUT,
            punycode_unicode_tables::DISPLAY_UNICODE_VERSION,
            punycode_unicode_tables::generate_display(),
        ),
        (
            punycode_unicode_tables::FIREFOX_OUTPUT,
            punycode_unicode_tables::FIREFOX_UNICODE_VERSION,
            punycode_unicode_tables::generate_firefox(),
        ),
    ];
    for (output, version, text) in outputs {
        let path = root.join(output);
        if let Err(e) = std::fs::create_dir_all(path.parent().unwrap())
            .and_then(|()| std::fs::write(&path, &text))
        {
            eprintln!("punycode-unicode-tables: writing {}: {e}", path.display());
            std::process::exit(1);
        }
        println!(
            "wrote {} (Unicode {version}, {} bytes)",
            path.display(),
            text.len()
        );
    }
}
