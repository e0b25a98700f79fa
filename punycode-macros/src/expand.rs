//! Runs punycode-core on the literal and builds the output literal, or an
//! error that says what is wrong, where in the string, and what to do.

use proc_macro2::TokenStream;
use punycode_core::{Error, ErrorKind};
use quote::ToTokens;
use syn::LitStr;

/// Which way the macro converts.
#[derive(Clone, Copy)]
pub(crate) enum Direction {
    Encode,
    Decode,
}

impl Direction {
    /// A valid input, for messages.
    pub(crate) fn example(self) -> &'static str {
        match self {
            Direction::Encode => "bücher",
            Direction::Decode => "bcher-kva",
        }
    }

    /// The const macro of punycode-core that takes const expressions.
    pub(crate) fn const_macro(self) -> &'static str {
        match self {
            Direction::Encode => "encode_const",
            Direction::Decode => "decode_const",
        }
    }
}

/// The converted literal, spanned to the input literal.
pub(crate) fn expand(lit: &LitStr, direction: Direction) -> syn::Result<TokenStream> {
    let input = lit.value();
    let output = match direction {
        Direction::Encode => punycode_core::encode(&input),
        Direction::Decode => punycode_core::decode(&input),
    };
    match output {
        Ok(output) => Ok(LitStr::new(&output, lit.span()).into_token_stream()),
        Err(e) => Err(syn::Error::new(lit.span(), message(&e, &input, direction))),
    }
}

/// What is wrong, where, and what to do about it.
fn message(e: &Error, input: &str, direction: Direction) -> String {
    let what = match direction {
        Direction::Encode => "cannot encode as punycode",
        Direction::Decode => "invalid punycode",
    };
    let help = match (direction, e.kind()) {
        (_, ErrorKind::InvalidDigit) if e.found() == Some('-') && e.position() == 0 => {
            "a '-' with nothing before it is not a delimiter (RFC 3492 section 6.2); \
             remove it, or put the basic code points before it"
        }
        (_, ErrorKind::InvalidDigit) => {
            "after the last '-', punycode has only the digits a-z, A-Z and 0-9; \
             to encode text, use puny! instead"
        }
        (_, ErrorKind::NonBasicBeforeDelimiter) => {
            "only ASCII may stand before the last '-'; \
             to encode Unicode text, use puny! instead"
        }
        (_, ErrorKind::UnexpectedEnd) => {
            "the string ends in the middle of a delta; check that it is not truncated"
        }
        (_, ErrorKind::NotScalarValue) => {
            "it decodes to a surrogate or a value above U+10FFFF, which no string can hold; \
             check the digits"
        }
        (Direction::Decode, ErrorKind::Overflow) => {
            "a delta is larger than u32::MAX (RFC 3492 section 6.4); this is not valid punycode"
        }
        (Direction::Encode, ErrorKind::Overflow) => {
            "the deltas of RFC 3492 must fit in u32; a DNS label is at most 63 bytes, \
             so split the text into shorter labels"
        }
        _ => "",
    };
    let mut message = if input.len() <= 64 {
        format!("{what}: {e} of {input:?}")
    } else {
        format!("{what}: {e} of the {}-byte string", input.len())
    };
    if !help.is_empty() {
        message.push_str("\n= help: ");
        message.push_str(help);
    }
    message
}
