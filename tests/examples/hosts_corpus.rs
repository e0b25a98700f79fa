//! Writes the checked-in hostname corpus, `tests/data/hosts-corpus.tsv`
//! (a class and a name a line; see `punycode_tests::hosts::real`), each
//! name's class vouched for by the `idna` crate:
//!
//! ```text
//! cargo run -p punycode-tests --example hosts_corpus > tests/data/hosts-corpus.tsv
//! ```
//!
//! With `stats`, prints the shape of its ASCII names instead.

/// How many names the corpus has.
const COUNT: usize = 20_000;

fn main() {
    let corpus = punycode_tests::hosts::real(COUNT, |n| idna::domain_to_ascii_strict(n).ok());
    if std::env::args().nth(1).is_some_and(|a| a == "stats") {
        let ascii: Vec<&str> = corpus
            .iter()
            .filter(|h| h.class == "ascii")
            .map(|h| &*h.name)
            .collect();
        let n = ascii.len();
        let bytes: usize = ascii.iter().map(|a| a.len()).sum();
        let labels: usize = ascii.iter().map(|a| a.split('.').count()).sum();
        let upper = ascii
            .iter()
            .filter(|a| a.bytes().any(|b| b.is_ascii_uppercase()))
            .count();
        let hyphen = ascii.iter().filter(|a| a.contains('-')).count();
        let digit = ascii
            .iter()
            .filter(|a| a.bytes().any(|b| b.is_ascii_digit()))
            .count();
        for (class, _) in punycode_tests::hosts::REAL_SHARES {
            let k = corpus.iter().filter(|h| h.class == *class).count();
            println!("{class}: {k}");
        }
        println!(
            "ASCII names: {} bytes, {:.2} labels on average; uppercase {:.1}%, hyphens {:.1}%, digits {:.1}%",
            ratio(bytes, n),
            ratio(labels, n),
            100.0 * ratio(upper, n),
            100.0 * ratio(hyphen, n),
            100.0 * ratio(digit, n)
        );
        return;
    }
    for host in corpus {
        println!("{}\t{}", host.class, host.name);
    }
}

/// `a / b` (counts of a corpus, far below `u32::MAX`).
fn ratio(a: usize, b: usize) -> f64 {
    let f = |n: usize| f64::from(u32::try_from(n).unwrap_or(u32::MAX));
    f(a) / f(b)
}
