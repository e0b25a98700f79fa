//! `Policy::firefox()` against Firefox's own tests
//! (`tests/data/firefox-idn-cases.tsv`: `test_idn_spoof.js`,
//! `test_idn_urls.js`, `test_idn_blacklist.js`), each row asserted as the
//! test itself asserts it, for Firefox on Windows.

use punycode_core::display::{Policy, check, to_display};
use punycode_tests::unescape;

fn rows(kind: &str) -> Vec<Vec<String>> {
    let text = include_str!("../data/firefox-idn-cases.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').map(str::to_string).collect::<Vec<_>>())
        .filter(|f| f[0] == kind)
        .collect()
}

/// What Firefox's `convertToDisplayIDN` gives, as its tests read it: the
/// name to show, or U+FFFD where it throws.
fn firefox(name: &str) -> String {
    let policy = Policy::firefox();
    match check(name, &policy) {
        Ok(_) => to_display(name, &policy),
        Err(_) => "\u{FFFD}".to_string(),
    }
}

/// Why we show `name` as we do, for a failure's message.
fn why(name: &str) -> String {
    match check(name, &Policy::firefox()) {
        Ok(verdict) => verdict
            .labels()
            .iter()
            .flat_map(|l| l.reasons().iter().map(ToString::to_string))
            .collect::<Vec<_>>()
            .join("; "),
        Err(e) => e.to_string(),
    }
}

/// The platform whose rows hold as written: Windows (Linux's rows and
/// macOS's hold there only; the test expects the opposite elsewhere).
const PLATFORM: &str = "win";

#[test]
fn test_idn_spoof() {
    let rows = rows("spoof");
    assert_eq!(
        rows.len(),
        460,
        "459 of Chromium's table and one of Firefox's"
    );
    let mut failed = Vec::new();
    let mut opposite = 0;
    for f in &rows {
        let (input, unicode, expect, mark) = (&f[1], unescape(&f[2]), f[3].as_str(), &f[4]);
        // As the test: DISABLED, or another platform's row, asserts that
        // Firefox does the opposite.
        let expected_fail = mark == "DISABLED" || (mark != "-" && mark != PLATFORM);
        opposite += usize::from(expected_fail);
        let want = match expect {
            "safe" => unicode.clone(),
            "unsafe" => input.clone(),
            "invalid" => "\u{FFFD}".to_string(),
            other => panic!("{other}"),
        };
        let got = firefox(input);
        if (got == want) == expected_fail {
            failed.push(format!(
                "{input} ({expect}{}): {got} — {}",
                if expected_fail { ", the opposite" } else { "" },
                why(input)
            ));
        }
    }
    assert!(opposite > 60, "{opposite}");
    assert!(
        failed.is_empty(),
        "{} rows:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

#[test]
fn test_idn_urls() {
    let rows = rows("url");
    assert_eq!(rows.len(), 89);
    let mut failed = Vec::new();
    for f in &rows {
        let url = format!("{}.com", unescape(&f[1]));
        let punycode = format!("{}.com", f[2]);
        let shown = f[3] == "shown";
        let encoded = punycode.starts_with("xn--") || punycode.contains(".xn--");
        let want = if shown && encoded { &url } else { &punycode };
        let mut inputs = vec![&url];
        if encoded {
            inputs.push(&punycode);
        }
        for input in inputs {
            let got = firefox(input);
            if &got != want {
                failed.push(format!("{input}: {got}, not {want} — {}", why(input)));
            }
        }
    }
    assert!(
        failed.is_empty(),
        "{} rows:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// Blocklist rows the test file (older than Firefox's move to Unicode 16's
/// UTS #46) asserts otherwise than Firefox now decides: UTS #46 of Unicode
/// 16 ignores the Hangul fillers, so `ᅟ.com` is `.com` (valid, nothing to
/// show) and their A-labels are invalid (validity criterion 7), in
/// Firefox's `idna` crate as in ours. Held to that below.
const IGNORED_FILLERS: [char; 4] = ['\u{115F}', '\u{1160}', '\u{3164}', '\u{FFA0}'];

#[test]
fn test_idn_blacklist() {
    let rows = rows("block");
    assert_eq!(rows.len(), 106);
    let mut failed = Vec::new();
    let mut asserted = 0;
    for f in &rows {
        let url = format!("{}.com", unescape(&f[1]));
        let form = format!("{}.com", f[2]);
        if IGNORED_FILLERS.iter().any(|c| url.starts_with(*c)) {
            assert_eq!(firefox(&url), ".com");
            assert_eq!(firefox(&form), "\u{FFFD}");
            continue;
        }
        // A name that throws is skipped, as the test skips it.
        if check(&url, &Policy::firefox()).is_err() {
            continue;
        }
        asserted += 1;
        let mut inputs = vec![&url];
        if form.starts_with("xn--") {
            inputs.push(&form);
        }
        for input in inputs {
            let got = firefox(input);
            if got != form {
                failed.push(format!("{input:?}: {got:?}, not {form:?} — {}", why(input)));
            }
        }
    }
    assert!(asserted > 60, "{asserted}");
    assert!(
        failed.is_empty(),
        "{} rows:\n{}",
        failed.len(),
        failed.join("\n")
    );
}
