//! Names in ASCII: one pass over their bytes, without Unicode data, for the
//! bulk of real hostnames; and the checks on ASCII labels that the general
//! path shares.

use alloc::string::String;

use super::label::{
    char_of, chars, check_hyphens, decode_short_a_label, encodes_back, hyphen_rules, is_inert_label,
};
use super::{Error, ErrorKind, Options};

/// The ASCII deny list and the hyphen rules on an ASCII label, in either
/// case (mapping only lowercases ASCII): the first broken rule, with its
/// byte offset.
pub(super) fn check_ascii(label: &str, options: Options) -> Result<(), (ErrorKind, usize)> {
    let denied = label
        .bytes()
        .position(|b| options.deny.denies(b.to_ascii_lowercase()));
    match (denied, check_hyphens(label, options, false)) {
        (Some(at), Err((_, hyphen))) if at < hyphen => Err((ErrorKind::Std3Ascii, at)),
        (_, Err(hyphen)) => Err(hyphen),
        (Some(at), Ok(())) => Err((ErrorKind::Std3Ascii, at)),
        (None, Ok(())) => Ok(()),
    }
}

/// The bytes of an ASCII name, for its one pass: 0 for letters, digits
/// and `-` (the bytes of a plain label, in either case), then `.`, other
/// ASCII, and non-ASCII.
const BYTE_CLASS: [u8; 256] = {
    let mut table = [OTHER; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' => LDH,
            b'.' => DOT,
            0x80..=0xFF => NON_ASCII,
            _ => OTHER,
        };
        b += 1;
    }
    table
};

const LDH: u8 = 0;

const DOT: u8 = 1;

const OTHER: u8 = 2;

const NON_ASCII: u8 = 3;

/// An all-ASCII name without A-labels, in one pass over its bytes: no
/// Unicode data is touched. `None`, with nothing written, when the name
/// needs the general path (a non-ASCII byte, or a label starting with
/// `xn--`). `to_ascii`: the name is for `to_ascii`, which checks DNS
/// lengths (with `VerifyDnsLength`) and refuses an empty name.
pub(super) fn ascii_name(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut String,
) -> Option<Result<(), Error>> {
    let lengths = to_ascii && options.verify_dns_length;
    let bytes = input.as_bytes();
    // A trailing dot after at least one label is the root.
    let name = match bytes.strip_suffix(b".") {
        Some(rest) if !rest.is_empty() => rest,
        _ => bytes,
    };
    let mut start = 0;
    let mut index = 0;
    let mut failed = None;
    loop {
        let mut end = start;
        let mut plain = true;
        loop {
            // Letters, digits and hyphens, the bulk of the name.
            while end < name.len() && BYTE_CLASS[name[end] as usize] == LDH {
                end += 1;
            }
            match name.get(end).map(|&b| BYTE_CLASS[b as usize]) {
                None | Some(DOT) => break,
                Some(NON_ASCII) => return None,
                _ => {
                    plain = false;
                    end += 1;
                }
            }
        }
        let label = &name[start..end];
        let a_label = label.len() >= 4
            && label[2] == b'-'
            && label[3] == b'-'
            && label[..2].eq_ignore_ascii_case(b"xn");
        if a_label {
            // For ASCII output, an A-label that decodes to an inert,
            // left-to-right label passing the hyphen rules stays as it is;
            // any other goes to the general path, which has the exact error.
            if !to_ascii || !plain_a_label(&input[start..end], options) {
                return None;
            }
        } else if failed.is_none() {
            // Letters, digits and inner hyphens need no further look.
            let bytes = &name[start..end];
            if !(plain && !bytes.is_empty() && hyphen_rules(bytes, 2, options, false).is_ok()) {
                failed = check_ascii_label(&input[start..end], options)
                    .err()
                    .map(|(kind, at)| (kind, index, start + at));
            }
        }
        if failed.is_none() && lengths {
            failed = length_error(end - start, end).map(|kind| (kind, index, start));
        }
        if end >= name.len() {
            break;
        }
        start = end + 1;
        index += 1;
    }
    if let Some((kind, index, at)) = failed {
        let c = bytes.get(at).map(|&b| char::from(b.to_ascii_lowercase()));
        return Some(Err(
            Error::new(kind, index, at).with_character(c.and_then(|c| char_of(kind, c)))
        ));
    }
    if bytes.is_empty() && to_ascii {
        return Some(Err(Error::new(ErrorKind::EmptyName, 0, 0)));
    }
    let base = out.len();
    out.push_str(input);
    out[base..].make_ascii_lowercase();
    Some(Ok(()))
}

/// `VerifyDnsLength` on a label of `len` ASCII bytes that ends the name
/// at byte `end` (not counting a root dot).
pub(super) const fn length_error(len: usize, end: usize) -> Option<ErrorKind> {
    if len > 63 {
        Some(ErrorKind::LabelTooLong)
    } else if end > 253 {
        Some(ErrorKind::NameTooLong)
    } else {
        None
    }
}

/// Whether an ASCII label starting with `xn--` (in any case) is an A-label
/// that needs nothing from the general path: its Punycode (up to 64 code
/// points) decodes, on the stack, to an inert label (see
/// [`is_inert_label`]) without right-to-left text, which passes the hyphen
/// rules.
fn plain_a_label(label: &str, options: Options) -> bool {
    let mut cps = [0; crate::encode::SHORT];
    let Ok(Some(count)) = decode_short_a_label(&label.as_bytes()[4..], &mut cps) else {
        return false;
    };
    if is_inert_label(chars(&cps[..count])) != Some(false) {
        return false;
    }
    let mut utf8 = [0u8; 4 * crate::encode::SHORT];
    let mut len = 0;
    for c in chars(&cps[..count]) {
        len += c.encode_utf8(&mut utf8[len..]).len();
    }
    let Ok(decoded) = core::str::from_utf8(&utf8[..len]) else {
        return false;
    };
    encodes_back(decoded, &label[4..]);
    check_hyphens(decoded, options, true).is_ok()
}

/// All checks on a lowercase ASCII label that is not an A-label: empty
/// labels (with `VerifyDnsLength`), the ASCII deny list and hyphens; the
/// first broken rule with its offset.
fn check_ascii_label(label: &str, options: Options) -> Result<(), (ErrorKind, usize)> {
    if label.is_empty() {
        return if options.verify_dns_length {
            Err((ErrorKind::EmptyLabel, 0))
        } else {
            Ok(())
        };
    }
    check_ascii(label, options)
}
