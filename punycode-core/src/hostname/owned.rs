//! A hostname that is always valid, held in its ASCII form: for
//! configuration (feature `alloc`; `serde` support with feature `serde`).

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use super::error::{Error, ErrorKind};
use super::options::Options;
use super::slice::to_ascii_to_slice;
use super::string::{to_ascii, to_unicode};

/// A valid hostname, held in its ASCII form (A-labels): what you send to
/// DNS, write in a certificate or compare. Built by UTS #46 processing,
/// so any way of writing a name gives the same value: `"BÜCHER.example"`,
/// `"bücher.example"` and `"xn--bcher-kva.example"` are equal.
///
/// [`Hostname::parse`] uses the lookup profile ([`Options::lookup`]);
/// [`Hostname::parse_with`] takes other options. `Display`, [`as_str`] and
/// `AsRef<str>` give the ASCII form, [`to_unicode`] the form to show.
/// `Eq`, `Ord` and `Hash` compare the ASCII forms. With feature `serde`, a
/// `Hostname` deserializes from a string (mapping and validating it; the
/// error names the rule, the label and the byte) and serializes as its
/// ASCII form.
///
/// [`as_str`]: Hostname::as_str
/// [`to_unicode`]: Hostname::to_unicode
///
/// ```
/// use punycode_core::hostname::Hostname;
///
/// let host: Hostname = "BÜCHER.example".parse()?;
/// assert_eq!(host.as_str(), "xn--bcher-kva.example");
/// assert_eq!(host.to_unicode(), "bücher.example");
/// assert_eq!(host, "xn--bcher-kva.example".parse()?);
/// assert_eq!(host.to_string(), "xn--bcher-kva.example");
///
/// let err = "exa mple.com".parse::<Hostname>().unwrap_err();
/// assert_eq!((err.code(), err.position()), ("U1", 3));
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Hostname {
    ascii: Cow<'static, str>,
    options: Options,
}

impl Hostname {
    /// `input` by UTS #46 with the lookup profile, if it is a valid hostname.
    ///
    /// ```
    /// use punycode_core::hostname::Hostname;
    ///
    /// assert_eq!(Hostname::parse("München.de")?.as_str(), "xn--mnchen-3ya.de");
    /// assert!(Hostname::parse("-bad-.example").is_err());
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    pub fn parse(input: &str) -> Result<Hostname, Error> {
        Hostname::parse_with(input, Options::lookup())
    }

    /// `input` by UTS #46 with `options`, if it is a valid hostname under
    /// them.
    ///
    /// ```
    /// use punycode_core::hostname::{Hostname, Options};
    ///
    /// assert!(Hostname::parse("_dmarc.example.com").is_err());
    /// let txt = Hostname::parse_with("_dmarc.Example.com", Options::url())?;
    /// assert_eq!(txt.as_str(), "_dmarc.example.com");
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    ///
    /// With `Options::registration` (feature `idna2008`), a name as a
    /// registry accepts it: checked for registration, nothing mapped, so
    /// only the name as written (or its A-labels) is taken, and
    /// [`to_unicode`](Hostname::to_unicode) gives it back as written.
    ///
    /// ```
    /// # #[cfg(feature = "idna2008")] {
    /// use punycode_core::hostname::{ErrorKind, Hostname, Options};
    ///
    /// let name = Hostname::parse_with("bücher.example", Options::registration())?;
    /// assert_eq!(name.as_str(), "xn--bcher-kva.example");
    /// assert_eq!(name.to_unicode(), "bücher.example");
    /// let err = Hostname::parse_with("Bücher.example", Options::registration()).unwrap_err();
    /// assert_eq!((err.kind(), err.code()), (ErrorKind::NotPermitted, "RFC 5891 4.2.2"));
    /// # }
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    pub fn parse_with(input: &str, options: Options) -> Result<Hostname, Error> {
        Ok(Hostname {
            ascii: Cow::Owned(to_ascii(input, options)?),
            options,
        })
    }

