//! UTF-8 validation of the names that come in through the C API, faster
//! than `core::str::from_utf8` on the short, mixed-script text of host
//! names: there, the standard library's validator takes a branch on each
//! non-ASCII character's length, which mispredicts from one name to the
//! next (BENCHMARKS.md has what it cost `idn2_lookup_u8`). This one has
//! no branch per byte: a deterministic automaton in the "shift" layout,
//! where a byte's row holds the next state of every state, each state a
//! bit offset into it, so one step is a load that does not wait for the
//! state and a shift that does.
//!
//! The automaton is the well-formed byte sequences of the Unicode
//! Standard, Table 3-7 (the same as RFC 3629 section 4), written below as
//! [`step`]; the rows of [`ROWS`] are derived from it at compile time.
//! The tests hold it to `core::str::from_utf8` on every sequence of up to
//! three bytes, and on every sequence of four and five bytes made of the
//! bytes at the edges of the table's ranges.
#![allow(unsafe_code)]

/// A state of the automaton: how much of a character has been read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    /// Between characters (the start, and where valid text ends).
    Accept,
    /// One, two or three continuation bytes (80..BF) to go.
    Cont1,
    Cont2,
    Cont3,
    /// After E0: the next byte A0..BF (no overlong three-byte forms).
    E0,
    /// After ED: the next byte 80..9F (no surrogates).
    Ed,
    /// After F0: the next byte 90..BF (no overlong four-byte forms).
    F0,
    /// After F4: the next byte 80..8F (nothing above U+10FFFF).
    F4,
    /// Not UTF-8; stays so.
    Reject,
}

/// Every state, each at its index: its bit offset in a row is 6 times it.
const STATES: [State; 9] = [
    State::Accept,
    State::Cont1,
    State::Cont2,
    State::Cont3,
    State::E0,
    State::Ed,
    State::F0,
    State::F4,
    State::Reject,
];

/// The state after `byte` in `state`: Table 3-7 of the Unicode Standard.
const fn step(state: State, byte: u8) -> State {
    // The bytes after the first: the range each state takes, and the
    // state after it.
    let (lo, hi, next) = match state {
        State::Accept => {
            return match byte {
                0x00..=0x7F => State::Accept,
                0xC2..=0xDF => State::Cont1,
                0xE0 => State::E0,
                0xE1..=0xEC | 0xEE..=0xEF => State::Cont2,
                0xED => State::Ed,
                0xF0 => State::F0,
                0xF1..=0xF3 => State::Cont3,
                0xF4 => State::F4,
                _ => State::Reject,
            };
        }
        State::Cont1 => (0x80, 0xBF, State::Accept),
        State::Cont2 => (0x80, 0xBF, State::Cont1),
        State::Cont3 => (0x80, 0xBF, State::Cont2),
        State::E0 => (0xA0, 0xBF, State::Cont1),
        State::Ed => (0x80, 0x9F, State::Cont1),
        State::F0 => (0x90, 0xBF, State::Cont2),
        State::F4 => (0x80, 0x8F, State::Cont2),
        State::Reject => return State::Reject,
    };
    if lo <= byte && byte <= hi {
        next
    } else {
        State::Reject
    }
}

/// A state's bit offset in a row of [`ROWS`].
const fn offset(state: State) -> u32 {
    let mut i = 0;
    while i < STATES.len() {
        if STATES[i] as u8 == state as u8 {
            return 6 * i as u32;
        }
        i += 1;
    }
    unreachable!()
}

/// For each byte, the next state of every state: at the state's offset,
/// the next state's offset. A `static`, so that the table is in the
/// program once.
static ROWS: [u64; 256] = {
    let mut rows = [0u64; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut i = 0;
        while i < STATES.len() {
            let next = step(STATES[i], byte as u8);
            rows[byte] |= (offset(next) as u64) << offset(STATES[i]);
            i += 1;
        }
        byte += 1;
    }
    rows
};

