//! Names in ASCII: [`plain`] is the path of nearly every real name, one
//! pass over its bytes with no working space. It accepts only names that
//! are valid whatever the options and either way, whose output is the
//! input lowercased, and gives up (`None`) on every other name (A-labels,
//! errors, underscores, long names), which the general path (`name.rs`)
//! then answers; a property test holds the two to the same results.

use super::name::{MAX_LABEL, MAX_NAME};

/// The bytes of a name, for [`plain`]: 0 for lowercase letters, digits and
/// `-`, [`UPPER`] for uppercase letters (below [`STOP`]: the bytes of a
/// plain label), [`STOP`] for the rest (`.` among it).
const PLAIN: [u8; 256] = {
    let mut table = [STOP; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' | b'0'..=b'9' | b'-' => 0,
            b'A'..=b'Z' => UPPER,
            _ => STOP,
        };
        b += 1;
    }
    table
};

const UPPER: u8 = 1;

const STOP: u8 = 2;

/// The fast path for a name of plain labels: each of 1 to 63 letters,
/// digits and hyphens, with no hyphen first, last, or at both the third
/// and fourth byte (so neither an A-label nor any hyphen rule's concern),
/// at most 253 bytes, and one root dot at most.
///
/// Such a name is valid with any [`Options`](super::Options), to ASCII and
/// to Unicode, and its output either way is itself lowercased: `Some`,
/// with whether it has an uppercase letter (so that lowercasing changes
/// it). Any other name is `None`, for the general path.
#[inline(always)]
pub(super) const fn plain(bytes: &[u8]) -> Option<bool> {
    // A name that starts beyond ASCII (most IDN names): at once.
    match bytes.first() {
        Some(&b) if b < 0x80 => plain_from_ascii(bytes),
        _ => None,
    }
}

/// [`plain`] of a name that starts with an ASCII byte.
#[inline(never)]
const fn plain_from_ascii(bytes: &[u8]) -> Option<bool> {
    let len = bytes.len();
    let (mut i, mut start, mut seen) = (0, 0, 0);
    loop {
        // Hyphens at the third and fourth byte (an A-label, or a label the
        // hyphen rules look at): given up at once, before its scan.
        if start + 3 < len && bytes[start + 2] == b'-' && bytes[start + 3] == b'-' {
            return None;
        }
        while i < len {
            let class = PLAIN[bytes[i] as usize];
            if class >= STOP {
                break;
            }
            seen |= class;
            i += 1;
        }
        let n = i - start;
        if n == 0 || n > MAX_LABEL || bytes[start] == b'-' || bytes[i - 1] == b'-' {
            return None;
        }
        if i == len {
            break;
        }
        if bytes[i] != b'.' {
            return None;
        }
        i += 1;
        start = i;
        if i == len {
            // A root dot after a label.
            break;
        }
    }
    if len - (bytes[len - 1] == b'.') as usize > MAX_NAME {
        return None;
    }
    Some(seen != 0)
}

#[cfg(test)]
mod tests {
    use super::super::{Options, general, in_direction};
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
    /// answer, with every option and either way: the input lowercased.
    #[test]
    fn one_pass_agrees_with_the_general_path() {
        let (mut taken, mut valid) = (0, 0);
        for name in names(50_000) {
            let fast = super::plain(name.as_bytes());
            let mut all_valid = true;
            for options in [Options::dns(), Options::url()] {
                for to_ascii in [true, false] {
                    let mut buf = [0u8; 1024];
                    let mut out = Out::new(&mut buf);
                    let slow = in_direction(general(&name, options, to_ascii, &mut out), to_ascii);
                    let len = out.len;
                    all_valid &= slow.is_ok();
                    if let Some(upper) = fast {
                        let lower = name.to_ascii_lowercase();
                        assert_eq!(slow, Ok(()), "{name:?} ({options:?}, to_ascii {to_ascii})");
                        assert_eq!(&buf[..len], lower.as_bytes(), "{name:?}");
                        assert_eq!(upper, lower != name, "{name:?}");
                    }
                }
            }
            taken += usize::from(fast.is_some());
            valid += usize::from(all_valid);
        }
        // It takes most of the names that are valid every way (the rest
        // have A-labels, or hyphens where the rules look).
        assert!(
            taken > 5_000 && valid < 2 * taken,
            "{taken} taken, {valid} valid"
        );
    }

    /// The fast path's edges: what it takes is valid with every option
    /// either way (held by the general path), and it gives up at each of
    /// its limits, leaving the answer to the general path.
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
            assert_eq!(super::plain(name.as_bytes()), Some(upper), "{name:?}");
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
            assert_eq!(super::plain(name.as_bytes()), None, "{name:?}");
        }
    }
}
