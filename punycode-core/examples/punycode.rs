//! Encodes or decodes the labels given on the command line.
//!
//! ```text
//! cargo run -p punycode-core --example punycode -- encode bücher münchen
//! cargo run -p punycode-core --example punycode -- decode bcher-kva
//! ```

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let convert: fn(&str) -> Result<String, punycode_core::Error> = match args.next().as_deref() {
        Some("encode") => punycode_core::encode,
        Some("decode") => punycode_core::decode,
        _ => {
            eprintln!("usage: punycode (encode|decode) LABEL...");
            return ExitCode::from(2);
        }
    };
    let mut status = ExitCode::SUCCESS;
    for label in args {
        match convert(&label) {
            Ok(out) => println!("{out}"),
            Err(e) => {
                eprintln!("punycode: {e} in {label:?}");
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
