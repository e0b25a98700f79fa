//! `display`'s browser policies on names that no test lists, each held to
//! a model of the browser's code that shares no code or data with
//! punycode-core: its sets are restated from the browser's source and its
//! properties are ICU's.
//!
//! - Chromium's (`Policy::default()`): random names that mix what
//!   Chromium's rules look at (`tests/display-model/names.py`), with the
//!   verdicts of a model of Chromium's code on ICU 76.1 (Unicode 16.0;
//!   `tests/display-model/model.cc`), written to
//!   `tests/data/display-model.tsv` by `bash tests/display-model.sh`. On
//!   Chromium's own test table the model gives Chromium's verdict on every
//!   row that is not decided by Chromium's list of top sites (which it
//!   leaves out, as this file has no protected names).
//! - Firefox's (`Policy::firefox()`): random names at the edges of
//!   Firefox's rules (`tests/display-model/firefox_names.py`), with the
//!   verdicts of a model of `nsIDNService::IsLabelSafe` on ICU 78 (Unicode
//!   17.0, Firefox's; `tests/display-model/firefox.cc`), written to
//!   `tests/data/display-model-firefox.tsv` by
//!   `bash tests/display-model-firefox.sh`.
//!
//! Each name's labels: `A` ASCII, `S` shown in Unicode, `H` kept as its
//! A-label; a name that ICU's IDNA refuses as the browser calls it is `!`.

use punycode_core::display::{Policy, check};

/// Where we decide otherwise than the model of Chromium, with the reason
/// from Chromium's code or data (none).
const CHROMIUM_DIFFERENCES: &[(&str, &str)] = &[];

/// Where we decide otherwise than the model of Firefox, with the reason
/// from Firefox's code or data (none).
const FIREFOX_DIFFERENCES: &[(&str, &str)] = &[];

/// The model's verdict of one name: the letters of its non-ASCII labels,
/// or `None` when ICU's IDNA refuses it.
fn model(verdict: &str) -> Option<String> {
    (verdict != "!").then(|| verdict.chars().filter(|c| matches!(c, 'S' | 'H')).collect())
}

/// Ours, the same way: an invalid name shows no label in Unicode.
fn ours(name: &str, policy: &Policy) -> Option<String> {
    let verdict = check(name, policy).ok()?;
    Some(
        verdict
            .labels()
            .iter()
            .filter(|l| !l.unicode().is_ascii())
            .map(|l| if l.is_shown() { 'S' } else { 'H' })
            .collect(),
    )
}

/// Holds `policy` to the model's verdicts in `file` (under `tests/data`),
/// where it may differ only on the names `listed` gives with a reason, and
/// to the targets: at least `agreement` percent of the names as the
/// model, at most 1% of the names it hides shown and 3% of those it shows
/// hidden.
fn hold(file: &str, policy: &Policy, listed: &[(&str, &str)], agreement: usize) {
    let path = format!("{}/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let (mut names, mut agree) = (0, 0);
    let (mut with_hidden, mut spoofs_shown) = (0, 0);
    let (mut with_shown, mut safe_kept) = (0, 0);
    let mut differences = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (name, theirs) = (fields[0], model(fields[1]));
        names += 1;
        let mine = ours(name, policy);
        let same = match (&theirs, &mine) {
            // Refused by both, or refused by ICU and shown nowhere by us.
            (None, None) => true,
            (None, Some(m)) => !m.contains('S'),
            (Some(t), None) => !t.contains('S'),
            (Some(t), Some(m)) => t == m,
        };
        let theirs = theirs.unwrap_or_default();
        let mine = mine.unwrap_or_else(|| "H".repeat(theirs.len()));
        with_hidden += usize::from(theirs.contains('H'));
        with_shown += usize::from(theirs.contains('S'));
        let pairs = || theirs.chars().zip(mine.chars());
        spoofs_shown += usize::from(pairs().any(|(t, m)| t == 'H' && m == 'S'));
        safe_kept += usize::from(pairs().any(|(t, m)| t == 'S' && m == 'H'));
        if same {
            agree += 1;
        } else {
            differences.push(format!("{name}\tmodel {}\tours {mine}", fields[1]));
        }
    }
    let names_listed: Vec<&str> = listed.iter().map(|(name, _)| *name).collect();
    let unlisted: Vec<&String> = differences
        .iter()
        .filter(|d| !names_listed.contains(&d.split('\t').next().unwrap()))
        .collect();
    println!(
        "{file}: {names} names, {agree} as the model; spoofs shown {spoofs_shown} of {with_hidden}, \
         safe names kept {safe_kept} of {with_shown}"
    );
    assert!(names >= 4_000 && with_hidden > 1_000 && with_shown > 1_000);
    assert!(unlisted.is_empty(), "not as the model: {unlisted:#?}");
    assert_eq!(differences.len(), listed.len(), "{differences:#?}");
    // The targets, which the lists keep far from.
    assert!(agree * 100 >= names * agreement);
    assert!(spoofs_shown * 100 <= with_hidden);
    assert!(safe_kept * 100 <= with_shown * 3);
}

#[test]
fn random_names_as_chromiums_code_decides() {
    hold(
        "display-model.tsv",
        &Policy::default(),
        CHROMIUM_DIFFERENCES,
        97,
    );
}

#[test]
fn random_names_as_firefoxs_code_decides() {
    hold(
        "display-model-firefox.tsv",
        &Policy::firefox(),
        FIREFOX_DIFFERENCES,
        99,
    );
}
