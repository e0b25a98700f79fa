//! Names in ASCII, two fast paths with no working space, in [`fast`]:
//! the one pass of nearly every real name ([`plain_code`]: eight bytes at
//! a time, with no branch on their values, then the label rules as a few
//! operations on where the dots and hyphens are; [`plain_short`] for the
//! names of fewer than 64 bytes), which takes
//! only names that are valid whatever the options and either way, whose
//! output is the input lowercased; and where it gives up on ASCII (a
//! denied character, a hyphen, an empty or long label), the labels one by
//! one with the options' rules ([`ascii_labels`]), which gives such a
//! name's output or its error. A-labels, names beyond ASCII, and errors
//! that a later label could put behind a Bidi error are the general
//! path's (`name`). A test in `slice` holds both to the general path's
//! results.

use super::error::{Error, ErrorKind};
use super::form::{ascii_error, has_ace_prefix};
use super::name::{MAX_LABEL, MAX_NAME};
use super::options::Options;
use super::validity::check_ascii;

/// The bytes of a name, for [`plain_code`]: 0 for lowercase letters, digits and
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

/// [`plain_code`] as the tests read it: `Some` with whether the name has
/// an uppercase letter, for a plain name; else `None`.
#[cfg(test)]
pub(super) const fn plain(bytes: &[u8]) -> Option<bool> {
    match plain_code(bytes) {
        LOWER => Some(false),
        UPPER_TOO => Some(true),
        _ => None,
    }
}

/// What the fast paths make of a name: its output is itself lowercased
/// (with whether it has uppercase), or it is refused, or the general
/// path's.
pub(super) enum Fast {
    #[cfg_attr(
        not(feature = "alloc"),
        allow(
            dead_code,
            reason = "whether it has uppercase is for the Cow functions"
        )
    )]
    Plain(bool),
    Refused(Error),
    General,
}

/// [`plain_code`], and where it gives up on ASCII, [`ascii_labels`].
#[inline(always)]
pub(super) const fn fast(bytes: &[u8], options: Options, to_ascii: bool) -> Fast {
    match plain_code(bytes) {
        // (A root dot read as an empty label is the general path's.)
        LOWER | UPPER_TOO if ends_with_dot(bytes) && options.literal_lengths => Fast::General,
        LOWER => Fast::Plain(false),
        UPPER_TOO => Fast::Plain(true),
        GENERAL => Fast::General,
        _ => match ascii_labels(bytes, options, to_ascii) {
            Ok(Some(upper)) => Fast::Plain(upper),
            Ok(None) => Fast::General,
            Err(e) => Fast::Refused(e),
        },
    }
}

/// Whether the name's last byte is a `.` (a root dot, or an empty label).
#[inline(always)]
const fn ends_with_dot(bytes: &[u8]) -> bool {
    matches!(bytes.last(), Some(b'.'))
}

/// [`plain_from_ascii`]'s answers: plain, in lowercase or not; given up on
/// ASCII (a character, a hyphen, a length: [`ascii_labels`] may answer);
/// given up for the general path (beyond ASCII, an `x?--` label).
const LOWER: u8 = 0;
const UPPER_TOO: u8 = 1;
const NOT_PLAIN: u8 = 2;
const GENERAL: u8 = 3;

/// The fast path for a name of plain labels. Its contract: it answers
/// [`LOWER`] or [`UPPER_TOO`] (lowercasing changes it) only for a name of
/// at most 253 bytes (and a root dot) whose labels are each 1 to 63
/// letters, digits and hyphens, with no hyphen first or last and no two
/// side by side (so neither an A-label nor any hyphen rule's concern),
/// with one root dot at most. Such a name is valid with any [`Options`] (but
/// for a root dot under [`Options::literal_lengths`], which [`fast`] sends
/// to the general path), to ASCII and to
/// Unicode, and its output either way is itself lowercased. Any other name
/// is [`NOT_PLAIN`] or [`GENERAL`]: each is exact, as the general path
/// answers every name and [`ascii_labels`] every name it takes. A test in
/// `slice` holds all three to the general path.
#[inline(always)]
const fn plain_code(bytes: &[u8]) -> u8 {
    // A name that starts beyond ASCII (most IDN names), or with an
    // A-label (`xn--`, as most names that have one): at once.
    match bytes {
        [b, ..] if *b >= 0x80 => GENERAL,
        [x, _, b'-', b'-', ..] => {
            if *x | 0x20 == b'x' {
                GENERAL
            } else {
                NOT_PLAIN
            }
        }
        [_, ..] => plain_from_ascii(bytes),
        [] => GENERAL,
    }
}

