//! libidn2's return codes (`Idn2_rc` of `idn2.h`, the same values), their
//! names and our messages, and what each of punycode-core's errors is.

use punycode_core::hostname::{Error, ErrorKind};

/// A return code (`Idn2_rc`).
pub type Rc = i32;

/// Success.
pub const OK: Rc = 0;
/// Memory allocation failed.
pub const MALLOC: Rc = -100;
/// The locale's character set could not be found.
pub const NO_CODESET: Rc = -101;
/// Conversion from or to the locale's character set failed.
pub const ICONV_FAIL: Rc = -102;
/// The input is not valid in its encoding (UTF-8, UCS-4).
pub const ENCODING_ERROR: Rc = -200;
/// NFC failed.
pub const NFC: Rc = -201;
/// Punycode: the input is not valid.
pub const PUNYCODE_BAD_INPUT: Rc = -202;
/// Punycode: the output does not fit.
pub const PUNYCODE_BIG_OUTPUT: Rc = -203;
/// Punycode: a value overflows.
pub const PUNYCODE_OVERFLOW: Rc = -204;
/// The domain name is too long.
pub const TOO_BIG_DOMAIN: Rc = -205;
/// A label is too long.
pub const TOO_BIG_LABEL: Rc = -206;
/// An A-label is not valid.
pub const INVALID_ALABEL: Rc = -207;
/// A U-label and an A-label given together do not match.
pub const UALABEL_MISMATCH: Rc = -208;
/// The flags contradict each other.
pub const INVALID_FLAGS: Rc = -209;
/// A label is not in NFC.
pub const NOT_NFC: Rc = -300;
/// A label has `--` in its third and fourth positions.
pub const TWO_HYPHEN: Rc = -301;
/// A label starts or ends with `-`.
pub const HYPHEN_STARTEND: Rc = -302;
/// A label starts with a combining mark.
pub const LEADING_COMBINING: Rc = -303;
/// A code point is not allowed.
pub const DISALLOWED: Rc = -304;
/// A joiner (CONTEXTJ) is out of its context.
pub const CONTEXTJ: Rc = -305;
/// A CONTEXTJ code point has no rule.
pub const CONTEXTJ_NO_RULE: Rc = -306;
/// A CONTEXTO code point is out of its context.
pub const CONTEXTO: Rc = -307;
/// A CONTEXTO code point has no rule.
pub const CONTEXTO_NO_RULE: Rc = -308;
/// A code point is unassigned.
pub const UNASSIGNED: Rc = -309;
/// The Bidi rule fails.
pub const BIDI: Rc = -310;
/// A label has a full stop.
pub const DOT_IN_LABEL: Rc = -311;
/// A label is not valid for transitional processing.
pub const INVALID_TRANSITIONAL: Rc = -312;
/// A label is not valid for nontransitional processing.
pub const INVALID_NONTRANSITIONAL: Rc = -313;
/// An A-label does not round-trip.
pub const ALABEL_ROUNDTRIP_FAILED: Rc = -314;

/// Each code: its name (as libidn2 names it, for `idn2_strerror_name`) and
/// our message (`idn2_strerror`), NUL-terminated for C.
const MESSAGES: [(Rc, &str, &str); 29] = [
    (OK, "IDN2_OK\0", "success\0"),
    (MALLOC, "IDN2_MALLOC\0", "out of memory\0"),
    (
        NO_CODESET,
        "IDN2_NO_CODESET\0",
        "the locale's character set is unknown\0",
    ),
    (
        ICONV_FAIL,
        "IDN2_ICONV_FAIL\0",
        "the locale's character set cannot be converted\0",
    ),
    (
        ENCODING_ERROR,
        "IDN2_ENCODING_ERROR\0",
        "the input is not valid UTF-8 or UCS-4\0",
    ),
    (NFC, "IDN2_NFC\0", "normalization to NFC failed\0"),
    (
        PUNYCODE_BAD_INPUT,
        "IDN2_PUNYCODE_BAD_INPUT\0",
        "the Punycode is not valid\0",
    ),
    (
        PUNYCODE_BIG_OUTPUT,
        "IDN2_PUNYCODE_BIG_OUTPUT\0",
        "the Punycode output does not fit\0",
    ),
    (
        PUNYCODE_OVERFLOW,
        "IDN2_PUNYCODE_OVERFLOW\0",
        "a Punycode value overflows\0",
    ),
    (
        TOO_BIG_DOMAIN,
        "IDN2_TOO_BIG_DOMAIN\0",
        "the domain name is longer than 253 bytes\0",
    ),
    (
        TOO_BIG_LABEL,
        "IDN2_TOO_BIG_LABEL\0",
        "a label is longer than 63 bytes\0",
    ),
    (
        INVALID_ALABEL,
        "IDN2_INVALID_ALABEL\0",
        "an A-label is not valid\0",
    ),
    (
        UALABEL_MISMATCH,
        "IDN2_UALABEL_MISMATCH\0",
        "the U-label and the A-label do not match\0",
    ),
    (
        INVALID_FLAGS,
        "IDN2_INVALID_FLAGS\0",
        "the flags contradict each other\0",
    ),
    (
        NOT_NFC,
        "IDN2_NOT_NFC\0",
        "a label is not in Normalization Form C\0",
    ),
    (
        TWO_HYPHEN,
        "IDN2_2HYPHEN\0",
        "a label has '--' in its third and fourth positions\0",
    ),
    (
        HYPHEN_STARTEND,
        "IDN2_HYPHEN_STARTEND\0",
        "a label starts or ends with '-'\0",
    ),
    (
        LEADING_COMBINING,
        "IDN2_LEADING_COMBINING\0",
        "a label starts with a combining mark\0",
    ),
    (
        DISALLOWED,
        "IDN2_DISALLOWED\0",
        "a code point is not allowed\0",
    ),
    (
        CONTEXTJ,
        "IDN2_CONTEXTJ\0",
        "a joiner is not in its context (RFC 5892 appendix A)\0",
    ),
    (
        CONTEXTJ_NO_RULE,
        "IDN2_CONTEXTJ_NO_RULE\0",
        "a CONTEXTJ code point has no rule\0",
    ),
    (
        CONTEXTO,
        "IDN2_CONTEXTO\0",
        "a code point is not in its context (RFC 5892 appendix A)\0",
    ),
    (
        CONTEXTO_NO_RULE,
        "IDN2_CONTEXTO_NO_RULE\0",
        "a CONTEXTO code point has no rule\0",
    ),
    (
        UNASSIGNED,
        "IDN2_UNASSIGNED\0",
        "a code point is unassigned\0",
    ),
    (BIDI, "IDN2_BIDI\0", "the Bidi rule (RFC 5893) fails\0"),
    (
        DOT_IN_LABEL,
        "IDN2_DOT_IN_LABEL\0",
        "a label has a full stop\0",
    ),
    (
        INVALID_TRANSITIONAL,
        "IDN2_INVALID_TRANSITIONAL\0",
        "a label is not valid for transitional processing\0",
    ),
    (
        INVALID_NONTRANSITIONAL,
        "IDN2_INVALID_NONTRANSITIONAL\0",
        "a label is not valid for nontransitional processing\0",
    ),
    (
        ALABEL_ROUNDTRIP_FAILED,
        "IDN2_ALABEL_ROUNDTRIP_FAILED\0",
        "an A-label does not round-trip\0",
    ),
];

