//! The allocation-free form, `const fn`: a name through the fast paths
//! (`ascii`) or, for every other name, the general path (`name`) in a
//! working space on the stack that grows in steps, as a label needs it;
//! registration's lengths; and the public functions into a buffer.

use super::ascii::{self, Fast};
use super::error::{Error, ErrorKind};
use super::name;
use super::options::Options;
use super::work::Work;
use crate::punycode::encode::Out;

/// Both directions, into `out`, in the fixed working space.
pub(crate) const fn convert(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
) -> Result<(), Error> {
    let result = match ascii::fast(input.as_bytes(), options, to_ascii) {
        Fast::Plain(_) => {
            // The output is the input, lowercased.
            let bytes = input.as_bytes();
            let mut k = 0;
            while k < bytes.len() {
                out.push(bytes[k].to_ascii_lowercase());
                k += 1;
            }
            if out.len > out.buf.len() {
                Err(Error::new(
                    ErrorKind::BufferTooSmall { needed: out.len },
                    0,
                    0,
                ))
            } else {
                Ok(())
            }
        }
        Fast::Refused(e) => Err(e),
        Fast::General => general(input, options, to_ascii, out),
    };
    in_direction(result, to_ascii)
}

/// The general path in growing working space: a little (most names need
/// none or little: labels that UTS #46 leaves alone, short A-labels, short
/// labels to map), then enough for every DNS label, then
/// [`Work::CODE_POINTS`]. Zeroing a large space costs more than most names,
/// so it is only made when needed.
#[inline(always)]
pub(crate) const fn general(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
) -> Result<(), Error> {
    #[cfg(feature = "idna2008")]
    if options.idna2008 && !to_ascii && options.verify_dns_length {
        if let Err(e) = registration_lengths(input, options) {
            return Err(e);
        }
    }
    in_working_space(input, options, to_ascii, out)
}

/// [`general`]'s conversion, in growing working space (without
/// registration's length check, which itself runs a `ToASCII` here).
const fn in_working_space(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
) -> Result<(), Error> {
    let (mut cps, mut bytes) = ([0u32; Work::TINY_CODE_POINTS], [0u8; Work::TINY_BYTES]);
    if let Some(result) = attempt(input, options, to_ascii, out, &mut cps, &mut bytes, false) {
        return result;
    }
    let (mut cps, mut bytes) = ([0u32; Work::SMALL_CODE_POINTS], [0u8; Work::SMALL_BYTES]);
    if let Some(result) = attempt(input, options, to_ascii, out, &mut cps, &mut bytes, false) {
        return result;
    }
    let (mut cps, mut bytes) = ([0u32; Work::CODE_POINTS], [0u8; Work::BYTES]);
    match attempt(input, options, to_ascii, out, &mut cps, &mut bytes, true) {
        Some(result) => result,
        None => Err(Error::new(ErrorKind::WorkspaceExceeded, 0, 0)),
    }
}

/// Registration checks a name's lengths in A-label form (RFC 5891
/// section 4.2), so that a name is registrable in both forms or in
/// neither: its `ToUnicode` takes them from a `ToASCII` first, that writes
/// nowhere (its output is counted). (A label too long for the working
/// space is too long for the DNS: `ToASCII` says so.) Out of line: the
/// common paths never come here.
#[cfg(feature = "idna2008")]
#[inline(never)]
const fn registration_lengths(input: &str, options: Options) -> Result<(), Error> {
    if surely_fits(input.as_bytes()) {
        return Ok(());
    }
    match in_working_space(input, options, true, &mut Out::new(&mut [])) {
        Err(e) if !matches!(e.kind(), ErrorKind::BufferTooSmall { .. }) => Err(e),
        _ => Ok(()),
    }
}

