//! Classifies the differences that `libidn2/tests/differential.c` prints
//! between Debian's libidn2 and ours (standard input), each by a rule that
//! it checks on the name itself, not by a list of names: what libidn2 does
//! otherwise, by its code and data, or the Unicode version. Prints the
//! count of each class with an example, and every difference no rule
//! explains; exits 1 if there is one.
//!
//!   differential THEIRS OURS < names | cargo run -p punycode-idn2 --example classify

use std::collections::BTreeMap;
use std::io::BufRead;

use idn2::rc;
use punycode_core::hostname::{
    self, AsciiDenyList, DerivedProperty, Options, derived_property, is_bidi_domain_name,
};

/// One line of the differential's output.
struct Difference {
    mode: char,
    name: String,
    theirs: (i32, String),
    ours: (i32, String),
}

/// UTS #46 with no check that could refuse a name: only its mapping.
fn unchecked() -> Options {
    Options::lookup()
        .ascii_deny_list(AsciiDenyList::EMPTY)
        .check_hyphens(false)
        .check_bidi(false)
        .check_joiners(false)
        .verify_dns_length(false)
}

/// Whether `label` starts with `xn--`, in any case.
fn has_ace_prefix(label: &str) -> bool {
    label
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
}

/// What UTS #46 maps the name to, with no check that could refuse it
/// (the code points a rule looks at).
fn mapped(name: &str) -> String {
    hostname::to_unicode(name, unchecked()).unwrap_or_else(|_| name.to_lowercase())
}

/// libidn2's `idn2_to_unicode_8z8z`, as its code does it: each label
/// with an `xn--` prefix (any case) decoded as Punycode, unchecked, and
/// every other label copied as it is.
fn decoded_as_libidn2(name: &str) -> Option<String> {
    let mut out = Vec::new();
    for label in name.split('.') {
        if has_ace_prefix(label) {
            out.push(punycode_core::decode(&label[4..]).ok()?);
        } else {
            out.push(label.to_string());
        }
    }
    Some(out.join("."))
}

/// The name by UTS #46's mapping with no check at all, and its A-labels
/// kept as they are (lowercase), not decoded: what libidn2's transitional
/// lookup gives for a name without a deviation character (one with such a
/// character we refuse, by a rule of its own).
fn unchecked_ascii(name: &str) -> Option<String> {
    let labels: Option<Vec<String>> = name
        .split('.')
        .map(|label| {
            if label.is_empty() {
                Some(String::new())
            } else if label.is_ascii() && has_ace_prefix(label) {
                Some(label.to_ascii_lowercase())
            } else {
                hostname::to_ascii(label, unchecked()).ok()
            }
        })
        .collect();
    Some(labels?.join("."))
}

fn is_ldh(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

/// The rule that explains `d`, if one does.
fn explain(d: &Difference) -> Option<&'static str> {
    let (their_rc, our_rc) = (d.theirs.0, d.ours.0);
    if their_rc != 0 && our_rc != 0 {
        return Some("both refuse the name, each with the code of the first rule it checks");
    }
    if d.mode == 'U' {
        return to_unicode(d);
    }
    // Lookups (N nontransitional, T transitional).
    match (their_rc, our_rc) {
        (0, 0) => both_convert(d),
        (0, _) => we_refuse(d),
        _ => they_refuse(d),
    }
}

/// To Unicode.
fn to_unicode(d: &Difference) -> Option<&'static str> {
    if d.theirs.0 == rc::PUNYCODE_BAD_INPUT
        && d.name
            .split('.')
            .any(|l| has_ace_prefix(l) && l[4..].chars().any(|c| c.is_ascii() && !is_ldh(c)))
    {
        return Some(
            "libidn2's Punycode decoder takes letters, digits and '-' only; RFC 3492 (section \
             5) makes every ASCII character a basic code point, and UTS #46 without \
             UseSTD3ASCIIRules keeps them",
        );
    }
    if d.theirs.0 == 0 && decoded_as_libidn2(&d.name).as_deref() == Some(d.theirs.1.as_str()) {
        return Some(
            "to Unicode, libidn2 decodes each A-label without checking it and copies the \
             other labels as they are (decode.c); ours is UTS #46 ToUnicode, which maps and \
             checks every label",
        );
    }
    None
}

