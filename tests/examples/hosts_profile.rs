//! A fixed hostname workload for instruction-level profiling, one class of
//! the benchmark corpus at a time:
//!
//! ```text
//! cargo build --profile bench -p punycode-tests --example hosts_profile
//! valgrind --tool=callgrind target/release/examples/hosts_profile a-label 100
//! ```
//!
//! Modes: `ascii`, `idn`, `mapping`, `a-label`, `invalid`, `all` (each
//! also as `real-CLASS`, and `real` for all, on the checked-in corpus of
//! `hosts::real` in place of `hosts::hosts`; and
//! `contextual`, `contextual-a-label`, the names by size of
//! `hosts::sizes`, and `display`, half ASCII names and half IDN names and
//! A-labels, outside `all`), each with
//! an optional `-unicode` suffix for `to_unicode`; a third argument `idna`
//! runs the `idna` crate's `domain_to_ascii_strict` / `domain_to_unicode`
//! on the same names instead, for instruction ratios, `cow` runs
//! `to_ascii_cow` (which borrows a name that is its own ASCII form; with
//! `-unicode`, `to_unicode_cow`), `into`
//! runs `to_ascii_into` with one reused `String` (`copy` only copies each
//! name into it and lowercases it, the floor of that), `url` runs `to_ascii`
//! (with `-unicode`, `to_unicode`) in the URL profile and `idna-url` the `idna` crate's `domain_to_ascii`
//! (the profile `url` uses), `idna2008` runs IDNA2008 registration
//! (`Options::registration`), `display` runs `to_display` with 100 of the
//! corpus's names protected (`display-bare` none, `display-firefox`
//! `Policy::firefox()`, `display-uts39` `Policy::uts39()`), and
//! `list` prints the class's names, one per line, for other programs to
//! run (such as a harness for ada, the C++ library).

use punycode_core::hostname::{Options, to_ascii, to_unicode};

/// Distinct names a class (see `punycode_tests::hosts::hosts`): more than
/// a branch predictor learns in a pass, as in real traffic.
const PER_CLASS: usize = 4_000;

/// The corpus's classes, and outside them the names of the other modes.
fn corpus() -> Vec<punycode_tests::hosts::Host> {
    let mut corpus =
        punycode_tests::hosts::hosts(PER_CLASS, |n| idna::domain_to_ascii_strict(n).ok());
    // Outside the corpus's classes (and so `all`): names with a joiner or
    // a CONTEXTO character, for registration, and their A-labels.
    for name in punycode_tests::hosts::CONTEXTUAL {
        let a_label = to_ascii(name, Options::lookup()).expect("a valid name");
        for (class, name) in [
            ("contextual", (*name).to_owned()),
            ("contextual-a-label", a_label),
        ] {
            corpus.push(punycode_tests::hosts::Host { class, name });
        }
    }
    // Outside them too: names by size (`size-N`, `labels-300`, and their
    // A-labels), made with the URL profile, which takes labels of any
    // length.
    corpus.extend(punycode_tests::hosts::sizes(|n| {
        to_ascii(n, Options::url()).ok()
    }));
    // And ASCII names by size (`ascii-N`).
    corpus.extend(punycode_tests::hosts::ascii_sizes());
    corpus
}

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "all".to_owned());
    let real = mode.starts_with("real");
    let (corpus, mode) = corpus_of(mode);
    let iters: usize = std::env::args()
        .nth(2)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let theirs = std::env::args().nth(3).is_some_and(|a| a == "idna");
    let cow = std::env::args().nth(3).is_some_and(|a| a == "cow");
    let into = std::env::args().nth(3).is_some_and(|a| a == "into");
    let copy = std::env::args().nth(3).is_some_and(|a| a == "copy");
    let url = std::env::args().nth(3).is_some_and(|a| a == "url");
    let idna_url = std::env::args().nth(3).is_some_and(|a| a == "idna-url");
    let idna2008 = std::env::args().nth(3).is_some_and(|a| a == "idna2008");
    let mut reused = String::new();
    let display = std::env::args()
        .nth(3)
        .is_some_and(|a| a.starts_with("display"));
    let policy = display_policy(&corpus, real);
    let (class, unicode) = match mode.strip_suffix("-unicode") {
        Some(class) => (class.to_owned(), true),
        None => (mode, false),
    };
    let names = names_of(&corpus, &class);
    if std::env::args().nth(3).is_some_and(|a| a == "list") {
        for name in &names {
            println!("{name}");
        }
        return;
    }
    let began = std::time::Instant::now();
    // One loop a variant (`run` is instantiated for each closure), so that
    // no choice among the variants is made per name and counted in its
    // figures.
    let total = match (unicode, theirs) {
        (true, false) if idna2008 => run(&names, iters, |name| {
            to_unicode(name, Options::registration()).map_or(1, |s| s.len())
        }),
        (true, false) if display => run(&names, iters, |name| {
            punycode_core::display::to_display(name, &policy).len()
        }),
        (true, false) if url => run(&names, iters, |name| {
            to_unicode(name, Options::url()).map_or(1, |s| s.len())
        }),
        (true, false) if cow => run(&names, iters, |name| {
            punycode_core::hostname::to_unicode_cow(name, Options::lookup()).map_or(1, |s| s.len())
        }),
        (true, false) => run(&names, iters, |name| {
            to_unicode(name, Options::lookup()).map_or(1, |s| s.len())
        }),
        (false, false) if into => run(&names, iters, |name| {
            reused.clear();
            punycode_core::hostname::to_ascii_into(name, Options::lookup(), &mut reused)
                .map_or(1, |()| reused.len())
        }),
        (false, false) if copy => run(&names, iters, |name| {
            // The floor #48 measures `to_ascii_into` against: the copy
            // into the reused buffer and lowercasing, with no check.
            reused.clear();
            reused.push_str(name);
            reused.make_ascii_lowercase();
            reused.len()
        }),
        (false, false) if idna2008 => run(&names, iters, |name| {
            to_ascii(name, Options::registration()).map_or(1, |s| s.len())
        }),
        (false, false) if url => run(&names, iters, |name| {
            to_ascii(name, Options::url()).map_or(1, |s| s.len())
        }),
        (false, false) if idna_url => run(&names, iters, |name| {
            idna::domain_to_ascii(name).map_or(1, |s| s.len())
        }),
        (false, false) if cow => run(&names, iters, |name| {
            punycode_core::hostname::to_ascii_cow(name, Options::lookup()).map_or(1, |s| s.len())
        }),
        (false, false) => run(&names, iters, |name| {
            to_ascii(name, Options::lookup()).map_or(1, |s| s.len())
        }),
        (true, true) => run(&names, iters, |name| idna::domain_to_unicode(name).0.len()),
        (false, true) => run(&names, iters, |name| {
            idna::domain_to_ascii_strict(name).map_or(1, |s| s.len())
        }),
    };
    // Time as well, for tests/hosts-time.sh (instructions are counted by
    // callgrind around the whole run).
    let runs = u32::try_from((iters * names.len()).max(1)).unwrap_or(u32::MAX);
    let per_name = began.elapsed().as_secs_f64() * 1e9 / f64::from(runs);
    println!(
        "{} names x {iters}: {total} ({per_name:.1} ns a name)",
        names.len()
    );
}