/// Whether every label of `name` (separated by `.` alone, as in
/// registration) surely fits the DNS in A-label form, and the name too, by
/// a bound on their lengths that one pass over the bytes gives: an ASCII
/// label is as long as it is; a U-label's A-label has `xn--`, its basic
/// code points and a delimiter, and a delta for each other code point of
/// at most 9 digits. (A delta is under 0x110000 times one more than the
/// label's code points; a label of more than 63 code points never fits
/// anyway, so a delta that matters is under 10^8, and each digit of the
/// generalized variable-length integer after the first divides what is
/// left by `BASE - t`, at least 10: RFC 3492 section 3.3.) `false` only
/// means the lengths must be counted.
#[cfg(feature = "idna2008")]
const fn surely_fits(name: &[u8]) -> bool {
    const fn bound(basic: usize, other: usize) -> usize {
        if other == 0 {
            basic
        } else {
            4 + basic + 1 + 9 * other
        }
    }
    let (mut total, mut basic, mut other) = (0, 0, 0);
    let mut k = 0;
    while k < name.len() {
        let b = name[k];
        if b == b'.' {
            let label = bound(basic, other);
            if label > name::MAX_LABEL {
                return false;
            }
            total += label + 1;
            (basic, other) = (0, 0);
        } else if b < 0x80 {
            basic += 1;
        } else if b & 0xC0 != 0x80 {
            other += 1;
        }
        k += 1;
    }
    let label = bound(basic, other);
    label <= name::MAX_LABEL && total + label <= name::MAX_NAME
}

/// One attempt of [`general`] in the working space `cps` and `bytes`;
/// `None`, with `out` as it was, when a label did not fit and this is not
/// the `last` space.
const fn attempt(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut Out<'_>,
    cps: &mut [u32],
    bytes: &mut [u8],
    last: bool,
) -> Option<Result<(), Error>> {
    let base = out.len;
    let mut work = Work { cps, bytes, last };
    match name::convert(input, options, to_ascii, out, &mut work) {
        Err(e) if !last && matches!(e.kind(), ErrorKind::WorkspaceExceeded) => {
            out.len = base;
            None
        }
        result => Some(result),
    }
}

/// Marks an error of `ToUnicode`, whose empty-label code differs.
pub(crate) const fn in_direction<T: Copy>(
    result: Result<T, Error>,
    to_ascii: bool,
) -> Result<T, Error> {
    match result {
        Err(e) => Err(error_in_direction(e, to_ascii)),
        result => result,
    }
}

/// [`in_direction`] of an error.
pub(crate) const fn error_in_direction(e: Error, to_ascii: bool) -> Error {
    if to_ascii { e } else { e.in_to_unicode() }
}

const fn to_slice(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut [u8],
) -> Result<usize, Error> {
    let mut out = Out::new(out);
    match convert(input, options, to_ascii, &mut out) {
        Ok(()) => Ok(out.len),
        Err(e) => Err(e),
    }
}

const fn length(input: &str, options: Options, to_ascii: bool) -> Result<usize, Error> {
    match to_slice(input, options, to_ascii, &mut []) {
        Err(e) => match e.kind() {
            ErrorKind::BufferTooSmall { needed } => Ok(needed),
            _ => Err(e),
        },
        ok => ok,
    }
}

/// Converts a hostname to ASCII into `out`, returning the number of bytes
/// written: UTS #46 `ToASCII`, nontransitional, with the flags of
/// `options`. Allocation-free, and usable in `const`; with the lookup profile
/// a buffer of 254 bytes always suffices. When `out` is too short the
/// error is [`ErrorKind::BufferTooSmall`] with the length needed.
///
/// ```
/// use punycode_core::hostname::{to_ascii_to_slice, Options};
///
/// let mut buf = [0u8; 254];
/// let len = to_ascii_to_slice("ＢÜＣＨＥＲ。de", Options::lookup(), &mut buf)?;
/// assert_eq!(&buf[..len], b"xn--bcher-kva.de");
///
/// // In a `const`, without an allocator (this example also runs with
/// // `default-features = false`):
/// const HOST: ([u8; 254], usize) = {
///     let mut buf = [0u8; 254];
///     match to_ascii_to_slice("ＢÜＣＨＥＲ。de", Options::lookup(), &mut buf) {
///         Ok(len) => (buf, len),
///         Err(_) => panic!("not a hostname"),
///     }
/// };
/// assert_eq!(&HOST.0[..HOST.1], b"xn--bcher-kva.de");
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub const fn to_ascii_to_slice(
    input: &str,
    options: Options,
    out: &mut [u8],
) -> Result<usize, Error> {
    to_slice(input, options, true, out)
}

