//! The working space of the hostname functions: code points for the label
//! at hand and the scratch its checks need, and bytes for a label that
//! mapping made an A-label. Its size bounds the labels the
//! allocation-free functions take; the `String` functions allocate more
//! when a label needs it.

use crate::punycode::fenwick;

/// The working space of the hostname functions: code points for the label
/// at hand and the scratch its checks need, and bytes for a label that
/// mapping made an A-label. Its size bounds the labels the
/// allocation-free functions take (see [`Work::CODE_POINTS`]).
pub(crate) struct Work<'a> {
    pub(crate) cps: &'a mut [u32],
    pub(crate) bytes: &'a mut [u8],
    /// Whether this is the most space the caller has: then a label that
    /// does not fit is refused, else the caller tries again with more.
    pub(crate) last: bool,
}

impl Work<'_> {
    /// The code points of the allocation-free functions' working space:
    /// every label whose mapped form has up to 256 code points fits (a
    /// DNS label has at most 63), the O(n log n) encoder's space included
    /// (decoding needs less).
    pub(crate) const CODE_POINTS: usize = 256 + fenwick::encode_space(256);
    /// Its bytes.
    pub(crate) const BYTES: usize = 256;
    /// The space tried before it, which every label of a DNS name fits
    /// (under 2 KB: zeroing it stays cheap).
    pub(crate) const SMALL_CODE_POINTS: usize = 256;
    pub(crate) const SMALL_BYTES: usize = 64;
    /// The space tried first: most labels that mapping or an NFC check
    /// needs space for fit it (short ones), and zeroing it costs a few
    /// instructions, where trying again in the next costs a second pass
    /// and a zeroed kilobyte.
    pub(crate) const TINY_CODE_POINTS: usize = 64;
    pub(crate) const TINY_BYTES: usize = 64;

    /// The working space that a label of `bytes` bytes, `mapped` code
    /// points once mapped, needs at most.
    #[cfg_attr(
        not(feature = "alloc"),
        allow(dead_code, reason = "for the String functions")
    )]
    pub(crate) const fn needed(bytes: usize, mapped: usize) -> usize {
        mapped + fenwick::encode_space(mapped) + fenwick::decode_space(bytes) + 64
    }
}
