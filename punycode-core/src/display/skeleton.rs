//! UTS #39's confusable skeleton (section 4): NFD, without default
//! ignorable code points, each code point replaced by its prototype from
//! `confusables.txt`, NFD again. Two strings that look alike have the same
//! skeleton; the protected names are compared by it.

use alloc::string::String;
use alloc::vec::Vec;

use super::data::{BrowserProps, browser, skeleton_of};
use crate::hostname::data::{Entry, decompose_hangul, decomposition_indexed, props as uts46_props};

/// The canonical decomposition of `cp` into `out`; its length.
#[inline(never)]
fn nfd(cp: u32, out: &mut [u32; 4]) -> usize {
    nfd_of_entry(cp, Entry::of(cp), out)
}

/// [`nfd`] of `cp`, whose entry the caller has.
fn nfd_of_entry(cp: u32, entry: Entry, out: &mut [u32; 4]) -> usize {
    if let Some((jamo, n)) = decompose_hangul(cp) {
        out[..3].copy_from_slice(&jamo);
        return n;
    }
    if entry.decomposes() {
        let (d, n) = decomposition_indexed(cp);
        *out = d;
        return n;
    }
    out[0] = cp;
    1
}

/// The code points of a skeleton as it is built, piece by piece (a
/// prototype, a code point of a decomposition, a code point), each in
/// canonical order.
struct Pieces<'a> {
    cps: &'a mut Vec<u32>,
    /// Whether two pieces together are not: a mark starts one after
    /// anything but ASCII ends the one before (`ỵ` and U+0327, in NFC,
    /// decompose to y, U+0323, U+0327, which NFD orders y, U+0327, U+0323).
    reorder: bool,
}

impl Pieces<'_> {
    fn push(&mut self, cp: u32) {
        self.reorder |= cp >= 0x300
            && self.cps.last().is_some_and(|&last| last >= 0x80)
            && uts46_props(cp).ccc() != 0;
        self.cps.push(cp);
    }

    fn push_str(&mut self, piece: &str) {
        let mut chars = piece.chars();
        if let Some(first) = chars.next() {
            self.push(u32::from(first));
            self.cps.extend(chars.map(u32::from));
        }
    }
}

/// The skeleton of `text` (in UTS #46 form: every code point valid),
/// pushed onto `out`, as browsers read it first ([`Reading`]) or not;
/// `scratch` is working space.
pub(super) fn push_skeleton(text: &str, browser: bool, out: &mut String, scratch: &mut Vec<u32>) {
    skeleton_code_points(text, browser, scratch);
    push_code_points(scratch, out);
}

/// [`skeleton_code_points`] as browsers read `text`, with `choice` for the
/// characters that read as two things.
pub(super) fn chosen_skeleton(text: &str, choice: Choice, scratch: &mut Vec<u32>) {
    if !ascii_skeleton(text, true, scratch) {
        skeleton_of_code_points(Reading::of(text, true, choice), true, scratch, &mut |_| {
            true
        });
    }
}

/// The general path of the skeleton, without the ASCII fast path (for the
/// test that holds one to the other).
#[cfg(test)]
pub(super) fn general_skeleton_for_tests(
    text: &str,
    browser: bool,
    choice: Choice,
    scratch: &mut Vec<u32>,
) {
    skeleton_of_code_points(
        Reading::of(text, browser, choice),
        browser,
        scratch,
        &mut |_| true,
    );
}

/// The skeleton of an ASCII `text` in `scratch` (and `true`), else
/// nothing (and `false`). Fast path of [`skeleton_of_code_points`] for
/// ASCII labels, such as most top-level domains. Contract: the same code
/// points as the general path for every ASCII text (held by a test). It
/// holds because an ASCII character neither decomposes, nor has a
/// combining class, nor reads otherwise by the browsers' mappings, and
/// its prototype (if any) is ASCII without marks.
fn ascii_skeleton(text: &str, browser: bool, scratch: &mut Vec<u32>) -> bool {
    let mut buf = [0u8; 128];
    let Some(skeleton) = ascii_skeleton_bytes(text, browser, &mut buf) else {
        return false;
    };
    scratch.clear();
    scratch.extend(skeleton.iter().map(|&b| u32::from(b)));
    true
}

