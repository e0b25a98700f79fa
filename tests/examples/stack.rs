//! How much stack the allocation-free functions use, for users who run
//! them on a small stack (an embedded task, a signal handler):
//!
//! ```text
//! cargo run --release -p punycode-tests --example stack
//! ```
//!
//! Without reading memory it does not own: a thread of a fixed stack
//! runs a recursion of `depth` frames of a known size and then the call,
//! in a child process (an overflow kills it); the deepest recursion that
//! survives, against the deepest that survives with no call, gives the
//! call's stack to within a frame. Figures go to BENCHMARKS.md.

use std::hint::black_box;
use std::process::{Command, Stdio};

use punycode_core::hostname::{self, Options};

/// The calls measured: the forms a user can call without an allocator,
/// on a name of each class that takes its own path.
const CASES: &[(&str, fn())] = &[
    ("nothing (the baseline)", || {}),
    ("hostname::to_ascii_to_slice, ASCII name", || {
        to_ascii("www.example.com", Options::lookup());
    }),
    ("hostname::to_ascii_to_slice, IDN", || {
        to_ascii("bücher.münchen.example", Options::lookup());
    }),
    ("hostname::to_ascii_to_slice, A-labels", || {
        to_ascii("xn--bcher-kva.xn--mnchen-3ya.example", Options::lookup());
    }),
    ("hostname::to_ascii_to_slice, to map", || {
        to_ascii("ＢÜＣＨＥＲ。Example", Options::lookup());
    }),
    (
        "hostname::to_ascii_to_slice, 250-code-point label, URL",
        || {
            let label = "ü".repeat(250);
            to_ascii(&label, Options::url());
        },
    ),
    ("hostname::to_unicode_to_slice, A-labels", || {
        let mut out = [0u8; OUT];
        let name = black_box("xn--bcher-kva.xn--mnchen-3ya.example");
        black_box(hostname::to_unicode_to_slice(
            name,
            Options::lookup(),
            &mut out,
        ))
        .ok();
    }),
    ("registration, to_ascii_to_slice, IDN", || {
        to_ascii("bücher.münchen.example", Options::registration());
    }),
    (
        "punycode_core::encode_to_slice, 31-code-point label",
        || {
            let mut out = [0u8; 128];
            let label = black_box("üüüüüüüüüüüüüüüüüüüüüüüüüüüüüüü");
            black_box(punycode_core::encode_to_slice(label, &mut out)).ok();
        },
    ),
    ("punycode_core::decode_to_slice, A-label", || {
        let mut out = [0u8; 128];
        black_box(punycode_core::decode_to_slice(
            black_box("mnchen-3ya"),
            &mut out,
        ))
        .ok();
    }),
];

/// The output buffer of the hostname cases (its bytes count in the call's
/// figure: subtract them to get the library's).
const OUT: usize = 1024;

fn to_ascii(name: &str, options: Options) {
    let mut out = [0u8; OUT];
    black_box(hostname::to_ascii_to_slice(
        black_box(name),
        options,
        &mut out,
    ))
    .ok();
}

/// The child's thread stack: room for the deepest call many times over.
const STACK: usize = 256 * 1024;

/// One recursion frame: a buffer the optimizer must keep. Gives how far
/// below `top` (an address) the innermost frame is (address arithmetic,
/// which reads no memory).
#[inline(never)]
fn recurse(depth: usize, call: fn(), top: usize) -> usize {
    let frame = black_box([0u8; 64]);
    if depth == 0 {
        call();
        return top - (&raw const frame as usize);
    }
    recurse(depth - 1, call, top) + usize::from(black_box(frame)[1])
}

fn survives(case: usize, depth: usize) -> bool {
    let exe = std::env::current_exe().expect("the example's own path");
    Command::new(exe)
        .args(["probe", &case.to_string(), &depth.to_string()])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The deepest recursion before `case` that does not overflow.
fn deepest(case: usize) -> usize {
    let (mut lo, mut hi) = (0, STACK / 16);
    while lo + 1 < hi {
        let mid = usize::midpoint(lo, hi);
        if survives(case, mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("probe") {
        let case: usize = args[2].parse().expect("a case number");
        let depth: usize = args[3].parse().expect("a depth");
        let call = CASES[case].1;
        let thread = std::thread::Builder::new()
            .stack_size(STACK)
            .spawn(move || black_box(recurse(depth, call, usize::MAX)))
            .expect("a thread");
        thread.join().expect("the probe");
        return;
    }
    // The bytes a frame of the recursion takes.
    let top = std::ptr::from_ref(black_box(&0u8)) as usize;
    let frame = (recurse(101, || {}, top) - recurse(1, || {}, top)) / 100;
    let base = deepest(0);
    println!(
        "stack a call uses (within {frame} bytes; the hostname cases include a {OUT}-byte output buffer)"
    );
    for (case, (name, _)) in CASES.iter().enumerate().skip(1) {
        let used = (base - deepest(case)) * frame;
        println!("{used:>7}  {name}");
    }
}
