//! Sorted strings that a search compares as numbers: each [`Key`] keeps
//! its first eight bytes as a big-endian `u64`, its head, so that a
//! binary search over the protected names' skeletons compares two
//! numbers at each step (no call, no branch on the bytes) and reads the
//! strings only where two heads are equal, which is rare short of the
//! match itself. The order is the strings' own (by bytes, which in UTF-8
//! is by code points): a head is the string's first bytes with zeros
//! after its end, and a zero after a string's end sorts it before any
//! longer string that goes on from it. A name's key is made in a [`Text`],
//! on the stack while it is short.

use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::ops::Range;

/// An owned string with its head.
#[derive(Clone, Debug)]
pub(super) struct Key {
    head: u64,
    text: String,
}

impl Key {
    pub(super) fn new(text: String) -> Key {
        Key {
            head: head(text.as_bytes()),
            text,
        }
    }

    pub(super) fn as_str(&self) -> &str {
        &self.text
    }

    /// It, to compare.
    #[inline]
    pub(super) fn probe(&self) -> Probe<'_> {
        Probe {
            head: self.head,
            bytes: self.text.as_bytes(),
        }
    }
}

/// Borrowed bytes with their head: what a search looks for, made once.
#[derive(Clone, Copy, Debug)]
pub(super) struct Probe<'a> {
    head: u64,
    bytes: &'a [u8],
}

impl<'a> Probe<'a> {
    #[inline]
    pub(super) fn of(bytes: &'a [u8]) -> Probe<'a> {
        Probe {
            head: head(bytes),
            bytes,
        }
    }

    /// The order of the two strings, as `<[u8]>::cmp` gives it.
    #[inline]
    pub(super) fn cmp(self, other: Probe<'_>) -> Ordering {
        match self.head.cmp(&other.head) {
            // Two strings of eight bytes or fewer with the same head: the
            // longer is the shorter with zeros after it (no call to
            // compare them, which most top-level domains would make).
            Ordering::Equal if self.bytes.len() <= 8 && other.bytes.len() <= 8 => {
                self.bytes.len().cmp(&other.bytes.len())
            }
            Ordering::Equal => self.bytes.cmp(other.bytes),
            unequal => unequal,
        }
    }

    /// Whether it sorts before `other`.
    #[inline]
    pub(super) fn lt(self, other: Probe<'_>) -> bool {
        self.cmp(other) == Ordering::Less
    }

    /// Whether it starts with `prefix`, as `<[u8]>::starts_with`.
    #[inline]
    pub(super) fn starts_with(self, prefix: Probe<'_>) -> bool {
        let n = prefix.bytes.len();
        if self.bytes.len() < n {
            return false;
        }
        if n <= 8 {
            // The first `n` bytes of the head: all of the prefix.
            let mask = !u64::MAX.checked_shr(8 * n as u32).unwrap_or(0);
            self.head & mask == prefix.head
        } else {
            self.head == prefix.head && self.bytes.starts_with(prefix.bytes)
        }
    }
}

/// The items of `sorted` (in the order of their `key`) whose key starts
/// with `start`: in that order they follow one another, from the first
/// not below `start`.
pub(super) fn starting_with<T>(
    sorted: &[T],
    key: impl Fn(&T) -> Probe<'_>,
    start: Probe<'_>,
) -> Range<usize> {
    let lo = first_not_below(sorted, &key, start);
    let n = sorted[lo..].partition_point(|item| key(item).starts_with(start));
    lo..lo + n
}

/// Whether an item of `sorted` has a key that starts with `start`
/// ([`starting_with`] is not empty), by one binary search: such keys
/// follow one another from the first not below `start`, so that one
/// tells.
pub(super) fn any_starting_with<T>(
    sorted: &[T],
    key: impl Fn(&T) -> Probe<'_>,
    start: Probe<'_>,
) -> bool {
    let lo = first_not_below(sorted, &key, start);
    sorted
        .get(lo)
        .is_some_and(|item| key(item).starts_with(start))
}

/// The index of the first item of `sorted` whose key is not below
/// `start`: where the keys that start with `start` begin, if any do.
fn first_not_below<T>(sorted: &[T], key: &impl Fn(&T) -> Probe<'_>, start: Probe<'_>) -> usize {
    sorted.partition_point(|item| key(item).lt(start))
}

/// A key being made: bytes on the stack up to [`Text::STACK`] (nearly
/// every name's key, which then costs no allocation), else on the heap.
pub(super) enum Text {
    Stack([u8; Text::STACK], usize),
    Heap(Vec<u8>),
}

impl Text {
    const STACK: usize = 128;

    #[inline(always)]
    pub(super) fn new() -> Text {
        Text::Stack([0; Text::STACK], 0)
    }