/// The skeleton of an ASCII `text` as bytes in `buf`, when `text` is
/// ASCII and its skeleton fits (see [`ascii_skeleton`]).
pub(super) fn ascii_skeleton_bytes<'b>(
    text: &str,
    browser: bool,
    buf: &'b mut [u8; 128],
) -> Option<&'b [u8]> {
    if !text.is_ascii() {
        return None;
    }
    let mut n = 0;
    for b in text.bytes() {
        match skeleton_of(u32::from(b), browser) {
            Some(prototype) if prototype.is_ascii() => {
                buf.get_mut(n..n + prototype.len())?
                    .copy_from_slice(prototype.as_bytes());
                n += prototype.len();
            }
            Some(_) => return None,
            // (Most bytes: itself, with no call to copy it.)
            None => {
                *buf.get_mut(n)? = b;
                n += 1;
            }
        }
    }
    Some(&buf[..n])
}

/// The code points of a skeleton onto `out`.
pub(super) fn push_code_points(cps: &[u32], out: &mut String) {
    out.extend(cps.iter().filter_map(|&cp| char::from_u32(cp)));
}

/// The skeleton of `text` (as [`push_skeleton`]), as code points in
/// `scratch`, which it empties first. Every one is a scalar value: the
/// prototypes and decompositions of valid code points are.
pub(super) fn skeleton_code_points(text: &str, browser: bool, scratch: &mut Vec<u32>) {
    skeleton_code_points_while(text, browser, scratch, &mut |_| true);
}

/// [`skeleton_code_points`], asking `goes_on` as it goes whether to: it
/// stops (and answers `false`) at the first `false`. Fast path of the
/// protected-name search, which gives up on a label once no protected
/// name goes on as its skeleton starts. Contract: what `goes_on` is
/// given is each time a longer start of the whole skeleton (held by a
/// test), and with no `false`, `scratch` is the skeleton and the answer
/// `true`. It holds because `goes_on` is asked only where the code points
/// so far end with one of class 0 and no run of marks before it needs
/// ordering: NFD's ordering and the code points still to come change only
/// what follows it.
pub(super) fn skeleton_code_points_while(
    text: &str,
    browser: bool,
    scratch: &mut Vec<u32>,
    goes_on: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    if ascii_skeleton(text, browser, scratch) {
        return true;
    }
    skeleton_of_code_points(
        Reading::of(text, browser, Choice::NONE),
        browser,
        scratch,
        goes_on,
    )
}

/// The first code point of [`skeleton_code_points`] of `text`, from the
/// skeleton of its first character's reading alone, where that is sure: `None` where it is not (the
/// first piece is a combining mark, which NFD's ordering may move), or
/// for empty text. Fast path of the protected-name search, which stops at
/// a label whose skeleton starts as no protected name's goes on. Contract:
/// where it answers, the full skeleton starts with its answer (held by a
/// test). It holds because the reading of the first character comes first
/// (the diacritics rule is the whole text's, and [`Reading`] takes it),
/// and NFD and the prototypes of the code points after it only put code
/// points after it or reorder marks, never a starter.
pub(super) fn first_of_skeleton(text: &str, browser: bool) -> Option<u32> {
    // Whether the diacritics rule applies (a pass over the whole text)
    // changes the first character's reading only where it has a diacritic
    // to drop: one that decomposes, or that browsers map to a letter.
    let c = u32::from(text.chars().next()?);
    // What the steps below ask of `c`, looked up once.
    let entry = Entry::of(c);
    let props = entry.props();
    let mut pieces = [0u32; 4];
    let whole = c < 0x80
        || !browser
        || (browser::without_diacritic(c).is_none()
            && nfd_of_entry(c, entry, &mut pieces) == 1
            && !props.is_mark());
    let of_class_0 = |cp: u32| {
        if cp == c {
            props.ccc() == 0
        } else {
            cp < 0x300 || uts46_props(cp).ccc() == 0
        }
    };
    let first = if whole {
        Reading::first_alone(c, browser)
    } else {
        Reading::of(text, browser, Choice::NONE).next()?
    };
    if !of_class_0(first) {
        return None;
    }
    let mut cp = None;
    let first_entry = if first == c { entry } else { Entry::of(first) };
    starter_skeleton(first, first_entry, browser, |piece| {
        cp = cp.or(match piece {
            Piece::Prototype(prototype) => prototype.chars().next().map(u32::from),
            Piece::Itself(cp) | Piece::Decomposed(cp) => Some(cp),
        });
    });
    cp.filter(|&cp| of_class_0(cp))
}

