//! [`Errors`], what every function here returns for a name that is not
//! valid: the engine's error (`punycode_core::hostname::Error`), or one of
//! the checks this crate makes of its own.

use core::fmt;

/// The error of UTS #46 processing: the name is not valid under the
/// options given. Its `Display` names the rule, the label and the byte
/// (when the name was UTF-8).
///
/// ```
/// let err = idna::domain_to_ascii("exa\u{200D}mple.com").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "label 0 at byte 3: U+200D: a zero width joiner must follow a virama \
///      (UTS #46 CheckJoiners, RFC 5892 appendix A.2)"
/// );
/// ```
#[derive(Default, Debug, Clone)]
#[non_exhaustive]
pub struct Errors {
    cause: Cause,
}

/// Why a name is not valid.
#[derive(Default, Debug, Clone)]
enum Cause {
    /// Made by `Errors::default()`.
    #[default]
    Unknown,
    /// What punycode-core found.
    Engine(punycode_core::hostname::Error),
    /// The input is not UTF-8.
    NotUtf8,
    /// A root dot under `DnsLength::Verify`.
    RootDot,
}

impl Errors {
    pub(crate) fn engine(error: punycode_core::hostname::Error) -> Errors {
        Errors {
            cause: Cause::Engine(error),
        }
    }

    pub(crate) fn not_utf8() -> Errors {
        Errors {
            cause: Cause::NotUtf8,
        }
    }

    pub(crate) fn root_dot() -> Errors {
        Errors {
            cause: Cause::RootDot,
        }
    }
}

impl From<Errors> for Result<(), Errors> {
    fn from(e: Errors) -> Self {
        Err(e)
    }
}

impl core::error::Error for Errors {}

impl fmt::Display for Errors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.cause {
            Cause::Engine(e) => fmt::Display::fmt(e, f),
            Cause::Unknown => f.write_str("not a valid domain name"),
            Cause::NotUtf8 => f.write_str("not a domain name: the input is not UTF-8"),
            Cause::RootDot => f.write_str(
                "a trailing root dot, which DnsLength::Verify refuses (VerifyAllowRootDot allows it)",
            ),
        }
    }
}
