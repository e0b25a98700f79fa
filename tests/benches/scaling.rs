//! How encoding and decoding scale with the input's length, ours against
//! `idna::punycode`, on the same inputs in the same run.
//!
//! ```text
//! cargo bench -p punycode-tests --bench scaling
//! ```
//!
//! Inputs have many distinct code points (CJK from U+4E00, shuffled) or few
//! (the Latin mix of the label corpus). `ours` is the `String` API (the
//! O(n log n) method above 64 code points); `ours-textbook` is the
//! allocation-free slice API, which keeps the RFC's loops; `idna` and the
//! textbook loops are quadratic, so they run only up to 16k code points.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion};
use punycode_tests::corpus;

const SIZES: &[usize] = &[100, 1_000, 16_000, 256_000, 1_000_000];
/// The largest size the quadratic implementations run at.
const QUADRATIC_MAX: usize = 16_000;

fn slice_encode(s: &str) -> usize {
    let mut buf = vec![0u8; punycode_core::encoded_len(s).unwrap()];
    punycode_core::encode_to_slice(s, &mut buf).unwrap()
}

fn slice_decode(s: &str) -> usize {
    let mut buf = vec![0u8; punycode_core::decoded_len(s).unwrap()];
    punycode_core::decode_to_slice(s, &mut buf).unwrap()
}

type Impl = (&'static str, fn(&str) -> usize, bool);

const ENCODERS: &[Impl] = &[
    ("ours", |s| punycode_core::encode(s).unwrap().len(), false),
    ("ours-textbook", slice_encode, true),
    (
        "idna",
        |s| idna::punycode::encode_str(s).unwrap().len(),
        true,
    ),
];

const DECODERS: &[Impl] = &[
    ("ours", |s| punycode_core::decode(s).unwrap().len(), false),
    ("ours-textbook", slice_decode, true),
    (
        "idna",
        |s| idna::punycode::decode_to_string(s).unwrap().len(),
        true,
    ),
];

fn main() {
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .configure_from_args();
    let mut rows = Vec::new();
    for distinct in [true, false] {
        let mix = if distinct { "distinct" } else { "few" };
        for (direction, impls) in [("encode", ENCODERS), ("decode", DECODERS)] {
            let name = format!("scaling-{direction}-{mix}");
            let mut group = c.benchmark_group(&name);
            for &size in SIZES {
                let unicode = corpus::long_input(size, distinct);
                let input = if direction == "encode" {
                    unicode
                } else {
                    punycode_core::encode(&unicode).unwrap()
                };
                for &(id, f, quadratic) in impls {
                    if quadratic && size > QUADRATIC_MAX {
                        continue;
                    }
                    group.bench_with_input(BenchmarkId::new(id, size), &input, |b, input| {
                        b.iter(|| f(black_box(input)));
                    });
                }
            }
            group.finish();
            rows.push((name, impls));
        }
    }
    c.final_summary();
    println!("\nms per input (ratio = idna's time / ours)");
    print!("{:<26}", "group / code points");
    for size in SIZES {
        print!(" {size:>10}");
    }
    println!();
    for (name, impls) in rows {
        for &(id, _, _) in impls {
            print!("{:<26}", format!("{name} {id}"));
            for size in SIZES {
                let ms =
                    punycode_tests::bench::mean_ns(&name, &format!("{id}/{size}")).map(|t| t / 1e6);
                let idna =
                    punycode_tests::bench::mean_ns(&name, &format!("idna/{size}")).map(|t| t / 1e6);
                match (ms, idna, id) {
                    (Some(ms), Some(idna), "ours") => {
                        print!(" {:>10}", format!("{ms:.3} ({:.0}x)", idna / ms));
                    }
                    (Some(ms), _, _) => print!(" {ms:>10.3}"),
                    _ => print!(" {:>10}", "-"),
                }
            }
            println!();
        }
    }
}