/// Which reading each character that reads as two things takes (`þ` as
/// itself, `b` or `p`): a base-3 digit each, the first at `place`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Choice {
    pub(super) digits: u32,
    pub(super) place: u32,
}

impl Choice {
    /// Every character as itself.
    pub(super) const NONE: Choice = Choice {
        digits: 0,
        place: 1,
    };
}

/// A piece of the skeleton of a code point of class 0 ([`starter_skeleton`]).
#[derive(Clone, Copy)]
enum Piece {
    /// A prototype, from the skeleton table.
    Prototype(&'static str),
    /// The code point itself: NFD leaves it (of class 0, nothing to order).
    Itself(u32),
    /// A code point of its NFD, with no prototype.
    Decomposed(u32),
}

/// The skeleton of `cp`, a code point of class 0 whose UTS #46 entry is
/// `entry`, piece by piece into `push`: the code points of the profile
/// that NFD changes have entries of their own; the rest are decomposed
/// first. The one step of the skeleton of a text without marks and of
/// [`first_of_skeleton`].
#[inline(always)]
fn starter_skeleton(cp: u32, entry: Entry, browser: bool, mut push: impl FnMut(Piece)) {
    if let Some(prototype) = skeleton_of(cp, browser) {
        push(Piece::Prototype(prototype));
        return;
    }
    let mut nfd_of = [0u32; 4];
    let n = nfd_of_entry(cp, entry, &mut nfd_of);
    if n == 1 {
        push(Piece::Itself(cp));
        return;
    }
    for &piece in &nfd_of[..n] {
        push(match skeleton_of(piece, browser) {
            Some(prototype) => Piece::Prototype(prototype),
            None => Piece::Decomposed(piece),
        });
    }
}

/// [`skeleton_code_points`] of the code points `text`, by the browser
/// policy's skeletons (Unicode 16) or the UTS #39 policy's (Unicode 18),
/// with [`skeleton_code_points_while`]'s `goes_on`.
fn skeleton_of_code_points<I: Iterator<Item = u32> + Clone>(
    text: I,
    browser: bool,
    scratch: &mut Vec<u32>,
    goes_on: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    scratch.clear();
    let mut pieces = Pieces {
        cps: scratch,
        reorder: false,
    };
    // When `goes_on` is asked next: at two code points, then at twice as
    // many as the last time (a label that matches pays a few questions,
    // one that does not is given up on within twice its matching start).
    let mut next = 2;
    // Without a combining mark of its own, the NFD of the text is that of
    // each code point, in order (no valid code point of class 0 decomposes
    // to a mark first), so each maps to its skeleton alone.
    for cp in text.clone() {
        // (Looked up once, for its class and its decomposition.)
        let entry = Entry::of(cp);
        if cp >= 0x300 && entry.props().ccc() != 0 {
            pieces.cps.clear();
            pieces.reorder = false;
            exact(text, browser, &mut pieces);
            break;
        }
        starter_skeleton(cp, entry, browser, |piece| match piece {
            Piece::Prototype(prototype) => pieces.push_str(prototype),
            Piece::Itself(cp) => pieces.cps.push(cp),
            Piece::Decomposed(cp) => pieces.push(cp),
        });
        // (Each piece is in canonical order, and `reorder` says whether
        // two together are not.)
        let sure = !pieces.reorder
            && pieces.cps.len() >= next
            && pieces
                .cps
                .last()
                .is_some_and(|&last| last < 0x300 || uts46_props(last).ccc() == 0);
        if sure {
            next = 2 * pieces.cps.len();
            if !goes_on(pieces.cps) {
                return false;
            }
        }
    }
    // A run of more than 128 marks (which UTS #46 refuses) stays unsorted.
    if pieces.reorder {
        let end = scratch.len();
        let _ = crate::hostname::mapping::reorder::<false>(scratch, 0, end);
    }
    true
}

/// The skeleton of a text with combining marks, step by step as UTS #39
/// defines it: NFD (which may move its marks across code points), then
/// the prototypes into `pieces`.
fn exact(text: impl Iterator<Item = u32>, browser: bool, pieces: &mut Pieces<'_>) {
    // The NFD first, in the same buffer, then the prototypes after it.
    let mut nfd_of = [0u32; 4];
    for cp in text {
        let n = nfd(cp, &mut nfd_of);
        for &piece in &nfd_of[..n] {
            pieces.push(piece);
        }
    }
    let len = pieces.cps.len();
    if pieces.reorder {
        let _ = crate::hostname::mapping::reorder::<false>(pieces.cps, 0, len);
        pieces.reorder = false;
    }
    for k in 0..len {
        let cp = pieces.cps[k];
        match skeleton_of(cp, browser) {
            Some(prototype) => pieces.push_str(prototype),
            None => pieces.push(cp),
        }
    }
    pieces.cps.drain(..len);
}

/// The code points of `text`, as they are (`plain`) or as browsers read
/// it before taking its skeleton (Chromium's skeleton generator): a label
/// of Latin, Greek, Cyrillic, digits, `.`, `_`, `-` and combining
/// diacritics without its diacritics (nonspacing marks after NFD, and `ł`,
/// `ø`, `đ` as `l`, `o`, `d`), then each character that browsers map on
/// top of UTS #39's confusables as what it reads as (`ш` as `w`, `০` as
/// `o`), and a character that reads as two things (`þ`, `œ`, `ł`, `ӏ`) as
/// the reading its [`Choice`] digit says. Made as it is read, with nothing
/// allocated.
#[derive(Clone)]
pub(super) struct Reading<'a> {
    chars: core::str::Chars<'a>,
    plain: bool,
    lgc: bool,
    choice: Choice,
    /// What the last character read as, from `at` on: up to four pieces
    /// of it, each up to two ASCII bytes.
    buf: [u32; 8],
    at: usize,
    len: usize,
}

