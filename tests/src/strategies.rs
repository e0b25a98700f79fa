//! Proptest strategies shared by the property and differential tests.

use proptest::prelude::*;

/// Labels as they come: mostly short, a mix of ASCII and a few scripts, and
/// any Unicode scalar value now and then; some over 64 code points so both
/// encoder methods run.
pub fn label() -> impl Strategy<Value = String> {
    let ch = prop_oneof![
        4 => proptest::char::range('a', 'z'),
        1 => proptest::char::range('A', 'Z'),
        1 => Just('-'),
        2 => proptest::char::range('\u{e0}', '\u{17f}'),
        2 => proptest::char::range('\u{400}', '\u{4ff}'),
        2 => proptest::char::range('\u{4e00}', '\u{4e3f}'),
        1 => proptest::char::range('\u{1f600}', '\u{1f64f}'),
        1 => any::<char>(),
    ];
    prop_oneof![
        4 => proptest::collection::vec(ch.clone(), 0..24),
        1 => proptest::collection::vec(ch, 60..200),
    ]
    .prop_map(|v| v.into_iter().collect())
}

/// Strings that look like Punycode, often slightly wrong.
pub fn punycode_like() -> impl Strategy<Value = String> {
    let ch = prop_oneof![
        10 => proptest::char::range('a', 'z'),
        4 => proptest::char::range('0', '9'),
        2 => proptest::char::range('A', 'Z'),
        2 => Just('-'),
        1 => any::<char>(),
    ];
    proptest::collection::vec(ch, 0..40).prop_map(|v| v.into_iter().collect())
}