/// The bytes of a block of [`plain_from_ascii`]: a bit a byte in a `u64`
/// (and in a name of fewer, no label can be longer than [`MAX_LABEL`]).
const WIDE: usize = 64;

/// `b` in each byte of a word.
const fn splat(b: u8) -> u64 {
    u64::from_ne_bytes([b; 8])
}

/// The high bit of each byte: where [`plain_from_ascii`] keeps a byte's
/// answer in a word.
const HIGH: u64 = splat(0x80);

/// Whether each byte of `x` is at least `lo`, in its high bit (for bytes
/// below 0x80: nothing carries into the next byte).
#[inline(always)]
const fn at_least(x: u64, lo: u8) -> u64 {
    x.wrapping_add(splat(0x80 - lo))
}

/// Whether each byte of `x` is above `hi`, in its high bit (as
/// [`at_least`]).
#[inline(always)]
const fn above(x: u64, hi: u8) -> u64 {
    x.wrapping_add(splat(0x7F - hi))
}

/// A block of at most [`WIDE`] bytes of a name that [`plain_long`] has
/// read, eight at a time (ASCII: a block with a byte beyond it is not
/// read): in the high bit of each byte, `ok` (each byte a letter, digit,
/// `-` or `.`); `and`, the AND of the bytes (as in [`plain_short`]); and a bit
/// a byte (bit `i` for byte `i` of the block), `punctuation`, where the
/// `-` and `.` are, and `dots`.
struct Words {
    ok: u64,
    and: u64,
    punctuation: u64,
    dots: u64,
}

impl Words {
    /// Reads `block`, or `None` if it has a byte beyond ASCII.
    #[inline(always)]
    const fn of(block: &[u8]) -> Option<Words> {
        let mut words = Words {
            ok: HIGH,
            and: !0,
            punctuation: 0,
            dots: 0,
        };
        let mut rest = block;
        while let Some((word, tail)) = rest.split_first_chunk::<8>() {
            let word = u64::from_le_bytes(*word);
            if word & HIGH != 0 {
                // (At once, as names with an ASCII label first and an IDN
                // label after are many.)
                return None;
            }
            words.read(word);
            rest = tail;
        }
        let r = rest.len();
        if r > 0 {
            // The last bytes, in a word whose other bytes are `a` (plain).
            let word = if let Some(last) = block.last_chunk::<8>() {
                // (Read again with the bytes before them, which go.)
                u64::from_le_bytes(*last) >> (8 * (8 - r))
            } else {
                // (The block is the rest.)
                short_word(block)
            };
            if word & HIGH != 0 {
                return None;
            }
            words.read(word | (splat(b'a') << (8 * r)));
        }
        // Bit `i` for byte `i`: the words came in at the top.
        let shift = 64 - 8 * block.len().div_ceil(8);
        words.punctuation >>= shift;
        words.dots >>= shift;
        Some(words)
    }

    /// The block's next eight bytes, little-endian. No branch on their
    /// values: a name's bytes cost the same whatever they are.
    #[inline(always)]
    const fn read(&mut self, x: u64) {
        let (valid, punctuation) = classes(x);
        self.ok &= valid;
        self.and &= x;
        self.punctuation = gather(self.punctuation, punctuation);
        self.dots = gather(self.dots, at_least(x, b'.') & !above(x, b'.'));
    }
}

/// `bits` with the high bits of `flags`' bytes come in at the top, as the
/// bytes before move down: each byte's high bit to one bit of the top
/// byte (a multiply that gathers them), then a shift (where an `or` at the
/// byte's place would let the compiler turn the loop into vector code
/// that costs more than short names take).
#[inline(always)]
const fn gather(bits: u64, flags: u64) -> u64 {
    let gathered = (flags & HIGH).wrapping_mul(0x0002_0408_1020_4081) >> 56;
    (bits >> 8) | (gathered << 56)
}

/// Where byte `at` and the one before it are `-` or `.` (or `at` is 0),
/// the first such place in the name: the general path's if they are an
/// `x?--` label's hyphens (an A-label), else the second path's.
const fn side_by_side(bytes: &[u8], at: usize) -> u8 {
    let a_label = at >= 3
        && (at == 3 || bytes[at - 4] == b'.')
        && bytes[at - 1] == b'-'
        && bytes[at] == b'-'
        && bytes[at - 3] | 0x20 == b'x';
    if a_label { GENERAL } else { NOT_PLAIN }
}

