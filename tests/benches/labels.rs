//! Per-label speed on a corpus that looks like real traffic, ours against
//! the crates users would pick instead, on the same inputs in the same run.
//!
//! ```text
//! cargo bench -p punycode-tests --bench labels
//! ```
//!
//! After criterion's own report, prints a table of ns per label and the
//! ratio of `idna::punycode`'s time to each (higher is faster than `idna`).

use std::hint::black_box;

use criterion::{Criterion, Throughput};
use punycode_tests::corpus::{self, Label};

type Impl = (&'static str, fn(&str) -> usize);

/// Each function converts one label and returns something derived from the
/// output so that nothing is optimized away.
const ENCODERS: &[Impl] = &[
    ("ours-string", |s| {
        punycode_core::encode(s).map_or(0, |o| o.len())
    }),
    ("ours-slice", |s| {
        let mut buf = [0u8; 256];
        punycode_core::encode_to_slice(s, &mut buf).unwrap_or(0)
    }),
    ("idna", |s| {
        idna::punycode::encode_str(s).map_or(0, |o| o.len())
    }),
    ("punycode-crate", |s| {
        punycode::encode(s).map_or(0, |o| o.len())
    }),
];

const DECODERS: &[Impl] = &[
    ("ours-string", |s| {
        punycode_core::decode(s).map_or(0, |o| o.len())
    }),
    ("ours-slice", |s| {
        let mut buf = [0u8; 256];
        punycode_core::decode_to_slice(s, &mut buf).unwrap_or(0)
    }),
    ("idna", |s| {
        idna::punycode::decode_to_string(s).map_or(0, |o| o.len())
    }),
    ("punycode-crate", |s| {
        punycode::decode(s).map_or(0, |o| o.len())
    }),
];

fn main() {
    let all = corpus::labels(20, 10);
    let short: Vec<&Label> = all
        .iter()
        .filter(|l| l.unicode.chars().count() <= 15)
        .collect();
    let long: Vec<&Label> = all
        .iter()
        .filter(|l| l.unicode.chars().count() > 15)
        .collect();
    let mut c = Criterion::default()
        .warm_up_time(std::time::Duration::from_secs(1))
        .measurement_time(std::time::Duration::from_secs(3))
        .configure_from_args();
    let mut groups = Vec::new();
    for (subset, labels) in [("short", &short), ("long", &long)] {
        for (direction, impls) in [("encode", ENCODERS), ("decode", DECODERS)] {
            let name = format!("labels-{direction}-{subset}");
            let inputs: Vec<&str> = labels
                .iter()
                .map(|l| {
                    if direction == "encode" {
                        &*l.unicode
                    } else {
                        &*l.punycode
                    }
                })
                .collect();
            let mut group = c.benchmark_group(&name);
            group.throughput(Throughput::Elements(inputs.len() as u64));
            for &(id, f) in impls {
                group.bench_function(id, |b| {
                    b.iter(|| inputs.iter().map(|s| f(black_box(s))).sum::<usize>());
                });
            }
            group.finish();
            groups.push((name, inputs.len(), impls));
        }
    }
    c.final_summary();
    println!("\nns per label (ratio = idna's time / this one's; > 1 is faster than idna)");
    println!(
        "{:<24} {:>12} {:>12} {:>12} {:>16}",
        "group", "ours-string", "ours-slice", "idna", "punycode-crate"
    );
    for (name, count, impls) in groups {
        let ns: Vec<Option<f64>> = impls
            .iter()
            .map(|(id, _)| {
                punycode_tests::bench::mean_ns(&name, id).map(|t| t / f64::from(count as u32))
            })
            .collect();
        let idna = ns[2];
        let cell = |t: Option<f64>| match (t, idna) {
            (Some(t), Some(i)) => format!("{t:.0} ({:.1}x)", i / t),
            _ => "-".to_owned(),
        };
        println!(
            "{:<24} {:>12} {:>12} {:>12} {:>16}",
            format!("{name} ({count})"),
            cell(ns[0]),
            cell(ns[1]),
            cell(ns[2]),
            cell(ns[3])
        );
    }
}