/// `idn2_strerror`'s message for `rc`, NUL-terminated.
pub fn message(rc: Rc) -> &'static str {
    MESSAGES
        .iter()
        .find(|(code, _, _)| *code == rc)
        .map_or("unknown error\0", |(_, _, message)| message)
}

/// `idn2_strerror_name`'s name for `rc`, NUL-terminated.
pub fn name(rc: Rc) -> &'static str {
    MESSAGES
        .iter()
        .find(|(code, _, _)| *code == rc)
        .map_or("IDN2_UNKNOWN\0", |(_, name, _)| name)
}

/// The code for one of punycode-core's hostname errors: the same rule's
/// code in libidn2.
pub fn of(error: &Error) -> Rc {
    match error.kind() {
        ErrorKind::LabelTooLong | ErrorKind::TooManyMarks | ErrorKind::WorkspaceExceeded => {
            TOO_BIG_LABEL
        }
        ErrorKind::NameTooLong => TOO_BIG_DOMAIN,
        ErrorKind::NonAsciiALabel | ErrorKind::DecodesToAscii => INVALID_ALABEL,
        ErrorKind::InvalidPunycode => match error.punycode().map(|p| p.kind()) {
            Some(punycode_core::ErrorKind::Overflow) => PUNYCODE_OVERFLOW,
            _ => PUNYCODE_BAD_INPUT,
        },
        ErrorKind::NotNfc => NOT_NFC,
        ErrorKind::HyphensAt3And4 | ErrorKind::DecodedALabelPrefix => TWO_HYPHEN,
        ErrorKind::LeadingHyphen | ErrorKind::TrailingHyphen => HYPHEN_STARTEND,
        ErrorKind::FullStop => DOT_IN_LABEL,
        ErrorKind::LeadingCombiningMark => LEADING_COMBINING,
        ErrorKind::ZeroWidthNonJoiner | ErrorKind::ZeroWidthJoiner => CONTEXTJ,
        ErrorKind::BidiFirstCharacter
        | ErrorKind::BidiRtlCharacter
        | ErrorKind::BidiRtlEnd
        | ErrorKind::BidiMixedNumbers
        | ErrorKind::BidiLtrCharacter
        | ErrorKind::BidiLtrEnd => BIDI,
        ErrorKind::Unassigned => UNASSIGNED,
        ErrorKind::MiddleDot
        | ErrorKind::GreekKeraia
        | ErrorKind::HebrewPunctuation
        | ErrorKind::KatakanaMiddleDot
        | ErrorKind::MixedArabicIndicDigits => CONTEXTO,
        // Disallowed, STD3, NotPermitted, and what a later version adds:
        // refused.
        _ => DISALLOWED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_one_name_and_a_message() {
        let codes: Vec<Rc> = MESSAGES.iter().map(|m| m.0).collect();
        assert_eq!(codes.len(), 29);
        for (k, &code) in codes.iter().enumerate() {
            assert!(!codes[..k].contains(&code), "{code}");
            assert!(name(code).starts_with("IDN2_") && name(code).ends_with('\0'));
            assert!(message(code).ends_with('\0') && message(code).len() > 5);
        }
        assert_eq!(name(TWO_HYPHEN), "IDN2_2HYPHEN\0");
        assert_eq!(name(12345), "IDN2_UNKNOWN\0");
    }
}