/// The corpus a mode runs on, and the mode within it: `real-CLASS` (and
/// `real`, all of it) is the checked-in corpus with the shape and the mix
/// of real names (`hosts::real`), 20,000 names; the rest [`corpus`].
fn corpus_of(mode: String) -> (Vec<punycode_tests::hosts::Host>, String) {
    match mode.strip_prefix("real") {
        Some(rest) => (
            punycode_tests::hosts::real_corpus(),
            match rest.strip_prefix('-').unwrap_or("") {
                "" => "all".to_owned(),
                "unicode" => "all-unicode".to_owned(),
                class => class.to_owned(),
            },
        ),
        None => (corpus(), mode),
    }
}

/// `iters` passes of `convert` over `names`: the sum of what it returns
/// (the lengths of the results, or 1 for an error), so that no call is
/// left out.
fn run(names: &[&str], iters: usize, mut convert: impl FnMut(&str) -> usize) -> usize {
    let mut total = 0usize;
    for _ in 0..iters {
        for name in names {
            total += convert(name);
        }
    }
    total
}

/// The names of `class` in the corpus, in its random order. `display`: what
/// an address bar sees, half ASCII names and half IDN names and A-labels
/// (4,000, 2,000 and 2,000 of the corpus); `all`: every class.
fn names_of<'a>(corpus: &'a [punycode_tests::hosts::Host], class: &str) -> Vec<&'a str> {
    let mut taken = std::collections::BTreeMap::new();
    corpus
        .iter()
        .filter(|h| {
            if class == "display" {
                let quota = match h.class {
                    "ascii" => 4_000,
                    "idn" | "a-label" => 2_000,
                    _ => 0,
                };
                let n = taken.entry(h.class).or_insert(0);
                *n += 1;
                return *n <= quota;
            }
            (class == "all" && punycode_tests::hosts::CLASSES.contains(&h.class))
                || h.class == class
        })
        .map(|h| &*h.name)
        .collect()
}

/// The policy of the `display` modes (see the module documentation): names
/// of `corpus` protected, of every valid class when `real`.
fn display_policy(
    corpus: &[punycode_tests::hosts::Host],
    real: bool,
) -> punycode_core::display::Policy {
    // `display-bare`: nothing protected; `display-firefox` and
    // `display-uts39`: Firefox's policy and UTS #39's, none protected.
    let mode = std::env::args().nth(3).unwrap_or_default();
    let protected = if matches!(
        mode.as_str(),
        "display-bare" | "display-firefox" | "display-uts39"
    ) {
        0
    } else {
        100
    };
    let base = match mode.as_str() {
        "display-firefox" => punycode_core::display::Policy::firefox(),
        "display-uts39" => punycode_core::display::Policy::uts39(),
        _ => punycode_core::display::Policy::default(),
    };
    base.protect(
        corpus
            .iter()
            // In the real corpus, names of every class that is valid;
            // in the other, ASCII names.
            .filter(|h| match h.class {
                "ascii" => true,
                "idn" | "a-label" | "mapping" => real,
                _ => false,
            })
            .take(protected)
            .map(|h| &h.name),
    )
    .expect("valid names")
}