/// [`plain_code`] of a name that starts with an ASCII byte: one pass over
/// its bytes, eight at a time with no branch on their values but whether
/// they are ASCII, then the rules as operations on where its `-` and `.`
/// are; a name of fewer than [`WIDE`] bytes (nearly all) by
/// [`plain_short`], a longer one by [`plain_long`], which reads it in
/// blocks of [`WIDE`] and its dots too, for the lengths (which a shorter
/// name cannot break). A name of plain labels has no `-` or `.` first, no
/// two side by side, and no `-` last; those rules and the lengths are all
/// of [`plain_code`]'s contract but the hyphens of the third and fourth
/// byte, which two side by side cover (a name with `--` anywhere is not
/// taken: few are valid). Names that break a rule are [`NOT_PLAIN`] (the
/// second path's, [`ascii_labels`]); a name beyond ASCII, or with an
/// `x?--` label where the rules first fail, [`GENERAL`].
#[inline(always)]
const fn plain_from_ascii(bytes: &[u8]) -> u8 {
    if bytes.len() < WIDE {
        plain_short(bytes)
    } else {
        plain_long(bytes)
    }
}

/// [`plain_from_ascii`] of a name of 1 to 63 bytes: its words, then
/// [`Short::last`] where its length is not a multiple of eight, and the
/// rules on what they leave in [`Short`]. Its first two words end the
/// pass at a `-` or `.` after another ([`stop`]), so that a name with an
/// A-label second (`www.xn--`, `blog.xn--`: their `--` is in the first
/// sixteen bytes) is not read to its end and then again by
/// [`not_plain`]; a check in every word costs ASCII names more (the
/// compiler keeps fewer values in registers), so later words leave it to
/// [`not_plain`].
#[inline(always)]
const fn plain_short(bytes: &[u8]) -> u8 {
    let mut short = Short::new();
    let mut rest = bytes;
    let mut at = 0;
    while at < 16 {
        let Some((word, tail)) = rest.split_first_chunk::<8>() else {
            break;
        };
        let x = u64::from_le_bytes(*word);
        let pairs = short.read(x);
        if (x & HIGH) | pairs != 0 {
            return stop(bytes, at, x, pairs);
        }
        rest = tail;
        at += 8;
    }
    while let Some((word, tail)) = rest.split_first_chunk::<8>() {
        let x = u64::from_le_bytes(*word);
        if x & HIGH != 0 {
            return GENERAL;
        }
        short.read(x);
        rest = tail;
    }
    if !rest.is_empty() {
        let x = short.last(bytes);
        if x & HIGH != 0 {
            return GENERAL;
        }
        short.read(x);
    }
    if short.ok & HIGH != HIGH || bytes[bytes.len() - 1] == b'-' {
        return not_plain(bytes);
    }
    capitals(short.and)
}

/// Where [`plain_short`] stops at the word `x` that starts at byte `at`:
/// [`GENERAL`] if it has a byte beyond ASCII, else [`side_by_side`] at the
/// first of its `pairs`.
#[inline(always)]
const fn stop(bytes: &[u8], at: usize, x: u64, pairs: u64) -> u8 {
    if x & HIGH != 0 {
        GENERAL
    } else {
        side_by_side(bytes, at + pairs.trailing_zeros() as usize / 8)
    }
}

/// A name of 1 to 63 ASCII bytes that is not plain: where a `-` or `.`
/// first follows another (or is first), [`side_by_side`] there; else (a
/// byte that is none of a plain label's, or `-` last) [`NOT_PLAIN`]. Its
/// words again, as [`plain_short`] read them. In line: out of line, the
/// call cost names with an A-label after their first label (`www.xn--`)
/// more than the words that [`plain_short`] saves them.
#[inline(always)]
const fn not_plain(bytes: &[u8]) -> u8 {
    let mut short = Short::new();
    let (mut rest, mut from) = (bytes, 0);
    loop {
        let x = match rest.split_first_chunk::<8>() {
            Some((word, tail)) => {
                rest = tail;
                u64::from_le_bytes(*word)
            }
            None if rest.is_empty() => return NOT_PLAIN,
            None => {
                (rest, from) = (&[], bytes.len().saturating_sub(8));
                short.last(bytes)
            }
        };
        let pairs = short.read(x);
        if pairs != 0 {
            return side_by_side(bytes, from + pairs.trailing_zeros() as usize / 8);
        }
        from += 8;
    }
}

