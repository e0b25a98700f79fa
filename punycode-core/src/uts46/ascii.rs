//! Names in ASCII: one pass over their bytes, for the bulk of real
//! hostnames, with no working space. It gives up (`None`) on anything that
//! needs more, and the general path (`name.rs`) then has the answer; a
//! property test holds the two to the same results.
//!
//! Within it, [`plain`] is the path of nearly every real name: it accepts
//! only names that are valid whatever the options and either way, and
//! leaves every other name (A-labels, errors, underscores, long names) to
//! the rest of [`name`].

use super::label::{char_of, has_ace_prefix};
use super::name::{MAX_LABEL, MAX_NAME};
use super::{Error, ErrorKind, Options, validity};

/// The bytes of a name, for its passes: 0 for lowercase letters, digits
/// and `-`, [`UPPER`] for uppercase letters (below [`STOP`]: the bytes of a
/// plain label), [`STOP`] for other ASCII (`.` among it) and
/// [`STOP_NON_ASCII`] for the rest.
const PLAIN: [u8; 256] = {
    let mut table = [STOP; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' | b'0'..=b'9' | b'-' => 0,
            b'A'..=b'Z' => UPPER,
            0x80..=0xFF => STOP_NON_ASCII,
            _ => STOP,
        };
        b += 1;
    }
    table
};

const UPPER: u8 = 1;

const STOP: u8 = 2;

const STOP_NON_ASCII: u8 = 3;

/// What [`plain`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Plain {
    /// A name of plain labels; `upper`: it has an uppercase letter (so
    /// lowercasing changes it).
    Yes { upper: bool },
    /// A non-ASCII byte or an A-label (before anything else stopped the
    /// pass): only the general path answers.
    General,
    /// Anything else: [`name`]'s checked pass answers.
    No,
}

/// The fast path for a name of plain labels: each of 1 to 63 letters,
/// digits and hyphens, with no hyphen first, last, or at both the third
/// and fourth byte (so neither an A-label nor any hyphen rule's concern),
/// at most 253 bytes, and one root dot at most.
///
/// Such a name is valid with any [`Options`], to ASCII and to Unicode, and
/// its output either way is itself lowercased: [`Plain::Yes`]. Any other
/// name is left to the rest of [`name`] (or the general path).
pub(super) const fn plain(bytes: &[u8]) -> Plain {
    let len = bytes.len();
    let (mut i, mut start, mut seen) = (0, 0, 0);
    loop {
        // Hyphens at the third and fourth byte (an A-label, or a label the
        // hyphen rules look at): given up at once, before its scan. (If a
        // dot comes first, the label is short and given up for nothing.)
        if start + 3 < len && bytes[start + 2] == b'-' && bytes[start + 3] == b'-' {
            return if has_ace_prefix(bytes.split_at(start).1) {
                Plain::General
            } else {
                Plain::No
            };
        }
        let mut class = 0;
        while i < len {
            class = PLAIN[bytes[i] as usize];
            if class >= STOP {
                break;
            }
            seen |= class;
            i += 1;
        }
        if class == STOP_NON_ASCII {
            return Plain::General;
        }
        let n = i - start;
        if n == 0 || n > MAX_LABEL || bytes[start] == b'-' || bytes[i - 1] == b'-' {
            return Plain::No;
        }
        if i == len {
            break;
        }
        if bytes[i] != b'.' {
            return Plain::No;
        }
        i += 1;
        start = i;
        if i == len {
            // A root dot after a label.
            break;
        }
    }
    if len - (bytes[len - 1] == b'.') as usize > MAX_NAME {
        return Plain::No;
    }
    Plain::Yes { upper: seen != 0 }
}

/// An all-ASCII name, checked in one pass over its bytes; when it is
/// valid, its output (either way) is the input lowercased, which the
/// caller writes: `Ok(upper)`, `upper` when it has an uppercase letter.
/// `None` when the name needs the general path: a non-ASCII byte, or an
/// A-label. `to_ascii`: the name is for `ToASCII`, which
/// checks DNS lengths (with `VerifyDnsLength`) and refuses an empty name.
pub(super) const fn name(
    input: &str,
    options: Options,
    to_ascii: bool,
) -> Option<Result<bool, Error>> {
    after_plain(plain(input.as_bytes()), input, options, to_ascii)
}