/// Converts a hostname to Unicode into `out`, returning the number of
/// bytes written: UTS #46 `ToUnicode`, nontransitional, with the flags of
/// `options`. Allocation-free, and usable in `const`.
///
/// ```
/// use punycode_core::hostname::{to_unicode_to_slice, Options};
///
/// let mut buf = [0u8; 64];
/// let len = to_unicode_to_slice("xn--e1afmkfd.xn--p1ai", Options::lookup(), &mut buf)?;
/// assert_eq!(core::str::from_utf8(&buf[..len]), Ok("пример.рф"));
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub const fn to_unicode_to_slice(
    input: &str,
    options: Options,
    out: &mut [u8],
) -> Result<usize, Error> {
    to_slice(input, options, false, out)
}

/// The length in bytes of [`to_ascii_to_slice`]'s output, or its error.
///
/// ```
/// use punycode_core::hostname::{to_ascii_len, Options};
///
/// assert_eq!(to_ascii_len("Bücher.example", Options::lookup()), Ok(21));
/// ```
pub const fn to_ascii_len(input: &str, options: Options) -> Result<usize, Error> {
    length(input, options, true)
}

/// The length in bytes of [`to_unicode_to_slice`]'s output, or its error.
///
/// ```
/// use punycode_core::hostname::{to_unicode_len, Options};
///
/// assert_eq!(to_unicode_len("xn--bcher-kva.example", Options::lookup()), Ok(15));
/// ```
pub const fn to_unicode_len(input: &str, options: Options) -> Result<usize, Error> {
    length(input, options, false)
}

