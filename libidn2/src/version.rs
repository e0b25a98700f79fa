//! The version this library answers to (`idn2_check_version`): libidn2's
//! API version, 2.3.8, followed by our own; our `idn2.h` declares the same
//! (`IDN2_VERSION`).

/// What `idn2_check_version(NULL)` gives (NUL-terminated for C): the
/// libidn2 API version we implement, then this package's version.
pub const VERSION: &str = concat!("2.3.8-punycode-rs-", env!("CARGO_PKG_VERSION"), "\0");

/// Whether a caller that needs version `required` (such as `"2.3.3"`) is
/// served: `required` is not above [`VERSION`] in version order (as
/// glibc's `strverscmp`, which libidn2 uses: runs of digits compare as
/// numbers, anything else byte by byte), so `"UNKNOWN"` is not.
pub(crate) fn serves(required: &[u8]) -> bool {
    let ours = &VERSION.as_bytes()[..VERSION.len() - 1];
    version_order(required, ours) != core::cmp::Ordering::Greater
}

/// `a` and `b` in version order: where both have a run of digits, the
/// runs compare as numbers; elsewhere bytes compare as bytes.
fn version_order(a: &[u8], b: &[u8]) -> core::cmp::Ordering {
    let (mut i, mut j) = (0, 0);
    loop {
        match (a.get(i), b.get(j)) {
            (None, None) => return core::cmp::Ordering::Equal,
            (None, Some(_)) => return core::cmp::Ordering::Less,
            (Some(_), None) => return core::cmp::Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let run = |s: &[u8], k: usize| {
                    k + s[k..].iter().take_while(|b| b.is_ascii_digit()).count()
                };
                let (ei, ej) = (run(a, i), run(b, j));
                // Without leading zeros, a longer run is a larger number.
                let (na, nb) = (trim_zeros(&a[i..ei]), trim_zeros(&b[j..ej]));
                let order = na.len().cmp(&nb.len()).then_with(|| na.cmp(nb));
                if order != core::cmp::Ordering::Equal {
                    return order;
                }
                (i, j) = (ei, ej);
            }
            (Some(x), Some(y)) if x != y => return x.cmp(y),
            _ => (i, j) = (i + 1, j + 1),
        }
    }
}

fn trim_zeros(digits: &[u8]) -> &[u8] {
    let zeros = digits.iter().take_while(|&&d| d == b'0').count();
    &digits[zeros..]
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
            "1.0.1",
            "2.3.8-punycode-rs-0.0.1",
        ] {
            assert!(serves(ok.as_bytes()), "{ok}");
        }
        for no in [
            "2.3.9",
            "2.4",
            "3",
            "10.0.0",
            "2.3.10",
            "100.100",
            "4711.42.23",
            "UNKNOWN",
        ] {
            assert!(!serves(no.as_bytes()), "{no}");
        }
        assert!(VERSION.starts_with("2.3.8-punycode-rs-") && VERSION.ends_with('\0'));
        assert!(serves(&VERSION.as_bytes()[..VERSION.len() - 1]));
        // The header declares the same version (libidn2's own test
        // compares the two).
        let header = include_str!("../include/idn2.h");
        let declared = alloc::format!("#define IDN2_VERSION \"{}\"", &VERSION[..VERSION.len() - 1]);
        assert!(header.contains(&declared), "{declared}");
    }
}
