//! The Bidi rule of RFC 5893 section 2, which UTS #46 `CheckBidi` applies
//! to every label of a bidi domain name.

use icu_properties::props::BidiClass as C;

use super::ErrorKind;
use super::data::{BidiSet, bidi_class};

/// Rule 2: what a right-to-left label may contain.
const RTL_ALLOWED: BidiSet = BidiSet::of(&[
    C::RightToLeft,
    C::ArabicLetter,
    C::ArabicNumber,
    C::EuropeanNumber,
    C::EuropeanSeparator,
    C::CommonSeparator,
    C::EuropeanTerminator,
    C::OtherNeutral,
    C::BoundaryNeutral,
    C::NonspacingMark,
]);

/// Rule 3: how a right-to-left label may end (before trailing NSMs).
const RTL_END: BidiSet = BidiSet::of(&[
    C::RightToLeft,
    C::ArabicLetter,
    C::EuropeanNumber,
    C::ArabicNumber,
]);

/// Rule 5: what a left-to-right label may contain.
const LTR_ALLOWED: BidiSet = BidiSet::of(&[
    C::LeftToRight,
    C::EuropeanNumber,
    C::EuropeanSeparator,
    C::CommonSeparator,
    C::EuropeanTerminator,
    C::OtherNeutral,
    C::BoundaryNeutral,
    C::NonspacingMark,
]);

/// Rule 6: how a left-to-right label may end (before trailing NSMs).
const LTR_END: BidiSet = BidiSet::of(&[C::LeftToRight, C::EuropeanNumber]);

/// Checks one non-empty label of a bidi domain name; the error carries the
/// byte offset in `label` of the character that breaks the first rule
/// broken.
pub(super) fn check(label: &str) -> Result<(), (ErrorKind, usize)> {
    let Some(first) = label.chars().next() else {
        return Ok(());
    };
    // Rule 1: the first character decides the label's direction.
    let rtl = match bidi_class(first) {
        C::LeftToRight => false,
        C::RightToLeft | C::ArabicLetter => true,
        _ => return Err((ErrorKind::BidiFirstCharacter, 0)),
    };
    // Rules 3 and 6 look at the last character that is not a
    // nonspacing mark; the first character is not one.
    let (end_at, end_class) = label
        .char_indices()
        .rev()
        .map(|(at, c)| (at, bidi_class(c)))
        .find(|&(_, class)| class != C::NonspacingMark)
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
        european |= class == C::EuropeanNumber;
        arabic |= class == C::ArabicNumber;
        if rtl && european && arabic {
            return Err((ErrorKind::BidiMixedNumbers, at));
        }
    }
    Ok(())
}