#[cfg(test)]
mod tests {
    use super::{error_in_direction, general, in_direction};
    use crate::hostname::ascii::{self, Fast};
    use crate::hostname::options::{Hyphens, Options};
    use crate::punycode::encode::Out;
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
        // One piece in sixteen: bytes next to the classes' edges, those
        // that a byte's case bit turns into `-`, `.` or a digit, and one
        // beyond ASCII.
        const ODD: &[&str] = &[
            "/", ":", "@", "[", "`", "{", "\r", "\u{e}", "\u{10}", "\u{19}", "\u{7f}", "\0",
            "\u{e9}",
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
                    .map(|_| {
                        let pieces = if next() % 16 == 0 { ODD } else { PIECES };
                        pieces[(next() % pieces.len() as u64) as usize]
                    })
                    .collect()
            })
            .collect()
    }

    /// Names of 60 to 300 bytes, of labels at the lengths where the one
    /// pass's blocks of 64 bytes and the label and name limits meet (1 to
    /// 64 bytes, letters of both cases, digits and hyphens), sometimes with
    /// an empty label, a root dot, or `--`.
    fn long_names(count: usize) -> Vec<String> {
        const LENGTHS: &[usize] = &[1, 2, 3, 10, 40, 61, 62, 63, 64];
        const BYTES: &[u8] = b"aaaaZ7-";
        let mut seed = 0x0F1E_2D3C_4B5A_6978_u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        (0..count)
            .map(|_| {
                let mut name = String::new();
                let goal = 60 + next(241);
                while name.len() < goal {
                    if !name.is_empty() {
                        name.push_str(if next(50) == 0 { ".." } else { "." });
                    }
                    let n = LENGTHS[next(LENGTHS.len())];
                    name.extend((0..n).map(|_| char::from(BYTES[next(BYTES.len())])));
                }
                if next(4) == 0 {
                    name.push('.');
                }
                name
            })
            .collect()
    }

    /// The general path on `name`, with the one pass's answer (`plain`)
    /// and the fast paths' held to it: where either answers, the general
    /// path gives the same (the input lowercased, or the same error).
    /// Whether the name is valid, and the fast paths' answer.
    fn held_to_general(
        name: &str,
        options: Options,
        to_ascii: bool,
        plain: Option<bool>,
    ) -> (bool, Fast) {
        // A plain name is valid with any options but a root dot read as an
        // empty label (`literal_lengths`), which `fast` sends on.
        let plain = if options.literal_lengths && name.ends_with('.') {
            None
        } else {
            plain
        };
        let mut buf = [0u8; 1024];
        let mut out = Out::new(&mut buf);
        let slow = in_direction(general(name, options, to_ascii, &mut out), to_ascii);
        let len = out.len;
        let lower = name.to_ascii_lowercase();
        let context = format!("{name:?} ({options:?}, to_ascii {to_ascii})");
        let fast = ascii::fast(name.as_bytes(), options, to_ascii);
        let fast_upper = match fast {
            Fast::Plain(upper) => Some(upper),
            _ => None,
        };
        for upper in [plain, fast_upper].into_iter().flatten() {
            assert_eq!(slow, Ok(()), "{context}");
            assert_eq!(&buf[..len], lower.as_bytes(), "{context}");
            assert_eq!(upper, lower != name, "{context}");
        }
        match fast {
            Fast::Refused(e) => assert_eq!(slow, Err(error_in_direction(e, to_ascii)), "{context}"),
            Fast::General => assert_eq!(plain, None, "{context}"),
            Fast::Plain(_) => {}
        }
        (slow.is_ok(), fast)
    }

    /// Wherever the one pass answers, the general path gives the same
    /// answer, with every option and either way: the input lowercased; and
    /// wherever the second path answers, the general path gives its output
    /// or refuses the name with the same error.
    #[test]
    fn fast_paths_agree_with_the_general_path() {
        let (mut taken, mut long, mut valid, mut refused, mut labels) = (0, 0, 0, 0, 0);
        let profiles = [
            Options::lookup(),
            Options::url(),
            Options::lookup().hyphens(Hyphens::Allow),
            Options::lookup().verify_dns_length(false),
            Options::url().hyphens(Hyphens::CheckFirstLast),
            // A root dot read as an empty label: the general path's.
            Options::lookup().literal_lengths(true),
            Options::url().literal_lengths(true),
            #[cfg(feature = "idna2008")]
            Options::registration(),
        ];
        // And names where a later label holds the ones before an error to
        // the Bidi rule (`7`, a digit first, breaks it): the general
        // path's.
        let bidi = [
            "7. .xn--4db",
            "7.a_b.xn--4db",
            "7.-a.XN--4db",
            "7..xn--4db",
            "x. .7.xn--4db",
        ];
        for name in names(50_000)
            .into_iter()
            .chain(long_names(20_000))
            .chain(bidi.map(String::from))
        {
            let fast = ascii::plain(name.as_bytes());
            // It takes exactly the plain names, long ones too.
            assert_eq!(fast.is_some(), plain_by_labels(&name), "{name:?}");
            let mut all_valid = true;
            for options in profiles {
                for to_ascii in [true, false] {
                    let (valid, answer) = held_to_general(&name, options, to_ascii, fast);
                    all_valid &= valid;
                    match answer {
                        Fast::Plain(_) => labels += usize::from(fast.is_none()),
                        Fast::Refused(_) => refused += 1,
                        Fast::General => {}
                    }
                }
            }
            taken += usize::from(fast.is_some());
            long += usize::from(fast.is_some() && name.len() >= 64);
            valid += usize::from(all_valid);
        }
        // It takes many of the names that are valid every way (the rest
        // have A-labels, hyphens where the rules look, or `--`), long ones
        // among them, and the second path many others, or refuses them.
        assert!(
            taken > 3_000 && long > 100 && valid < 4 * taken && refused > 20_000 && labels > 20_000,
            "{taken} taken ({long} long), {valid} valid, {refused} refused, {labels} by labels"
        );
    }

    /// Whether `name` is plain as the one pass's contract says, written
    /// out label by label: at most 253 bytes and a root dot, labels of 1 to
    /// 63 letters, digits and hyphens, none first or last, no `--`.
    fn plain_by_labels(name: &str) -> bool {
        let name = name.strip_suffix('.').unwrap_or(name);
        name.len() <= 253
            && name.split('.').all(|label| {
                (1..=63).contains(&label.len())
                    && label
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-')
                    && !label.starts_with('-')
                    && !label.ends_with('-')
                    && !label.contains("--")
            })
    }

    /// Every ASCII byte, and a letter beyond ASCII, at every place of
    /// names of every length up to 40 (the words, the last one read again,
    /// the names of fewer than four and eight bytes), in names of plain
    /// labels with `-` and `.` in them: the one pass takes exactly the
    /// plain names, and where it or the second path answers, the general
    /// path gives the same answer.
    #[test]
    fn every_byte_at_every_place() {
        const BASE: &[u8] = b"ab-c.De9-f.gh.i-jK.l8";
        let mut taken = 0;
        for len in 1..=40 {
            let base: Vec<u8> = BASE.iter().copied().cycle().take(len).collect();
            for at in 0..len {
                for b in (0..=0x80u32).filter_map(char::from_u32) {
                    let b = if b == '\u{80}' { '\u{e9}' } else { b };
                    let mut name = String::from_utf8(base[..at].to_vec()).unwrap();
                    name.push(b);
                    name.push_str(core::str::from_utf8(&base[at + 1..]).unwrap());
                    let plain = ascii::plain(name.as_bytes());
                    assert_eq!(plain.is_some(), plain_by_labels(&name), "{name:?}");
                    taken += usize::from(plain.is_some());
                    for to_ascii in [true, false] {
                        held_to_general(&name, Options::lookup(), to_ascii, plain);
                    }
                }
            }
        }
        // Of 820 places, the 62 letters and digits keep most names plain.
        assert!(taken > 30_000, "{taken}");
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
        let l62 = "a".repeat(62);
        let taken = [
            "a", "A", "a.", "0-0", "ab-c", "a-b-c.d", "xn-a", "ab-cd", "A.b-C.d", &*l62, &*l63,
        ];
        // Valid, but not the one pass's: a label of 64 (valid in the URL
        // profile), or `--` (here across its blocks of 64 bytes too); the
        // second path takes them.
        let across = format!("{}.{}--c", "a".repeat(10), "b".repeat(52));
        let by_labels = [&*l64, "a--b", "a.b--c", "A--B.c", &*across];
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
            &*format!("{}.-b", "a".repeat(63)),
            &*format!("{}..b", "a".repeat(63)),
            &*format!("{}-.b", "a".repeat(63)),
            &*format!("{}.{}", "a".repeat(10), "b".repeat(64)),
            "a.\u{e9}",
            "a.xn--b",
            "Xn--bcher-kva.de",
        ];
        let with_root = |n: &str| format!("{n}.");
        for name in by_labels.iter().map(ToString::to_string).chain([format!(
            "{}.{}",
            "a".repeat(10),
            "b".repeat(64)
        )]) {
            assert_eq!(ascii::plain(name.as_bytes()), None, "{name:?}");
            let upper = name.bytes().any(|b| b.is_ascii_uppercase());
            let fast = ascii::fast(name.as_bytes(), Options::url(), true);
            assert!(matches!(fast, Fast::Plain(u) if u == upper), "{name:?}");
        }
        for name in taken.iter().map(ToString::to_string).chain([
            with_root(&l62),
            with_root(&l63),
            format!("{}.b", "a".repeat(60)),
            format!("{}.b", "a".repeat(62)),
            format!("{}.{}", "a".repeat(10), "b".repeat(63)),
            n253.to_string(),
            with_root(n253),
        ]) {
            let upper = name.bytes().any(|b| b.is_ascii_uppercase());
            assert_eq!(ascii::plain(name.as_bytes()), Some(upper), "{name:?}");
            for options in [Options::lookup(), Options::url()] {
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
            assert_eq!(ascii::plain(name.as_bytes()), None, "{name:?}");
        }
    }
}
