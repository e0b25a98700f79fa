//! The names of the differential test against libidn2 (`libidn2/tests.sh`),
//! one a line: the benchmark corpus (4,000 names of each class: ASCII, IDN
//! in 17 scripts, needing mapping, A-labels, invalid) and the sources of
//! every row of `IdnaTestV2.txt` (those a C string can carry: no NUL, no
//! surrogate).
//!
//!   cargo run -p punycode-idn2 --example corpus > names

use punycode_core::hostname::{Options, to_ascii};

fn main() {
    let hosts = punycode_tests::hosts::hosts(4_000, |n| to_ascii(n, Options::lookup()).ok());
    for host in hosts {
        println!("{}", host.name);
    }
    for line in punycode_tests::idna_test::lines() {
        if !line.source.contains(['\0', '\n']) {
            println!("{}", line.source);
        }
    }
}
