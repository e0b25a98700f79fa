//! `uts46` on a corpus of real-looking names and on random mixes: it
//! agrees with the `idna` crate except where documented.

use punycode_core::hostname::{Options, to_ascii};
use punycode_tests::hosts::{self, Host};

fn corpus() -> Vec<Host> {
    hosts::hosts(200, |name| idna::domain_to_ascii_strict(name).ok())
}

/// The classes are what they claim to be (by the `idna` crate, an
/// independent implementation).
#[test]
fn classes_are_what_they_claim() {
    for host in corpus() {
        let strict = idna::domain_to_ascii_strict(&host.name);
        match host.class {
            "invalid" => assert!(strict.is_err(), "{host:?}"),
            "ascii" => assert!(host.name.is_ascii() && strict.is_ok(), "{host:?}"),
            "idn" => {
                let ascii = strict.unwrap();
                assert_eq!(idna::domain_to_unicode(&ascii).0, host.name, "{host:?}");
            }
            "mapping" => {
                let ascii = strict.unwrap();
                assert_ne!(idna::domain_to_unicode(&ascii).0, host.name, "{host:?}");
            }
            "a-label" => assert_eq!(strict.ok().as_deref(), Some(&*host.name)),
            other => panic!("class {other}"),
        }
    }
}

/// `uts46` against the `idna` crate (1.1, ICU4X data too): the lookup profile
/// against `domain_to_ascii_strict`, the URL profile against
/// `domain_to_ascii` followed by the URL Standard's host-parser checks that
/// the `url` crate applies after it (no forbidden domain code point, not
/// empty), which our URL profile includes. Documented differences: a
/// trailing root dot, which we allow in the lookup profile and `idna` rejects
/// under `VerifyDnsLength`; and in the URL profile an A-label that decodes
/// to a label starting with `xn--`, which UTS #46 rejects (V4; tr46 too)
/// and `idna` accepts.
#[test]
fn agrees_with_the_idna_crate() {
    let names: Vec<String> = corpus()
        .into_iter()
        .map(|h| h.name)
        .chain(hosts::mixed(50_000, 11))
        .collect();
    let mut differences = Vec::new();
    for name in &names {
        let ours = to_ascii(name, Options::lookup()).ok();
        let theirs = idna::domain_to_ascii_strict(name).ok();
        let root_dot = theirs.is_none()
            && ours.as_deref().is_some_and(|o| o.ends_with('.'))
            && idna::domain_to_ascii_strict(name.trim_end_matches(['.', '。', '．', '｡'])).ok()
                == ours.as_deref().map(|o| o.trim_end_matches('.').to_owned());
        if ours != theirs && !root_dot {
            differences.push(format!("dns {name:?}: ours {ours:?}, idna {theirs:?}"));
        }
        let ours = to_ascii(name, Options::url());
        let v4 = matches!(&ours, Err(e) if e.code() == "V4");
        let ours = ours.ok();
        let forbidden = |b: u8| b"\0\t\n\r #%/:<>?@[\\]^|\x7F".contains(&b) || b < 0x20;
        let theirs = idna::domain_to_ascii(name)
            .ok()
            .filter(|s| !s.is_empty() && !s.bytes().any(forbidden));
        if ours != theirs && !(v4 && theirs.is_some()) {
            differences.push(format!("url {name:?}: ours {ours:?}, idna {theirs:?}"));
        }
    }
    // The V4 difference, found by the fuzz target: UTS #46 rejects it.
    let v4 = "xn--xn--CHERxn--xn--CHERb.cb.c";
    assert_eq!(to_ascii(v4, Options::url()).unwrap_err().code(), "V4");
    assert!(idna::domain_to_ascii(v4).is_ok());
    assert!(
        differences.is_empty(),
        "{} differences:\n{}",
        differences.len(),
        differences[..differences.len().min(30)].join("\n")
    );
}