/// What [`plain_short`] keeps of the words of a name of 1 to 63 bytes: in
/// the high bit of each byte, `ok` (each byte a letter, digit, `-` or `.`,
/// and no `-` or `.` after another or first); `and`, the AND of the bytes
/// (a plain name's bytes with bit 5 clear are its capitals); and `before`,
/// whether the byte before the next word is a `-` or `.` (in the high bit
/// of its first byte).
struct Short {
    ok: u64,
    and: u64,
    before: u64,
}

impl Short {
    #[inline(always)]
    const fn new() -> Short {
        Short {
            ok: HIGH,
            and: !0,
            before: 0x80,
        }
    }

    /// The last word of a name whose length is not a multiple of eight,
    /// after its whole words: its last eight bytes (those read before give
    /// the same answers again, and each of the others has the byte before
    /// it in the word), or, in a name of fewer than eight, its bytes and
    /// `a` (plain) after them.
    #[inline(always)]
    const fn last(&mut self, bytes: &[u8]) -> u64 {
        match bytes.last_chunk::<8>() {
            Some(last) => {
                self.before = 0;
                u64::from_le_bytes(*last)
            }
            None => short_word(bytes) | (splat(b'a') << (8 * bytes.len())),
        }
    }

    /// Reads eight ASCII bytes; where a `-` or `.` follows another (or is
    /// first), in the high bit of each byte.
    #[inline(always)]
    const fn read(&mut self, x: u64) -> u64 {
        let (valid, p) = classes(x);
        let pairs = p & ((p << 8) | self.before);
        self.ok &= valid & !pairs;
        self.and &= x;
        self.before = p >> 56;
        pairs
    }
}

/// Whether a plain name has capitals, from the AND of its bytes: a byte
/// with bit 5 clear is one (`-`, `.`, digits and lowercase letters have
/// it set).
#[inline(always)]
const fn capitals(and: u64) -> u8 {
    if and & splat(0x20) == splat(0x20) {
        LOWER
    } else {
        UPPER_TOO
    }
}

/// The bytes of a name of 1 to 7 bytes in a word, little-endian, the
/// bytes past them 0.
#[inline(always)]
const fn short_word(bytes: &[u8]) -> u64 {
    let len = bytes.len();
    match (bytes.first_chunk::<4>(), bytes.last_chunk::<4>()) {
        // Two reads of four that overlap where `len` is below 8.
        (Some(first), Some(last)) => {
            u32::from_le_bytes(*first) as u64
                | (u32::from_le_bytes(*last) as u64) << (8 * (len - 4))
        }
        _ => {
            bytes[0] as u64
                | (bytes[len / 2] as u64) << (8 * (len / 2))
                | (bytes[len - 1] as u64) << (8 * (len - 1))
        }
    }
}

/// Of eight ASCII bytes, in the high bit of each: whether it is a letter,
/// digit, `-` or `.`; and whether it is a `-` or `.`.
#[inline(always)]
const fn classes(x: u64) -> (u64, u64) {
    let punctuation = at_least(x, b'-') & !above(x, b'.');
    let digit = at_least(x, b'0') & !above(x, b'9');
    let folded = x | splat(0x20);
    let letter = at_least(folded, b'a') & !above(folded, b'z');
    (punctuation | digit | letter, punctuation & HIGH)
}

/// [`plain_from_ascii`] of a name of [`WIDE`] bytes or more: blocks of
/// [`WIDE`] bytes, each read for its dots too, for the lengths.
#[inline(never)]
const fn plain_long(bytes: &[u8]) -> u8 {
    let len = bytes.len();
    if len - (bytes[len - 1] == b'.') as usize > MAX_NAME {
        return NOT_PLAIN;
    }
    // `before`: whether the byte before the block is a `-` or `.` (one
    // first in the name counts as a pair); `run`: the bytes of the label
    // that goes on into the block.
    let (mut ok, mut and, mut before, mut run) = (HIGH, !0, 1, 0);
    let (mut rest, mut at) = (bytes, 0);
    loop {
        let n = if rest.len() > WIDE { WIDE } else { rest.len() };
        let (block, tail) = rest.split_at(n);
        let Some(words) = Words::of(block) else {
            // Beyond ASCII: the general path's.
            return GENERAL;
        };
        // `-` or `.` first, or two side by side: an empty label, a hyphen
        // first or last in a label, or `--`.
        let p = words.punctuation;
        let pairs = p & ((p << 1) | before);
        if pairs != 0 {
            return side_by_side(bytes, at + pairs.trailing_zeros() as usize);
        }
        (ok, and) = (ok & words.ok, and & words.and);
        let d = words.dots;
        if d != 0 {
            // The label that ends at the block's first dot; then the one
            // after its last.
            if run + d.trailing_zeros() as usize > MAX_LABEL {
                return NOT_PLAIN;
            }
            run = n - 1 - (63 - d.leading_zeros() as usize);
        } else {
            run += n;
        }
        if run > MAX_LABEL {
            return NOT_PLAIN;
        }
        before = (p >> (n - 1)) & 1;
        if tail.is_empty() {
            break;
        }
        (rest, at) = (tail, at + n);
    }
    if ok & HIGH != HIGH || bytes[len - 1] == b'-' {
        return NOT_PLAIN;
    }
    capitals(and)
}

