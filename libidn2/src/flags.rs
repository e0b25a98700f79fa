//! libidn2's flags (`idn2_flags` of `idn2.h`, the same values) and what
//! they ask for, checked as libidn2 checks them.

use crate::rc::{self, Rc};

/// Normalize the input to NFC first (UTS #46 processing always does).
pub const NFC_INPUT: i32 = 1;
/// Check that an A-label round-trips (always done).
pub const ALABEL_ROUNDTRIP: i32 = 2;
/// UTS #46 transitional processing.
pub const TRANSITIONAL: i32 = 4;
/// UTS #46 nontransitional processing (the default).
pub const NONTRANSITIONAL: i32 = 8;
/// Accepted for libidn's API; unassigned code points stay refused.
pub const ALLOW_UNASSIGNED: i32 = 16;
/// UTS #46 `UseSTD3ASCIIRules`: only letters, digits and `-` in ASCII.
pub const USE_STD3_ASCII_RULES: i32 = 32;
/// IDNA2008 without UTS #46's mapping.
pub const NO_TR46: i32 = 64;
/// Accepted; A-labels are always checked (see the README).
pub const NO_ALABEL_ROUNDTRIP: i32 = 128;

/// Which processing a lookup does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Processing {
    /// UTS #46, nontransitional.
    Nontransitional,
    /// UTS #46, transitional.
    Transitional,
    /// IDNA2008, no mapping (`IDN2_NO_TR46`).
    Idna2008,
}

/// What a call's flags ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// The processing.
    pub processing: Processing,
    /// `UseSTD3ASCIIRules`.
    pub std3: bool,
}

impl Mode {
    /// The mode of `flags`, or `IDN2_INVALID_FLAGS` when they contradict
    /// each other (libidn2's `set_default_flags`): both transitional and
    /// nontransitional, either with `IDN2_NO_TR46`, or both round-trip
    /// flags. Bits libidn2 does not define are ignored, as it ignores
    /// them.
    pub fn of(flags: i32) -> Result<Mode, Rc> {
        let has = |f: i32| flags & f != 0;
        if (has(TRANSITIONAL) && has(NONTRANSITIONAL))
            || (has(TRANSITIONAL | NONTRANSITIONAL) && has(NO_TR46))
            || (has(ALABEL_ROUNDTRIP) && has(NO_ALABEL_ROUNDTRIP))
        {
            return Err(rc::INVALID_FLAGS);
        }
        let processing = if has(NO_TR46) {
            Processing::Idna2008
        } else if has(TRANSITIONAL) {
            Processing::Transitional
        } else {
            Processing::Nontransitional
        };
        Ok(Mode {
            processing,
            std3: has(USE_STD3_ASCII_RULES),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contradictions_are_refused_as_libidn2_refuses_them() {
        for bad in [
            TRANSITIONAL | NONTRANSITIONAL,
            TRANSITIONAL | NO_TR46,
            NONTRANSITIONAL | NO_TR46,
            ALABEL_ROUNDTRIP | NO_ALABEL_ROUNDTRIP,
        ] {
            assert_eq!(Mode::of(bad), Err(rc::INVALID_FLAGS), "{bad}");
        }
        assert_eq!(Mode::of(0).unwrap().processing, Processing::Nontransitional);
        assert_eq!(
            Mode::of(NFC_INPUT | TRANSITIONAL).unwrap().processing,
            Processing::Transitional
        );
        assert_eq!(Mode::of(NO_TR46).unwrap().processing, Processing::Idna2008);
        assert!(Mode::of(USE_STD3_ASCII_RULES).unwrap().std3);
        assert!(Mode::of(1 << 20).is_ok());
    }
}
