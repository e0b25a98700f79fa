//! Errors as a user meets them: every kind prints and has its code, and
//! with feature `serde` an error serializes with the fields the `punycode`
//! command's JSON has.

use punycode_core::hostname::{self, ErrorKind, Options};

/// One input per kind that the lookup profile can give, with its code.
const CASES: &[(&str, ErrorKind, &str)] = &[
    ("a..b", ErrorKind::EmptyLabel, "A4_2"),
    ("xn--ab-ü", ErrorKind::NonAsciiALabel, "P4"),
    ("xn--bcher-k!a", ErrorKind::InvalidPunycode, "P4"),
    ("xn--abc-", ErrorKind::DecodesToAscii, "P4"),
    ("xn--u-ccb", ErrorKind::NotNfc, "V1"),
    ("ab--c", ErrorKind::HyphensAt3And4, "V2"),
    ("-a", ErrorKind::LeadingHyphen, "V3"),
    ("a-", ErrorKind::TrailingHyphen, "V3"),
    ("\u{301}a", ErrorKind::LeadingCombiningMark, "V6"),
    ("a\u{FFFF}", ErrorKind::Disallowed, "V7"),
    ("a_b", ErrorKind::Std3Ascii, "U1"),
    ("a\u{200C}b", ErrorKind::ZeroWidthNonJoiner, "C1"),
    ("a\u{200D}b", ErrorKind::ZeroWidthJoiner, "C2"),
    ("1.\u{5D0}", ErrorKind::BidiFirstCharacter, "B1"),
];

#[test]
fn kinds_print_and_have_codes() {
    for &(input, kind, code) in CASES {
        let e = hostname::to_ascii(input, Options::lookup()).unwrap_err();
        assert_eq!(
            (e.kind(), e.code(), kind.code()),
            (kind, code, code),
            "{input:?}"
        );
        let text = kind.to_string();
        // The error's message is the kind's, after the place and character;
        // for Punycode that does not decode, it says why instead.
        if kind == ErrorKind::InvalidPunycode {
            assert!(e.to_string().ends_with(
                "invalid Punycode after 'xn--': invalid digit (UTS #46 processing step 4)"
            ));
        } else {
            assert!(
                !text.is_empty() && e.to_string().ends_with(&text),
                "{input:?}: {e} / {text}"
            );
        }
    }
    // The one kind whose code depends on the direction.
    let e = hostname::to_unicode("a..b", Options::lookup()).unwrap_err();
    assert_eq!((e.kind().code(), e.code()), ("A4_2", "X4_2"));
    assert_eq!(
        punycode_core::ErrorKind::BufferTooSmall { needed: 9 }.to_string(),
        "output buffer too small: 9 bytes needed"
    );
    assert_eq!(
        hostname::ErrorKind::BufferTooSmall { needed: 9 }.to_string(),
        "output buffer too small: 9 bytes needed"
    );
    let mut small = [0u8; 4];
    let e = hostname::to_ascii_to_slice("bücher.de", Options::lookup(), &mut small).unwrap_err();
    assert_eq!(e.to_string(), "output buffer too small: 16 bytes needed");
}

#[test]
fn errors_serialize_as_the_command_writes_them() {
    let e = hostname::to_ascii("ex ample.com", Options::lookup()).unwrap_err();
    let json: serde_json::Value = serde_json::to_value(e).unwrap();
    assert_eq!(json["kind"], "std3_ascii");
    assert_eq!(json["code"], "U1");
    assert_eq!(json["label"], 0);
    assert_eq!(json["position"], 2);
    assert_eq!(json["character"], " ");
    assert_eq!(json["message"], e.to_string());
    let e = punycode_core::decode("bcher-k!a").unwrap_err();
    let json: serde_json::Value = serde_json::to_value(e).unwrap();
    assert_eq!(json["kind"], "invalid_digit");
    assert_eq!(json["position"], 7);
    assert_eq!(json["character"], "!");
    assert_eq!(json["message"], "invalid digit '!' at byte 7");
}

