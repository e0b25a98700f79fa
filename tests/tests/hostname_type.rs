//! `hostname::Hostname`, the validated hostname for configuration: every way
//! of writing a name gives the same value, in its ASCII form; with serde it
//! reads and writes as a string.

use std::collections::{BTreeSet, HashSet};

use punycode_core::hostname::{ErrorKind, Hostname, Options};
use punycode_macros::idna;

#[test]
fn every_spelling_is_the_same_name() {
    let spellings = [
        "BÜCHER.example",
        "bücher.example",
        "xn--bcher-kva.example",
        "XN--BCHER-KVA.EXAMPLE",
        "ＢÜＣＨＥＲ。example",
        "bu\u{308}cher.example",
    ];
    let hosts: Vec<Hostname> = spellings.iter().map(|s| s.parse().unwrap()).collect();
    for host in &hosts {
        assert_eq!(host, &hosts[0]);
        assert_eq!(host.as_str(), "xn--bcher-kva.example");
        assert_eq!(host.to_string(), "xn--bcher-kva.example");
        assert_eq!(host.to_unicode(), "bücher.example");
    }
    assert_eq!(hosts.iter().collect::<HashSet<_>>().len(), 1);
    assert_eq!(hosts.iter().collect::<BTreeSet<_>>().len(), 1);
    // Ordered by the ASCII form.
    let a: Hostname = "a.example".parse().unwrap();
    assert!(a < hosts[0]);
    // The conversions.
    assert_eq!(Hostname::try_from("Bücher.example").unwrap(), hosts[0]);
    assert_eq!(
        Hostname::try_from(String::from("bücher.example")).unwrap(),
        hosts[0]
    );
    assert_eq!(String::from(hosts[0].clone()), "xn--bcher-kva.example");
    let s: &str = hosts[0].as_ref();
    assert_eq!(s, "xn--bcher-kva.example");
}

#[test]
fn invalid_names_are_refused_with_the_rule() {
    let e = "exa mple.com".parse::<Hostname>().unwrap_err();
    assert_eq!((e.kind(), e.position()), (ErrorKind::Std3Ascii, 3));
    assert!(Hostname::parse("_dmarc.example.com").is_err());
    let txt = Hostname::parse_with("_dmarc.Example.com", Options::url()).unwrap();
    assert_eq!(txt.as_str(), "_dmarc.example.com");
    assert_eq!(txt.to_unicode(), "_dmarc.example.com");
}

#[test]
fn const_hostnames_from_idna() {
    const HOST: Hostname = Hostname::from_static(idna!("Bücher.example"));
    assert_eq!(HOST, Hostname::parse("BÜCHER.example").unwrap());
    assert_eq!(HOST.to_unicode(), "bücher.example");
}

#[test]
fn serde_reads_any_spelling_and_writes_the_ascii_form() {
    let host: Hostname = serde_json::from_str("\"BÜCHER.example\"").unwrap();
    assert_eq!(host.as_str(), "xn--bcher-kva.example");
    assert_eq!(
        serde_json::to_string(&host).unwrap(),
        "\"xn--bcher-kva.example\""
    );
    let e = serde_json::from_str::<Hostname>("\"exa mple.com\"").unwrap_err();
    let message = e.to_string();
    assert!(
        message.starts_with(
            "invalid hostname: label 0 at byte 3: U+0020: hostnames have only letters"
        ),
        "{message}"
    );
    // In a configuration struct.
    let config: Vec<Hostname> = serde_json::from_str("[\"a.example\", \"München.de\"]").unwrap();
    assert_eq!(config[1].as_str(), "xn--mnchen-3ya.de");
}
