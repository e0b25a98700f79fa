//! Names in ASCII: one pass over their bytes, for the bulk of real
//! hostnames, with no working space. It gives up (`None`) on anything that
//! needs more, and the general path (`name.rs`) then has the answer; a
//! property test holds the two to the same results.

use super::label::{char_of, has_ace_prefix};
use super::{Error, ErrorKind, Options, validity};

/// The bytes of an ASCII name, for its one pass: 0 for letters, digits
/// and `-` (the bytes of a plain label, in either case), then `.`, other
/// ASCII, and non-ASCII.
const BYTE_CLASS: [u8; 256] = {
    let mut table = [OTHER; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' => LDH,
            b'.' => DOT,
            0x80..=0xFF => NON_ASCII,
            _ => OTHER,
        };
        b += 1;
    }
    table
};

const LDH: u8 = 0;

const DOT: u8 = 1;

const OTHER: u8 = 2;

const NON_ASCII: u8 = 3;

/// An all-ASCII name, checked in one pass over its bytes; when it is
/// valid, its output (either way) is the input lowercased, which the
/// caller writes. `None` when the name needs the general path: a non-ASCII
/// byte, or an A-label. `to_ascii`: the name is for `ToASCII`, which
/// checks DNS lengths (with `VerifyDnsLength`) and refuses an empty name.
pub(super) const fn name(
    input: &str,
    options: Options,
    to_ascii: bool,
) -> Option<Result<(), Error>> {
    let lengths = to_ascii && options.verify_dns_length;
    let bytes = input.as_bytes();
    // A trailing dot after at least one label is the root.
    let len = if bytes.len() > 1 && bytes[bytes.len() - 1] == b'.' {
        bytes.len() - 1
    } else {
        bytes.len()
    };
    let mut start = 0;
    let mut index = 0;
    let mut failed: Option<(ErrorKind, usize, usize)> = None;
    loop {
        let mut end = start;
        let mut plain = true;
        loop {
            // Letters, digits and hyphens, the bulk of the name.
            while end < len && BYTE_CLASS[bytes[end] as usize] == LDH {
                end += 1;
            }
            if end >= len {
                break;
            }
            match BYTE_CLASS[bytes[end] as usize] {
                DOT => break,
                NON_ASCII => return None,
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
            if end - start > 63 {
                failed = Some((ErrorKind::LabelTooLong, index, start));
            } else if end > 253 {
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
    Some(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::super::{Options, general, in_direction};
    use crate::encode::Out;
    use alloc::string::String;
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
                    assert_eq!(fast, slow, "{name:?} ({options:?}, to_ascii {to_ascii})");
                    if fast.is_ok() {
                        assert_eq!(
                            &buf[..len],
                            name.to_ascii_lowercase().as_bytes(),
                            "{name:?}"
                        );
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
}
