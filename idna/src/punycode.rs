//! Punycode (RFC 3492) on its own, without `xn--` or any of UTS #46's
//! checks, by [`punycode_core::encode`] and [`punycode_core::decode`].
//! `None` for input that is not Punycode, or whose result would not fit
//! RFC 3492's integer range.
//!
//! ```
//! assert_eq!(idna::punycode::encode_str("bücher").as_deref(), Some("bcher-kva"));
//! assert_eq!(idna::punycode::decode_to_string("bcher-kva").as_deref(), Some("bücher"));
//! ```

use alloc::string::String;
use alloc::vec::Vec;

/// Decodes Punycode into a `String`; `None` if `input` is not Punycode.
///
/// ```
/// assert_eq!(idna::punycode::decode_to_string("egbpdaj6bu4bxfgehfvwxn").as_deref(), Some("ليهمابتكلموشعربي؟"));
/// assert_eq!(idna::punycode::decode_to_string("a-é"), None);
/// ```
pub fn decode_to_string(input: &str) -> Option<String> {
    punycode_core::decode(input).ok()
}

/// Decodes Punycode into code points; `None` if `input` is not Punycode.
///
/// ```
/// assert_eq!(idna::punycode::decode("tda"), Some(vec!['ü']));
/// ```
pub fn decode(input: &str) -> Option<Vec<char>> {
    decode_to_string(input).map(|s| s.chars().collect())
}

/// Encodes a string as Punycode; `None` only when the result would be
/// beyond RFC 3492's integer range (a label far longer than DNS allows).
///
/// ```
/// assert_eq!(idna::punycode::encode_str("münchen").as_deref(), Some("mnchen-3ya"));
/// assert_eq!(idna::punycode::encode_str("abc").as_deref(), Some("abc-"));
/// ```
pub fn encode_str(input: &str) -> Option<String> {
    punycode_core::encode(input).ok()
}

/// Encodes code points as Punycode; `None` only when the result would be
/// beyond RFC 3492's integer range.
///
/// ```
/// assert_eq!(idna::punycode::encode(&['ü']).as_deref(), Some("tda"));
/// ```
pub fn encode(input: &[char]) -> Option<String> {
    encode_str(&input.iter().collect::<String>())
}
