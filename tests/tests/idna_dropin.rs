//! Our `idna` package (../idna) against the `idna` crate 1.1 itself (on
//! ICU4X 2.4, Unicode 18, as our tables): every function of the API, on
//! every flag combination, over `IdnaTestV2`'s names (every column), the
//! benchmark corpus, random mixes, Chromium's spoofing cases, and every
//! 61st code point alone and after a letter. The same `Ok` or `Err`
//! everywhere; the same output wherever there is no error; and where
//! there is one, marked output (U+FFFD) from ours. Found on the way, in
//! `idna` 1.1 itself: it may return an error with no U+FFFD in the output
//! (a Bidi error in a label that is valid alone: `1.א`), which its
//! documentation rules out; and its `to_user_interface` trips a debug
//! assertion on two names of `IdnaTestV2` (`-.xn--1-0i8r.`,
//! `1.xn--6-945e.xn--glb1794k`, both invalid by the Bidi rule), which
//! [`idna_panics_where_we_refuse`] holds to that.
//!
//! Deliberate differences, none of which these names reach: `idna`
//! refuses to convert labels of more than 1,000 code points to Punycode or
//! 2,000 bytes from it (its codec is quadratic; ours is not, and UTS #46
//! has no such limit), and where in a failing name the U+FFFD goes is
//! ours (UTS #46 does not say).

use std::borrow::Cow;

use dropin::uts46 as ours;
use idna::uts46 as theirs;
use punycode_tests::{hosts, idna_test};

/// Every name of the corpora, once.
fn names() -> Vec<String> {
    let mut names = Vec::new();
    for line in idna_test::lines() {
        names.push(line.source);
        names.push(line.to_unicode);
        names.push(line.to_ascii_n);
    }
    for host in hosts::hosts(100, |name| idna::domain_to_ascii_strict(name).ok()) {
        names.push(host.name);
    }
    names.extend(hosts::mixed(3000, 0x5EED_1D4A));
    let chromium = include_str!("../data/chromium-idn-cases.tsv");
    for line in chromium.lines().filter(|l| !l.starts_with('#')) {
        names.extend(line.split('\t').take(2).map(str::to_owned));
    }
    for cp in (0..=0x10_FFFF).step_by(61).filter_map(char::from_u32) {
        names.push(cp.to_string());
        names.push(format!("a{cp}.com"));
    }
    names.extend(
        [
            "",
            ".",
            "..",
            "a.",
            "a..",
            "xn--",
            "xn--.",
            "XN--BCHER-KVA.DE",
            "xn--a",
            "xn--a-",
            "a\u{AD}",
            "\u{AD}",
            "\u{AD}.",
            "a.\u{AD}",
            "xn--ls8h",
            "a_b",
            "-a",
            "a-",
            "ab--c",
            "r4---sn-4g5e6nz7.googlevideo.com",
            "1.\u{5D0}",
            "\u{5D0}.1",
            "a\u{200D}b",
        ]
        .map(str::to_owned),
    );
    names.sort();
    names.dedup();
    names.retain(|name| !v4(name));
    names
}

/// Whether `idna` takes `name` to a label that starts with `xn--` (from an
/// A-label such as `xn--xn---epa`): UTS #46 refuses that label when
/// `CheckHyphens` is off (validity criterion 4, since Unicode 15.1), which
/// `idna` 1.1 does not check; with `CheckHyphens` on, both refuse it for
/// its hyphens in positions 3 and 4.
fn v4(name: &str) -> bool {
    let (unicode, result) = idna::domain_to_unicode(name);
    result.is_ok() && unicode.split('.').any(|label| label.starts_with("xn--"))
}

/// The one deliberate difference these corpora reach, on the two names of
/// `IdnaTestV2` that have it (lines 312 and 415, expected [V2, V4]).
#[test]
fn a_decoded_label_that_starts_with_xn_is_refused() {
    let mut found = Vec::new();
    for line in idna_test::lines() {
        for name in [line.source, line.to_unicode, line.to_ascii_n] {
            if v4(&name) && !found.contains(&name) {
                let ours = dropin::domain_to_ascii_cow(name.as_bytes(), dropin::AsciiDenyList::URL);
                let e = ours.unwrap_err().to_string();
                assert!(e.contains("criterion 4"), "{name}: {e}");
                found.push(name);
            }
        }
    }
    assert_eq!(found, ["xn--xn--a--gua.pt", "xn--xn---epa"]);
}

const DENY: [(ours::AsciiDenyList, theirs::AsciiDenyList); 4] = [
    (ours::AsciiDenyList::EMPTY, theirs::AsciiDenyList::EMPTY),
    (ours::AsciiDenyList::STD3, theirs::AsciiDenyList::STD3),
    (ours::AsciiDenyList::URL, theirs::AsciiDenyList::URL),
    (
        ours::AsciiDenyList::new(true, "_*"),
        theirs::AsciiDenyList::new(true, "_*"),
    ),
];

