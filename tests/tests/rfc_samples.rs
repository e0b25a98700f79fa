//! All 19 samples of RFC 3492 section 7.1, both ways, through every API:
//! String, slice, `fmt::Write`, lengths, and the const macros (evaluated at
//! compile time by the build script).

use punycode_core::{
    CaseFlags, decode, decode_to_slice, decode_with_case_to_slice, decoded_len, encode,
    encode_to_fmt, encode_to_slice, encode_with_case_to_slice, encoded_len,
};
use punycode_tests::samples;

#[test]
fn there_are_19_samples() {
    let ids: String = samples().map(|s| s.id).collect();
    assert_eq!(ids, "ABCDEFGHIJKLMNOPQRS");
}

#[test]
fn encode_gives_the_rfc_string() {
    for s in samples() {
        assert_eq!(encode(s.unicode).as_deref(), Ok(s.plain), "sample {}", s.id);
        assert_eq!(encoded_len(s.unicode), Ok(s.plain.len()), "sample {}", s.id);

        let mut buf = [0u8; 128];
        let len = encode_to_slice(s.unicode, &mut buf).unwrap();
        assert_eq!(&buf[..len], s.plain.as_bytes(), "sample {}", s.id);

        let mut text = String::new();
        encode_to_fmt(s.unicode, &mut text).unwrap();
        assert_eq!(text, s.plain, "sample {}", s.id);
    }
}

#[test]
fn decode_gives_the_rfc_string() {
    for s in samples() {
        // Digits are read in either case; basic code points are kept as they
        // are, so the all-uppercase input decodes to the uppercased string.
        let upper_input = s.plain.to_ascii_uppercase();
        let upper_want: String = s.unicode.chars().map(|c| c.to_ascii_uppercase()).collect();
        for (input, want) in [
            (s.rfc, s.unicode),
            (s.plain, s.unicode),
            (&*upper_input, &*upper_want),
        ] {
            assert_eq!(
                decode(input).as_deref(),
                Ok(want),
                "sample {} from {input}",
                s.id
            );
            assert_eq!(decoded_len(input), Ok(want.len()), "sample {}", s.id);
            let mut buf = [0u8; 256];
            let len = decode_to_slice(input, &mut buf).unwrap();
            assert_eq!(&buf[..len], want.as_bytes(), "sample {}", s.id);
        }
    }
}

#[test]
fn const_macros_agree_with_the_rfc() {
    for s in samples() {
        assert_eq!(s.const_encoded, s.plain, "sample {}", s.id);
        assert_eq!(s.const_decoded, s.unicode, "sample {}", s.id);
    }
}

#[test]
fn a_buffer_one_byte_short_is_an_error() {
    type Convert = fn(&str, &mut [u8]) -> Result<usize, punycode_core::Error>;
    for s in samples() {
        let cases: [(Convert, &str, usize); 2] = [
            (encode_to_slice, s.unicode, s.plain.len()),
            (decode_to_slice, s.plain, s.unicode.len()),
        ];
        for (convert, input, needed) in cases {
            let mut buf = vec![0u8; needed - 1];
            let err = convert(input, &mut buf).unwrap_err();
            let want = punycode_core::ErrorKind::BufferTooSmall { needed };
            assert_eq!(err.kind(), want, "sample {}", s.id);
        }
    }
}

/// Appendix A: each sample encoded with its case flags gives the RFC's
/// string exactly (sample (I) included, whose flag is on a Cyrillic letter),
/// and decoding the RFC's string gives back the flags.
#[test]
fn mixed_case_annotation() {
    for s in samples() {
        // Flags for every code point, or for the non-basic ones only (basic
        // ones keep their own case, which in the data matches their flags).
        let non_basic: Vec<bool> = s
            .unicode
            .chars()
            .zip(s.flags)
            .filter(|(c, _)| !c.is_ascii())
            .map(|(_, &f)| f)
            .collect();
        for flags in [
            CaseFlags::PerCodePoint(s.flags),
            CaseFlags::NonBasic(&non_basic),
        ] {
            let mut buf = [0u8; 128];
            let len = encode_with_case_to_slice(s.unicode, flags, &mut buf).unwrap();
            assert_eq!(
                std::str::from_utf8(&buf[..len]),
                Ok(s.rfc),
                "sample {}",
                s.id
            );
        }

        let (mut out, mut flags) = ([0u8; 256], [false; 64]);
        let (len, count) = decode_with_case_to_slice(s.rfc, &mut out, &mut flags).unwrap();
        assert_eq!(
            std::str::from_utf8(&out[..len]),
            Ok(s.unicode),
            "sample {}",
            s.id
        );
        assert_eq!(&flags[..count], s.flags, "sample {}", s.id);
    }
}

#[test]
fn mixed_case_annotation_errors() {
    let s = samples().next().unwrap();
    let mut buf = [0u8; 128];
    let short_flags = &s.flags[1..];
    let e = encode_with_case_to_slice(s.unicode, CaseFlags::PerCodePoint(short_flags), &mut buf)
        .unwrap_err();
    assert_eq!(e.kind(), punycode_core::ErrorKind::CaseFlagsMismatch);
    let mut flags = vec![false; s.flags.len() - 1];
    let e = decode_with_case_to_slice(s.rfc, &mut buf, &mut flags).unwrap_err();
    assert_eq!(e.kind(), punycode_core::ErrorKind::CaseFlagsMismatch);
}
