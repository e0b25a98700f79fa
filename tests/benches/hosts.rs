//! Hostnames by UTS #46, ours against the `idna` crate, on the same names
//! in the same run, per class of name (see `punycode_tests::hosts`).
//!
//! ```text
//! cargo bench -p punycode-tests --bench hosts
//! ```
//!
//! After criterion's own report, prints a table of ns per name and the
//! ratio of `idna`'s time to ours (higher is faster than `idna`): the DNS
//! profile against `domain_to_ascii_strict`, the URL profile against
//! `domain_to_ascii`, and to Unicode against `domain_to_unicode`.

use std::hint::black_box;

use criterion::{Criterion, Throughput};
use punycode_core::hostname::{Options, to_ascii, to_ascii_into, to_unicode};
use punycode_tests::hosts::{self, CLASSES};

type Impl = (&'static str, fn(&str) -> usize);

/// Pairs of (ours, theirs); each returns something derived from the output
/// so that nothing is optimized away.
const PAIRS: &[(&str, Impl, Impl)] = &[
    (
        "to-ascii dns",
        ("ours", |s| {
            to_ascii(s, Options::lookup()).map_or(1, |o| o.len())
        }),
        ("idna strict", |s| {
            idna::domain_to_ascii_strict(s).map_or(1, |o| o.len())
        }),
    ),
    (
        "to-ascii dns, buffer reused",
        ("ours", |s| {
            thread_local!(static BUF: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) });
            BUF.with_borrow_mut(|buf| {
                buf.clear();
                to_ascii_into(s, Options::lookup(), buf).map_or(1, |()| buf.len())
            })
        }),
        ("idna strict", |s| {
            idna::domain_to_ascii_strict(s).map_or(1, |o| o.len())
        }),
    ),
    (
        "to-ascii url",
        ("ours", |s| {
            to_ascii(s, Options::url()).map_or(1, |o| o.len())
        }),
        ("idna", |s| idna::domain_to_ascii(s).map_or(1, |o| o.len())),
    ),
    (
        "to-unicode",
        ("ours", |s| {
            to_unicode(s, Options::lookup()).map_or(1, |o| o.len())
        }),
        ("idna", |s| idna::domain_to_unicode(s).0.len()),
    ),
];

fn main() {
    let corpus = hosts::hosts(4_000, |name| idna::domain_to_ascii_strict(name).ok());
    let mut c = Criterion::default()
        .warm_up_time(std::time::Duration::from_secs(1))
        .measurement_time(std::time::Duration::from_secs(2))
        .configure_from_args();
    let mut rows = Vec::new();
    for &class in CLASSES.iter().chain(&["all"]) {
        let names: Vec<&str> = corpus
            .iter()
            .filter(|h| class == "all" || h.class == class)
            .map(|h| &*h.name)
            .collect();
        for (k, &(what, ours, theirs)) in PAIRS.iter().enumerate() {
            let group_name = format!("hosts-{class}-{k}");
            let mut group = c.benchmark_group(&group_name);
            group.throughput(Throughput::Elements(names.len() as u64));
            for (id, f) in [ours, theirs] {
                group.bench_function(id, |b| {
                    b.iter(|| names.iter().map(|s| f(black_box(s))).sum::<usize>());
                });
            }
            group.finish();
            rows.push((class, what, group_name, names.len(), ours.0, theirs.0));
        }
    }
    c.final_summary();
    println!("\nns per name (ratio = idna's time / ours; > 1 is faster than idna)");
    println!(
        "{:<10} {:<30} {:>8} {:>12} {:>8}",
        "class", "conversion", "ours", "idna", "ratio"
    );
    for (class, what, group, count, ours, theirs) in rows {
        let per = |id: &str| {
            punycode_tests::bench::mean_ns(&group, id).map(|t| t / f64::from(count as u32))
        };
        let (Some(o), Some(t)) = (per(ours), per(theirs)) else {
            continue;
        };
        println!(
            "{:<10} {:<30} {:>8.0} {:>12.0} {:>7.1}x",
            format!("{class} ({count})"),
            what,
            o,
            t,
            t / o
        );
    }
}