impl<'a> Reading<'a> {
    /// The first code point of what `cp`, a text's first character,
    /// reads as where it reads the same whether or not the diacritics
    /// rule applies (its every character as itself): with no reading of
    /// the text, the first byte of what browsers map it to, or itself.
    fn first_alone(cp: u32, browser: bool) -> u32 {
        match Reading::mapped(cp).filter(|_| browser) {
            Some([first, _]) => u32::from(first),
            None => cp,
        }
    }

    /// What browsers read `cp` as on top of UTS #39's confusables, if
    /// anything: one or two ASCII bytes (the second 0 when there is one).
    fn mapped(cp: u32) -> Option<[u8; 2]> {
        browser::extra_skeleton(cp).filter(|_| cp >= 0x80)
    }

    pub(super) fn of(text: &'a str, browser: bool, choice: Choice) -> Reading<'a> {
        let plain = !browser || text.is_ascii();
        // Chromium's `ShouldRemoveDiacriticsFromLabel`: Latin, Greek and
        // Cyrillic by `Script`, digits, `.`, `_`, `-` and the diacritics.
        let lgc = !plain
            && text.chars().all(|c| {
                let cp = u32::from(c);
                c.is_ascii_alphanumeric()
                    || matches!(c, '.' | '_' | '-')
                    || browser::is_diacritic(cp)
                    || (cp >= 0x80 && BrowserProps::of(cp).is_lgc())
            });
        Reading::with(text, plain, lgc, choice)
    }

    fn with(text: &'a str, plain: bool, lgc: bool, choice: Choice) -> Reading<'a> {
        Reading {
            chars: text.chars(),
            plain,
            lgc,
            choice,
            buf: [0; 8],
            at: 0,
            len: 0,
        }
    }

    /// Puts ASCII bytes (0 is none) into the buffer.
    fn push_ascii(&mut self, ascii: [u8; 2]) {
        for b in ascii.into_iter().filter(|&b| b != 0) {
            self.buf[self.len] = u32::from(b);
            self.len += 1;
        }
    }

    /// Puts what `cp` reads as into the buffer.
    fn push(&mut self, cp: u32) {
        if let Some(ascii) = Reading::mapped(cp) {
            self.push_ascii(ascii);
        } else {
            self.buf[self.len] = cp;
            self.len += 1;
        }
    }

    /// The reading of a character that reads as two things, if its digit
    /// chooses one (and takes the next digit).
    fn chosen(&mut self, cp: u32) -> Option<[u8; 2]> {
        // (Every character as itself: no search.)
        if self.choice.digits == 0 {
            return None;
        }
        let (a, b) = browser::alternatives(cp)?;
        let digit = self.choice.digits / self.choice.place % 3;
        self.choice.place *= 3;
        [None, Some(a), Some(b)][digit as usize]
    }
}

impl Iterator for Reading<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        while self.at == self.len {
            let cp = u32::from(self.chars.next()?);
            (self.at, self.len) = (0, 0);
            if cp < 0x80 || self.plain {
                return Some(cp);
            }
            if let Some(reading) = self.chosen(cp) {
                self.push_ascii(reading);
                continue;
            }
            if !self.lgc {
                // (Most characters read as themselves, with no round trip
                // through the buffer.)
                let Some(ascii) = Reading::mapped(cp) else {
                    return Some(cp);
                };
                self.push_ascii(ascii);
                continue;
            }
            if let Some(plain) = browser::without_diacritic(cp) {
                self.push_ascii([plain, 0]);
                continue;
            }
            // Its NFD, marks dropped, each piece as browsers read it (not
            // the skeleton table's prototypes of it: a base's prototype
            // may have marks of its own, `η` is `n` U+0329, and the
            // browsers' mappings come before the skeleton).
            let mut pieces = [0u32; 4];
            let n = nfd(cp, &mut pieces);
            for &piece in &pieces[..n] {
                if !(piece >= 0x300 && uts46_props(piece).is_mark()) {
                    self.push(piece);
                }
            }
        }
        self.at += 1;
        Some(self.buf[self.at - 1])
    }
}

