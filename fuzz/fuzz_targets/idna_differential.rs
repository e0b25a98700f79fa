//! Against `idna::punycode`: the same output wherever either succeeds. The
//! README lists no deliberate difference at this level; any input where
//! only one succeeds is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: String| {
    assert_eq!(
        punycode_core::encode(&input).ok(),
        idna::punycode::encode_str(&input),
        "encode {input:?}"
    );
    assert_eq!(
        punycode_core::decode(&input).ok(),
        idna::punycode::decode_to_string(&input),
        "decode {input:?}"
    );
});
