//! The validity criteria of UTS #46 section 4.1 that look at a label's
//! Unicode form (V2 to V6, the ASCII deny list of `UseSTD3ASCIIRules`, and
//! `CheckJoiners`), each written once, for every path: ASCII labels,
//! mapped labels and decoded A-labels. A label's characters are code
//! points here; positions are indices into them.

use super::data::{self, Entry};
use super::error::ErrorKind;
use super::form::has_mapped_ace_prefix;
use super::joiners;
use super::mapping::{self, NoRoom, Trouble};
use super::options::{Hyphens, Options};

/// What the hyphen rules look at in a label: whether its first and last
/// characters are `-`, where its third character is when it and the
/// fourth are `-`, whether it starts with `xn--`, and its last index.
#[derive(Clone, Copy)]
struct HyphenFacts {
    first: bool,
    last: bool,
    third: Option<usize>,
    xn: bool,
    end: usize,
}

/// The hyphen rules, the one place they are written: `V3` (no `-` first or
/// last) and `V2` (no `--` in the third and fourth positions) as
/// `options.hyphens` asks, and for a `decoded` A-label with `CheckHyphens`
/// off, `V4` (no `xn--` prefix). The first broken one, with the index (or
/// byte offset) where it breaks.
#[inline]
const fn hyphen_rules(
    facts: HyphenFacts,
    options: Options,
    decoded: bool,
) -> Result<(), (ErrorKind, usize)> {
    let ends = !matches!(options.hyphens, Hyphens::Allow);
    let check = matches!(options.hyphens, Hyphens::Check);
    if ends && facts.first {
        return Err((ErrorKind::LeadingHyphen, 0));
    }
    if decoded && !check && facts.xn {
        return Err((ErrorKind::DecodedALabelPrefix, 0));
    }
    if let (true, Some(third)) = (check, facts.third) {
        return Err((ErrorKind::HyphensAt3And4, third));
    }
    if ends && facts.last {
        return Err((ErrorKind::TrailingHyphen, facts.end));
    }
    Ok(())
}

/// The hyphen rules on a label's code points; positions are indices.
#[inline]
pub(super) const fn hyphens(
    cps: &[u32],
    options: Options,
    decoded: bool,
) -> Result<(), (ErrorKind, usize)> {
    const HYPHEN: u32 = b'-' as u32;
    let len = cps.len();
    let facts = HyphenFacts {
        first: len > 0 && cps[0] == HYPHEN,
        last: len > 0 && cps[len - 1] == HYPHEN,
        third: if len >= 4 && cps[2] == HYPHEN && cps[3] == HYPHEN {
            Some(2)
        } else {
            None
        },
        xn: has_mapped_ace_prefix(cps),
        end: len.saturating_sub(1),
    };
    hyphen_rules(facts, options, decoded)
}

/// The hyphen rules (not for a decoded label) on a label in UTF-8, with
/// the byte offset where one breaks.
pub(super) const fn hyphens_utf8(label: &[u8], options: Options) -> Result<(), (ErrorKind, usize)> {
    // The third character: past the first two (each as long as its first
    // byte says).
    let mut third = 0;
    let mut k = 0;
    while k < 2 && third < label.len() {
        third += crate::punycode::utf8::len_of_lead(label[third]);
        k += 1;
    }
    hyphens_at(label, third, options)
}

/// [`hyphens_utf8`] on a label in ASCII, whose third character is byte 2.
#[inline(always)]
pub(super) const fn hyphens_ascii(
    label: &[u8],
    options: Options,
) -> Result<(), (ErrorKind, usize)> {
    hyphens_at(label, 2, options)
}

/// The hyphen rules on a label in UTF-8 whose third character starts at
/// byte `third`.
#[inline(always)]
const fn hyphens_at(
    label: &[u8],
    third: usize,
    options: Options,
) -> Result<(), (ErrorKind, usize)> {
    let len = label.len();
    let facts = HyphenFacts {
        first: len > 0 && label[0] == b'-',
        last: len > 0 && label[len - 1] == b'-',
        third: if third + 1 < len && label[third] == b'-' && label[third + 1] == b'-' {
            Some(third)
        } else {
            None
        },
        xn: false,
        end: len.saturating_sub(1),
    };
    hyphen_rules(facts, options, false)
}

