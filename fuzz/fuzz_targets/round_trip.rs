//! Encoding any string and decoding the result gives the string back.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: String| {
    match punycode_core::encode(&input) {
        Ok(encoded) => assert_eq!(punycode_core::decode(&encoded).as_deref(), Ok(&*input)),
        // Only a delta beyond u32::MAX fails, which takes thousands of code points.
        Err(e) => assert_eq!(e.kind(), punycode_core::ErrorKind::Overflow),
    }
});
