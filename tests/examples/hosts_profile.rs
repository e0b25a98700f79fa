//! A fixed hostname workload for instruction-level profiling, one class of
//! the benchmark corpus at a time:
//!
//! ```text
//! cargo build --profile bench -p punycode-tests --example hosts_profile
//! valgrind --tool=callgrind target/release/examples/hosts_profile a-label 100
//! ```
//!
//! Modes: `ascii`, `idn`, `mapping`, `a-label`, `invalid`, `all`, each with
//! an optional `-unicode` suffix for `to_unicode`.

use punycode_core::uts46::{Options, to_ascii, to_unicode};

fn main() {
    let corpus = punycode_tests::hosts::hosts(100, |n| to_ascii(n, Options::dns()).ok());
    let mode = std::env::args().nth(1).unwrap_or_else(|| "all".to_owned());
    let iters: usize = std::env::args()
        .nth(2)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let (class, unicode) = match mode.strip_suffix("-unicode") {
        Some(class) => (class.to_owned(), true),
        None => (mode, false),
    };
    let names: Vec<&str> = corpus
        .iter()
        .filter(|h| class == "all" || h.class == class)
        .map(|h| &*h.name)
        .collect();
    let mut total = 0usize;
    for _ in 0..iters {
        for name in &names {
            total += if unicode {
                to_unicode(name, Options::dns()).map_or(1, |s| s.len())
            } else {
                to_ascii(name, Options::dns()).map_or(1, |s| s.len())
            };
        }
    }
    println!("{} names x {iters}: {total}", names.len());
}
