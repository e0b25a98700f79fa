//! Names in ASCII, two fast paths with no working space, in [`fast`]:
//! the one pass of nearly every real name ([`plain_code`]), which takes
//! only names that are valid whatever the options and either way, whose
//! output is the input lowercased; and where it gives up on ASCII (a
//! denied character, a hyphen, an empty or long label), the labels one by
//! one with the options' rules ([`ascii_labels`]), which gives such a
//! name's output or its error. A-labels, names beyond ASCII, and errors
//! that a later label could put behind a Bidi error are the general
//! path's (`name`). A test in `slice` holds both to the general path's
//! results.

use super::error::{Error, ErrorKind};
use super::form::{ascii_error, has_ace_prefix};
use super::name::{MAX_LABEL, MAX_NAME};
use super::options::Options;
use super::validity::check_ascii;

/// The bytes of a name, for [`plain_code`]: 0 for lowercase letters, digits and
/// `-`, [`UPPER`] for uppercase letters (below [`STOP`]: the bytes of a
/// plain label), [`STOP`] for the rest (`.` among it).
const PLAIN: [u8; 256] = {
    let mut table = [STOP; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' | b'0'..=b'9' | b'-' => 0,
            b'A'..=b'Z' => UPPER,
            _ => STOP,
        };
        b += 1;
    }
    table
};

const UPPER: u8 = 1;

const STOP: u8 = 2;

/// [`plain_code`] as the tests read it: `Some` with whether the name has
/// an uppercase letter, for a plain name; else `None`.
#[cfg(test)]
pub(super) const fn plain(bytes: &[u8]) -> Option<bool> {
    match plain_code(bytes) {
        LOWER => Some(false),
        UPPER_TOO => Some(true),
        _ => None,
    }
}

/// What the fast paths make of a name: its output is itself lowercased
/// (with whether it has uppercase), or it is refused, or the general
/// path's.
pub(super) enum Fast {
    #[cfg_attr(
        not(feature = "alloc"),
        allow(
            dead_code,
            reason = "whether it has uppercase is for the Cow functions"
        )
    )]
    Plain(bool),
    Refused(Error),
    General,
}

/// [`plain_code`], and where it gives up on ASCII, [`ascii_labels`].
#[inline(always)]
pub(super) const fn fast(bytes: &[u8], options: Options, to_ascii: bool) -> Fast {
    match plain_code(bytes) {
        LOWER => Fast::Plain(false),
        UPPER_TOO => Fast::Plain(true),
        GENERAL => Fast::General,
        _ => match ascii_labels(bytes, options, to_ascii) {
            Ok(Some(upper)) => Fast::Plain(upper),
            Ok(None) => Fast::General,
            Err(e) => Fast::Refused(e),
        },
    }
}

/// [`plain_from_ascii`]'s answers: plain, in lowercase or not; given up on
/// ASCII (a character, a hyphen, a length: [`ascii_labels`] may answer);
/// given up for the general path (beyond ASCII, an `x?--` label).
const LOWER: u8 = 0;
const UPPER_TOO: u8 = 1;
const NOT_PLAIN: u8 = 2;
const GENERAL: u8 = 3;

/// The fast path for a name of plain labels: each of 1 to 63 letters,
/// digits and hyphens, with no hyphen first, last, or at both the third
/// and fourth byte (so neither an A-label nor any hyphen rule's concern),
/// at most 253 bytes, and one root dot at most. Such a name is valid with
/// any [`Options`], to ASCII and to Unicode, and its output either way is
/// itself lowercased: [`LOWER`] or [`UPPER_TOO`] (lowercasing changes
/// it). Any other name is [`NOT_PLAIN`] or [`GENERAL`].
#[inline(always)]
const fn plain_code(bytes: &[u8]) -> u8 {
    // A name that starts beyond ASCII (most IDN names): at once.
    match bytes.first() {
        Some(&b) if b < 0x80 => plain_from_ascii(bytes),
        _ => GENERAL,
    }
}

