//! Instructions per label, counted by callgrind: ours against the crates
//! users would pick instead, on the corpora of the `labels` benchmark. Time
//! on a shared machine swings by tens of percent between runs; these counts
//! repeat exactly, so a regression shows up as a number.
//!
//! ```text
//! cargo bench -p punycode-tests --bench instructions
//! ```
//!
//! The benchmark runs itself under `valgrind --tool=callgrind` once per
//! corpus, direction and implementation, with `ITERATIONS` passes over the
//! corpus and with none; the difference, divided by the number of labels
//! converted, is the count per label (set-up is the same in both runs, so
//! it cancels). Prints a table with the ratio of `idna`'s count to each.
//!
//! Then the same count for long inputs, per code point, at 1k, 16k, 256k and
//! 1M code points (the inputs of the `scaling` benchmark), with the growth
//! from one size to the next: the O(n log n) methods should grow by about
//! log(16n) / log(n) a step, so a step far above that is a regression.

mod common;

use std::hint::black_box;
use std::process::Command;

use common::{DECODERS, ENCODERS, Impl};

/// Passes over the corpus in a counted run.
const ITERATIONS: usize = 3;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--work-long") {
        work_long(
            &args[at + 1],
            args[at + 2].parse().unwrap(),
            args[at + 3] == "distinct",
            args[at + 4].parse().unwrap(),
        );
        return;
    }
    if let Some(at) = args.iter().position(|a| a == "--work") {
        work(
            &args[at + 1],
            &args[at + 2],
            &args[at + 3],
            args[at + 4].parse().unwrap(),
        );
        return;
    }
    if Command::new("valgrind").arg("--version").output().is_err() {
        println!("valgrind is not installed: no instruction counts");
        return;
    }
    let exe = std::env::current_exe().expect("own path");
    let refs = |args: &[&str]| -> u64 {
        let output = Command::new("valgrind")
            .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
            .arg(&exe)
            .args(args)
            .output()
            .expect("valgrind runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let refs = stderr
            .lines()
            .find_map(|l| l.split_once("refs:"))
            .unwrap_or_else(|| panic!("no instruction count in valgrind's output:\n{stderr}"))
            .1;
        refs.trim().replace(',', "").parse().expect("a count")
    };
    let count = |corpus: &str, direction: &str, id: &str, iterations: usize| -> u64 {
        refs(&["--work", corpus, direction, id, &iterations.to_string()])
    };
    println!("instructions per label (ratio = idna's count / this one's; > 1 is fewer than idna)");
    println!(
        "{:<24} {:>14} {:>14} {:>8} {:>16}",
        "group", "ours-string", "ours-slice", "idna", "punycode-crate"
    );
    for (corpus, labels) in common::corpora() {
        for (direction, impls) in [("encode", ENCODERS), ("decode", DECODERS)] {
            let per_label: Vec<u32> = impls
                .iter()
                .map(|(id, _)| {
                    let worked = count(corpus, direction, id, ITERATIONS);
                    let idle = count(corpus, direction, id, 0);
                    let per_label = (worked - idle) / (ITERATIONS * labels.len()) as u64;
                    u32::try_from(per_label).expect("a count per label fits in u32")
                })
                .collect();
            let idna = f64::from(per_label[2]);
            let cell = |n: u32| format!("{n} ({:.2}x)", idna / f64::from(n));
            println!(
                "{:<24} {:>14} {:>14} {:>8} {:>16}",
                format!("{direction}-{corpus} ({})", labels.len()),
                cell(per_label[0]),
                cell(per_label[1]),
                per_label[2],
                cell(per_label[3])
            );
        }
    }
    println!();
    println!(
        "long inputs, `String` API: instructions per code point (growth from the size before)"
    );
    print!("{:<24}", "group / code points");
    for size in LONG_SIZES {
        print!(" {size:>16}");
    }
    println!();
    for mix in ["distinct", "few"] {
        for direction in ["encode", "decode"] {
            print!("{:<24}", format!("{direction}-{mix}"));
            let mut before: Option<f64> = None;
            for &size in LONG_SIZES {
                let size_arg = size.to_string();
                let worked = refs(&["--work-long", direction, &size_arg, mix, "1"]);
                let idle = refs(&["--work-long", direction, &size_arg, mix, "0"]);
                #[allow(clippy::cast_precision_loss, reason = "counts far below 2^52")]
                let per = (worked - idle) as f64 / size as f64;
                match before {
                    Some(b) => print!(" {:>16}", format!("{per:.1} ({:.2}x)", per / b)),
                    None => print!(" {:>16}", format!("{per:.1}")),
                }
                before = Some(per);
            }
            println!();
        }
    }
}

/// The sizes of the long inputs, in code points.
const LONG_SIZES: &[usize] = &[1_000, 16_000, 256_000, 1_000_000];

/// One counted run on a long input: `iterations` (0 or 1) conversions in
/// `direction` of `size` code points, many distinct or few.
fn work_long(direction: &str, size: usize, distinct: bool, iterations: usize) {
    let unicode = punycode_tests::corpus::long_input(size, distinct);
    let (input, f): (String, fn(&str) -> usize) = if direction == "encode" {
        (unicode, ENCODERS[0].1)
    } else {
        (punycode_core::encode(&unicode).unwrap(), DECODERS[0].1)
    };
    black_box(passes(f, &[&input], iterations));
}

/// One counted run: `iterations` passes of implementation `id` over the
/// inputs of `corpus` for `direction`.
fn work(corpus: &str, direction: &str, id: &str, iterations: usize) {
    let corpora = common::corpora();
    let labels = &corpora
        .iter()
        .find(|(name, _)| *name == corpus)
        .expect("corpus")
        .1;
    let impls: &[Impl] = if direction == "encode" {
        ENCODERS
    } else {
        DECODERS
    };
    let f = impls
        .iter()
        .find(|(name, _)| *name == id)
        .expect("implementation")
        .1;
    black_box(passes(f, &common::inputs(direction, labels), iterations));
}

/// The counted work, in a function of its own so that a profile can be
/// limited to it (`valgrind --tool=callgrind --toggle-collect='*passes*'`).
#[inline(never)]
fn passes(f: fn(&str) -> usize, inputs: &[&str], iterations: usize) -> usize {
    let mut total = 0;
    for _ in 0..iterations {
        for s in inputs {
            total += f(black_box(s));
        }
    }
    total
}
