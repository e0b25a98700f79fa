//! `encode_const!` and `decode_const!`: the engine at compile time, into a
//! `&'static str`. Length first, then fill an array of exactly that length.

/// Encodes a `const` string expression as Punycode at compile time, giving a
/// `&'static str`.
///
/// ```
/// const HOST: &str = punycode_core::encode_const!("bücher");
/// assert_eq!(HOST, "bcher-kva");
///
/// const LABEL: &str = "münchen";
/// static ENCODED: &str = punycode_core::encode_const!(LABEL);
/// assert_eq!(ENCODED, "mnchen-3ya");
/// ```
///
/// Input that cannot be encoded is a compile error naming the problem:
///
/// ```compile_fail
/// // 5,000 basic code points then U+10FFFF: the delta overflows u32.
/// const BYTES: [u8; 5004] = {
///     let mut b = [b'a'; 5004];
///     (b[5000], b[5001], b[5002], b[5003]) = (0xF4, 0x8F, 0xBF, 0xBF);
///     b
/// };
/// const LONG: &str = match core::str::from_utf8(&BYTES) { Ok(s) => s, Err(_) => panic!() };
/// const HOST: &str = punycode_core::encode_const!(LONG); // error: overflow at byte 5000
/// ```
#[macro_export]
macro_rules! encode_const {
    ($input:expr $(,)?) => {{
        const INPUT: &str = $input;
        const LEN: usize = match $crate::encoded_len(INPUT) {
            Ok(len) => len,
            Err(e) => e.__const_panic(),
        };
        const BYTES: [u8; LEN] = {
            let mut buf = [0u8; LEN];
            match $crate::encode_to_slice(INPUT, &mut buf) {
                Ok(_) => buf,
                Err(e) => e.__const_panic(),
            }
        };
        const OUTPUT: &str = match ::core::str::from_utf8(&BYTES) {
            Ok(s) => s,
            Err(_) => panic!("punycode: the encoder wrote invalid UTF-8"),
        };
        OUTPUT
    }};
}

/// Decodes a `const` Punycode string expression at compile time, giving a
/// `&'static str`.
///
/// ```
/// const NAME: &str = punycode_core::decode_const!("bcher-kva");
/// assert_eq!(NAME, "bücher");
/// ```
///
/// Invalid Punycode is a compile error naming the problem and its byte
/// offset:
///
/// ```compile_fail
/// const BAD: &str = punycode_core::decode_const!("bcher-k!a"); // invalid digit '!' at byte 7
/// ```
#[macro_export]
macro_rules! decode_const {
    ($input:expr $(,)?) => {{
        const INPUT: &str = $input;
        const LEN: usize = match $crate::decoded_len(INPUT) {
            Ok(len) => len,
            Err(e) => e.__const_panic(),
        };
        const BYTES: [u8; LEN] = {
            let mut buf = [0u8; LEN];
            match $crate::decode_to_slice(INPUT, &mut buf) {
                Ok(_) => buf,
                Err(e) => e.__const_panic(),
            }
        };
        const OUTPUT: &str = match ::core::str::from_utf8(&BYTES) {
            Ok(s) => s,
            Err(_) => panic!("punycode: the decoder wrote invalid UTF-8"),
        };
        OUTPUT
    }};
}
