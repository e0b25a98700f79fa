#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod expand;
mod parse;
mod uts46;

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
    run(input, "puny", expand::Macro::Puny)
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
    run(input, "puny_decode", expand::Macro::PunyDecode)
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
/// The same processing and errors as `punycode_core::uts46::to_ascii` with
/// `Options::dns()`. See the [crate documentation](crate).
#[proc_macro]
pub fn idna(input: TokenStream) -> TokenStream {
    run(input, "idna", expand::Macro::Idna)
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
#[proc_macro]
pub fn idna_strict(input: TokenStream) -> TokenStream {
    run(input, "idna_strict", expand::Macro::IdnaStrict)
}

fn run(input: TokenStream, name: &str, which: expand::Macro) -> TokenStream {
    parse::parse(input.into(), name, which)
        .and_then(|lit| expand::expand(&lit, which))
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