/// [`plain_code`] of a name that starts with an ASCII byte.
#[inline(never)]
const fn plain_from_ascii(bytes: &[u8]) -> u8 {
    let len = bytes.len();
    let (mut i, mut start, mut seen) = (0, 0, 0);
    loop {
        // Hyphens at the third and fourth byte (an A-label, or a label the
        // hyphen rules look at): given up at once, before its scan.
        if start + 3 < len && bytes[start + 2] == b'-' && bytes[start + 3] == b'-' {
            // (`xn--`, an A-label, or any `x?--`: the general path's.)
            return if bytes[start] | 0x20 == b'x' {
                GENERAL
            } else {
                NOT_PLAIN
            };
        }
        while i < len {
            let class = PLAIN[bytes[i] as usize];
            if class >= STOP {
                break;
            }
            seen |= class;
            i += 1;
        }
        if i < len && bytes[i] >= 0x80 {
            // Beyond ASCII: the general path's.
            return GENERAL;
        }
        let n = i - start;
        if n == 0 || n > MAX_LABEL || bytes[start] == b'-' || bytes[i - 1] == b'-' {
            return NOT_PLAIN;
        }
        if i == len {
            break;
        }
        if bytes[i] != b'.' {
            return NOT_PLAIN;
        }
        i += 1;
        start = i;
        if i == len {
            // A root dot after a label.
            break;
        }
    }
    if len - (bytes[len - 1] == b'.') as usize > MAX_NAME {
        return NOT_PLAIN;
    }
    if seen != 0 { UPPER_TOO } else { LOWER }
}

/// The second fast path, for names of ASCII labels that are not plain:
/// each label (none an A-label, none beyond ASCII) by the one check of an
/// ASCII label (the deny list, the hyphen rules: `check_ascii`), and
/// under `VerifyDnsLength` the rules of empty labels and of lengths as the
/// general path applies them (`name`: the root, an empty last label,
/// is no label; lengths `to_ascii` only, but either way in registration).
/// Nothing else applies to such a name: no mapping but lowercase, and no
/// Bidi rule, as it has no right-to-left text. The first label that
/// breaks a rule refuses the name with its error, as in the general path
/// (the first error in the input wins); but when it is not the first
/// label, a later one beyond ASCII or an A-label could hold the labels
/// before it to the Bidi rule, so such a name is the general path's. A
/// name whose labels all pass is its own output, lowercased. Every other
/// name is the general path's. A test holds this path to it.
#[inline(never)]
pub(super) const fn ascii_labels(
    bytes: &[u8],
    options: Options,
    to_ascii: bool,
) -> Result<Option<bool>, Error> {
    if bytes.is_empty() {
        return Ok(None);
    }
    let verify = options.verify_dns_length;
    let lengths = verify && (to_ascii || options.idna2008);
    let (mut start, mut index, mut upper) = (0, 0, false);
    // The first rule broken: its kind, label and byte (small, held while
    // the later labels are looked at; the error is made once, at the end).
    let mut refused: Option<(ErrorKind, usize, usize)> = None;
    loop {
        if has_ace_prefix(bytes.split_at(start).1) {
            return Ok(None);
        }
        let mut end = start;
        let mut plain = true;
        while end < bytes.len() && bytes[end] != b'.' {
            let b = bytes[end];
            if b >= 0x80 {
                return Ok(None);
            }
            plain &= PLAIN[b as usize] < STOP;
            upper |= b.is_ascii_uppercase();
            end += 1;
        }
        let last = end == bytes.len();
        let label = bytes.split_at(end).0.split_at(start).1;
        let n = label.len();
        if n == 0 && last && index > 0 {
            // The root.
            break;
        }
        if refused.is_none() {
            // Letters, digits and hyphens where no hyphen rule looks: valid.
            let hyphens = n > 0
                && (label[0] == b'-'
                    || label[n - 1] == b'-'
                    || (n > 3 && label[2] == b'-' && label[3] == b'-'));
            let checked = if !plain || hyphens {
                check_ascii(label, options)
            } else {
                Ok(())
            };
            refused = match checked {
                Err((kind, at)) => Some((kind, index, start + at)),
                Ok(()) if n == 0 && verify => Some((ErrorKind::EmptyLabel, index, start)),
                Ok(()) if lengths && n > MAX_LABEL => Some((ErrorKind::LabelTooLong, index, start)),
                Ok(()) if lengths && end > MAX_NAME => Some((ErrorKind::NameTooLong, index, start)),
                Ok(()) => None,
            };
            // In the first label, at once: nothing before it.
            if index == 0 && refused.is_some() {
                break;
            }
        }
        if last {
            break;
        }
        start = end + 1;
        index += 1;
    }
    match refused {
        None => Ok(Some(upper)),
        Some((kind, index, at)) => {
            let e = ascii_error(kind, bytes, at, 0).at_label(index);
            Err(if options.idna2008 {
                e.in_registration()
            } else {
                e
            })
        }
    }
}