/// [`name`] once [`plain`] has looked at the name, for a caller that takes
/// [`Plain::Yes`] itself first.
pub(super) const fn after_plain(
    plain: Plain,
    input: &str,
    options: Options,
    to_ascii: bool,
) -> Option<Result<bool, Error>> {
    match plain {
        Plain::Yes { upper } => Some(Ok(upper)),
        Plain::General => None,
        Plain::No => checked(input.as_bytes(), options, to_ascii),
    }
}

/// [`name`] for a name that is not [`plain`]: each label checked by the
/// rules, errors located. Out of line, so that plain names do not pay for
/// its registers.
#[inline(never)]
const fn checked(bytes: &[u8], options: Options, to_ascii: bool) -> Option<Result<bool, Error>> {
    let lengths = to_ascii && options.verify_dns_length;
    // A trailing dot after at least one label is the root.
    let len = if bytes.len() > 1 && bytes[bytes.len() - 1] == b'.' {
        bytes.len() - 1
    } else {
        bytes.len()
    };
    let mut start = 0;
    let mut index = 0;
    let mut failed: Option<(ErrorKind, usize, usize)> = None;
    // `UPPER` once an uppercase letter has been seen.
    let mut upper = 0;
    loop {
        let mut end = start;
        let mut plain = true;
        loop {
            // Letters, digits and hyphens, the bulk of the name.
            while end < len {
                let class = PLAIN[bytes[end] as usize];
                if class >= STOP {
                    break;
                }
                upper |= class;
                end += 1;
            }
            if end >= len {
                break;
            }
            match PLAIN[bytes[end] as usize] {
                _ if bytes[end] == b'.' => break,
                STOP_NON_ASCII => return None,
                _ => {
                    plain = false;
                    end += 1;
                }
            }
        }
        let n = end - start;
        // An A-label has "--" at bytes 2 and 3 (checked first: few labels
        // do).
        let dashes = n >= 4 && bytes[start + 2] == b'-' && bytes[start + 3] == b'-';
        if dashes && has_ace_prefix(bytes.split_at(end).0.split_at(start).1) {
            // An A-label: the general path decodes and checks it.
            return None;
        } else if failed.is_none() {
            // Letters, digits and inner hyphens need no further look: with
            // no '-' at either end or at 3 and 4, no hyphen rule can fail.
            let quick = plain && n > 0 && !dashes && bytes[start] != b'-' && bytes[end - 1] != b'-';
            if !quick {
                let label = bytes.split_at(end).0.split_at(start).1;
                if label.is_empty() {
                    if options.verify_dns_length {
                        failed = Some((ErrorKind::EmptyLabel, index, start));
                    }
                } else if let Err((kind, at)) = validity::check_ascii(label, options) {
                    failed = Some((kind, index, start + at));
                }
            }
        }
        if failed.is_none() && lengths {
            if end - start > MAX_LABEL {
                failed = Some((ErrorKind::LabelTooLong, index, start));
            } else if end > MAX_NAME {
                failed = Some((ErrorKind::NameTooLong, index, start));
            }
        }
        if end >= len {
            break;
        }
        start = end + 1;
        index += 1;
    }
    if let Some((kind, index, at)) = failed {
        let c = if at < bytes.len() {
            char_of(kind, bytes[at].to_ascii_lowercase() as u32)
        } else {
            None
        };
        return Some(Err(Error::new(kind, index, at).with_character(c)));
    }
    if bytes.is_empty() && to_ascii {
        return Some(Err(Error::new(ErrorKind::EmptyName, 0, 0)));
    }
    Some(Ok(upper != 0))
}

