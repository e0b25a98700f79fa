//! The const, allocation-free functions (the only code the const macros
//! run) and the String API (which takes the O(n log n) method on long
//! input) agree on every input, errors included; so do the lengths.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: String| {
    let string = punycode_core::encode(&input);
    let mut buf = vec![0u8; input.len() * 4 + 16];
    let slice = punycode_core::encode_to_slice(&input, &mut buf).map(|len| buf[..len].to_vec());
    assert_eq!(
        slice,
        string
            .as_ref()
            .map(|s| s.as_bytes().to_vec())
            .map_err(|e| *e)
    );
    assert_eq!(
        punycode_core::encoded_len(&input),
        string.as_ref().map(String::len).map_err(|e| *e)
    );

    let string = punycode_core::decode(&input);
    let mut buf = vec![0u8; input.len() * 4 + 16];
    let slice = punycode_core::decode_to_slice(&input, &mut buf).map(|len| buf[..len].to_vec());
    assert_eq!(
        slice,
        string
            .as_ref()
            .map(|s| s.as_bytes().to_vec())
            .map_err(|e| *e)
    );
    assert_eq!(
        punycode_core::decoded_len(&input),
        string.as_ref().map(String::len).map_err(|e| *e)
    );
});
