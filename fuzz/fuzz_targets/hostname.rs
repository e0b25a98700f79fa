//! Hostnames without Unicode data: whatever converts to ASCII converts back
//! to Unicode and then to the same ASCII; the allocation-free form agrees
//! with the String one; and whatever this layer answers, UTS #46 answers
//! the same (it refuses what it cannot be sure of).
#![no_main]

use libfuzzer_sys::fuzz_target;
use punycode_core::domain::{Options, to_ascii, to_ascii_to_slice, to_unicode};

fuzz_target!(|input: String| {
    let ascii = to_ascii(&input);
    let mut buf = vec![0u8; input.len() * 4 + 64];
    let slice = to_ascii_to_slice(&input, &mut buf, Options::new()).map(|len| buf[..len].to_vec());
    assert_eq!(slice, ascii.as_ref().map(|s| s.as_bytes().to_vec()).map_err(|e| *e));
    if let Ok(ascii) = ascii {
        assert!(ascii.is_ascii());
        let unicode = to_unicode(&ascii).expect("an A-label we wrote decodes");
        assert_eq!(to_ascii(&unicode).as_ref(), Ok(&ascii), "{input:?} -> {ascii:?} -> {unicode:?}");
        let full = punycode_core::uts46::to_ascii(&input, punycode_core::uts46::Options::dns());
        assert_eq!(full.as_ref(), Ok(&ascii), "data-free {input:?} -> {ascii:?}, UTS #46 {full:?}");
    }
    if let Ok(unicode) = to_unicode(&input) {
        let full = punycode_core::uts46::to_unicode(&input, punycode_core::uts46::Options::dns());
        assert_eq!(full.as_ref(), Ok(&unicode), "data-free {input:?} -> {unicode:?}, UTS #46 {full:?}");
    }
});
