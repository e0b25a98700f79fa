//! `uts46`'s forms are one: the allocation-free form agrees with the
//! `String` form in every profile (IDNA2008 registration's too) and both
//! directions (unless it says the label
//! outgrew its working space), the `cow` forms too (borrowing exactly when
//! the output is the input), and whatever converts to ASCII converts back
//! to Unicode and then to the same ASCII.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::borrow::Cow;

use punycode_core::hostname::{
    ErrorKind, Options, to_ascii, to_ascii_cow, to_ascii_to_slice, to_unicode, to_unicode_cow,
    to_unicode_to_slice,
};

fuzz_target!(|input: String| {
    for options in [Options::lookup(), Options::url(), Options::registration()] {
        let ascii = to_ascii(&input, options);
        let unicode = to_unicode(&input, options);
        let mut buf = vec![0u8; input.len() * 4 + 64];
        for (string, f) in [
            (
                &ascii,
                to_ascii_to_slice as fn(&str, Options, &mut [u8]) -> _,
            ),
            (&unicode, to_unicode_to_slice),
        ] {
            let slice = f(&input, options, &mut buf)
                .map(|len| String::from_utf8(buf[..len].to_vec()).unwrap());
            if !matches!(&slice, Err(e) if e.kind() == ErrorKind::WorkspaceExceeded) {
                assert_eq!(&slice, string, "{input:?}");
            }
        }
        for (string, cow) in [
            (&ascii, to_ascii_cow(&input, options)),
            (&unicode, to_unicode_cow(&input, options)),
        ] {
            assert_eq!(cow.as_deref(), string.as_deref(), "{input:?}");
            if let Ok(cow) = cow {
                assert_eq!(matches!(cow, Cow::Borrowed(_)), cow == input, "{input:?}");
            }
        }
        if options == Options::registration() {
            // Registration checks a name, lengths included, the same in
            // either direction.
            assert_eq!(ascii.is_ok(), unicode.is_ok(), "{input:?}");
        }
        if let Ok(ascii) = ascii {
            assert!(ascii.is_ascii());
            let back = to_unicode(&ascii, options).expect("an A-label we wrote decodes");
            assert_eq!(
                to_ascii(&back, options).as_ref(),
                Ok(&ascii),
                "{input:?} -> {ascii:?} -> {back:?}"
            );
        }
    }
});
