#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod expand;
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
    run(input, "puny", expand::Direction::Encode)
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
    run(input, "puny_decode", expand::Direction::Decode)
}

fn run(input: TokenStream, name: &str, direction: expand::Direction) -> TokenStream {
    parse::parse(input.into(), name, direction)
        .and_then(|lit| expand::expand(&lit, direction))
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
