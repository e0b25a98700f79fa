//! The benchmark corpus is what it claims to be, and `idna` agrees with its
//! Punycode, so the benchmarks compare like with like.

use punycode_tests::corpus;

#[test]
fn corpus_labels_are_valid_and_agree_with_idna() {
    let labels = corpus::labels(20, 10);
    assert_eq!(labels.len(), 11 * 30 + 19);
    for l in &labels {
        assert!(l.punycode.len() <= 63 || l.script == "rfc", "{l:?}");
        assert_eq!(
            idna::punycode::encode_str(&l.unicode).as_deref(),
            Some(&*l.punycode)
        );
        assert_eq!(
            punycode_core::decode(&l.punycode).as_deref(),
            Ok(&*l.unicode)
        );
    }
    // Short labels have 5 to 15 code points; long ones come close to 63 bytes.
    for l in labels.iter().filter(|l| l.script != "rfc") {
        let n = l.unicode.chars().count();
        assert!(n >= 5, "{l:?}");
        assert!(n <= 15 || l.punycode.len() > 40, "{l:?}");
    }
}

#[test]
fn scaling_inputs() {
    let s = corpus::long_input(1000, true);
    assert_eq!(s.chars().count(), 1000);
    let mut distinct: Vec<char> = s.chars().collect();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), 1000);
    let few = corpus::long_input(1000, false);
    assert_eq!(few.chars().count(), 1000);
}

/// The two corpora of the decoding benchmarks: sizes and lengths as their
/// docs say, and `idna` decodes and encodes every label to the same thing.
#[test]
fn decoding_corpora_agree_with_idna() {
    let mixed = corpus::mixed(2000);
    assert_eq!(mixed.len(), 2000);
    let scripts: std::collections::BTreeSet<_> = mixed.iter().map(|l| l.script).collect();
    assert_eq!(scripts.len(), 11);
    let short = corpus::idna_test();
    assert!(short.len() > 2500, "{}", short.len());
    let mut lengths: Vec<usize> = short.iter().map(|l| l.unicode.chars().count()).collect();
    lengths.sort_unstable();
    assert_eq!(lengths[lengths.len() / 2], 3);
    for l in &mixed {
        assert!((4..=20).contains(&l.unicode.chars().count()), "{l:?}");
    }
    for l in mixed.iter().chain(&short) {
        assert_eq!(
            idna::punycode::decode_to_string(&l.punycode).as_deref(),
            Some(&*l.unicode),
            "{l:?}"
        );
        assert_eq!(
            idna::punycode::encode_str(&l.unicode).as_deref(),
            Some(&*l.punycode),
            "{l:?}"
        );
    }
}
