//! The 19 samples of RFC 3492 section 7.1, generated at build time from
//! `data/rfc3492-samples.tsv`, each with its encoding and decoding done at
//! compile time by `punycode_core`'s const macros and by
//! `punycode_macros`' procedural macros.

include!(concat!(env!("OUT_DIR"), "/samples.rs"));

/// One RFC 3492 sample.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// The RFC's letter, `A` to `S`.
    pub id: &'static str,
    /// The Unicode string.
    pub unicode: &'static str,
    /// The case flag of each code point (`U+` in the data is uppercase).
    pub flags: &'static [bool],
    /// The Punycode exactly as the RFC prints it (with mixed-case annotation).
    pub rfc: &'static str,
    /// The Punycode an encoder without case annotation writes.
    pub plain: &'static str,
    /// `encode_const!(unicode)`, evaluated at compile time.
    pub const_encoded: &'static str,
    /// `decode_const!(rfc)`, evaluated at compile time.
    pub const_decoded: &'static str,
    /// `puny!(unicode)`, expanded at compile time.
    pub macro_encoded: &'static str,
    /// `puny_decode!(rfc)`, expanded at compile time.
    pub macro_decoded: &'static str,
}

/// The 19 samples of RFC 3492 section 7.1.
pub fn samples() -> impl Iterator<Item = Sample> {
    SAMPLES.iter().copied()
}
