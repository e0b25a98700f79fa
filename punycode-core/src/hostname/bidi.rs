//! The Bidi rule of RFC 5893 section 2, which UTS #46 `CheckBidi` applies
//! to every label of a bidi domain name.

use super::data::{BidiClass as C, Entry, props};
use super::error::ErrorKind;

/// A set of `Bidi_Class` groups, as bits.
#[derive(Clone, Copy)]
struct BidiSet(u32);

impl BidiSet {
    const fn of(classes: &[C]) -> BidiSet {
        let mut bits = 0;
        let mut k = 0;
        while k < classes.len() {
            bits |= 1 << classes[k] as u32;
            k += 1;
        }
        BidiSet(bits)
    }

    const fn contains(self, class: C) -> bool {
        self.0 & (1 << class as u32) != 0
    }
}

/// Rule 2: what a right-to-left label may contain.
const RTL_ALLOWED: BidiSet = BidiSet::of(&[
    C::R,
    C::AL,
    C::AN,
    C::EN,
    C::ES,
    C::CS,
    C::ET,
    C::ON,
    C::BN,
    C::NSM,
]);

/// Rule 3: how a right-to-left label may end (before trailing NSMs).
const RTL_END: BidiSet = BidiSet::of(&[C::R, C::AL, C::EN, C::AN]);

/// Rule 5: what a left-to-right label may contain.
const LTR_ALLOWED: BidiSet = BidiSet::of(&[C::L, C::EN, C::ES, C::CS, C::ET, C::ON, C::BN, C::NSM]);

/// Rule 6: how a left-to-right label may end (before trailing NSMs).
const LTR_END: BidiSet = BidiSet::of(&[C::L, C::EN]);

const fn class(cp: u32) -> C {
    props(cp).bidi()
}

/// Checks one label of a bidi domain name (its code points); the error
/// carries the index of the code point that breaks the first rule broken.
///
/// One pass: rules 2 and 4 fail at a character, and rules 3 and 6 at the
/// last character that is not a nonspacing mark, known at the end. Only
/// nonspacing marks (allowed by rules 2 and 5, and no digits) follow that
/// one, so no other rule can fail after it, and where one fails at it,
/// it is rule 2 or 5 (looked at first) or rule 4, whose digits end a
/// right-to-left label well.
pub(super) const fn check(label: &[u32]) -> Result<(), (ErrorKind, usize)> {
    if label.is_empty() {
        return Ok(());
    }
    // Rule 1: the first character decides the label's direction.
    let first = class(label[0]);
    let rtl = match first {
        C::L => false,
        C::R | C::AL => true,
        _ => return Err((ErrorKind::BidiFirstCharacter, 0)),
    };
    let (allowed, end, wrong_char, wrong_end) = if rtl {
        (
            RTL_ALLOWED,
            RTL_END,
            ErrorKind::BidiRtlCharacter,
            ErrorKind::BidiRtlEnd,
        )
    } else {
        (
            LTR_ALLOWED,
            LTR_END,
            ErrorKind::BidiLtrCharacter,
            ErrorKind::BidiLtrEnd,
        )
    };
    // The last character that is not a nonspacing mark (the first is not
    // one), for rules 3 and 6.
    let (mut end_at, mut end_class) = (0, first);
    let (mut european, mut arabic) = (false, false);
    let mut k = 1;
    while k < label.len() {
        let c = class(label[k]);
        if !allowed.contains(c) {
            return Err((wrong_char, k));
        }
        if !matches!(c, C::NSM) {
            (end_at, end_class) = (k, c);
        }
        // Rule 4: European and Arabic-Indic digits do not mix in a
        // right-to-left label.
        european |= matches!(c, C::EN);
        arabic |= matches!(c, C::AN);
        if rtl && european && arabic {
            return Err((ErrorKind::BidiMixedNumbers, k));
        }
        k += 1;
    }
    if !end.contains(end_class) {
        return Err((wrong_end, end_at));
    }
    Ok(())
}

/// Whether `name` is a bidi domain name (RFC 5893 section 1.4): it has a
/// character whose `Bidi_Class` is R, AL or AN. `CheckBidi` holds every
/// label of such a name to the Bidi rule; a user interface may want to
/// know it too, as the characters of one label can reorder around the
/// dots of the name.
///
/// ```
/// use punycode_core::hostname::is_bidi_domain_name;
///
/// assert!(is_bidi_domain_name("example.\u{5D0}\u{5D1}"));
/// assert!(is_bidi_domain_name("\u{661}.example")); // ARABIC-INDIC DIGIT ONE: AN
/// assert!(!is_bidi_domain_name("bücher.example"));
/// ```
pub const fn is_bidi_domain_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] < 0x80 {
            at += 1;
            continue;
        }
        let (cp, len) = crate::punycode::utf8::decode(bytes, at);
        if Entry::of(cp).is_rtl() {
            return true;
        }
        at += len;
    }
    false
}
