#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod expand;
mod hostname;
mod parse;

use proc_macro::TokenStream;

/// Encodes a string literal as Punycode at compile time, expanding to the
/// encoded string literal.
///
/// ```
/// use punycode_macros::puny;
///
/// const LABEL: &str = puny!("bücher");
/// assert_eq!(LABEL, "bcher-kva");
/// assert_eq!(puny!("b\u{fc}cher"), "bcher-kva");
/// ```
///
/// See the [crate documentation](crate) for every error it reports.
#[proc_macro]
pub fn puny(input: TokenStream) -> TokenStream {
    run(input, "puny", parse::Macro::Puny)
}

/// Decodes a Punycode string literal at compile time, expanding to the
/// decoded string literal.
///
/// ```
/// use punycode_macros::puny_decode;
///
/// const NAME: &str = puny_decode!("bcher-kva");
/// assert_eq!(NAME, "bücher");
/// ```
///
/// See the [crate documentation](crate) for every error it reports.
#[proc_macro]
pub fn puny_decode(input: TokenStream) -> TokenStream {
    run(input, "puny_decode", parse::Macro::PunyDecode)
}

/// Converts a hostname literal to ASCII at compile time, applying UTS #46
/// processing (mapping, normalization, validity, hyphen, bidi and joiner
/// rules, DNS lengths) and encoding with punycode-core. Expands to the ASCII
/// string literal.
///
/// ```
/// use punycode_macros::idna;
///
/// const HOST: &str = idna!("Bücher.example");
/// assert_eq!(HOST, "xn--bcher-kva.example");
/// assert_eq!(idna!("Ⅸ.example"), "ix.example"); // mapped by UTS #46
/// ```
///
/// ```compile_fail
/// // error: invalid hostname: label 0 at byte 1: '_' (U+005F): hostnames have only ...
/// const BAD: &str = punycode_macros::idna!("a_b.example");
/// ```
///
/// The same processing and errors as `punycode_core::hostname::to_ascii` with
/// `Options::lookup()`, unless options after the literal say otherwise:
///
/// - the profile, `lookup` (the default), `url`: the URL Standard's, where
///   `_` passes, as in `_dmarc` or SRV names, and labels have no length
///   limit, or `registration`: IDNA2008 registration (RFC 5891 section 4,
///   `Options::registration`), for registries that embed names: nothing is
///   mapped, and every code point must be one RFC 5892 permits;
/// - `hyphens = check` (no `-` at either end of a label, nor at its third
///   and fourth characters), `first_last` (only the ends, for names such as
///   `r4---sn-4g5e6nz7.googlevideo.com`) or `allow`;
/// - `std3`, `bidi`, `joiners`, `dns_length` `= true | false`: the other
///   flags of UTS #46.
///
/// ```
/// use punycode_macros::idna;
///
/// assert_eq!(idna!("_dmarc.Bücher.de", url), "_dmarc.xn--bcher-kva.de");
/// const CDN: &str = idna!("r4---sn-4g5e6nz7.googlevideo.com", hyphens = first_last);
/// assert_eq!(CDN, "r4---sn-4g5e6nz7.googlevideo.com");
/// assert_eq!(idna!("_sip._tcp.Bücher.de", lookup, std3 = false), "_sip._tcp.xn--bcher-kva.de");
/// assert_eq!(idna!("bücher.de", registration), "xn--bcher-kva.de");
/// ```
///
/// ```compile_fail
/// // error: invalid hostname: label 0 at byte 0: 'B' (U+0042): the character is DISALLOWED by
/// // IDNA2008 (RFC 5892) ...
/// const UPPER: &str = punycode_macros::idna!("Bücher.de", registration);
/// ```
///
/// ```compile_fail
/// // error: unknown option `hyphenz` (or missing its value) for idna!; the options are ...
/// const CDN: &str = punycode_macros::idna!("r4---sn.example", hyphenz = allow);
/// ```
///
/// See the [crate documentation](crate).
#[proc_macro]
pub fn idna(input: TokenStream) -> TokenStream {
    run(input, "idna", parse::Macro::Idna)
}

/// Like [`idna!`](macro@idna), but rejects input that UTS #46 mapping would
/// change, naming the character and what to write instead, so that the
/// source shows exactly what is encoded.
///
/// ```
/// use punycode_macros::idna_strict;
///
/// const HOST: &str = idna_strict!("bücher.example");
/// assert_eq!(HOST, "xn--bcher-kva.example");
/// ```
///
/// ```compile_fail
/// // error: invalid hostname: 'B' (U+0042) at byte 0 is changed by UTS #46 mapping to "b"; ...
/// const HOST: &str = punycode_macros::idna_strict!("Bücher.example");
/// ```
///
/// It takes the options of [`idna!`](macro@idna):
///
/// ```
/// assert_eq!(punycode_macros::idna_strict!("_dmarc.bücher.de", url), "_dmarc.xn--bcher-kva.de");
/// ```
#[proc_macro]
pub fn idna_strict(input: TokenStream) -> TokenStream {
    run(input, "idna_strict", parse::Macro::IdnaStrict)
}

fn run(input: TokenStream, name: &str, which: parse::Macro) -> TokenStream {
    parse::parse(input.into(), name, which)
        .and_then(|(lit, options)| expand::expand(&lit, options, which))
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