/// The skeleton of `text`, as a string, by the browser policy's data or
/// the UTS #39 policy's.
#[cfg(test)]
pub(super) fn skeleton(text: &str, browser: bool) -> String {
    let mut out = String::new();
    let mut scratch = Vec::new();
    skeleton_of_code_points(
        text.chars().map(u32::from),
        browser,
        &mut scratch,
        &mut |_| true,
    );
    push_code_points(&scratch, &mut out);
    out
}

/// ICU's check of invisible characters (`USPOOF_INVISIBLE`, and UTS #39
/// section 5.4's optional detection): in the NFD of `text` (in NFC), a
/// nonspacing mark (by `is_nonspacing`) twice in one run of nonspacing
/// marks, which draws as one (`á` U+0301 is `a` U+0301 U+0301). The
/// repeated mark.
pub(super) fn repeated_mark(text: &str, is_nonspacing: impl Fn(u32) -> bool) -> Option<char> {
    let mut marks = MarkRun::default();
    text.chars().find_map(|c| {
        let cp = u32::from(c);
        marks.feed(cp, is_nonspacing(cp), &is_nonspacing)
    })
}

/// [`repeated_mark`] a character at a time, for a caller that already
/// knows whether each is a nonspacing mark. Only a character followed by
/// a mark is decomposed: no code point of the policies' sets has a mark
/// twice in its own NFD (the oracle checks), so a run starts with the
/// marks of the character before it.
#[derive(Default)]
pub(super) struct MarkRun {
    /// The marks of the run so far (at most 128: UTS #46 refuses more in
    /// a label); made at the first mark.
    run: Option<([u32; 130], usize)>,
    /// The last character that is not a mark, not yet decomposed.
    base: Option<u32>,
}

impl MarkRun {
    /// Takes the next character, `cp`, with `nonspacing` what
    /// `is_nonspacing(cp)` says (the caller has it); the mark it repeats,
    /// if it does.
    #[inline(always)]
    pub(super) fn feed(
        &mut self,
        cp: u32,
        nonspacing: bool,
        is_nonspacing: impl Fn(u32) -> bool,
    ) -> Option<char> {
        if !nonspacing {
            self.base = Some(cp);
            if let Some((_, len)) = &mut self.run {
                *len = 0;
            }
            return None;
        }
        self.mark(cp, is_nonspacing)
    }

    /// [`MarkRun::feed`] of a nonspacing mark (out of line: most labels
    /// have none).
    #[inline(never)]
    fn mark(&mut self, cp: u32, is_nonspacing: impl Fn(u32) -> bool) -> Option<char> {
        let (run, len) = self.run.get_or_insert(([0; 130], 0));
        let mut pieces = [0u32; 4];
        let base = self.base.take().map(|base| (base, false));
        for (cp, nonspacing) in base.into_iter().chain(core::iter::once((cp, true))) {
            let n = nfd(cp, &mut pieces);
            for &piece in &pieces[..n] {
                // (A code point that does not decompose is its own piece,
                // whose answer `feed` was given; a singleton decomposition
                // is another code point.)
                let nonspacing = if piece == cp {
                    nonspacing
                } else {
                    is_nonspacing(piece)
                };
                if !nonspacing {
                    *len = 0;
                } else if run[..*len].contains(&piece) {
                    return char::from_u32(piece);
                } else if *len < run.len() {
                    run[*len] = piece;
                    *len += 1;
                }
            }
        }
        None
    }
}
