//! `display`'s browser policy on names that no test lists: random names
//! that mix what Chromium's rules look at (`tests/display-model/names.py`),
//! with the verdicts of a model of Chromium's code on ICU 76.1 (Unicode
//! 16.0; `tests/display-model/model.cc`), written to
//! `tests/data/display-model.tsv` by `bash tests/display-model.sh`. The
//! model shares no code or data with punycode-core: its sets are restated
//! from Chromium's source and its properties are ICU's. On Chromium's own
//! test table it gives Chromium's verdict on every row that is not decided
//! by Chromium's list of top sites (which it leaves out, as this file has
//! no protected names).
//!
//! Each name's labels: `A` ASCII, `S` shown in Unicode, `H` kept as its
//! A-label; a name that ICU's IDNA refuses as Chromium calls it is `!`.

use punycode_core::display::{Policy, check};

/// Where we decide otherwise than the model, with the reason from
/// Chromium's code or data (none).
const DIFFERENCES: &[(&str, &str)] = &[];

/// The model's verdict of one name: the letters of its non-ASCII labels,
/// or `None` when ICU's IDNA refuses it.
fn model(verdict: &str) -> Option<String> {
    (verdict != "!").then(|| verdict.chars().filter(|c| matches!(c, 'S' | 'H')).collect())
}

/// Ours, the same way: an invalid name shows no label in Unicode.
fn ours(name: &str) -> Option<String> {
    let verdict = check(name, &Policy::default()).ok()?;
    Some(
        verdict
            .labels()
            .iter()
            .filter(|l| !l.unicode().is_ascii())
            .map(|l| if l.is_shown() { 'S' } else { 'H' })
            .collect(),
    )
}

#[test]
fn random_names_as_chromiums_code_decides() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/display-model.tsv");
    let text = std::fs::read_to_string(path).unwrap();
    let (mut names, mut agree) = (0, 0);
    let (mut with_hidden, mut spoofs_shown) = (0, 0);
    let (mut with_shown, mut safe_kept) = (0, 0);
    let mut differences = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (name, theirs) = (fields[0], model(fields[1]));
        names += 1;
        let mine = ours(name);
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
    let listed: Vec<&str> = DIFFERENCES.iter().map(|(name, _)| *name).collect();
    let unlisted: Vec<&String> = differences
        .iter()
        .filter(|d| !listed.contains(&d.split('\t').next().unwrap()))
        .collect();
    println!(
        "{names} names: {agree} as the model; spoofs shown {spoofs_shown} of {with_hidden}, \
         safe names kept {safe_kept} of {with_shown}"
    );
    assert!(names >= 4_000 && with_hidden > 1_000 && with_shown > 1_000);
    assert!(unlisted.is_empty(), "not as the model: {unlisted:#?}");
    assert_eq!(differences.len(), DIFFERENCES.len(), "{differences:#?}");
    // The targets, which the list above keeps far from.
    assert!(agree * 100 >= names * 97);
    assert!(spoofs_shown * 100 <= with_hidden);
    assert!(safe_kept * 100 <= with_shown * 3);
}