const HYPHENS: [(ours::Hyphens, theirs::Hyphens); 3] = [
    (ours::Hyphens::Allow, theirs::Hyphens::Allow),
    (
        ours::Hyphens::CheckFirstLast,
        theirs::Hyphens::CheckFirstLast,
    ),
    (ours::Hyphens::Check, theirs::Hyphens::Check),
];

const LENGTHS: [(ours::DnsLength, theirs::DnsLength); 3] = [
    (ours::DnsLength::Ignore, theirs::DnsLength::Ignore),
    (
        ours::DnsLength::VerifyAllowRootDot,
        theirs::DnsLength::VerifyAllowRootDot,
    ),
    (ours::DnsLength::Verify, theirs::DnsLength::Verify),
];

/// The same result: equal when both succeed, an error from both otherwise.
fn same_ascii<E1, E2>(
    what: &str,
    name: &str,
    a: Result<Cow<'_, str>, E1>,
    b: Result<Cow<'_, str>, E2>,
    diffs: &mut Vec<String>,
) {
    let (a, b) = (a.ok(), b.ok());
    if a.as_deref() != b.as_deref() {
        diffs.push(format!("{what} {name:?}: ours {a:?}, idna {b:?}"));
    }
}

/// `(output, result)` pairs: the same result, and the same output when
/// there is no error; both marked when there is.
fn same_unicode(what: &str, name: &str, a: (&str, bool), b: (&str, bool), diffs: &mut Vec<String>) {
    let same = match (a.1, b.1) {
        (true, true) => a.0 == b.0,
        // Ours always marks; idna sometimes does not (a Bidi error in a
        // label of its own, "-.ظ"), against its documentation.
        (false, false) => a.0.contains('\u{FFFD}'),
        _ => false,
    };
    if !same {
        diffs.push(format!(
            "{what} {name:?}: ours {:?} {}, idna {:?} {}",
            a.0, a.1, b.0, b.1
        ));
    }
}