/// [`State::Accept`]'s offset.
const ACCEPT: u32 = offset(State::Accept);

/// Whether `bytes` is UTF-8: every byte one step, with no branch.
fn is_utf8(bytes: &[u8]) -> bool {
    let mut state = ACCEPT;
    for &b in bytes {
        state = (ROWS[usize::from(b)] >> state) as u32 & 63;
    }
    state == ACCEPT
}

/// `bytes` as text, if it is UTF-8 (as `core::str::from_utf8`, faster on
/// host names).
pub(crate) fn to_str(bytes: &[u8]) -> Option<&str> {
    let valid = bytes.is_ascii() || is_utf8(bytes);
    #[cfg(any(debug_assertions, fuzzing))]
    assert_eq!(valid, core::str::from_utf8(bytes).is_ok(), "{bytes:02X?}");
    if valid {
        // SAFETY: `bytes` is UTF-8: all ASCII, or accepted by the automaton
        // of Table 3-7 (held to `core::str::from_utf8` by the tests below,
        // and by the assertion above in every debug and fuzzing build).
        Some(unsafe { core::str::from_utf8_unchecked(bytes) })
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The oracle: the standard library's validator.
    fn agrees(bytes: &[u8]) {
        assert_eq!(
            is_utf8(bytes),
            core::str::from_utf8(bytes).is_ok(),
            "{bytes:02X?}"
        );
        assert_eq!(to_str(bytes), core::str::from_utf8(bytes).ok());
    }

    #[test]
    fn every_sequence_of_up_to_three_bytes() {
        agrees(&[]);
        for a in 0..=255u8 {
            agrees(&[a]);
            for b in 0..=255u8 {
                agrees(&[a, b]);
            }
        }
        // Three bytes: every one, as a lead of one to three bytes, and as
        // the end of a two-byte lead.
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                for c in 0..=255u8 {
                    let s = [a, b, c];
                    assert_eq!(is_utf8(&s), core::str::from_utf8(&s).is_ok(), "{s:02X?}");
                }
            }
        }
    }

    #[test]
    fn every_sequence_of_four_and_five_edge_bytes() {
        // The first and last byte of each range that Table 3-7 tells
        // apart: every class of byte the automaton has.
        let mut edges: Vec<u8> = [
            (0x00, 0x7F),
            (0x80, 0x8F),
            (0x90, 0x9F),
            (0xA0, 0xBF),
            (0xC0, 0xC1),
            (0xC2, 0xDF),
            (0xE0, 0xE0),
            (0xE1, 0xEC),
            (0xED, 0xED),
            (0xEE, 0xEF),
            (0xF0, 0xF0),
            (0xF1, 0xF3),
            (0xF4, 0xF4),
            (0xF5, 0xFF),
        ]
        .iter()
        .flat_map(|&(lo, hi): &(u8, u8)| [lo, hi])
        .collect();
        edges.dedup();
        let mut s = [0u8; 5];
        for &a in &edges {
            s[0] = a;
            for &b in &edges {
                s[1] = b;
                for &c in &edges {
                    s[2] = c;
                    for &d in &edges {
                        s[3] = d;
                        agrees(&s[..4]);
                        for &e in &edges {
                            s[4] = e;
                            assert_eq!(is_utf8(&s), core::str::from_utf8(&s).is_ok(), "{s:02X?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn host_names() {
        for name in [
            "bücher.example",
            "ｓｈｏｐ．تهران．ｉｒ",
            "mail｡福岡\u{AD}｡みんな",
            "𝔘𝔫𝔦𝔠𝔬𝔡𝔢.example",
            "\u{10FFFF}",
        ] {
            agrees(name.as_bytes());
            // Cut anywhere but at a character's end: not UTF-8.
            for end in 0..name.len() {
                agrees(&name.as_bytes()[..end]);
            }
        }
    }
}
