//! Properties over generated strings: every API gives the same answer, the
//! const fns agree with the String API, and decoding undoes encoding.

use proptest::prelude::*;
use punycode_core::{
    ErrorKind, decode, decode_to_slice, decoded_len, encode, encode_to_fmt, encode_to_slice,
    encoded_len,
};
use punycode_tests::strategies::{label, punycode_like};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn decode_undoes_encode(s in label()) {
        let encoded = encode(&s).unwrap();
        prop_assert!(encoded.is_ascii());
        prop_assert_eq!(decode(&encoded).unwrap(), s);
    }

    #[test]
    fn every_encoding_api_agrees(s in label()) {
        let string = encode(&s);
        prop_assert_eq!(encoded_len(&s), string.as_ref().map(String::len).map_err(|e| *e));
        let mut buf = vec![0u8; s.len() * 2 + 16];
        let slice = encode_to_slice(&s, &mut buf).map(|len| buf[..len].to_vec());
        prop_assert_eq!(slice, string.as_ref().map(|s| s.as_bytes().to_vec()).map_err(|e| *e));
        let mut text = String::new();
        prop_assert_eq!(encode_to_fmt(&s, &mut text).map(|()| text), string);
    }

    #[test]
    fn every_decoding_api_agrees(s in punycode_like()) {
        let string = decode(&s);
        prop_assert_eq!(decoded_len(&s), string.as_ref().map(String::len).map_err(|e| *e));
        let mut buf = vec![0u8; s.len() * 4 + 16];
        let slice = decode_to_slice(&s, &mut buf).map(|len| buf[..len].to_vec());
        prop_assert_eq!(slice, string.as_ref().map(|s| s.as_bytes().to_vec()).map_err(|e| *e));
    }

    /// Whatever decodes re-encodes to the same string, but for the case of
    /// the digits: there is exactly one encoding of each string (the check
    /// of CVE-2019-12290).
    #[test]
    fn decoding_is_one_to_one(s in punycode_like()) {
        if let Ok(decoded) = decode(&s) {
            let reencoded = encode(&decoded).unwrap();
            let basic = s.rfind('-').filter(|&d| d > 0).map_or(0, |d| d + 1);
            let want = format!("{}{}", &s[..basic], s[basic..].to_ascii_lowercase());
            prop_assert_eq!(reencoded, want);
        }
    }

    /// A short buffer gives `BufferTooSmall` with the exact length needed,
    /// never a partial success.
    #[test]
    fn short_buffers_say_what_they_need(s in label(), cut in 1usize..8) {
        let need = encoded_len(&s).unwrap();
        let mut buf = vec![0u8; need.saturating_sub(cut)];
        if need > 0 {
            let e = encode_to_slice(&s, &mut buf).unwrap_err();
            prop_assert_eq!(e.kind(), ErrorKind::BufferTooSmall { needed: need });
            let encoded = encode(&s).unwrap();
            let mut buf = vec![0u8; s.len().saturating_sub(cut)];
            if !s.is_empty() {
                let e = decode_to_slice(&encoded, &mut buf).unwrap_err();
                prop_assert_eq!(e.kind(), ErrorKind::BufferTooSmall { needed: s.len() });
            }
        }
    }
}

/// Long inputs, where the `String` API takes the O(n log n) method and the
/// slice API the textbook loops: few distinct code points, or many.
fn long_label() -> impl Strategy<Value = String> {
    let few = proptest::collection::vec(
        prop_oneof![
            proptest::char::range('a', 'e'),
            proptest::char::range('\u{e0}', '\u{e4}')
        ],
        65..1500,
    );
    let many = proptest::collection::vec(
        prop_oneof![
            1 => proptest::char::range('a', 'z'),
            4 => proptest::char::range('\u{4e00}', '\u{9fff}'),
            1 => any::<char>(),
        ],
        65..1500,
    );
    prop_oneof![few, many].prop_map(|v| v.into_iter().collect())
}

fn slice_encode(s: &str) -> Result<String, punycode_core::Error> {
    let mut buf = vec![0u8; encoded_len(s)?];
    let len = encode_to_slice(s, &mut buf)?;
    Ok(String::from_utf8(buf[..len].to_vec()).unwrap())
}

fn slice_decode(s: &str) -> Result<String, punycode_core::Error> {
    let mut buf = vec![0u8; decoded_len(s)?];
    let len = decode_to_slice(s, &mut buf)?;
    Ok(String::from_utf8(buf[..len].to_vec()).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn long_inputs_both_methods_agree(s in long_label()) {
        let encoded = encode(&s);
        prop_assert_eq!(&encoded, &slice_encode(&s));
        let encoded = encoded.unwrap();
        prop_assert_eq!(decode(&encoded), Ok(s.clone()));
        prop_assert_eq!(slice_decode(&encoded), Ok(s));
    }

    /// Corrupt one byte of a long encoding: both methods give the same
    /// result, error kind and position included.
    #[test]
    fn long_corrupted_inputs_both_methods_agree(
        s in long_label(),
        at in any::<proptest::sample::Index>(),
        replacement in prop_oneof![Just('-'), Just('!'), Just('9'), Just('\u{e9}'), proptest::char::range('a', 'z')],
    ) {
        let encoded = encode(&s).unwrap();
        let at = at.index(encoded.len());
        let mut corrupted = encoded[..at].to_owned();
        corrupted.push(replacement);
        corrupted.push_str(&encoded[at + 1..]);
        prop_assert_eq!(decode(&corrupted), slice_decode(&corrupted));
        // Cut short, too.
        prop_assert_eq!(decode(&encoded[..at]), slice_decode(&encoded[..at]));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Appendix A on short and long inputs (both encoders, both decoders):
    /// the flags survive the round trip, and the annotated string differs
    /// from the plain one only in case.
    #[test]
    fn case_flags_round_trip(s in prop_oneof![label(), long_label()], seed in any::<u64>()) {
        let count = s.chars().count();
        let flags: Vec<bool> = (0..count).map(|k| (seed.rotate_left(k as u32 % 64) & 1) == 1).collect();
        let mut buf = vec![0u8; encoded_len(&s).unwrap()];
        let len = punycode_core::encode_with_case_to_slice(&s, punycode_core::CaseFlags::PerCodePoint(&flags), &mut buf).unwrap();
        let annotated = String::from_utf8(buf[..len].to_vec()).unwrap();
        prop_assert!(annotated.eq_ignore_ascii_case(&encode(&s).unwrap()));
        let mut out = vec![0u8; s.len()];
        let mut got = vec![false; count];
        let (len, n) = punycode_core::decode_with_case_to_slice(&annotated, &mut out, &mut got).unwrap();
        prop_assert_eq!(n, count);
        // A basic code point that is not a letter has no case: its flag
        // cannot be written, and reads back unset (appendix A).
        let representable: Vec<bool> = s
            .chars()
            .zip(&flags)
            .map(|(c, &f)| f && (!c.is_ascii() || c.is_ascii_alphabetic()))
            .collect();
        prop_assert_eq!(&got, &representable);
        // Basic letters come back in the flagged case.
        let want: String = s.chars().zip(&flags).map(|(c, &f)| if f { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() }).collect();
        prop_assert_eq!(std::str::from_utf8(&out[..len]).unwrap(), want);
    }
}
