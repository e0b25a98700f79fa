//! `idna`'s limits on input, which it checks before any rule: any input,
//! and a name before it is converted. [`check_input`] is the one place
//! the first is checked.

use super::errors::{Code, Fail, fail};

/// `idna`'s limit on any input, in characters.
pub(crate) const MAX_INPUT: usize = 1024;
/// `idna`'s limit on a name before it is converted, and on a label, in
/// characters: 253 and a root dot.
pub(super) const MAX_NAME_CHARS: usize = 254;

/// What `idna`'s message calls an input that is too long.
#[derive(Clone, Copy, Debug)]
pub(super) enum Input {
    Label,
    Domain,
}

/// An input as `idna` counts it: a `str` by characters, `bytes` by bytes.
pub(super) trait Counted {
    /// Whether it has more than `n`.
    fn more_than(&self, n: usize) -> bool;
}

impl Counted for str {
    fn more_than(&self, n: usize) -> bool {
        longer_than(self, n)
    }
}

impl Counted for [u8] {
    fn more_than(&self, n: usize) -> bool {
        self.len() > n
    }
}

/// `idna`'s limit on any input ([`MAX_INPUT`]): the error for an input
/// beyond it (`input_too_long`), which `idna` reports before any rule.
pub(super) fn check_input<T: Counted + ?Sized>(input: &T, what: Input) -> Result<(), Fail> {
    if input.more_than(MAX_INPUT) {
        let message = match what {
            Input::Label => "Label too long",
            Input::Domain => "Domain too long",
        };
        return Err(fail(message, Code::InputTooLong));
    }
    Ok(())
}

/// Whether `s` has more than `n` characters (`idna`'s limits count
/// characters; a text of at most `n` bytes has at most `n`).
pub(super) fn longer_than(s: &str, n: usize) -> bool {
    s.len() > n && chars(s) > n
}

/// The characters of `s`.
fn chars(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}