    #[inline]
    pub(super) fn as_bytes(&self) -> &[u8] {
        match self {
            Text::Stack(bytes, len) => &bytes[..*len],
            Text::Heap(bytes) => bytes,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.as_bytes().len()
    }

    pub(super) fn push_bytes(&mut self, more: &[u8]) {
        match self {
            Text::Stack(bytes, len) if *len + more.len() <= Text::STACK => {
                bytes[*len..*len + more.len()].copy_from_slice(more);
                *len += more.len();
            }
            Text::Stack(bytes, len) => {
                let mut heap = Vec::with_capacity(2 * (*len + more.len()));
                heap.extend_from_slice(&bytes[..*len]);
                heap.extend_from_slice(more);
                *self = Text::Heap(heap);
            }
            Text::Heap(bytes) => bytes.extend_from_slice(more),
        }
    }

    pub(super) fn push(&mut self, c: char) {
        let mut utf8 = [0; 4];
        let n = c.encode_utf8(&mut utf8).len();
        match self {
            // All four bytes, with no call to copy them (those past the
            // character's are not in it, and the next push writes over
            // them).
            Text::Stack(bytes, len) if *len + 4 <= Text::STACK => {
                bytes[*len..*len + 4].copy_from_slice(&utf8);
                *len += n;
            }
            _ => self.push_bytes(&utf8[..n]),
        }
    }

    /// Pushes the bytes of `probe`: eight or fewer (most top-level
    /// domains) as its head, eight bytes put in place with no call to copy
    /// them (those past its end are not in it, and the next push writes
    /// over them).
    pub(super) fn push_probe(&mut self, probe: Probe<'_>) {
        let n = probe.bytes.len();
        match self {
            Text::Stack(bytes, len) if n <= 8 && *len + 8 <= Text::STACK => {
                bytes[*len..*len + 8].copy_from_slice(&probe.head.to_be_bytes());
                *len += n;
            }
            _ => self.push_bytes(probe.bytes),
        }
    }

    /// Pushes code points (each a scalar value: a skeleton's are).
    pub(super) fn push_code_points(&mut self, cps: &[u32]) {
        for c in cps.iter().filter_map(|&cp| char::from_u32(cp)) {
            self.push(c);
        }
    }

    /// Cuts it back to its first `len` bytes.
    pub(super) fn truncate(&mut self, to: usize) {
        match self {
            Text::Stack(_, len) => *len = to.min(*len),
            Text::Heap(bytes) => bytes.truncate(to),
        }
    }

    /// It, to compare.
    pub(super) fn probe(&self) -> Probe<'_> {
        Probe::of(self.as_bytes())
    }
}

/// The first eight bytes of `bytes`, big-endian, with zeros after its end.
#[inline]
fn head(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    for (w, &b) in word.iter_mut().zip(bytes) {
        *w = b;
    }
    u64::from_be_bytes(word)
}

#[cfg(test)]
mod tests {
    use super::{Key, Probe, Text, any_starting_with, starting_with};
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    /// Strings of every length around eight bytes, sharing prefixes, with
    /// a zero byte, beyond ASCII, and empty: the keys' order and prefixes
    /// are the byte strings'.
    #[test]
    fn as_the_strings_compare() {
        let mut texts: Vec<String> = [
            "",
            "a",
            "a\0",
            "a\0b",
            "ab",
            "abcdefg",
            "abcdefgh",
            "abcdefghi",
            "abcdefgh\0",
            "abcdefgi",
            "abcdefgha",
            "b",
            "com",
            "com.",
            "com.g",
            "com.gooqle",
            "com.google",
            "corn.google",
            "рф",
            "рф.пример",
            "\u{10FFFF}",
            "zzzzzzzzzzzzzzzz",
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        for cut in 0..=10 {
            texts.push("abcdefghijk"[..cut].to_string());
        }
        for a in &texts {
            let key = Key::new(a.clone());
            assert_eq!(key.as_str(), a);
            for b in &texts {
                let (pa, pb) = (key.probe(), Probe::of(b.as_bytes()));
                assert_eq!(pa.cmp(pb), a.as_bytes().cmp(b.as_bytes()), "{a:?} {b:?}");
                assert_eq!(pa.lt(pb), a < b, "{a:?} {b:?}");
                assert_eq!(pa.starts_with(pb), a.starts_with(b.as_str()), "{a:?} {b:?}");
            }
        }
    }

    /// The keys that start with a given start, as a filter of the sorted
    /// list finds them, for starts that some, one and none go on from.
    #[test]
    fn starting_with_as_a_filter() {
        let mut texts = [
            "com",
            "com.a",
            "com.abcdefghij",
            "com.abd",
            "com.b",
            "corn",
            "corn.g",
            "net",
            "рф",
            "рф.пример",
        ];
        texts.sort_unstable();
        let keys: Vec<Key> = texts.iter().map(|t| Key::new(t.to_string())).collect();
        for start in [
            "",
            "c",
            "com",
            "com.",
            "com.ab",
            "com.abcdefghi",
            "com.abcdefghij",
            "com.c",
            "cor",
            "n",
            "o",
            "р",
            "рф.",
            "z",
        ] {
            let found = starting_with(&keys, Key::probe, Probe::of(start.as_bytes()));
            let by_filter: Vec<usize> = (0..texts.len())
                .filter(|&k| texts[k].starts_with(start))
                .collect();
            let any = any_starting_with(&keys, Key::probe, Probe::of(start.as_bytes()));
            assert_eq!(any, !by_filter.is_empty(), "{start:?}");
            assert_eq!(found.collect::<Vec<_>>(), by_filter, "{start:?}");
        }
    }

    /// Pushed, cut back and pushed past the stack: the same bytes as a
    /// `String` given the same steps.
    #[test]
    fn as_a_string() {
        let (mut text, mut string) = (Text::new(), String::new());
        for k in 0..100 {
            let c = ['a', '.', 'ф', '\u{10FFFF}'][k % 4];
            text.push(c);
            string.push(c);
            if k % 7 == 6 {
                text.truncate(text.len() - c.len_utf8());
                string.pop();
            }
            text.push_bytes(b"xyz");
            string.push_str("xyz");
            assert_eq!(text.as_bytes(), string.as_bytes(), "step {k}");
            assert_eq!(text.len(), string.len());
        }
        assert!(matches!(text, Text::Heap(_)), "past the stack by now");
        // Probes of every length around eight bytes, on the stack and past it.
        let (mut text, mut string) = (Text::new(), String::new());
        for k in 0..40 {
            let piece = &"abcdefghijk"[..k % 12];
            text.push_probe(Probe::of(piece.as_bytes()));
            string.push_str(piece);
            assert_eq!(text.as_bytes(), string.as_bytes(), "step {k}");
        }
    }
}
