//! The validity criteria of UTS #46 section 4.1 that look at a label's
//! Unicode form (V2 to V6, the ASCII deny list of `UseSTD3ASCIIRules`, and
//! `CheckJoiners`), each written once, for every path: ASCII labels,
//! mapped labels and decoded A-labels. A label's characters are code
//! points here; positions are indices into them.

use super::data::{self, Entry};
use super::{ErrorKind, Hyphens, Options, joiners};

/// The hyphen rules: `V3` (no `-` first or last) and `V2` (no `--` in the
/// third and fourth positions) as `options.hyphens` asks, and for a
/// `decoded` A-label with `CheckHyphens` off, `V4` (no `xn--` prefix). The
/// first broken one, with the index where it breaks.
#[inline(always)]
pub(super) const fn hyphens(
    cps: &[u32],
    options: Options,
    decoded: bool,
) -> Result<(), (ErrorKind, usize)> {
    let ends = !matches!(options.hyphens, Hyphens::Allow);
    let check = matches!(options.hyphens, Hyphens::Check);
    let len = cps.len();
    if ends && len > 0 && cps[0] == b'-' as u32 {
        return Err((ErrorKind::LeadingHyphen, 0));
    }
    if decoded
        && !check
        && len >= 4
        && cps[0] == b'x' as u32
        && cps[1] == b'n' as u32
        && cps[2] == b'-' as u32
        && cps[3] == b'-' as u32
    {
        return Err((ErrorKind::DecodedALabelPrefix, 0));
    }
    if check && len >= 4 && cps[2] == b'-' as u32 && cps[3] == b'-' as u32 {
        return Err((ErrorKind::HyphensAt3And4, 2));
    }
    if ends && len > 0 && cps[len - 1] == b'-' as u32 {
        return Err((ErrorKind::TrailingHyphen, len - 1));
    }
    Ok(())
}

/// The criteria on a label's Unicode form (not empty): `V6` (no leading
/// combining mark), the hyphen rules, `V5` (no full stop, which only a
/// decoded label can have), `V7` for U+FFFD (what mapping makes of a
/// disallowed character), the ASCII deny list, and the joiner rules. The
/// first broken rule in the label, with its index; at one index, the first
/// rule in that order.
pub(super) const fn check(
    cps: &[u32],
    options: Options,
    decoded: bool,
) -> Result<(), (ErrorKind, usize)> {
    let mut found: Option<(ErrorKind, usize)> = None;
    if !cps.is_empty() && data::props(cps[0]).is_mark() {
        found = Some((ErrorKind::LeadingCombiningMark, 0));
    }
    if let Err((kind, at)) = hyphens(cps, options, decoded) {
        found = earlier(found, kind, at);
    }
    let mut joiners = false;
    let mut k = 0;
    while k < cps.len() {
        let cp = cps[k];
        let kind = if cp == data::REPLACEMENT {
            ErrorKind::Disallowed
        } else if cp == b'.' as u32 {
            ErrorKind::FullStop
        } else if cp == 0x200C || cp == 0x200D {
            joiners = true;
            k += 1;
            continue;
        } else if cp < 0x80 && options.deny.denies(cp as u8) {
            ErrorKind::Std3Ascii
        } else {
            k += 1;
            continue;
        };
        found = earlier(found, kind, k);
        break;
    }
    if joiners && options.check_joiners {
        if let Err((kind, at)) = joiners::check(cps) {
            found = earlier(found, kind, at);
        }
    }
    match found {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// `found`, or the error at `at` when it comes first.
const fn earlier(
    found: Option<(ErrorKind, usize)>,
    kind: ErrorKind,
    at: usize,
) -> Option<(ErrorKind, usize)> {
    match found {
        Some((_, f)) if f <= at => found,
        _ => Some((kind, at)),
    }
}

/// [`hyphens`] (not for a decoded label) on a label in UTF-8, with the
/// byte offset where it breaks: only its first four characters and its
/// last are looked at.
pub(super) const fn hyphens_utf8(label: &[u8], options: Options) -> Result<(), (ErrorKind, usize)> {
    // The first four code points and the last, with their offsets.
    let mut ends = [0u32; 5];
    let mut offsets = [0usize; 5];
    let mut n = 0;
    let mut at = 0;
    while n < 4 && at < label.len() {
        let (cp, len) = crate::utf8::decode(label, at);
        ends[n] = cp;
        offsets[n] = at;
        n += 1;
        at += len;
    }
    if at < label.len() {
        // More than four: the last one too.
        let mut last = label.len() - 1;
        while last > 0 && label[last] & 0xC0 == 0x80 {
            last -= 1;
        }
        ends[n] = crate::utf8::decode(label, last).0;
        offsets[n] = last;
        n += 1;
    }
    let (head, _) = ends.split_at(n);
    match hyphens(head, options, false) {
        Ok(()) => Ok(()),
        Err((kind, k)) => Err((kind, offsets[k])),
    }
}

/// The checks on an ASCII label that is not an A-label, in either case
/// (mapping only lowercases ASCII): the deny list and the hyphen rules.
/// The first broken rule, with its byte offset.
pub(super) const fn check_ascii(label: &[u8], options: Options) -> Result<(), (ErrorKind, usize)> {
    let hyphen = hyphens_utf8(label, options);
    let mut k = 0;
    while k < label.len() {
        if options.deny.denies(label[k].to_ascii_lowercase()) {
            return match hyphen {
                Err((kind, at)) if at <= k => Err((kind, at)),
                _ => Err((ErrorKind::Std3Ascii, k)),
            };
        }
        k += 1;
    }
    hyphen
}

/// What UTS #46 requires of a decoded A-label before the criteria of
/// [`check`]: every code point valid (`V7`) and the whole in NFC (`V1`).
/// `Err` with the kind and, for `V7`, the index of the first invalid code
/// point; `scratch` holds a normalized copy when one is needed.
pub(super) const fn valid_and_nfc(
    cps: &[u32],
    scratch: &mut [u32],
) -> Result<Result<(), (ErrorKind, usize)>, super::mapping::NoRoom> {
    let mut look = false;
    let mut previous_class = 0;
    let mut k = 0;
    while k < cps.len() {
        let entry = Entry::of(cps[k]);
        if !entry.is_valid() {
            return Ok(Err((ErrorKind::Disallowed, k)));
        }
        let class = entry.props().ccc();
        // A composition's second character, or marks out of order: NFC
        // may change something, so look.
        look |= entry.is_special() || (class != 0 && class < previous_class);
        previous_class = class;
        k += 1;
    }
    if !look {
        return Ok(Ok(()));
    }
    match super::mapping::is_nfc(cps, scratch) {
        Ok(true) => Ok(Ok(())),
        Ok(false) => Ok(Err((ErrorKind::NotNfc, 0))),
        Err(e) => Err(e),
    }
}