/// The criteria on a label's Unicode form (not empty): `V6` (no leading
/// combining mark), the hyphen rules, `V5` (no full stop, which only a
/// decoded label can have), `V7` for U+FFFD (what mapping makes of a
/// disallowed character), the ASCII deny list, and the joiner rules. The
/// first broken rule in the label, with its index; at one index, the first
/// rule in that order. Without `scan` (the caller knows that no character
/// is U+FFFD, `.`, a joiner or refused by the deny list), the rules on
/// single characters are not looked at.
pub(super) const fn check(
    cps: &[u32],
    options: Options,
    decoded: bool,
    scan: bool,
) -> Result<(), (ErrorKind, usize)> {
    let mut found: Option<(ErrorKind, usize)> = None;
    // (No ASCII character is a mark.)
    if !cps.is_empty() && cps[0] >= 0x80 && data::props(cps[0]).is_mark() {
        found = Some((ErrorKind::LeadingCombiningMark, 0));
    }
    if let Err((kind, at)) = hyphens(cps, options, decoded) {
        found = earlier(found, kind, at);
    }
    if scan {
        return characters(cps, options, found);
    }
    match found {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The rules of [`check`] on each character, after `found` from the
/// others: the first broken rule of all.
const fn characters(
    cps: &[u32],
    options: Options,
    mut found: Option<(ErrorKind, usize)>,
) -> Result<(), (ErrorKind, usize)> {
    let mut joiners = false;
    let mut k = 0;
    while k < cps.len() {
        if let Some(kind) = refused(cps[k], options) {
            found = earlier(found, kind, k);
            break;
        }
        joiners |= joiners::is_joiner(cps[k]);
        k += 1;
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

/// The rule on single characters that refuses `cp` in a label's Unicode
/// form, if one does: `V5` (`.`), the ASCII deny list, or `V7` for U+FFFD
/// (what mapping makes of a disallowed character). The joiners have rules
/// of their own, on their context.
#[inline(always)]
const fn refused(cp: u32, options: Options) -> Option<ErrorKind> {
    if cp < 0x80 {
        if cp == b'.' as u32 {
            Some(ErrorKind::FullStop)
        } else if options.deny.denies_byte(cp as u8) {
            Some(ErrorKind::Std3Ascii)
        } else {
            None
        }
    } else if cp == data::REPLACEMENT {
        Some(ErrorKind::Disallowed)
    } else {
        None
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

/// The checks on an ASCII label that is not an A-label, in either case
/// (mapping only lowercases ASCII): the deny list and the hyphen rules.
/// The first broken rule, with its byte offset.
pub(super) const fn check_ascii(label: &[u8], options: Options) -> Result<(), (ErrorKind, usize)> {
    let hyphen = hyphens_ascii(label, options);
    let mut k = 0;
    while k < label.len() {
        if options.deny.denies_byte(label[k]) {
            return match hyphen {
                Err((kind, at)) if at <= k => Err((kind, at)),
                _ => Err((ErrorKind::Std3Ascii, k)),
            };
        }
        k += 1;
    }
    hyphen
}

/// What [`valid_and_nfc`] found in a decoded A-label it passes.
#[derive(Clone, Copy)]
pub(super) struct Found {
    /// A code point is right-to-left (as [`Entry::is_rtl`]).
    pub(super) rtl: bool,
    /// A code point is a joiner, `.`, or refused by the deny list: what
    /// [`check`] looks at in each character (its `scan`).
    pub(super) scan: bool,
    /// The combinations of properties of the code points that are not
    /// plain, or'd ([`Props::combo_bits`](super::data::Props::combo_bits)):
    /// for registration.
    #[cfg(feature = "idna2008")]
    pub(super) combos: u16,
}

/// What UTS #46 requires of a decoded A-label before the criteria of
/// [`check`]: not plain ASCII (`DecodesToAscii`), every code point valid
/// (`V7`) and the whole in NFC (`V1`). On the way it lowercases the basic
/// code points, as mapping does before decoding (their case does not
/// change the deltas, so lowercasing after is the same); every other ASCII
/// character is valid and plain (a test holds it), so they need no lookup.
/// `Ok` with what it found on the way; `Err` with the kind and, for `V7`,
/// the index of the first invalid code point; `scratch` holds a normalized
/// copy when one is needed.
#[cfg_attr(feature = "idna2008", inline(always))]
pub(super) const fn valid_and_nfc(
    cps: &mut [u32],
    scratch: &mut [u32],
    options: Options,
) -> Result<Result<Found, (ErrorKind, usize)>, NoRoom> {
    valid_and_nfc_from(cps, scratch, options, 0, 0, 0)
}

/// [`valid_and_nfc`] from code point `at`, for a caller that found the
/// code points before valid and the label in NFC as far as they go,
/// `previous_class` the combining class of the one before `at` and `marks`
/// the run of marks that ends there (while that class is not 0). What it
/// finds (right-to-left text, `scan`, the properties, whether all is
/// ASCII) is of the code points from `at`; NFC is of the whole label.
/// One copy of it with registration, which takes labels up where its own
/// pass stops (its state as scalars: a struct went through memory);
/// without, inline in UTS #46's one caller.
#[cfg_attr(feature = "idna2008", inline(never))]
#[cfg_attr(not(feature = "idna2008"), inline(always))]
pub(super) const fn valid_and_nfc_from(
    cps: &mut [u32],
    scratch: &mut [u32],
    options: Options,
    at: usize,
    previous_class: u8,
    marks: usize,
) -> Result<Result<Found, (ErrorKind, usize)>, NoRoom> {
    let mut look = false;
    let mut rtl = false;
    let mut ascii = true;
    let mut scan = false;
    #[cfg(feature = "idna2008")]
    let mut combos = 0;
    let mut previous_class = previous_class;
    // The run of marks ending at the previous code point, while
    // `previous_class` is not 0.
    let mut marks = marks;
    let mut k = at;
    while k < cps.len() {
        let cp = cps[k];
        if cp < 0x80 {
            let lower = (cp as u8).to_ascii_lowercase() as u32;
            cps[k] = lower;
            scan |= refused(lower, options).is_some();
            previous_class = 0;
            k += 1;
            continue;
        }
        ascii = false;
        let entry = Entry::of(cp);
        if entry.is_pass() {
            // The bulk: valid, left-to-right, class 0, nothing to compose.
            previous_class = 0;
            k += 1;
            continue;
        }
        if !entry.is_valid() {
            return Ok(Err((ErrorKind::Disallowed, k)));
        }
        // (U+FFFD, the other character [`refused`] looks at beyond ASCII,
        // is not valid.)
        scan |= joiners::is_joiner(cp);
        rtl |= entry.is_rtl();
        #[cfg(feature = "idna2008")]
        {
            combos |= entry.props().combo_bits();
        }
        let class = entry.props().ccc();
        // A composition's second character (but the first, with nothing
        // before it to compose with, and one of class 0 that does not
        // compose with the code point before it, which is as NFC sees it:
        // basic ones lowercased), or marks out of order: NFC may change
        // something, so look.
        let second = entry.is_special()
            && k > 0
            && (class != 0 || !mapping::second_stays(cps[k - 1], previous_class, cp));
        // (One whose decomposition starts with a second character, rare,
        // is looked at whatever comes before it.)
        look |= second || entry.joins() || (class != 0 && class < previous_class);
        if class != 0 {
            // A run of more marks than NFC's ordering takes: refused, as
            // in every form.
            marks = if previous_class == 0 { 1 } else { marks + 1 };
            if marks > mapping::MAX_MARKS {
                return Ok(Err((ErrorKind::TooManyMarks, k + 1 - marks)));
            }
        }
        previous_class = class;
        k += 1;
    }
    if ascii {
        return Ok(Err((ErrorKind::DecodesToAscii, 0)));
    }
    let found = Found {
        rtl,
        scan,
        #[cfg(feature = "idna2008")]
        combos,
    };
    if !look {
        return Ok(Ok(found));
    }
    match mapping::is_nfc(cps, scratch) {
        Ok(true) => Ok(Ok(found)),
        Ok(false) => Ok(Err((ErrorKind::NotNfc, 0))),
        // A run of more marks than canonical ordering takes, from index
        // `at`: refused as in every other form.
        Err(Trouble::Marks(at)) => Ok(Err((ErrorKind::TooManyMarks, at))),
        Err(Trouble::NoRoom) => Err(NoRoom),
    }
}
