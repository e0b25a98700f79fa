// The program of the throwaway crates that tests/url-crate.sh writes (for
// url-weight.sh and entry-compare.sh): parses `http://NAME/` for
// each name of the file given, PASSES times; prints the nanoseconds per
// parse and a checksum of the hosts.
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).unwrap();
    let passes: usize = args[2].parse().unwrap();
    let urls: Vec<String> = text.lines().map(|n| format!("http://{n}/")).collect();
    let mut sum = 0usize;
    let start = Instant::now();
    for _ in 0..passes {
        for u in &urls {
            sum += url::Url::parse(u).map_or(1, |u| u.host_str().map_or(0, str::len));
        }
    }
    let ns = start.elapsed().as_nanos() as f64 / (passes * urls.len()).max(1) as f64;
    println!("{ns:.1} {sum}");
}
