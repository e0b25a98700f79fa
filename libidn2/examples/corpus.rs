//! The names of the differential test against libidn2 (`libidn2/tests.sh`),
//! one a line: the benchmark corpus (4,000 names of each class: ASCII, IDN
//! in 17 scripts, needing mapping, A-labels, invalid) and the sources of
//! every row of `IdnaTestV2.txt` (those a C string can carry: no NUL, no
//! surrogate).
//!
//!   cargo run -p punycode-idn2 --example corpus > names
//!
//! With `--classes`: the benchmark corpus and the names by size, each
//! name after its class and a tab (for `libidn2/bench.sh`).

use punycode_core::hostname::{Options, to_ascii};

fn main() {
    let classes = std::env::args().nth(1).is_some_and(|a| a == "--classes");
    let hosts = punycode_tests::hosts::hosts(4_000, |n| to_ascii(n, Options::lookup()).ok());
    for host in hosts {
        if classes {
            println!("{}\t{}", host.class, host.name);
        } else {
            println!("{}", host.name);
        }
    }
    if classes {
        // And the names by size (63 to 10,000 bytes, 300 labels), each
        // repeated so that a pass is timed over more than one call.
        let sizes = punycode_tests::hosts::sizes(|n| to_ascii(n, Options::url()).ok());
        for host in &sizes {
            for _ in 0..200 {
                println!("{}\t{}", host.class, host.name);
            }
        }
        return;
    }
    for line in punycode_tests::idna_test::lines() {
        if !line.source.contains(['\0', '\n']) {
            println!("{}", line.source);
        }
    }
}
