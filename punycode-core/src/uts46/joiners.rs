//! The CONTEXTJ rules of RFC 5892 appendix A, which UTS #46 `CheckJoiners`
//! applies to U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER.

use super::ErrorKind;
use super::data::{JoiningType as J, props};

const ZWNJ: char = '\u{200C}';
const ZWJ: char = '\u{200D}';

/// Checks every joiner of `label` (as code points); the error carries the
/// index of the first joiner out of context.
pub(super) fn check(label: &[char]) -> Result<(), (ErrorKind, usize)> {
    let joining = |c: char| props(c as u32).joining();
    for (k, &c) in label.iter().enumerate() {
        if c != ZWNJ && c != ZWJ {
            continue;
        }
        // A.1 and A.2: after a virama, either joiner is fine.
        if k > 0 && props(label[k - 1] as u32).is_virama() {
            continue;
        }
        if c == ZWJ {
            return Err((ErrorKind::ZeroWidthJoiner, k));
        }
        // A.1: (`Joining_Type`:{L,D})(`Joining_Type`:T)* ZWNJ
        //      (`Joining_Type`:T)*(`Joining_Type`:{R,D}).
        let before = label[..k]
            .iter()
            .rev()
            .map(|&c| joining(c))
            .find(|&t| t != J::Transparent);
        let after = label[k + 1..]
            .iter()
            .map(|&c| joining(c))
            .find(|&t| t != J::Transparent);
        let joins_left = matches!(before, Some(J::Left | J::Dual));
        let joins_right = matches!(after, Some(J::Right | J::Dual));
        if !(joins_left && joins_right) {
            return Err((ErrorKind::ZeroWidthNonJoiner, k));
        }
    }
    Ok(())
}
