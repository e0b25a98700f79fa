//! Decoding (RFC 3492 section 6.2).
//!
//! [`Decoder`] reads the deltas of section 6.2 one at a time, checking
//! everything, and yields each code point with the index where it is
//! inserted. Outputs of up to [`SHORT`](crate::punycode::encode::SHORT)
//! code points (all real DNS labels) are built in a fixed array of code
//! points and written as UTF-8 once; longer outputs are measured first
//! (one pass), then built in the caller's buffer by inserting UTF-8 in
//! place.
//!
//! Short outputs without case flags first take [`decode_fast`] (in
//! `fast.rs`, with its contract), the same section 6.2 loop for valid input
//! only: it gives up on anything else, and the input then goes through
//! [`Decoder`], so every error, its kind and its position, comes from one
//! place. Both are `const fn`; a property test holds them equal.

mod basic;
mod checked;
mod fast;

#[cfg(feature = "alloc")]
pub(crate) use self::basic::CodePoints;
pub(crate) use self::checked::Decoder;
#[cfg(feature = "alloc")]
pub(crate) use self::checked::decode_short;
pub(crate) use self::fast::decode_fast;