/// A lookup that libidn2 converts and we refuse.
fn we_refuse(d: &Difference) -> Option<&'static str> {
    let our_rc = d.ours.0;
    if d.name.chars().any(|c| AsciiDenyList::URL.denies(c)) && our_rc == rc::DISALLOWED {
        return Some(
            "an ASCII character that the URL Standard forbids in a host (a control, space, \
             '/', '<', ...): libidn2 passes an all-ASCII label as it comes; ours refuses it",
        );
    }
    if our_rc == rc::BIDI && is_bidi_domain_name(&mapped(&d.name)) {
        return Some(
            "CheckBidi: UTS #46 holds every label of a name with right-to-left text to the \
             Bidi rule (RFC 5893 section 1.4); libidn2 checks only the labels that have \
             right-to-left characters",
        );
    }
    if d.mode == 'T' && our_rc == rc::INVALID_TRANSITIONAL && idn2::has_deviation(&d.name) {
        return Some(
            "transitional processing would map a deviation character to another name (ß to \
             ss, a joiner to nothing), which UTS #46 since Unicode 16 does not; ours refuses \
             the name (IDN2_INVALID_TRANSITIONAL) rather than look up another one",
        );
    }
    if d.mode == 'T' && Some(d.theirs.1.as_str()) == unchecked_ascii(&d.name).as_deref() {
        return Some(
            "transitional processing: libidn2 checks no label (lookup.c tests only when not \
             transitional), and gives what UTS #46's mapping alone gives; ours \
             checks every label as UTS #46 does",
        );
    }
    None
}

/// A lookup that libidn2 refuses and we convert.
fn they_refuse(d: &Difference) -> Option<&'static str> {
    let their_rc = d.theirs.0;
    let m = mapped(&d.name);
    if their_rc == rc::ALABEL_ROUNDTRIP_FAILED
        && m.split('.')
            .any(|l| !l.is_ascii() && l.chars().any(|c| c.is_ascii() && !is_ldh(c)))
    {
        return Some(
            "a label with non-ASCII and ASCII other than letters, digits and '-': its \
             Punycode has those ASCII characters, which libidn2's decoder refuses, so its \
             round trip fails; UTS #46 without UseSTD3ASCIIRules takes them",
        );
    }
    if m.chars()
        .any(|c| derived_property(c) == DerivedProperty::Disallowed)
    {
        return Some(
            "a code point that IDNA2008 (RFC 5892) disallows and UTS #46 keeps (symbols, \
             punctuation, emoji): libidn2 applies IDNA2008's rules after UTS #46's mapping",
        );
    }
    if their_rc == rc::DISALLOWED
        && d.name.contains([
            '\u{2F868}',
            '\u{2F874}',
            '\u{2F91F}',
            '\u{2F95F}',
            '\u{2F9BF}',
        ])
    {
        return Some(
            "Unicode version: UTS #46 15.1 maps the five CJK compatibility ideographs \
             U+2F868, U+2F874, U+2F91F, U+2F95F and U+2F9BF, which its earlier versions \
             (libidn2's table is 14's) disallowed",
        );
    }
    if their_rc == rc::UNASSIGNED
        && m.chars()
            .all(|c| derived_property(c) != DerivedProperty::Unassigned)
    {
        return Some(
            "Unicode version: a code point that libidn2's IDNA2008 tables (Unicode 12) do \
             not assign and Unicode 18 does",
        );
    }
    None
}

/// A lookup that both convert, to different names.
fn both_convert(d: &Difference) -> Option<&'static str> {
    if d.name.contains('\u{1E9E}') {
        return Some(
            "Unicode version: UTS #46 15.1 maps U+1E9E (capital sharp s) to U+00DF; libidn2's \
             table (Unicode 14) maps it to 'ss'",
        );
    }
    None
}

fn main() {
    let mut classes: BTreeMap<&'static str, (usize, String)> = BTreeMap::new();
    let mut unexplained = Vec::new();
    let mut total = 0;
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("input");
        if line.starts_with('#') {
            println!("{line}");
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 6, "{line}");
        let d = Difference {
            mode: f[0].chars().next().unwrap(),
            name: f[1].to_string(),
            theirs: (f[2].parse().unwrap(), f[3].to_string()),
            ours: (f[4].parse().unwrap(), f[5].to_string()),
        };
        total += 1;
        match explain(&d) {
            Some(reason) => {
                let entry = classes.entry(reason).or_insert((0, line.clone()));
                entry.0 += 1;
            }
            None => unexplained.push(line),
        }
    }
    for (reason, (count, example)) in &classes {
        println!("{count:6}  {reason}\n        e.g. {example:?}");
    }
    println!("{total} differences, {} unexplained", unexplained.len());
    for line in &unexplained {
        println!("UNEXPLAINED {line:?}");
    }
    if !unexplained.is_empty() {
        std::process::exit(1);
    }
}