/// The second fast path, for names of ASCII labels that are not plain:
/// each label (none an A-label, none beyond ASCII) by the one check of an
/// ASCII label (the deny list, the hyphen rules: `check_ascii`), and
/// under `VerifyDnsLength` the rules of empty labels and of lengths as the
/// general path applies them (`name`: the root, an empty last label,
/// is no label; lengths `to_ascii` only, but either way in registration).
/// Nothing else applies to such a name: no mapping but lowercase, and no
/// Bidi rule, as it has no right-to-left text. The first label that
/// breaks a rule refuses the name with its error, as in the general path
/// (the first error in the input wins); but when it is not the first
/// label, a later one beyond ASCII or an A-label could hold the labels
/// before it to the Bidi rule, so such a name is the general path's. A
/// name whose labels all pass is its own output, lowercased. Every other
/// name is the general path's. A test holds this path to it.
#[inline(never)]
pub(super) const fn ascii_labels(
    bytes: &[u8],
    options: Options,
    to_ascii: bool,
) -> Result<Option<bool>, Error> {
    if bytes.is_empty() {
        return Ok(None);
    }
    let verify = options.verify_dns_length;
    let lengths = verify && (to_ascii || options.idna2008);
    let (mut start, mut index, mut upper) = (0, 0, false);
    // The first rule broken: its kind, label and byte (small, held while
    // the later labels are looked at; the error is made once, at the end).
    let mut refused: Option<(ErrorKind, usize, usize)> = None;
    loop {
        if has_ace_prefix(bytes.split_at(start).1) {
            return Ok(None);
        }
        let mut end = start;
        let mut plain = true;
        while end < bytes.len() && bytes[end] != b'.' {
            let b = bytes[end];
            if b >= 0x80 {
                return Ok(None);
            }
            plain &= PLAIN[b as usize] < STOP;
            upper |= b.is_ascii_uppercase();
            end += 1;
        }
        let last = end == bytes.len();
        let label = bytes.split_at(end).0.split_at(start).1;
        let n = label.len();
        if n == 0 && last && index > 0 && !options.root_is_a_label() {
            // The root (unless read as an empty label).
            break;
        }
        if refused.is_none() {
            // Letters, digits and hyphens where no hyphen rule looks: valid.
            let hyphens = n > 0
                && (label[0] == b'-'
                    || label[n - 1] == b'-'
                    || (n > 3 && label[2] == b'-' && label[3] == b'-'));
            let checked = if !plain || hyphens {
                check_ascii(label, options)
            } else {
                Ok(())
            };
            refused = match checked {
                Err((kind, at)) => Some((kind, index, start + at)),
                Ok(()) if n == 0 && verify => Some((ErrorKind::EmptyLabel, index, start)),
                Ok(()) if lengths && n > MAX_LABEL => Some((ErrorKind::LabelTooLong, index, start)),
                Ok(()) if lengths && end > MAX_NAME => Some((ErrorKind::NameTooLong, index, start)),
                Ok(()) => None,
            };
            // In the first label, at once: nothing before it.
            if index == 0 && refused.is_some() {
                break;
            }
        }
        if last {
            break;
        }
        start = end + 1;
        index += 1;
    }
    match refused {
        None => Ok(Some(upper)),
        Some((kind, index, at)) => {
            let e = ascii_error(kind, bytes, at, 0).at_label(index);
            Err(if options.idna2008 {
                e.in_registration()
            } else {
                e
            })
        }
    }
}
