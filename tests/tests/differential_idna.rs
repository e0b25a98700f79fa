//! Differential test against `idna::punycode`, the implementation most Rust
//! users already have, over generated strings: the same output wherever
//! either succeeds.
//!
//! No deliberate difference has been found on these inputs: `idna` also
//! rejects `-abc`, non-scalar values and `u32` overflow, and accepts
//! uppercase digits. Where `idna` fails it gives no reason; ours does, and
//! `edge_cases.rs` checks each reason against values worked out by hand or
//! by an independent transcription of the RFC.

use proptest::prelude::*;
use punycode_tests::strategies::{label, punycode_like};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn encode_agrees_with_idna(s in label()) {
        prop_assert_eq!(punycode_core::encode(&s).ok(), idna::punycode::encode_str(&s));
    }

    #[test]
    fn decode_agrees_with_idna(s in punycode_like()) {
        prop_assert_eq!(punycode_core::decode(&s).ok(), idna::punycode::decode_to_string(&s));
    }
}

#[test]
fn samples_agree_with_idna() {
    for s in punycode_tests::samples() {
        assert_eq!(
            idna::punycode::encode_str(s.unicode).as_deref(),
            Some(s.plain)
        );
        assert_eq!(
            idna::punycode::decode_to_string(s.rfc).as_deref(),
            Some(s.unicode)
        );
    }
}

#[test]
fn edge_cases_agree_with_idna() {
    let long = "a".repeat(5000) + "\u{10ffff}";
    assert_eq!(
        punycode_core::encode(&long).ok(),
        idna::punycode::encode_str(&long)
    );
    for s in [
        "",
        "-",
        "-abc",
        "a-",
        "abc-",
        "99999a",
        "9999999999a",
        "ib9b",
        "a-B",
        "ab\u{e9}-x",
    ] {
        assert_eq!(
            punycode_core::decode(s).ok(),
            idna::punycode::decode_to_string(s),
            "{s:?}"
        );
    }
}
