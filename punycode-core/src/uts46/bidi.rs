//! The Bidi rule of RFC 5893 section 2, which UTS #46 `CheckBidi` applies
//! to every label of a bidi domain name.

use super::ErrorKind;
use super::data::{BidiClass as C, props};

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

fn bidi_class(c: char) -> C {
    props(c as u32).bidi()
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

/// Checks one non-empty label of a bidi domain name; the error carries the
/// byte offset in `label` of the character that breaks the first rule
/// broken.
pub(super) fn check(label: &str) -> Result<(), (ErrorKind, usize)> {
    let Some(first) = label.chars().next() else {
        return Ok(());
    };
    // Rule 1: the first character decides the label's direction.
    let rtl = match bidi_class(first) {
        C::L => false,
        C::R | C::AL => true,
        _ => return Err((ErrorKind::BidiFirstCharacter, 0)),
    };
    // Rules 3 and 6 look at the last character that is not a
    // nonspacing mark; the first character is not one.
    let (end_at, end_class) = label
        .char_indices()
        .rev()
        .map(|(at, c)| (at, bidi_class(c)))
        .find(|&(_, class)| class != C::NSM)
        .unwrap_or((0, bidi_class(first)));
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
    let (mut european, mut arabic) = (false, false);
    for (at, c) in label.char_indices() {
        let class = bidi_class(c);
        if !allowed.contains(class) {
            return Err((wrong_char, at));
        }
        if at == end_at && !end.contains(end_class) {
            return Err((wrong_end, at));
        }
        // Rule 4: European and Arabic-Indic digits do not mix in a
        // right-to-left label.
        european |= class == C::EN;
        arabic |= class == C::AN;
        if rtl && european && arabic {
            return Err((ErrorKind::BidiMixedNumbers, at));
        }
    }
    Ok(())
}
