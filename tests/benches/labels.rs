//! Per-label speed on a corpus that looks like real traffic, ours against
//! the crates users would pick instead, on the same inputs in the same run.
//!
//! ```text
//! cargo bench -p punycode-tests --bench labels
//! ```
//!
//! After criterion's own report, prints a table of ns per label and the
//! ratio of `idna::punycode`'s time to each (higher is faster than `idna`).

mod common;

use std::hint::black_box;

use common::{DECODERS, ENCODERS};
use criterion::{Criterion, Throughput};

fn main() {
    let corpora = common::corpora();
    let mut c = Criterion::default()
        .warm_up_time(std::time::Duration::from_secs(1))
        .measurement_time(std::time::Duration::from_secs(3))
        .configure_from_args();
    let mut groups = Vec::new();
    for (subset, labels) in &corpora {
        for (direction, impls) in [("encode", ENCODERS), ("decode", DECODERS)] {
            let name = format!("labels-{direction}-{subset}");
            let inputs = common::inputs(direction, labels);
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
