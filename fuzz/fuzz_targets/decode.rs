//! Decoding arbitrary input never panics, and whatever decodes re-encodes to
//! the input with its digits in lowercase (decoding is one-to-one).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(decoded) = punycode_core::decode(input) else {
        return;
    };
    let encoded = punycode_core::encode(&decoded).expect("a decoded string encodes");
    let basic = input.rfind('-').filter(|&d| d > 0).map_or(0, |d| d + 1);
    let want = format!("{}{}", &input[..basic], input[basic..].to_ascii_lowercase());
    assert_eq!(encoded, want);
});
