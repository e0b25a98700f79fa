//! The behaviour the RFC pins down at the edges, and the classic ways
//! punycode decoders have failed (overruns, overflow, quadratic time,
//! panics), each checked against a value worked out independently.

use punycode_core::{
    Error, ErrorKind, decode, decode_to_slice, decoded_len, encode, encode_to_slice, encoded_len,
};

fn err(r: Result<String, Error>) -> (ErrorKind, usize) {
    let e = r.unwrap_err();
    (e.kind(), e.position())
}

#[test]
fn empty_and_all_basic() {
    assert_eq!(encode("").as_deref(), Ok(""));
    assert_eq!(decode("").as_deref(), Ok(""));
    assert_eq!(encode("abc").as_deref(), Ok("abc-"));
    assert_eq!(decode("abc-").as_deref(), Ok("abc"));
    // Basic code points are copied as they are, case included.
    assert_eq!(encode("AbC").as_deref(), Ok("AbC-"));
    assert_eq!(decode("AbC-").as_deref(), Ok("AbC"));
    // Hyphens are basic code points too; only the last one delimits.
    assert_eq!(encode("-abc").as_deref(), Ok("-abc-"));
    assert_eq!(decode("-abc-").as_deref(), Ok("-abc"));
    assert_eq!(decode("a-b-").as_deref(), Ok("a-b"));
}

#[test]
fn a_delimiter_with_nothing_before_it_is_not_consumed() {
    // RFC 3492 section 6.2: "if there are any, copy them" and start after
    // the last delimiter only "if any basic code points were copied".
    assert_eq!(err(decode("-")), (ErrorKind::InvalidDigit, 0));
    assert_eq!(err(decode("-abc")), (ErrorKind::InvalidDigit, 0));
    assert_eq!(decode("a-").as_deref(), Ok("a"));
    // "--" has one basic code point "-" before the last delimiter.
    assert_eq!(decode("--").as_deref(), Ok("-"));
}

#[test]
fn non_basic_before_the_delimiter_is_reported_at_its_offset() {
    let e = decode("ab\u{e9}c-x").unwrap_err();
    assert_eq!(
        (e.kind(), e.position()),
        (ErrorKind::NonBasicBeforeDelimiter, 2)
    );
    assert_eq!(e.found(), Some('\u{e9}'));
    assert_eq!(
        e.to_string(),
        "non-basic (non-ASCII) code point '\u{e9}' (U+00E9) at byte 2, before the last delimiter '-'"
    );
}

#[test]
fn non_digits_after_the_delimiter_are_invalid_digits() {
    assert_eq!(err(decode("bcher-k!a")), (ErrorKind::InvalidDigit, 7));
    // A non-ASCII code point where a digit should be.
    let e = decode("abc-\u{fc}").unwrap_err();
    assert_eq!(
        (e.kind(), e.position(), e.found()),
        (ErrorKind::InvalidDigit, 4, Some('\u{fc}'))
    );
    // A space and a control character, shown so they can be seen.
    assert_eq!(
        decode("a- ").unwrap_err().to_string(),
        "invalid digit ' ' at byte 2"
    );
    assert_eq!(
        decode("a-\u{7}").unwrap_err().to_string(),
        "invalid digit (U+0007) at byte 2"
    );
}

#[test]
fn input_that_ends_inside_a_delta() {
    // 'b' = 1 >= t = 1 (k = 36 <= bias 72), so another digit must follow.
    assert_eq!(err(decode("b")), (ErrorKind::UnexpectedEnd, 1));
    assert_eq!(err(decode("abc-9")), (ErrorKind::UnexpectedEnd, 5));
}

#[test]
fn values_that_are_not_scalar_values() {
    // Python's codec (arbitrary-precision) decodes "99999a" to U+48A3C1:
    // above U+10FFFF.
    assert_eq!(err(decode("99999a")), (ErrorKind::NotScalarValue, 0));
    // A surrogate: encode U+D800's delta by hand. From n = 0x80, i = 0 and no
    // output yet, delta = 0xD800 - 0x80 = 55168, which with bias 72 is the
    // digits: t = 1: 55168 >= 1 -> digit 1 + (55167 % 35) = 8 ('i'),
    // q = 55167 / 35 = 1576; t = 1: digit 1 + (1575 % 35) = 1 ('b'),
    // q = 1575 / 35 = 45; t = 26 (k = 108 >= 72 + 26): digit 26 + (19 % 10)
    // = 35 ('9'), q = 19 / 10 = 1; t = 26: 1 < 26, digit 1 ('b').
    // Python's codec, which works on code points, agrees on these strings:
    // "\ud800" -> "ib9b", "\ud7ff" -> "hb9b", "\udfff" -> "zy0c",
    // "\ue000" -> "0y0c", "abc\ud800" -> "abc-9e4p".
    assert_eq!(err(decode("ib9b")), (ErrorKind::NotScalarValue, 0));
    assert_eq!(err(decode("zy0c")), (ErrorKind::NotScalarValue, 0));
    assert_eq!(decode("hb9b").as_deref(), Ok("\u{d7ff}"));
    assert_eq!(decode("0y0c").as_deref(), Ok("\u{e000}"));
    // The position is the first digit of the offending delta.
    assert_eq!(err(decode("abc-9e4p")), (ErrorKind::NotScalarValue, 4));
}

