//! The const macros: the engine at compile time, into a `&'static str`.
//! Length first, then fill an array of exactly that length.

/// The shared body of the const macros: `$len(input, ...)` gives the
/// length, `$fill(input, buf, ...)` fills the array.
#[doc(hidden)]
#[macro_export]
macro_rules! __const_str {
    ($input:expr, $len:path, $fill:path $(, $options:expr)?) => {{
        const INPUT: &str = $input;
        const LEN: usize = match $len(INPUT $(, $options)?) {
            Ok(len) => len,
            Err(e) => e.__const_panic(),
        };
        const BYTES: [u8; LEN] = {
            let mut buf = [0u8; LEN];
            match $fill(INPUT, &mut buf $(, $options)?) {
                Ok(_) => buf,
                Err(e) => e.__const_panic(),
            }
        };
        const OUTPUT: &str = match ::core::str::from_utf8(&BYTES) {
            Ok(s) => s,
            Err(_) => panic!("punycode: the engine wrote invalid UTF-8"),
        };
        OUTPUT
    }};
}

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
    ($input:expr $(,)?) => {
        $crate::__const_str!($input, $crate::encoded_len, $crate::encode_to_slice)
    };
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
    ($input:expr $(,)?) => {
        $crate::__const_str!($input, $crate::decoded_len, $crate::decode_to_slice)
    };
}

/// Converts a `const` hostname to ASCII at compile time (see
/// [`domain`](crate::domain) for exactly what it checks), giving a
/// `&'static str`. An optional second argument gives the
/// [`Options`](crate::domain::Options).
///
/// ```
/// const HOST: &str = punycode_core::to_ascii_const!("Bücher.example");
/// assert_eq!(HOST, "xn--bcher-kva.example");
///
/// use punycode_core::domain::Options;
/// const LONG: &str = punycode_core::to_ascii_const!(
///     "a-label-that-is-longer-than-sixty-three-bytes-which-dns-does-not-allow.example",
///     Options::new().verify_dns_length(false),
/// );
/// assert!(LONG.len() > 63);
/// ```
///
/// ```compile_fail
/// const BAD: &str = punycode_core::to_ascii_const!("-bücher.example"); // label 0 at byte 0: label starts with '-'
/// ```
#[macro_export]
macro_rules! to_ascii_const {
    ($input:expr $(,)?) => {
        $crate::to_ascii_const!($input, $crate::domain::Options::new())
    };
    ($input:expr, $options:expr $(,)?) => {
        $crate::__const_str!(
            $input,
            $crate::domain::to_ascii_len,
            $crate::domain::to_ascii_to_slice,
            $options
        )
    };
}

/// Converts a `const` hostname to Unicode at compile time, giving a
/// `&'static str`. An optional second argument gives the
/// [`Options`](crate::domain::Options).
///
/// ```
/// const NAME: &str = punycode_core::to_unicode_const!("xn--bcher-kva.example");
/// assert_eq!(NAME, "bücher.example");
/// ```
///
/// ```compile_fail
/// // RUSTSEC-2024-0421: an A-label that decodes to plain ASCII.
/// const BAD: &str = punycode_core::to_unicode_const!("xn--abc-.example");
/// ```
#[macro_export]
macro_rules! to_unicode_const {
    ($input:expr $(,)?) => {
        $crate::to_unicode_const!($input, $crate::domain::Options::new())
    };
    ($input:expr, $options:expr $(,)?) => {
        $crate::__const_str!(
            $input,
            $crate::domain::to_unicode_len,
            $crate::domain::to_unicode_to_slice,
            $options
        )
    };
}
