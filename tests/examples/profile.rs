//! A fixed workload for instruction-level profiling (callgrind counts
//! instructions, so its numbers repeat from run to run):
//!
//! ```text
//! cargo build --release -p punycode-tests --example profile
//! valgrind --tool=callgrind target/release/examples/profile encode 200
//! valgrind --tool=callgrind target/release/examples/profile decode 200
//! ```
//!
//! Runs the slice API over the short labels of the benchmark corpus.

fn main() {
    let labels = punycode_tests::corpus::labels(20, 10);
    let short: Vec<_> = labels
        .iter()
        .filter(|l| l.unicode.chars().count() <= 15)
        .collect();
    let mode = std::env::args().nth(1).unwrap();
    let mut total = 0usize;
    let iters: usize = std::env::args()
        .nth(2)
        .map_or(20000, |s| s.parse().unwrap());
    for _ in 0..iters {
        for l in &short {
            let mut buf = [0u8; 256];
            total += if mode == "encode" {
                punycode_core::encode_to_slice(std::hint::black_box(&l.unicode), &mut buf).unwrap()
            } else {
                punycode_core::decode_to_slice(std::hint::black_box(&l.punycode), &mut buf).unwrap()
            };
        }
    }
    println!("{total}");
}