    /// A hostname from a `'static` string that is already its own ASCII
    /// form under the lookup profile (such as the output of
    /// `punycode_macros::idna!`), without allocating: for `const` items.
    ///
    /// ```
    /// use punycode_core::hostname::Hostname;
    ///
    /// const HOST: Hostname = Hostname::from_static("xn--bcher-kva.example");
    /// assert_eq!(HOST, Hostname::parse("Bücher.example")?);
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    ///
    /// # Panics
    ///
    /// When `name` is not a valid hostname, with the error that processing
    /// it gives; or when processing would change it (`"Example.com"`), with
    /// an error of kind [`NotAsciiForm`](super::ErrorKind::NotAsciiForm)
    /// at the first byte that differs. In a `const` item that is a compile
    /// error with the message; at run time use [`Hostname::parse`].
    ///
    /// ```compile_fail
    /// // error: invalid hostname: label 0 at byte 0: a hostname, but not written in its ASCII form ...
    /// const HOST: punycode_core::hostname::Hostname =
    ///     punycode_core::hostname::Hostname::from_static("Bücher.example");
    /// ```
    #[track_caller]
    pub const fn from_static(name: &'static str) -> Hostname {
        let mut buf = [0u8; 254];
        let len = match to_ascii_to_slice(name, Options::lookup(), &mut buf) {
            Ok(len) => len,
            Err(e) => e.__const_panic(),
        };
        let bytes = name.as_bytes();
        let mut k = 0;
        while k < bytes.len() && k < len && bytes[k] == buf[k] {
            k += 1;
        }
        if k < bytes.len() || k < len {
            Error::new(ErrorKind::NotAsciiForm, 0, k).__const_panic();
        }
        Hostname {
            ascii: Cow::Borrowed(name),
            options: Options::lookup(),
        }
    }

    /// The ASCII form.
    ///
    /// ```
    /// let host = punycode_core::hostname::Hostname::parse("Example.COM")?;
    /// assert_eq!(host.as_str(), "example.com");
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.ascii
    }

    /// The Unicode form, to show to a person (UTS #46 `ToUnicode` of the
    /// ASCII form, with the options it was parsed with).
    ///
    /// ```
    /// let host = punycode_core::hostname::Hostname::parse("xn--e1afmkfd.xn--p1ai")?;
    /// assert_eq!(host.to_unicode(), "пример.рф");
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    pub fn to_unicode(&self) -> String {
        // A name that `to_ascii` wrote converts back (the `hostname` fuzz
        // target and the conformance tests hold it to that); should it
        // not, the ASCII form is still the same name.
        to_unicode(&self.ascii, self.options).unwrap_or_else(|_| String::from(&*self.ascii))
    }

    /// The ASCII form, as a `String`.
    ///
    /// ```
    /// let host = punycode_core::hostname::Hostname::parse("Bücher.de")?;
    /// assert_eq!(host.into_string(), "xn--bcher-kva.de");
    /// # Ok::<(), punycode_core::hostname::Error>(())
    /// ```
    pub fn into_string(self) -> String {
        self.ascii.into_owned()
    }
}

impl PartialEq for Hostname {
    fn eq(&self, other: &Hostname) -> bool {
        self.ascii == other.ascii
    }
}

impl Eq for Hostname {}

impl PartialOrd for Hostname {
    fn partial_cmp(&self, other: &Hostname) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Hostname {
    fn cmp(&self, other: &Hostname) -> core::cmp::Ordering {
        self.ascii.cmp(&other.ascii)
    }
}

impl Hash for Hostname {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.ascii.hash(state);
    }
}

impl fmt::Display for Hostname {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.ascii)
    }
}

impl AsRef<str> for Hostname {
    fn as_ref(&self) -> &str {
        &self.ascii
    }
}

impl FromStr for Hostname {
    type Err = Error;

    fn from_str(input: &str) -> Result<Hostname, Error> {
        Hostname::parse(input)
    }
}

impl TryFrom<&str> for Hostname {
    type Error = Error;

    fn try_from(input: &str) -> Result<Hostname, Error> {
        Hostname::parse(input)
    }
}

impl TryFrom<String> for Hostname {
    type Error = Error;

    fn try_from(input: String) -> Result<Hostname, Error> {
        Hostname::parse(&input)
    }
}

impl From<Hostname> for String {
    fn from(host: Hostname) -> String {
        host.into_string()
    }
}

/// With feature `serde`: the ASCII form, as a string.
#[cfg(feature = "serde")]
impl serde::Serialize for Hostname {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.ascii)
    }
}

/// With feature `serde`: from a string, by UTS #46 with the lookup profile;
/// the error names the rule, the label and the byte.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Hostname {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Hostname, D::Error> {
        struct Visitor;

        impl serde::de::Visitor<'_> for Visitor {
            type Value = Hostname;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a hostname")
            }

            fn visit_str<E: serde::de::Error>(self, input: &str) -> Result<Hostname, E> {
                Hostname::parse(input).map_err(|e| E::custom(format_args!("invalid hostname: {e}")))
            }
        }

        deserializer.deserialize_str(Visitor)
    }
}
