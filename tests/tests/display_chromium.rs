//! `display` against Chromium's own IDN spoof checker test table
//! (`tests/data/chromium-idn-cases.tsv`, with its protected names from
//! `tests/data/chromium-idn-test-domains.list`): for each name, what
//! Chromium's address bar shows, the name in Unicode or as it came.

use punycode_core::display::{Policy, to_display};
use punycode_core::hostname::{Options, to_unicode};
use punycode_tests::unescape;

/// What Chromium does with a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Chrome {
    Safe,
    Unsafe,
    Invalid,
}

struct Case {
    input: String,
    unicode: String,
    chrome: Chrome,
}

fn data(name: &str) -> String {
    std::fs::read_to_string(format!("{}/data/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn cases() -> Vec<Case> {
    data("chromium-idn-cases.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let chrome = match f[2] {
                "safe" => Chrome::Safe,
                "unsafe" => Chrome::Unsafe,
                "invalid" => Chrome::Invalid,
                other => panic!("{other}"),
            };
            Case {
                input: f[0].to_string(),
                unicode: unescape(f[1]),
                chrome,
            }
        })
        .collect()
}

fn policy() -> Policy {
    let list = data("chromium-idn-test-domains.list");
    Policy::default()
        .protect(list.lines().filter(|l| !l.starts_with('#')))
        .unwrap()
}

/// Where we decide otherwise than Chromium, each with the reason from its
/// code or data (none: the browser policy is its checker's steps on its
/// ICU's data, Unicode 16).
const DIFFERENCES: &[(&str, &str)] = &[];

#[test]
fn chromium_table() {
    let policy = policy();
    let cases = cases();
    let (mut agree, mut leaks, mut hidden, mut safe) = (0, 0, 0, 0);
    for case in &cases {
        // The row itself, against our UTS #46 (Chromium's is ICU's): each
        // name that Chromium converts has the Unicode form it gives.
        if case.chrome != Chrome::Invalid && !case.unicode.contains("xn--") {
            assert_eq!(
                to_unicode(&case.input, Options::url()).as_deref(),
                Ok(&*case.unicode),
                "{}",
                case.input
            );
        }
        let ours = to_display(&case.input, &policy);
        let shown_by_chrome = case.chrome == Chrome::Safe;
        let expected = if shown_by_chrome {
            &case.unicode
        } else {
            &case.input
        };
        safe += usize::from(shown_by_chrome);
        let difference = DIFFERENCES.iter().find(|(name, _)| *name == case.input);
        if ours == *expected {
            agree += 1;
            assert!(difference.is_none(), "{} is listed, but agrees", case.input);
            continue;
        }
        assert!(
            difference.is_some(),
            "{} ({}): Chromium {:?}, we show {ours}",
            case.input,
            case.unicode,
            case.chrome
        );
        if shown_by_chrome {
            hidden += 1;
        } else {
            leaks += 1;
        }
    }
    let punycode = cases.len() - safe;
    println!(
        "Chromium's table: {agree} of {} decided alike; {leaks} of {punycode} it keeps as \
         punycode shown; {hidden} of {safe} it shows kept as A-labels",
        cases.len()
    );
    // The targets of #41 (at least 99% alike, no spoof shown), and the
    // table's size (a row lost in reading it would pass unnoticed).
    assert_eq!((cases.len(), safe), (452, 103));
    assert!(agree * 100 >= cases.len() * 99);
    assert_eq!(leaks, 0);
    assert_eq!(cases.len() - agree, DIFFERENCES.len());
}