/// An error inside an A-label is at the A-label's start in the input,
/// names the decoded character where the rule is about one, and says which
/// decoded character it is: one case per rule that can fail there. (V5, a
/// full stop, cannot: a `.` is a basic code point, so it would stand in
/// the Punycode itself and split the label before it is decoded.)
#[test]
fn errors_inside_a_labels() {
    // (the Unicode form to encode, a second label, the kind, the decoded
    // index, the character the error names).
    let cases: &[(&str, &str, ErrorKind, usize, Option<char>)] = &[
        ("bÜcher", "de", ErrorKind::Disallowed, 1, Some('Ü')),
        (
            "\u{301}ü",
            "de",
            ErrorKind::LeadingCombiningMark,
            0,
            Some('\u{301}'),
        ),
        ("ab--ü", "de", ErrorKind::HyphensAt3And4, 2, None),
        ("a_ü", "de", ErrorKind::Std3Ascii, 1, Some('_')),
        ("-ü", "de", ErrorKind::LeadingHyphen, 0, None),
        ("ü-", "de", ErrorKind::TrailingHyphen, 1, None),
        (
            "ü\u{200C}b",
            "de",
            ErrorKind::ZeroWidthNonJoiner,
            1,
            Some('\u{200C}'),
        ),
        (
            "ü\u{200D}b",
            "de",
            ErrorKind::ZeroWidthJoiner,
            1,
            Some('\u{200D}'),
        ),
        (
            "1\u{5D0}",
            "de",
            ErrorKind::BidiFirstCharacter,
            0,
            Some('1'),
        ),
        (
            "\u{5D0}a\u{5D1}",
            "de",
            ErrorKind::BidiRtlCharacter,
            1,
            Some('a'),
        ),
        ("\u{5D0}\u{B7}", "de", ErrorKind::BidiRtlEnd, 1, None),
        (
            "\u{5D0}1\u{660}",
            "de",
            ErrorKind::BidiMixedNumbers,
            2,
            None,
        ),
        (
            "ü\u{5D0}",
            "de",
            ErrorKind::BidiLtrCharacter,
            1,
            Some('\u{5D0}'),
        ),
        ("ü\u{B7}", "\u{5D0}", ErrorKind::BidiLtrEnd, 1, None),
    ];
    for &(unicode, other, kind, index, character) in cases {
        let name = format!(
            "www.xn--{}.{other}",
            punycode_core::encode(unicode).unwrap()
        );
        let e = hostname::to_ascii(&name, Options::lookup()).unwrap_err();
        let got = (
            e.kind(),
            e.label(),
            e.position(),
            e.decoded_index(),
            e.character(),
        );
        assert_eq!(
            got,
            (kind, 1, 4, Some(index), character),
            "{unicode:?}: {e}"
        );
        assert!(
            e.to_string()
                .contains("in the A-label, its decoded character"),
            "{e}"
        );
        // To Unicode, the same error.
        let u = hostname::to_unicode(&name, Options::lookup()).unwrap_err();
        assert_eq!(
            (u.kind(), u.decoded_index()),
            (kind, Some(index)),
            "{unicode:?}"
        );
    }
    // V4, with CheckHyphens off: a decoded label that starts with "xn--".
    let name = format!("xn--{}", punycode_core::encode("xn--ü").unwrap());
    let e = hostname::to_ascii(&name, Options::url()).unwrap_err();
    assert_eq!(
        (e.kind(), e.decoded_index()),
        (ErrorKind::DecodedALabelPrefix, Some(0))
    );
    // NFC is about the whole label: no character.
    let e = hostname::to_ascii("xn--u-ccb", Options::lookup()).unwrap_err();
    assert_eq!(
        (e.kind(), e.decoded_index(), e.character()),
        (ErrorKind::NotNfc, None, None)
    );
}

/// An error's character is located in the input even when NFC joins
/// characters after it in its label (`u` and U+0308 make `ü`, `>` and
/// U+0338 make `≯`): its own byte offset and the character as typed,
/// counted here by hand.
#[test]
fn errors_before_a_composition_point_at_their_character() {
    let cases: &[(&str, ErrorKind, usize, char)] = &[
        // The joiner at byte 1 of label 0.
        (
            "a\u{200C}bu\u{308}.com",
            ErrorKind::ZeroWidthNonJoiner,
            1,
            '\u{200C}',
        ),
        // Label 1 starts at byte 4; the joiner is its byte 1.
        (
            "com.a\u{200D}bu\u{308}",
            ErrorKind::ZeroWidthJoiner,
            5,
            '\u{200D}',
        ),
        // An unassigned code point (U+E01F6) after a 3-byte letter.
        (
            "\u{A84F}\u{E01F6}=\u{338}",
            ErrorKind::Disallowed,
            3,
            '\u{E01F6}',
        ),
    ];
    for &(name, kind, position, character) in cases {
        for options in [Options::lookup(), Options::url()] {
            let e = hostname::to_ascii(name, options).unwrap_err();
            assert_eq!(
                (e.kind(), e.position(), e.character()),
                (kind, position, Some(character)),
                "{name:?}: {e}"
            );
        }
    }
}

/// A run of more than 128 combining marks is `TooManyMarks` in every form
/// (the README's bound): written as it is (inert), with a letter to map
/// first, or as an A-label; 128 marks pass. The marks follow `q`, which
/// composes with none of them: U+0332 (class 220, composes with nothing),
/// U+0323 (220, a composition's second character), and U+0301 (230)
/// before U+0323, out of order (not for A-labels: not in NFC).
#[test]
fn runs_of_marks_past_128_are_refused_in_every_form() {
    for marks in ["\u{332}", "\u{323}", "\u{301}\u{323}"] {
        for (count, refused) in [(128, false), (129, true)] {
            let run: String = marks.chars().cycle().take(count).collect();
            let mut names = vec![format!("q{run}"), format!("Q{run}")];
            if marks.chars().count() == 1 {
                names.push(format!("xn--{}", punycode_core::encode(&names[0]).unwrap()));
            }
            for name in &names {
                let ascii = hostname::to_ascii(name, Options::url()).map(|_| ());
                let unicode = hostname::to_unicode(name, Options::url()).map(|_| ());
                for result in [ascii, unicode] {
                    match (refused, result) {
                        (true, Err(e)) => {
                            assert_eq!(e.kind(), ErrorKind::TooManyMarks, "{name:?}: {e}");
                        }
                        (false, Ok(())) => {}
                        (_, r) => panic!("{count} of {marks:?} in {name:?}: {r:?}"),
                    }
                }
            }
        }
    }
}
