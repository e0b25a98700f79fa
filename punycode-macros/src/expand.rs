//! Runs punycode-core on the literal and builds the output literal, or an
//! error that says what is wrong, where in the string, and what to do.

use proc_macro2::TokenStream;
use punycode_core::hostname::Options;
use punycode_core::{Error, ErrorKind};
use quote::ToTokens;
use syn::LitStr;

use crate::parse::Macro;

/// The converted literal, spanned to the input literal.
pub(crate) fn expand(lit: &LitStr, options: Options, which: Macro) -> syn::Result<TokenStream> {
    let input = lit.value();
    if let Some(why) = not_a_label(&input, which) {
        return Err(syn::Error::new(lit.span(), why));
    }
    let output = match which {
        Macro::Puny => punycode_core::encode(&input).map_err(|e| message(&e, &input, which)),
        Macro::PunyDecode => punycode_core::decode(&input).map_err(|e| message(&e, &input, which)),
        Macro::Idna => hostname(&input, options, false),
        Macro::IdnaStrict => hostname(&input, options, true),
    };
    match output {
        Ok(output) => Ok(LitStr::new(&output, lit.span()).into_token_stream()),
        Err(message) => Err(syn::Error::new(lit.span(), message)),
    }
}

/// `idna!`'s conversion, with its error message.
pub(crate) fn hostname(input: &str, options: Options, strict: bool) -> Result<String, String> {
    crate::hostname::to_ascii(input, options, strict)
        .map_err(|why| format!("invalid hostname: {why}"))
}

/// `puny!` and `puny_decode!` take one label: a hostname or an A-label
/// there is a mistake that Punycode would (validly) turn into nonsense (`puny!` of
/// "Bücher.example" is "Bcher.example-wob", `puny_decode!` of
/// "xn--bcher-kva" is "xn--bÊcher"), so it is an error that names the
/// right tool.
fn not_a_label(input: &str, which: Macro) -> Option<String> {
    let name = match which {
        Macro::Puny => "puny!",
        Macro::PunyDecode => "puny_decode!",
        Macro::Idna | Macro::IdnaStrict => return None,
    };
    if let Some((at, c)) = punycode_core::hostname::looks_like_hostname(input) {
        let fix = match which {
            Macro::Puny => {
                format!("for a hostname use idna!({input:?}), which maps and encodes each label")
            }
            _ => {
                "decode one label at a time, or for a hostname use punycode_core::hostname::to_unicode"
                    .to_owned()
            }
        };
        return Some(format!(
            "{name} takes one label, and {input:?} has the label separator {c:?} at byte {at}\n= help: {fix}"
        ));
    }
    if which == Macro::PunyDecode && input.len() >= 4 && input[..4].eq_ignore_ascii_case("xn--") {
        return Some(format!(
            "{name} takes the Punycode of a label without its 'xn--' prefix, and {input:?} starts \
             with it\n= help: write puny_decode!({:?})",
            &input[4..]
        ));
    }
    None
}

/// What is wrong, where, and what to do about it.
fn message(e: &Error, input: &str, which: Macro) -> String {
    let what = match which {
        Macro::PunyDecode => "invalid punycode",
        _ => "cannot encode as punycode",
    };
    let help = match (which, e.kind()) {
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
        (Macro::PunyDecode, ErrorKind::Overflow) => {
            "a delta is larger than u32::MAX (RFC 3492 section 6.4); this is not valid punycode"
        }
        (Macro::Puny, ErrorKind::Overflow) => {
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
