//! The version this library answers to (`idn2_check_version`): libidn2's
//! API version, 2.3.8, that of the header we ship, followed by our own.

/// What `idn2_check_version(NULL)` gives (NUL-terminated for C): the
/// libidn2 API version we implement, then this package's version.
pub const VERSION: &str = concat!("2.3.8-punycode-rs-", env!("CARGO_PKG_VERSION"), "\0");

/// The libidn2 API version (`IDN2_VERSION` in our `idn2.h`).
pub(crate) const API: [u32; 3] = [2, 3, 8];

/// Whether a caller that needs version `required` (such as `"2.3.3"`) is
/// served: its leading numbers, compared one by one with [`API`], are not
/// greater. Text after them (`-rc1`) is not compared.
pub(crate) fn serves(required: &[u8]) -> bool {
    let mut parts = required.split(|&b| b == b'.');
    for want in API {
        let Some(part) = parts.next() else {
            return true;
        };
        let digits: &[u8] = &part[..part.iter().take_while(|b| b.is_ascii_digit()).count()];
        let Some(n) = core::str::from_utf8(digits)
            .ok()
            .and_then(|d| d.parse::<u32>().ok())
        else {
            return digits.is_empty();
        };
        if n != want {
            return n < want;
        }
        if digits.len() < part.len() {
            return true;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_that_are_served() {
        for ok in [
            "2.3.8",
            "2.3.3",
            "2.0.0",
            "0.0.0",
            "2",
            "2.3",
            "1.99",
            "",
            "2.3.8-rc1",
        ] {
            assert!(serves(ok.as_bytes()), "{ok}");
        }
        for no in ["2.3.9", "2.4", "3", "10.0.0", "2.3.10"] {
            assert!(!serves(no.as_bytes()), "{no}");
        }
        assert!(VERSION.starts_with("2.3.8-punycode-rs-") && VERSION.ends_with('\0'));
    }
}
