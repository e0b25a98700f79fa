//! Our Unicode tables against ICU4X, which they were generated from: the
//! UTS #46 mapping with NFC of any string, and NFC itself on strings of
//! valid characters.
#![no_main]

use icu_normalizer::ComposingNormalizerBorrowed;
use icu_normalizer::uts46::Uts46MapperBorrowed;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: String| {
    // `None`: a run of more than 128 marks, which we refuse.
    let Some(ours) = punycode_core::hostname::fuzz_map_normalize(&input) else {
        return;
    };
    let mapper = Uts46MapperBorrowed::new();
    let theirs: String = mapper.map_normalize(input.chars()).collect();
    assert_eq!(ours, theirs, "{input:?}");
    let valid = |c: char| {
        c != '\u{FFFD}'
            && mapper
                .normalize_validate(core::iter::once(c))
                .eq(core::iter::once(c))
    };
    if input.chars().all(valid) {
        assert_eq!(
            ours,
            ComposingNormalizerBorrowed::new_nfc().normalize(&input),
            "NFC of {input:?}"
        );
    }
});