#[test]
fn overflow_is_an_error_not_a_wrap_or_panic() {
    // Positions checked with a transcription of section 6.2 and the maxint
    // tests of section 6.4 (Python, arbitrary precision, compared to 2^32-1).
    assert_eq!(err(decode("9999999999a")), (ErrorKind::Overflow, 7));
    // 5,000 basic code points then U+10FFFF: delta = (0x10FFFF - 0x80) *
    // 5,001 = 5,572,288,511 > u32::MAX.
    let input = "a".repeat(5000) + "\u{10ffff}";
    assert_eq!(err(encode(&input)), (ErrorKind::Overflow, 5000));
    assert_eq!(encoded_len(&input).unwrap_err().kind(), ErrorKind::Overflow);
    // With 3,000 basic code points the delta fits: 3,341,707,007.
    let fits = "a".repeat(3000) + "\u{10ffff}";
    let encoded = encode(&fits).unwrap();
    assert_eq!(decode(&encoded).unwrap(), fits);
}

#[test]
fn long_runs_of_digits_overflow_quickly() {
    // A decoder that wraps would read on; ours stops at the digit that
    // overflows, however long the input.
    let input = "a-".to_owned() + &"9".repeat(1_000_000);
    // The same transcription of section 6.2 overflows at byte 9.
    assert_eq!(err(decode(&input)), (ErrorKind::Overflow, 9));
}

#[test]
fn too_small_a_buffer_is_never_a_partial_success() {
    for len in 0..9 {
        let mut buf = vec![0u8; len];
        let e = encode_to_slice("bücher", &mut buf).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::BufferTooSmall { needed: 9 });
    }
    for len in 0..7 {
        let mut buf = vec![0u8; len];
        let e = decode_to_slice("bcher-kva", &mut buf).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::BufferTooSmall { needed: 7 });
    }
    // Long outputs (the in-place method) too.
    let long: String = (0..100)
        .map(|k| char::from_u32(0x4E00 + k * 37).unwrap())
        .collect();
    let encoded = encode(&long).unwrap();
    let mut buf = vec![0u8; long.len() - 1];
    let e = decode_to_slice(&encoded, &mut buf).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::BufferTooSmall { needed: long.len() });
    // An invalid input is reported as invalid, whatever the buffer.
    let e = decode_to_slice("bcher-k!a", &mut []).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidDigit);
}

#[test]
fn nothing_past_the_output_is_written() {
    // Into a larger buffer, the bytes after the returned length are left as
    // they were: on the RFC samples (short outputs) and on a long one (the
    // in-place method), both ways, with every amount of room to spare.
    let long: String = (0..100)
        .map(|k| char::from_u32(0x4E00 + k * 37).unwrap())
        .collect();
    let long_encoded = encode(&long).unwrap();
    let mut pairs: Vec<(&str, &str)> = punycode_tests::samples()
        .map(|s| (s.unicode, s.plain))
        .collect();
    pairs.push((&long, &long_encoded));
    for (unicode, puny) in pairs {
        for spare in 0..8 {
            let mut buf = vec![0xAAu8; unicode.len() + spare];
            let len = decode_to_slice(puny, &mut buf).unwrap();
            assert_eq!(&buf[..len], unicode.as_bytes());
            assert!(buf[len..].iter().all(|&b| b == 0xAA), "{puny} +{spare}");
            let mut buf = vec![0xAAu8; puny.len() + spare];
            let len = encode_to_slice(unicode, &mut buf).unwrap();
            assert_eq!(&buf[..len], puny.as_bytes());
            assert!(buf[len..].iter().all(|&b| b == 0xAA), "{unicode} +{spare}");
        }
    }
}

#[test]
fn lengths_agree_with_outputs() {
    for s in ["", "a", "bücher", "\u{10ffff}", "\u{80}\u{80}\u{80}"] {
        let e = encode(s).unwrap();
        assert_eq!(encoded_len(s), Ok(e.len()));
        assert_eq!(decoded_len(&e), Ok(s.len()));
    }
}

#[test]
fn highest_and_lowest_non_basic_code_points() {
    for s in [
        "\u{80}",
        "\u{10ffff}",
        "\u{d7ff}\u{e000}",
        "a\u{10ffff}\u{80}b",
    ] {
        assert_eq!(decode(&encode(s).unwrap()).as_deref(), Ok(s));
    }
}