fn report(diffs: &[String]) {
    let mut diffs = diffs.to_vec();
    diffs.dedup();
    assert!(
        diffs.is_empty(),
        "{} differences, first 30:\n{}",
        diffs.len(),
        diffs
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_domain_functions_agree() {
    let mut diffs = Vec::new();
    for name in names() {
        let n = name.as_str();
        same_ascii(
            "domain_to_ascii",
            n,
            dropin::domain_to_ascii(n).map(Cow::Owned),
            idna::domain_to_ascii(n).map(Cow::Owned),
            &mut diffs,
        );
        same_ascii(
            "strict",
            n,
            dropin::domain_to_ascii_strict(n).map(Cow::Owned),
            idna::domain_to_ascii_strict(n).map(Cow::Owned),
            &mut diffs,
        );
        for (o, t) in DENY {
            same_ascii(
                "cow",
                n,
                dropin::domain_to_ascii_cow(n.as_bytes(), o),
                idna::domain_to_ascii_cow(n.as_bytes(), t),
                &mut diffs,
            );
            let owned = || Cow::Owned(n.as_bytes().to_vec());
            same_ascii(
                "from_cow",
                n,
                dropin::domain_to_ascii_from_cow(owned(), o),
                idna::domain_to_ascii_from_cow(owned(), t),
                &mut diffs,
            );
        }
        let (a, b) = (dropin::domain_to_unicode(n), idna::domain_to_unicode(n));
        same_unicode(
            "domain_to_unicode",
            n,
            (&a.0, a.1.is_ok()),
            (&b.0, b.1.is_ok()),
            &mut diffs,
        );
    }
    report(&diffs);
}

#[test]
fn uts46_agrees_on_every_flag() {
    let (o, t) = (ours::Uts46::new(), theirs::Uts46::new());
    let mut diffs = Vec::new();
    for name in names() {
        let (n, b) = (name.as_str(), name.as_bytes());
        for (od, td) in DENY {
            for (oh, th) in HYPHENS {
                for (ol, tl) in LENGTHS {
                    let what = format!("to_ascii {od:?} {oh:?}");
                    same_ascii(
                        &what,
                        n,
                        o.to_ascii(b, od, oh, ol),
                        t.to_ascii(b, td, th, tl),
                        &mut diffs,
                    );
                }
                let (x, y) = (o.to_unicode(b, od, oh), t.to_unicode(b, td, th));
                same_unicode(
                    "to_unicode",
                    n,
                    (&x.0, x.1.is_ok()),
                    (&y.0, y.1.is_ok()),
                    &mut diffs,
                );
            }
        }
    }
    report(&diffs);
}

/// A policy for the user-interface closure that depends on all three of
/// its arguments.
fn policy(label: &[char], tld: &[char], bidi: bool) -> bool {
    !((label.len() + tld.len()).is_multiple_of(3) || (bidi && label.len().is_multiple_of(2)))
}

#[test]
fn the_user_interface_and_process_agree() {
    let (o, t) = (ours::Uts46::new(), theirs::Uts46::new());
    let mut diffs = Vec::new();
    let mut panics = Vec::new();
    for name in names() {
        let (n, b) = (name.as_str(), name.as_bytes());
        for (od, td) in DENY {
            let x = o.to_user_interface(b, od, ours::Hyphens::Allow, policy);
            let y = std::panic::catch_unwind(|| {
                t.to_user_interface(b, td, theirs::Hyphens::Allow, policy)
            });
            let Ok(y) = y else {
                panics.push(name.clone());
                continue;
            };
            same_unicode(
                "to_user_interface",
                n,
                (&x.0, x.1.is_ok()),
                (&y.0, y.1.is_ok()),
                &mut diffs,
            );
            for (op, tp) in [
                (ours::ErrorPolicy::FailFast, theirs::ErrorPolicy::FailFast),
                (
                    ours::ErrorPolicy::MarkErrors,
                    theirs::ErrorPolicy::MarkErrors,
                ),
            ] {
                let (mut s1, mut a1, mut s2, mut a2) =
                    (String::new(), String::new(), String::new(), String::new());
                let r1 = o.process(
                    b,
                    od,
                    ours::Hyphens::Check,
                    op,
                    policy,
                    &mut s1,
                    Some(&mut a1),
                );
                let r2 = t.process(
                    b,
                    td,
                    theirs::Hyphens::Check,
                    tp,
                    policy,
                    &mut s2,
                    Some(&mut a2),
                );
                let r1 = format!("{r1:?}");
                let r2 = format!("{r2:?}");
                let same = r1 == r2
                    && if r1.starts_with("Ok") {
                        (s1.as_str(), a1.as_str()) == (s2.as_str(), a2.as_str())
                    } else {
                        op == ours::ErrorPolicy::FailFast || s1.contains('\u{FFFD}')
                    };
                if !same {
                    diffs.push(format!(
                        "process {op:?} {n:?}: ours {r1} {s1:?} {a1:?}, idna {r2} {s2:?} {a2:?}"
                    ));
                }
            }
        }
    }
    report(&diffs);
    panics.dedup();
    assert_eq!(panics, IDNA_PANICS);
}

/// The names on which `idna` 1.1's `to_user_interface` panics in a debug
/// build (`debug_assert!(!had_errors)` in its `process`).
const IDNA_PANICS: [&str; 2] = ["-.xn--1-0i8r.", "1.xn--6-945e.xn--glb1794k"];

/// Where `idna` panics, ours refuses the name, by the Bidi rule, and marks
/// it; `idna`'s `to_ascii` refuses them too.
#[test]
fn idna_panics_where_we_refuse() {
    for name in IDNA_PANICS {
        let (shown, result) = ours::Uts46::new().to_user_interface(
            name.as_bytes(),
            ours::AsciiDenyList::URL,
            ours::Hyphens::Allow,
            |_, _, _| true,
        );
        let e = result.unwrap_err().to_string();
        assert!(e.contains("RFC 5893"), "{name}: {e}");
        assert!(shown.contains('\u{FFFD}'), "{name}: {shown}");
        assert!(idna::domain_to_ascii_cow(name.as_bytes(), idna::AsciiDenyList::URL).is_err());
    }
}

#[test]
#[allow(deprecated)]
fn the_deprecated_api_agrees() {
    let mut diffs = Vec::new();
    for name in names() {
        let n = name.as_str();
        for bits in 0..16 {
            let on = |bit: u32| bits & (1 << bit) != 0;
            let o = dropin::Config::default()
                .use_std3_ascii_rules(on(0))
                .transitional_processing(on(1))
                .verify_dns_length(on(2))
                .check_hyphens(on(3));
            let t = idna::Config::default()
                .use_std3_ascii_rules(on(0))
                .transitional_processing(on(1))
                .verify_dns_length(on(2))
                .check_hyphens(on(3));
            let what = format!("Config {bits:04b} to_ascii");
            same_ascii(
                &what,
                n,
                o.to_ascii(n).map(Cow::Owned),
                t.to_ascii(n).map(Cow::Owned),
                &mut diffs,
            );
            let (x, y) = (o.to_unicode(n), t.to_unicode(n));
            same_unicode(
                "Config to_unicode",
                n,
                (&x.0, x.1.is_ok()),
                (&y.0, y.1.is_ok()),
                &mut diffs,
            );
        }
    }
    report(&diffs);
}

#[test]
fn punycode_and_dns_length_agree() {
    let mut diffs = Vec::new();
    for name in names() {
        for label in name.split('.') {
            let chars: Vec<char> = label.chars().collect();
            if dropin::punycode::encode(&chars) != idna::punycode::encode(&chars)
                || dropin::punycode::encode_str(label) != idna::punycode::encode_str(label)
                || dropin::punycode::decode(label) != idna::punycode::decode(label)
                || dropin::punycode::decode_to_string(label)
                    != idna::punycode::decode_to_string(label)
            {
                diffs.push(format!("punycode {label:?}"));
            }
        }
        if name.is_ascii() {
            for root in [false, true] {
                if ours::verify_dns_length(&name, root) != theirs::verify_dns_length(&name, root) {
                    diffs.push(format!("verify_dns_length {name:?} {root}"));
                }
            }
        }
    }
    report(&diffs);
}
