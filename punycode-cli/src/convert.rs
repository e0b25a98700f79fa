//! The four conversions, with their failures in one shape for reporting.

use punycode_core::Error;
use punycode_core::display::Policy;
use punycode_core::hostname::{self, Options, rules};

/// What the command converts.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Conversion<'a> {
    Encode,
    Decode,
    /// UTS #46 `ToASCII`, with these options.
    ToAscii(Options),
    /// UTS #46 `ToUnicode`, with these options.
    ToUnicode(Options),
    /// The display form (see `display.rs`, which converts it).
    Display(&'a [(&'static str, Policy)]),
}

/// Why an input was rejected: a stable kind name, the UTS #46 status code
/// where there is one, the byte offset in the input, and the message.
#[derive(Debug)]
pub(crate) struct Failure {
    pub(crate) kind: &'static str,
    pub(crate) code: Option<&'static str>,
    pub(crate) position: usize,
    pub(crate) message: String,
}

impl Failure {
    pub(crate) fn invalid_utf8(at: usize) -> Failure {
        Failure {
            kind: "invalid_utf8",
            code: None,
            position: at,
            message: format!("invalid UTF-8 at byte {at}"),
        }
    }
}

impl Conversion<'_> {
    pub(crate) fn apply(self, input: &str) -> Result<String, Failure> {
        if let Some(failure) = self.not_a_label(input) {
            return Err(failure);
        }
        match self {
            Conversion::Encode => punycode_core::encode(input).map_err(label_failure),
            Conversion::Decode => punycode_core::decode(input).map_err(label_failure),
            Conversion::ToAscii(options) => {
                hostname::to_ascii(input, options).map_err(uts46_failure)
            }
            Conversion::ToUnicode(options) => {
                hostname::to_unicode(input, options).map_err(uts46_failure)
            }
            // Each policy's form, side by side (as `display::one` writes
            // them, which `main` calls for a name that is text).
            Conversion::Display(policies) => Ok(policies
                .iter()
                .map(|(_, policy)| punycode_core::display::to_display(input, policy))
                .collect::<Vec<_>>()
                .join("\t")),
        }
    }
}

impl Conversion<'_> {
    /// `encode` and `decode` take one label: a hostname, or an A-label to
    /// decode, is refused with the command to use instead (Punycode would
    /// turn it into nonsense: "bücher.de" into "bcher.de-65a").
    fn not_a_label(self, input: &str) -> Option<Failure> {
        let (kind, position, message) = match self {
            Conversion::Encode | Conversion::Decode => {
                if let Some((at, c)) = punycode_core::hostname::looks_like_hostname(input) {
                    let command = if matches!(self, Conversion::Encode) {
                        "to-ascii"
                    } else {
                        "to-unicode"
                    };
                    (
                        "hostname",
                        at,
                        format!(
                            "{c:?} at byte {at} separates labels, and this command takes one label: for a hostname use `punycode {command}`"
                        ),
                    )
                } else if matches!(self, Conversion::Decode)
                    && rules::a_label_punycode(input).is_some()
                {
                    (
                        "ace_prefix",
                        0,
                        format!(
                            "decode takes the Punycode after 'xn--': use `punycode decode {}`, or `punycode to-unicode` for the A-label",
                            &input[4..]
                        ),
                    )
                } else {
                    return None;
                }
            }
            _ => return None,
        };
        Some(Failure {
            kind,
            code: None,
            position,
            message,
        })
    }
}

pub(crate) fn uts46_failure(e: hostname::Error) -> Failure {
    failure(e.kind().name(), Some(e.code()), e.position(), &e)
}

fn label_failure(e: Error) -> Failure {
    failure(e.kind().name(), None, e.position(), &e)
}

fn failure(
    kind: &'static str,
    code: Option<&'static str>,
    position: usize,
    e: &impl core::fmt::Display,
) -> Failure {
    Failure {
        kind,
        code,
        position,
        message: e.to_string(),
    }
}
