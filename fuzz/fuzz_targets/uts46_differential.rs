//! `punycode_core::hostname` against the `idna` crate, in both profiles, with
//! only the differences the README documents:
//! - lookup profile against `domain_to_ascii_strict`: we allow a trailing root
//!   dot, which `idna` rejects under `VerifyDnsLength`;
//! - URL profile against `domain_to_ascii` followed by the URL Standard's
//!   host checks that the `url` crate applies after it (no forbidden domain
//!   code point, not empty), which our profile includes;
//! - URL profile: an A-label that decodes to a label starting with `xn--`
//!   is an error for us (UTS #46 validity criterion 4, with CheckHyphens
//!   off; tr46 agrees) and accepted by `idna` (found by this target);
//! - URL profile: a label beyond the `idna` crate's Punycode caps (1,000
//!   code points to encode, 2,000 bytes to decode) is refused by `idna`
//!   and taken by our URL profile, which has no length limit (found by
//!   this target: a 1,053-byte A-label of 1,039 Han characters);
//! - URL profile: a run of more than 128 combining marks is refused by us
//!   (`TooManyMarks`, the README's bound, which keeps NFC linear) and may
//!   be accepted by `idna` (found by this target: an A-label decoding to
//!   `4gqc` and some 180 marks below);
//! - to Unicode: where both accept, the same string (`idna` never fails
//!   there; it marks errors with U+FFFD).
//!
//! Also: no panic, ASCII output, and the ASCII form converts back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use punycode_core::hostname::{ErrorKind, Options, to_ascii, to_unicode};

fn forbidden(b: u8) -> bool {
    b < 0x21 || b"#%/:<>?@[\\]^|\x7F".contains(&b)
}

/// Whether a label of our ASCII form is beyond the `idna` crate's Punycode
/// caps.
fn beyond_idna_caps(ascii: &str) -> bool {
    ascii.split('.').any(|label| {
        label.len() > 2000
            || to_unicode(label, Options::url()).is_ok_and(|u| u.chars().count() > 1000)
    })
}

fuzz_target!(|input: String| {
    let ours = to_ascii(&input, Options::lookup()).ok();
    let theirs = idna::domain_to_ascii_strict(&input).ok();
    if ours != theirs {
        let root = ours.as_deref().and_then(|o| o.strip_suffix('.'));
        let stripped = input.trim_end_matches(['.', '\u{3002}', '\u{FF0E}', '\u{FF61}']);
        let same_without_root = root.is_some()
            && theirs.is_none()
            && idna::domain_to_ascii_strict(stripped).ok().as_deref() == root;
        assert!(
            same_without_root,
            "dns {input:?}: ours {ours:?}, idna {theirs:?}"
        );
    }
    if let Some(ascii) = &ours {
        assert!(ascii.is_ascii());
        let unicode = to_unicode(ascii, Options::lookup()).expect("our ASCII form converts back");
        assert_eq!(
            to_ascii(&unicode, Options::lookup()).as_ref(),
            Ok(ascii),
            "{input:?}"
        );
    }

    let ours = to_ascii(&input, Options::url());
    let theirs = idna::domain_to_ascii(&input)
        .ok()
        .filter(|s| !s.is_empty() && !s.bytes().any(forbidden));
    let v4 = matches!(&ours, Err(e) if e.code() == "V4") && theirs.is_some();
    let caps = theirs.is_none() && ours.as_deref().is_ok_and(beyond_idna_caps);
    let marks = matches!(&ours, Err(e) if e.kind() == ErrorKind::TooManyMarks);
    assert!(
        ours.as_ref().ok() == theirs.as_ref() || v4 || caps || marks,
        "url {input:?}: ours {ours:?}, idna {theirs:?}"
    );

    if let Ok(ours) = to_unicode(&input, Options::url()) {
        let (theirs, errors) = idna::domain_to_unicode(&input);
        if errors.is_ok() {
            assert_eq!(ours, theirs, "to_unicode {input:?}");
        }
    }
});