#[cfg(test)]
mod tests {
    use super::super::{Options, general, in_direction};
    use super::Plain;
    use crate::encode::Out;
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    /// Random ASCII names from pieces that stress the one pass: letters in
    /// either case, digits, hyphens where the rules look, other ASCII,
    /// empty labels, root dots, long labels and names, and A-labels (valid
    /// or not).
    fn names(count: usize) -> Vec<String> {
        const PIECES: &[&str] = &[
            "a",
            "Z",
            "7",
            "-",
            "--",
            ".",
            "_",
            " ",
            "xn--",
            "XN--",
            "ab",
            "exa",
            "mple",
            "com",
            "xn--bcher-kva",
            "xn--abc-",
            "xn--u-ccb",
            "xn--4db",
            "xn--ls8h",
            "r4---sn",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        ];
        let mut seed = 0x1234_5678_9ABC_DEF1_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        (0..count)
            .map(|_| {
                let n = 1 + next() % 8;
                (0..n)
                    .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
                    .collect()
            })
            .collect()
    }

    /// Wherever the one pass answers, the general path gives the same
    /// answer: the input lowercased, or the same error.
    #[test]
    fn one_pass_agrees_with_the_general_path() {
        let (mut answered, mut failed) = (0, 0);
        for name in names(50_000) {
            for options in [Options::dns(), Options::url()] {
                for to_ascii in [true, false] {
                    let Some(fast) = super::name(&name, options, to_ascii) else {
                        continue;
                    };
                    let mut buf = [0u8; 1024];
                    let mut out = Out::new(&mut buf);
                    let slow = in_direction(general(&name, options, to_ascii, &mut out), to_ascii);
                    let len = out.len;
                    let fast = in_direction(fast, to_ascii);
                    assert_eq!(
                        fast.map(|_| ()),
                        slow,
                        "{name:?} ({options:?}, to_ascii {to_ascii})"
                    );
                    if let Ok(upper) = fast {
                        let lower = name.to_ascii_lowercase();
                        assert_eq!(&buf[..len], lower.as_bytes(), "{name:?}");
                        assert_eq!(upper, lower != name, "{name:?}");
                        answered += 1;
                    } else {
                        failed += 1;
                    }
                }
            }
        }
        assert!(
            answered > 20_000 && failed > 20_000,
            "{answered} answered, {failed} refused"
        );
    }

    /// The fast path's edges: what it takes is valid with every option
    /// either way (held by the general path), and it gives up at each of
    /// its limits, leaving the answer to the rest.
    #[test]
    fn plain_names_at_their_edges() {
        let l63 = "a".repeat(63);
        let l64 = "a".repeat(64);
        // 4 labels of 63 and dots: 255 bytes; trimmed to 253 and 254.
        let n255 = [&*l63, &*l63, &*l63, &*l63].join(".");
        let (n253, n254) = (&n255[..253], &n255[..254]);
        let taken = [
            "a", "A", "a.", "0-0", "ab-c", "a-b-c.d", "xn-a", "ab-cd", &*l63, n253,
        ];
        let refused = [
            "",
            ".",
            "a..b",
            "a..",
            ".a",
            "-a",
            "a-",
            "ab--c",
            "xn--a",
            "XN--A",
            "a_b",
            "a b",
            "a.b-",
            &*l64,
            n254,
            "a.\u{e9}",
            "a.xn--b",
            "Xn--bcher-kva.de",
        ];
        let with_root = |n: &str| format!("{n}.");
        for name in taken
            .iter()
            .map(ToString::to_string)
            .chain([with_root(n253)])
        {
            let upper = name.bytes().any(|b| b.is_ascii_uppercase());
            assert_eq!(
                super::plain(name.as_bytes()),
                Plain::Yes { upper },
                "{name:?}"
            );
            for options in [Options::dns(), Options::url()] {
                for to_ascii in [true, false] {
                    let mut buf = [0u8; 1024];
                    let mut out = Out::new(&mut buf);
                    let slow = general(&name, options, to_ascii, &mut out);
                    assert_eq!(slow, Ok(()), "{name:?} ({options:?}, to_ascii {to_ascii})");
                }
            }
        }
        for name in refused
            .iter()
            .map(ToString::to_string)
            .chain([with_root(n254)])
        {
            let a_label = |l: &str| l.len() >= 4 && l[..4].eq_ignore_ascii_case("xn--");
            let want = if !name.is_ascii() || name.split('.').any(a_label) {
                Plain::General
            } else {
                Plain::No
            };
            assert_eq!(super::plain(name.as_bytes()), want, "{name:?}");
        }
    }
}
