//! The CONTEXTJ rules of RFC 5892 appendix A, which UTS #46 `CheckJoiners`
//! applies to U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER.

use super::data::{JoiningType as J, props};
use super::error::ErrorKind;
use crate::punycode::bounds::at;

/// U+200D; U+200C is it with the low bit clear.
const ZWJ: u32 = 0x200D;

/// Whether `cp` is one of the two joiners, U+200C or U+200D.
#[inline(always)]
pub(super) const fn is_joiner(cp: u32) -> bool {
    cp | 1 == ZWJ
}

/// Checks every joiner of `label` (code points); the error carries the
/// index of the first joiner out of context.
pub(crate) const fn check(label: &[u32]) -> Result<(), (ErrorKind, usize)> {
    let mut k = 0;
    while k < label.len() {
        if is_joiner(label[k]) {
            if let Err(kind) = in_context(label, k) {
                return Err((kind, k));
            }
        }
        k += 1;
    }
    Ok(())
}

/// Whether the joiner at index `k` of `label` is in a context of RFC 5892
/// appendix A.1 (U+200C) or A.2 (U+200D); the error names the rule it
/// breaks.
#[inline(always)]
pub(crate) const fn in_context(label: &[u32], k: usize) -> Result<(), ErrorKind> {
    // A.1 and A.2: after a virama, either joiner is fine.
    if k > 0 && props(at(label, k - 1)).is_virama() {
        return Ok(());
    }
    if at(label, k) == ZWJ {
        return Err(ErrorKind::ZeroWidthJoiner);
    }
    // A.1: (`Joining_Type`:{L,D})(`Joining_Type`:T)* ZWNJ
    //      (`Joining_Type`:T)*(`Joining_Type`:{R,D}).
    let mut before = k;
    let joins_left = loop {
        if before == 0 {
            break false;
        }
        before -= 1;
        match props(at(label, before)).joining() {
            J::Transparent => {}
            J::Left | J::Dual => break true,
            _ => break false,
        }
    };
    let mut after = k + 1;
    let joins_right = loop {
        if after >= label.len() {
            break false;
        }
        match props(label[after]).joining() {
            J::Transparent => after += 1,
            J::Right | J::Dual => break true,
            _ => break false,
        }
    };
    if joins_left && joins_right {
        Ok(())
    } else {
        Err(ErrorKind::ZeroWidthNonJoiner)
    }
}
