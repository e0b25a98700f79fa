//! The const macros: the engine at compile time, into a `&'static str`.
//! Length first, then fill an array of exactly that length.

/// The shared body of the const macros: `$len(input, ...)` gives the
/// length, `$fill(input, ..., buf)` fills the array.
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
            match $fill(INPUT $(, $options)?, &mut buf) {
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

/// Converts a `const` hostname to ASCII at compile time by UTS #46, as
/// [`hostname::to_ascii_to_slice`](crate::hostname::to_ascii_to_slice) does at
/// run time (the same code, the same answers, the same error text),
/// giving a `&'static str`. The lookup profile unless a second argument gives
/// the [`Options`](crate::hostname::Options).
///
/// ```
/// const HOST: &str = punycode_core::to_ascii_const!("ＭÜＮＣＨＥＮ。de");
/// assert_eq!(HOST, "xn--mnchen-3ya.de");
/// const NFC: &str = punycode_core::to_ascii_const!("u\u{308}ber.example");
/// assert_eq!(NFC, "xn--ber-goa.example");
///
/// use punycode_core::hostname::Options;
/// const DMARC: &str = punycode_core::to_ascii_const!("_dmarc.Bücher.example", Options::url());
/// assert_eq!(DMARC, "_dmarc.xn--bcher-kva.example");
/// ```
///
/// Invalid input is a compile error that names the rule, the label, the
/// byte and the character:
///
/// ```compile_fail
/// // error: invalid hostname: label 0 at byte 3: U+200D: a zero width joiner must follow a virama (UTS #46 CheckJoiners, RFC 5892 appendix A.2)
/// const BAD: &str = punycode_core::to_ascii_const!("exa\u{200D}mple.com");
/// ```
#[macro_export]
macro_rules! to_ascii_const {
    ($input:expr $(,)?) => {
        $crate::to_ascii_const!($input, $crate::hostname::Options::lookup())
    };
    ($input:expr, $options:expr $(,)?) => {
        $crate::__const_str!(
            $input,
            $crate::hostname::to_ascii_len,
            $crate::hostname::to_ascii_to_slice,
            $options
        )
    };
}

/// Converts a `const` hostname to Unicode at compile time by UTS #46, as
/// [`hostname::to_unicode_to_slice`](crate::hostname::to_unicode_to_slice) does
/// at run time, giving a `&'static str`. The lookup profile unless a second
/// argument gives the [`Options`](crate::hostname::Options).
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
        $crate::to_unicode_const!($input, $crate::hostname::Options::lookup())
    };
    ($input:expr, $options:expr $(,)?) => {
        $crate::__const_str!(
            $input,
            $crate::hostname::to_unicode_len,
            $crate::hostname::to_unicode_to_slice,
            $options
        )
    };
}
