//! Runs punycode-core on the literal and builds the output literal, or an
//! error that says what is wrong, where in the string, and what to do.

use proc_macro2::TokenStream;
use punycode_core::{Error, ErrorKind};
use quote::ToTokens;
use syn::LitStr;

/// What the macro does with its literal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Direction {
    /// `puny!`: a label to Punycode.
    Encode,
    /// `puny_decode!`: Punycode to a label.
    Decode,
    /// `idna!`: a hostname to ASCII, with UTS #46 processing.
    Hostname,
    /// `idna_strict!`: the same, for input that processing leaves unchanged.
    HostnameStrict,
}

impl Direction {
    /// A valid input, for messages.
    pub(crate) fn example(self) -> &'static str {
        match self {
            Direction::Encode => "bücher",
            Direction::Decode => "bcher-kva",
            Direction::Hostname => "Bücher.example",
            Direction::HostnameStrict => "bücher.example",
        }
    }

    /// The const macro of punycode-core that takes const expressions.
    pub(crate) fn const_macro(self) -> &'static str {
        match self {
            Direction::Encode => "encode_const",
            Direction::Decode => "decode_const",
            // No mapping there: the input must already be mapped.
            Direction::Hostname | Direction::HostnameStrict => "to_ascii_const",
        }
    }
}

/// The converted literal, spanned to the input literal.
pub(crate) fn expand(lit: &LitStr, direction: Direction) -> syn::Result<TokenStream> {
    let input = lit.value();
    if let Some(why) = not_a_label(&input, direction) {
        return Err(syn::Error::new(lit.span(), why));
    }
    let output = match direction {
        Direction::Encode => {
            punycode_core::encode(&input).map_err(|e| message(&e, &input, direction))
        }
        Direction::Decode => {
            punycode_core::decode(&input).map_err(|e| message(&e, &input, direction))
        }
        Direction::Hostname => hostname(&input, false),
        Direction::HostnameStrict => hostname(&input, true),
    };
    match output {
        Ok(output) => Ok(LitStr::new(&output, lit.span()).into_token_stream()),
        Err(message) => Err(syn::Error::new(lit.span(), message)),
    }
}

/// `idna!`'s conversion, with its error message.
#[cfg(feature = "uts46")]
pub(crate) fn hostname(input: &str, strict: bool) -> Result<String, String> {
    crate::uts46::to_ascii(input, strict).map_err(|why| format!("invalid hostname: {why}"))
}

/// Without the `uts46` feature there is no Unicode data, so no `idna!`:
/// an error that says how to get it, rather than a hostname that UTS #46
/// would not give.
#[cfg(not(feature = "uts46"))]
pub(crate) fn hostname(_input: &str, _strict: bool) -> Result<String, String> {
    Err(
        "idna! and idna_strict! need the `uts46` feature of punycode-macros (on by \
         default): without Unicode data a hostname cannot be mapped as UTS #46 requires; \
         enable the feature, or use puny! for a single label that is already mapped"
            .to_owned(),
    )
}

/// `puny!` and `puny_decode!` take one label: a hostname or an A-label
/// there is a mistake that Punycode would (validly) turn into nonsense (`puny!` of
/// "Bücher.example" is "Bcher.example-wob", `puny_decode!` of
/// "xn--bcher-kva" is "xn--bÊcher"), so it is an error that names the
/// right tool.
fn not_a_label(input: &str, direction: Direction) -> Option<String> {
    let name = match direction {
        Direction::Encode => "puny!",
        Direction::Decode => "puny_decode!",
        Direction::Hostname | Direction::HostnameStrict => return None,
    };
    if let Some((at, c)) = punycode_core::__hostname_separator(input) {
        let fix = match direction {
            Direction::Encode => {
                format!("for a hostname use idna!({input:?}), which maps and encodes each label")
            }
            _ => {
                "decode one label at a time, or for a hostname use punycode_core::uts46::to_unicode"
                    .to_owned()
            }
        };
        return Some(format!(
            "{name} takes one label, and {input:?} has the label separator {c:?} at byte {at}\n= help: {fix}"
        ));
    }
    if direction == Direction::Decode && input.len() >= 4 && input[..4].eq_ignore_ascii_case("xn--")
    {
        return Some(format!(
            "{name} takes the Punycode of a label without its 'xn--' prefix, and {input:?} starts \
             with it\n= help: write puny_decode!({:?})",
            &input[4..]
        ));
    }
    None
}

/// What is wrong, where, and what to do about it.
fn message(e: &Error, input: &str, direction: Direction) -> String {
    let what = match direction {
        Direction::Decode => "invalid punycode",
        _ => "cannot encode as punycode",
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
