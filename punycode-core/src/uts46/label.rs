//! One label: UTS #46's mapping (steps 1 and 2), the conversion of
//! A-labels (step 4), the validity criteria, and the forms the label is
//! written in. The Bidi rule, which looks at the whole name, and the
//! lengths are the name's (`name.rs`).

use super::data::Entry;
#[cfg(feature = "idna2008")]
use super::data::Props;
use super::mapping::{self, CodePoints, NoRoom, Trouble};
use super::{Error, ErrorKind, Options, joiners, validity};
use crate::punycode::encode::{Out, SHORT, encode_short_cps};
use crate::punycode::params::PUNYCODE;
use crate::punycode::{fenwick, utf8};

/// The working space of the hostname functions: code points for the label
/// at hand and the scratch its checks need, and bytes for a label that
/// mapping made an A-label. Its size bounds the labels the
/// allocation-free functions take (see [`Work::CODE_POINTS`]).
pub(crate) struct Work<'a> {
    pub(crate) cps: &'a mut [u32],
    pub(crate) bytes: &'a mut [u8],
    /// Whether this is the most space the caller has: then a label that
    /// does not fit is refused, else the caller tries again with more.
    pub(crate) last: bool,
}

impl Work<'_> {
    /// The code points of the allocation-free functions' working space:
    /// every label whose mapped form has up to 256 code points fits (a
    /// DNS label has at most 63), the O(n log n) encoder's space included
    /// (decoding needs less).
    pub(crate) const CODE_POINTS: usize = 256 + fenwick::encode_space(256);
    /// Its bytes.
    pub(crate) const BYTES: usize = 256;
    /// The space tried before it, which every label of a DNS name fits
    /// (under 2 KB: zeroing it stays cheap).
    pub(crate) const SMALL_CODE_POINTS: usize = 256;
    pub(crate) const SMALL_BYTES: usize = 64;
    /// The space tried first: most labels that mapping or an NFC check
    /// needs space for fit it (short ones), and zeroing it costs a few
    /// instructions, where trying again in the next costs a second pass
    /// and a zeroed kilobyte.
    pub(crate) const TINY_CODE_POINTS: usize = 64;
    pub(crate) const TINY_BYTES: usize = 64;

    /// The working space that a label of `bytes` bytes, `mapped` code
    /// points once mapped, needs at most.
    #[cfg_attr(
        not(feature = "alloc"),
        allow(dead_code, reason = "for the String functions")
    )]
    pub(crate) const fn needed(bytes: usize, mapped: usize) -> usize {
        mapped + fenwick::encode_space(mapped) + fenwick::decode_space(bytes) + 64
    }
}

/// Where a label's Unicode form is.
#[derive(Clone, Copy, Debug)]
pub(super) enum Form {
    /// ASCII, not an A-label: the input's bytes, lowercased.
    Ascii,
    /// Not ASCII, and UTS #46 leaves it as it is: the input's bytes, and
    /// when it has up to 64 code points (`decoded` is not 0), those, in the
    /// name's array of short labels.
    Inert { decoded: usize },
    /// Mapped and normalized: `work.cps[..len]`.
    Mapped(usize),
    /// An A-label, decoded to the name's array of short labels (`local`) or
    /// to `work.cps`, `len` code points; its ASCII form is the input's
    /// bytes lowercased, or, when `staged` is not 0, the first `staged` of
    /// `work.bytes` (a label that mapping made an A-label).
    ALabel {
        len: usize,
        staged: usize,
        local: bool,
    },
}

/// What processing a label found.
pub(super) struct Label {
    pub(super) form: Form,
    /// Whether its Unicode form has right-to-left characters (which make
    /// the name a bidi domain name), as far as processing got.
    pub(super) rtl: bool,
    /// The first rule it breaks; the label index is the caller's to set.
    pub(super) error: Option<Error>,
}

impl Label {
    pub(super) const fn ok(form: Form, rtl: bool) -> Label {
        Label {
            form,
            rtl,
            error: None,
        }
    }

    pub(super) const fn failed(form: Form, rtl: bool, error: Error) -> Label {
        Label {
            form,
            rtl,
            error: Some(error),
        }
    }

    /// Whether the Unicode form is empty.
    pub(super) const fn is_empty(&self, label: &[u8]) -> bool {
        match self.form {
            Form::Ascii | Form::Inert { .. } => label.is_empty(),
            Form::Mapped(len) | Form::ALabel { len, .. } => len == 0,
        }
    }
}

/// The character to quote in a message about `kind`.
pub(super) const fn char_of(kind: ErrorKind, cp: u32) -> Option<char> {
    match kind {
        ErrorKind::Std3Ascii
        | ErrorKind::Disallowed
        | ErrorKind::ZeroWidthJoiner
        | ErrorKind::ZeroWidthNonJoiner
        | ErrorKind::LeadingCombiningMark
        | ErrorKind::BidiRtlCharacter
        | ErrorKind::BidiLtrCharacter
        | ErrorKind::BidiFirstCharacter
        | ErrorKind::FullStop
        | ErrorKind::NonAsciiALabel
        | ErrorKind::NotPermitted
        | ErrorKind::Unassigned
        | ErrorKind::MiddleDot
        | ErrorKind::GreekKeraia
        | ErrorKind::HebrewPunctuation
        | ErrorKind::KatakanaMiddleDot
        | ErrorKind::MixedArabicIndicDigits => match char::from_u32(cp) {
            Some('\u{FFFD}') | None => None,
            c => c,
        },
        _ => None,
    }
}

/// Whether `options` are registration's ([`Options::idna2008`]).
#[inline(always)]
pub(super) const fn registration(options: Options) -> bool {
    #[cfg(feature = "idna2008")]
    return options.idna2008;
    #[cfg(not(feature = "idna2008"))]
    {
        let _ = options;
        false
    }
}

/// Whether the label starts with `xn--` in any case.
pub(super) const fn has_ace_prefix(label: &[u8]) -> bool {
    label.len() >= 4
        && label[0].eq_ignore_ascii_case(&b'x')
        && label[1].eq_ignore_ascii_case(&b'n')
        && label[2] == b'-'
        && label[3] == b'-'
}

/// `bytes[from..]`.
const fn tail(bytes: &[u8], from: usize) -> &[u8] {
    bytes.split_at(from).1
}

/// Maps, decodes and checks one label (`label`, at byte `start` of the
/// input). Errors carry the byte offset in the input.
#[inline(always)]
pub(super) const fn process(
    label: &[u8],
    start: usize,
    options: Options,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Label {
    if label.is_ascii() {
        if has_ace_prefix(label) {
            // (Registration's too: `check_a_label` sends it on.)
            return a_label(tail(label, 4), start, 0, options, short, work.cps);
        }
        // (Registration takes an LDH label in any case, by the same check.)
        return ascii_label(label, start, options);
    }
    // A label that is already in UTS #46 form needs no mapping, no NFC, no
    // validity or joiner check: only the hyphen rules (and the name's
    // Bidi rule). One that starts with "xn--" is an A-label to refuse.
    // Registration takes the same route for such a label of PVALID and
    // CONTEXTO characters (`inert` holds it to the contextual rules and,
    // with right-to-left text, the Bidi rule, and answers for it as for a
    // left-to-right one); any other label beyond ASCII is for
    // registration's general path.
    let xn = label.len() >= 4 && label[0] == b'x' && label[1] == b'n' && label[2] == b'-';
    if !(xn && label[3] == b'-') {
        if let Some((rtl, decoded)) = inert(label, short, registration(options)) {
            let form = Form::Inert { decoded };
            return match validity::hyphens_utf8(label, options) {
                Ok(()) => Label::ok(form, rtl),
                Err((kind, at)) => Label::failed(form, rtl, Error::new(kind, 0, start + at)),
            };
        }
    }
    #[cfg(feature = "idna2008")]
    if options.idna2008 {
        return super::registration::process(label, start, options, work, short);
    }
    mapped(label, start, options, work, short)
}

/// An ASCII label that is not an A-label (the label at byte `start`), by
/// the deny list and the hyphen rules; the same in registration (LDH in
/// either case). Out of line: both paths call it.
#[inline(never)]
pub(super) const fn ascii_label(label: &[u8], start: usize, options: Options) -> Label {
    match validity::check_ascii(label, options) {
        Ok(()) => Label::ok(Form::Ascii, false),
        Err((kind, at)) => Label::failed(Form::Ascii, false, ascii_error(kind, label, at, start)),
    }
}

/// The error `kind` at byte `at` of ASCII `bytes`, which start at byte
/// `start` of the input: in label 0, with the byte lowercased as the
/// character to quote, where `kind` quotes one.
pub(super) const fn ascii_error(kind: ErrorKind, bytes: &[u8], at: usize, start: usize) -> Error {
    let c = if at < bytes.len() {
        char_of(kind, bytes[at].to_ascii_lowercase() as u32)
    } else {
        None
    };
    Error::new(kind, 0, start + at).with_character(c)
}

/// Whether UTS #46 leaves every character of a (non-empty) label alone and
/// no rule but the hyphen rules and the Bidi rule can fail: lowercase
/// letters, digits and `-` in ASCII, and valid characters that NFC leaves
/// alone in such a label (no composition's second character that composes
/// with the character before it, no joiner, no mark first, combining marks
/// in canonical order). `None` when it is not
/// inert; else whether it has right-to-left text, and how many code points
/// it has, which are then in `short` (0 past 64: not kept). For
/// `registration`, also `None` for a label with a character that is
/// neither PVALID nor CONTEXTO, one whose contextual rule fails, or
/// right-to-left text that breaks the Bidi rule or is not kept; a label it
/// takes is then answered as not right-to-left
/// ([`registration::inert`](super::registration::inert)).
pub(super) const fn inert(
    label: &[u8],
    short: &mut [u32; SHORT],
    registration: bool,
) -> Option<(bool, usize)> {
    let mut state = Inert::new();
    let mut at = 0;
    let mut n = 0;
    while at < label.len() {
        let (cp, len) = utf8::decode(label, at);
        if !state.next(cp) {
            return None;
        }
        if n < SHORT {
            short[n] = cp;
        }
        n += 1;
        at += len;
    }
    let decoded = if n <= SHORT { n } else { 0 };
    #[cfg(feature = "idna2008")]
    if registration && (state.rtl || Props::idna2008_of_bits(state.combos) != 0) {
        let idna2008 = Props::idna2008_of_bits(state.combos);
        return super::registration::inert(short.split_at(decoded).0, idna2008, state.rtl);
    }
    let _ = registration;
    Some((state.rtl, decoded))
}

/// [`inert`], one code point at a time.
pub(super) struct Inert {
    first: bool,
    /// Whether a character was right-to-left.
    pub(super) rtl: bool,
    /// The combining class of the previous character: marks must not go
    /// down in class, or NFC would reorder them.
    previous_class: u8,
    /// The previous character.
    previous: u32,
    /// The length of the run of marks (nonzero class) that ends with the
    /// previous character, while `previous_class` is not 0.
    marks: usize,
    /// The combinations of properties of the characters that are not
    /// plain, or'd ([`Props::combo_bits`]): for registration, whether each
    /// is PVALID.
    #[cfg(feature = "idna2008")]
    combos: u16,
}

impl Inert {
    pub(super) const fn new() -> Inert {
        Inert {
            first: true,
            rtl: false,
            previous_class: 0,
            previous: 0,
            marks: 0,
            #[cfg(feature = "idna2008")]
            combos: 0,
        }
    }

    /// Whether the label is still inert with `cp` next.
    #[inline]
    pub(super) const fn next(&mut self, cp: u32) -> bool {
        if cp < 0x80 {
            self.first = false;
            self.previous = cp;
            self.previous_class = 0;
            let b = cp as u8;
            return b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
        }
        self.next_entry(cp, Entry::of(cp))
    }

    /// The combining class of the last code point and the run of marks
    /// that ends there: where [`validity::valid_and_nfc_from`] takes up a
    /// label that this pass found inert so far.
    #[cfg(feature = "idna2008")]
    pub(super) const fn marks(&self) -> (u8, usize) {
        (self.previous_class, self.marks)
    }

    /// The previous code point.
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(super) const fn previous(&self) -> u32 {
        self.previous
    }

    /// [`Inert::next_entry`] of a code point whose entry
    /// [`is_pass`](Entry::is_pass).
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(super) const fn plain(&mut self, cp: u32) {
        self.first = false;
        self.previous = cp;
        self.previous_class = 0;
    }

    /// [`Inert::next`] for `cp` beyond ASCII, whose entry is `entry`.
    ///
    /// (Inline in registration's pass too, which keeps the state in
    /// registers so: A-labels 2,741 -> 2,673 instructions a name.)
    #[cfg_attr(not(feature = "idna2008"), inline)]
    #[cfg_attr(feature = "idna2008", inline(always))]
    pub(super) const fn next_entry(&mut self, cp: u32, entry: Entry) -> bool {
        let first = self.first;
        self.first = false;
        let previous = self.previous;
        self.previous = cp;
        if entry.is_pass() {
            self.previous_class = 0;
            return true;
        }
        if !entry.is_inert() && !self.stays(entry, cp, previous) {
            return false;
        }
        self.rtl |= entry.is_rtl();
        let props = entry.props();
        #[cfg(feature = "idna2008")]
        {
            self.combos |= props.combo_bits();
        }
        let class = props.ccc();
        if (first && (class != 0 || props.is_mark())) || (class != 0 && class < self.previous_class)
        {
            return false;
        }
        if class != 0 {
            // A run of more marks than NFC's ordering takes is refused
            // (`TooManyMarks`), by the mapped path.
            self.marks = if self.previous_class == 0 {
                1
            } else {
                self.marks + 1
            };
            if self.marks > mapping::MAX_MARKS {
                return false;
            }
        }
        self.previous_class = class;
        true
    }

    /// For registration, after [`Inert::next_entry`] refused `cp` (of
    /// `entry`) after `previous`, not first in the label: whether NFC
    /// leaves it alone all the same as a composition's second character
    /// with a combining class right after a starter, and then takes it as
    /// the start of a run of marks. It does when the starter has no
    /// decomposition (whose marks NFC could reorder with it) and does not
    /// compose with it: the only starter NFC would try it with, as the
    /// starter blocks every one before. (The Sinhala al-lakuna after a
    /// consonant, which UTS #46's checks send through a whole NFC pass.)
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(super) const fn second_mark(&mut self, previous: u32, cp: u32, entry: Entry) -> bool {
        if !entry.is_special() || self.previous_class != 0 {
            return false;
        }
        let props = entry.props();
        let class = props.ccc();
        if class == 0
            || (previous >= 0x80 && !Entry::of(previous).is_undecomposed())
            || !mapping::second_stays(previous, 0, cp)
        {
            return false;
        }
        self.rtl |= entry.is_rtl();
        self.combos |= props.combo_bits();
        self.previous_class = class;
        self.marks = 1;
        true
    }

    /// Whether NFC leaves alone a valid character that is not inert by
    /// itself (a composition's second character, or a joiner) after
    /// `previous` in an inert label: a second character of combining class
    /// 0 (the vowel signs of Indic scripts, Hangul vowels and trailing
    /// consonants) that does not compose with the character before it. A
    /// character of class 0 is blocked from every starter but the one just
    /// before it, and that one (in NFC already, as the label is so far) is
    /// what NFC would try it with (first in the label, it has none: 0
    /// composes with nothing). A joiner, which has rules of its own, or a
    /// second character with a class is not inert.
    const fn stays(&self, entry: Entry, cp: u32, previous: u32) -> bool {
        if !entry.is_special() || joiners::is_joiner(cp) || entry.props().ccc() != 0 {
            return false;
        }
        mapping::second_stays(previous, self.previous_class, cp)
    }
}

/// A label that is not inert: mapped and normalized into `work.cps`,
/// then, if mapping made it an A-label, decoded; else checked.
const fn mapped(
    label: &[u8],
    start: usize,
    options: Options,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Label {
    let mut out = CodePoints::new(work.cps);
    let (mut nfc, mut rtl) = (false, false);
    let mut at = 0;
    while at < label.len() {
        if label[at] < 0x80 {
            // ASCII maps to its lowercase, which NFC leaves alone (the oracle
            // test `ascii_maps_to_its_lowercase` holds it): no lookup.
            out.push(label[at].to_ascii_lowercase() as u32);
            at += 1;
            continue;
        }
        let (cp, len) = utf8::decode(label, at);
        let pushed = mapping::push_mapping(cp, Entry::of(cp), &mut out);
        nfc |= pushed.nfc;
        rtl |= pushed.rtl;
        at += len;
    }
    let mut len = out.len;
    if len > work.cps.len() {
        let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
        return Label::failed(Form::Mapped(0), false, e);
    }
    if nfc {
        len = match mapping::normalize(work.cps, 0, len) {
            Ok(len) => len,
            Err(Trouble::Marks(at)) => {
                let e = Error::new(ErrorKind::TooManyMarks, 0, locate(label, start, None, at).0);
                return Label::failed(Form::Mapped(0), false, e);
            }
            Err(Trouble::NoRoom) => {
                let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
                return Label::failed(Form::Mapped(0), false, e);
            }
        };
    }
    let (cps, _) = work.cps.split_at(len);
    // Whether it is right-to-left, from what mapping wrote, unless NFC
    // changed that.
    let rtl = if nfc { any_rtl(cps) } else { rtl };
    let form = Form::Mapped(len);
    if len >= 4
        && cps[0] == b'x' as u32
        && cps[1] == b'n' as u32
        && cps[2] == b'-' as u32
        && cps[3] == b'-' as u32
    {
        // An A-label after mapping: it must be ASCII, and is decoded from
        // its mapped (so lowercase) form.
        let mut k = 0;
        while k < len {
            if cps[k] >= 0x80 {
                let e = mapped_error(label, start, cps, ErrorKind::NonAsciiALabel, k);
                return Label::failed(form, rtl, e);
            }
            k += 1;
        }
        if len > work.bytes.len() {
            let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
            return Label::failed(form, rtl, e);
        }
        let mut k = 0;
        while k < len {
            work.bytes[k] = work.cps[k] as u8;
            k += 1;
        }
        let (staged, _) = work.bytes.split_at(len);
        return a_label(tail(staged, 4), start, len, options, short, work.cps);
    }
    if len == 0 {
        return Label::ok(form, false);
    }
    match validity::check(cps, options, false, true) {
        Ok(()) => Label::ok(form, rtl),
        Err((kind, k)) => Label::failed(form, rtl, mapped_error(label, start, cps, kind, k)),
    }
}

/// An error at the `k`th code point of a label's mapped form, traced back
/// to the input.
pub(super) const fn mapped_error(
    label: &[u8],
    start: usize,
    mapped: &[u32],
    kind: ErrorKind,
    k: usize,
) -> Error {
    let (position, cp) = locate(label, start, Some(mapped), k);
    Error::new(kind, 0, position).with_character(char_of(kind, cp))
}

/// Whether any of `cps` is right-to-left (`Bidi_Class` R, AL or AN).
const fn any_rtl(cps: &[u32]) -> bool {
    let mut k = 0;
    while k < cps.len() {
        if cps[k] >= 0x80 {
            let entry = Entry::of(cps[k]);
            // A plain character is left-to-right: two compares.
            if !entry.is_pass() && entry.is_rtl() {
                return true;
            }
        }
        k += 1;
    }
    false
}

/// An A-label's Punycode (after `xn--`; the input's, or when `staged` is
/// not 0 the mapped label's), decoded into `cps` and checked: it decodes,
/// not to nothing or plain ASCII, every character valid, NFC, and the
/// validity criteria. Errors are at the label's `start`, naming the
/// decoded character where the rule is about one.
const fn a_label(
    punycode: &[u8],
    start: usize,
    staged: usize,
    options: Options,
    short: &mut [u32; SHORT],
    cps: &mut [u32],
) -> Label {
    // Valid and short (every real label): on the stack. Anything else by
    // the O(n log n) method in the working space, which also finds the
    // exact error (the engine's `Decoder`, as every decoding path).
    if let Some(len) = decode_fast(punycode, short) {
        let form = Form::ALabel {
            len,
            staged,
            local: true,
        };
        return check_a_label(form, short.split_at_mut(len).0, cps, start, options);
    }
    let at = if punycode.len() < cps.len() {
        punycode.len()
    } else {
        cps.len()
    };
    let (out, space) = cps.split_at_mut(at);
    match fenwick::decode(&PUNYCODE, punycode, out, space) {
        Ok(Ok(len)) => {
            let form = Form::ALabel {
                len,
                staged,
                local: false,
            };
            let (decoded, scratch) = cps.split_at_mut(len);
            check_a_label(form, decoded, scratch, start, options)
        }
        Ok(Err(NoRoom)) => {
            let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
            Label::failed(Form::Mapped(0), false, e)
        }
        Err(e) => {
            // Where in the input: in the label's own Punycode, or (for a
            // label that mapping made an A-label) the label's start.
            let position = if staged == 0 {
                start + 4 + e.position()
            } else {
                start
            };
            let err = Error::new(ErrorKind::InvalidPunycode, 0, position).with_punycode(e);
            Label::failed(Form::Mapped(0), false, err)
        }
    }
}

/// The checks on a decoded A-label (`decoded`, with `scratch` for an NFC
/// check): not plain ASCII, every character valid, NFC, the validity
/// criteria. Errors are at the label's `start`, naming the decoded
/// character where the rule is about one.
#[inline(always)]
const fn check_a_label(
    form: Form,
    decoded: &mut [u32],
    scratch: &mut [u32],
    start: usize,
    options: Options,
) -> Label {
    #[cfg(feature = "idna2008")]
    if options.idna2008 {
        return super::registration::a_label(form, decoded, scratch, start, options);
    }
    let (checked, rtl) = match validity::valid_and_nfc(decoded, scratch, options) {
        Ok(Ok(found)) => (
            validity::check(decoded, options, true, found.scan),
            found.rtl,
        ),
        Ok(Err(e)) => (Err(e), any_rtl(decoded)),
        Err(NoRoom) => {
            let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
            return Label::failed(form, any_rtl(decoded), e);
        }
    };
    match checked {
        Ok(()) => Label::ok(form, rtl),
        // Plain ASCII: nothing right-to-left, no character to name.
        Err((ErrorKind::DecodesToAscii, _)) => {
            Label::failed(form, false, Error::new(ErrorKind::DecodesToAscii, 0, start))
        }
        Err((kind, k)) => {
            let e = Error::new(kind, 0, start).with_character(char_of(kind, decoded[k]));
            // Every other rule but NFC's points at a character of the
            // decoded label.
            let e = if matches!(kind, ErrorKind::NotNfc) {
                e
            } else {
                e.in_a_label(k)
            };
            Label::failed(form, rtl, e)
        }
    }
}

/// The engine's fast decoder (valid Punycode of up to 64 code points, else
/// `None`), in one place for every hostname path.
#[inline(never)]
pub(super) const fn decode_fast(punycode: &[u8], cps: &mut [u32; SHORT]) -> Option<usize> {
    crate::punycode::decode::decode_fast(&PUNYCODE, punycode, cps)
}

/// Encodes up to 64 code points (`Ok(false)` for more) onto `out`: the
/// engine's short encoder, in one place for every hostname path.
#[inline(never)]
const fn encode_short(
    cps: &[u32],
    out: &mut Out<'_>,
) -> Result<bool, crate::punycode::error::Error> {
    encode_short_cps(&PUNYCODE, cps, out)
}

/// Where in the input the `k`th code point of a label's mapped form
/// `mapped` came from, and which input character that is: traced by
/// mapping the `label`'s characters one by one, up to the one that gives
/// the `k`th code point. When that does not give `mapped` so far (NFC
/// joined or reordered characters there), the answer is the label's
/// `start` and the mapped code point itself. Characters after that one
/// cannot change the answer: NFC joins a later character only to a
/// starter, whose code point then differs from its own mapping, and
/// reorders only marks of one run, which then differ at `k` or before.
/// Without `mapped`, `k` counts the code points of the mapping before NFC.
pub(super) const fn locate(
    label: &[u8],
    start: usize,
    mapped: Option<&[u32]>,
    k: usize,
) -> (usize, u32) {
    let fallback = match mapped {
        Some(mapped) if k < mapped.len() => (start, mapped[k]),
        _ => (start, 0xFFFD),
    };
    let mut pos = 0;
    let mut at = 0;
    // The mapping of one character alone (18 code points at most):
    // written from the start for each character.
    let mut one = [0u32; 32];
    while at < label.len() {
        let b = label[at];
        if b < 0x80 {
            // ASCII: its lowercase, as in `mapped`.
            if let Some(mapped) = mapped {
                if pos >= mapped.len() || mapped[pos] != b.to_ascii_lowercase() as u32 {
                    return fallback;
                }
            }
            if k == pos {
                return (start + at, b as u32);
            }
            pos += 1;
            at += 1;
            continue;
        }
        let (cp, len) = utf8::decode(label, at);
        // The mapping of a character alone is in NFC as it comes (the
        // tables store it so; a test holds it for every code point).
        let entry = Entry::of(cp);
        let n = if entry.is_valid() {
            // The bulk, and every other valid character: itself.
            one[0] = cp;
            1
        } else {
            let mut out = CodePoints::new(&mut one);
            mapping::push_mapping(cp, entry, &mut out);
            out.len
        };
        if n > one.len() {
            return fallback;
        }
        if let Some(mapped) = mapped {
            let mut j = 0;
            while j < n {
                if pos + j >= mapped.len() || mapped[pos + j] != one[j] {
                    return fallback;
                }
                j += 1;
            }
        }
        if k < pos + n {
            return (start + at, cp);
        }
        pos += n;
        at += len;
    }
    fallback
}

/// Writes a label's output: its ASCII form (`to_ascii`) or its Unicode
/// form. `Err` for a label whose Punycode does not fit `work` (only past
/// 64 code points), or that Punycode cannot encode.
#[inline(always)]
pub(super) const fn write(
    label: &[u8],
    form: Form,
    to_ascii: bool,
    out: &mut Out<'_>,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Result<(), ErrorKind> {
    match form {
        Form::Ascii | Form::ALabel { staged: 0, .. } if to_ascii => push_lowercase(label, out),
        Form::Ascii => push_lowercase(label, out),
        Form::ALabel { staged, .. } if to_ascii => push_bytes(work.bytes.split_at(staged).0, out),
        Form::Inert { .. } if !to_ascii => push_bytes(label, out),
        Form::Inert { .. } | Form::Mapped(_) | Form::ALabel { .. } => {
            let (local, len) = match unicode_form(label, form, work, short) {
                Ok(form) => form,
                Err(kind) => return Err(kind),
            };
            let cps = if local {
                short.split_at(len).0
            } else {
                work.cps.split_at(len).0
            };
            if !to_ascii {
                let mut k = 0;
                while k < len {
                    push_utf8(cps[k], out);
                    k += 1;
                }
                return Ok(());
            }
            if !any_non_ascii(cps) {
                let mut k = 0;
                while k < len {
                    out.push(cps[k] as u8);
                    k += 1;
                }
                return Ok(());
            }
            push_bytes(b"xn--", out);
            match encode_short(cps, out) {
                Ok(true) => {}
                Ok(false) => return encode_long(len, out, work),
                Err(_) => return Err(ErrorKind::InvalidPunycode),
            }
        }
    }
    Ok(())
}

/// Encodes `work.cps[..len]`, more than 64 code points, by the O(n log n)
/// method, with the rest of `work.cps` as its space.
const fn encode_long(len: usize, out: &mut Out<'_>, work: &mut Work<'_>) -> Result<(), ErrorKind> {
    if len + fenwick::encode_space(len) > work.cps.len() {
        return Err(ErrorKind::WorkspaceExceeded);
    }
    let (cps, space) = work.cps.split_at_mut(len);
    match fenwick::encode(&PUNYCODE, cps, space, out) {
        Ok(()) => Ok(()),
        Err(_) => Err(ErrorKind::InvalidPunycode),
    }
}

/// Whether any of `cps` is beyond ASCII.
pub(super) const fn any_non_ascii(cps: &[u32]) -> bool {
    let mut k = 0;
    while k < cps.len() {
        if cps[k] >= 0x80 {
            return true;
        }
        k += 1;
    }
    false
}

/// The Unicode form of a label as code points: in `short` (`true`) or in
/// `work.cps`, and how many.
#[inline(always)]
pub(super) const fn unicode_form(
    label: &[u8],
    form: Form,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Result<(bool, usize), ErrorKind> {
    match form {
        // Decoded when it was found inert (no uppercase ASCII in it).
        Form::Inert { decoded } if decoded > 0 => Ok((true, decoded)),
        Form::Ascii | Form::Inert { .. } => decode_form(label, work, short),
        Form::Mapped(len) => Ok((false, len)),
        Form::ALabel { len, local, .. } => Ok((local, len)),
    }
}

/// [`unicode_form`] of a label that is its own Unicode form but for the
/// case of its ASCII letters, and was not kept decoded: decoded now, short
/// ones on the stack, longer ones in the working space. Out of line (the
/// other forms are at hand).
#[inline(never)]
const fn decode_form(
    label: &[u8],
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Result<(bool, usize), ErrorKind> {
    let mut local = CodePoints::new(short);
    let mut at = 0;
    while at < label.len() && local.len <= SHORT {
        let (cp, len) = utf8::decode(label, at);
        local.push(cp);
        at += len;
    }
    if local.len <= SHORT {
        let n = local.len;
        let mut k = 0;
        while k < n {
            if short[k] < 0x80 {
                short[k] = (short[k] as u8).to_ascii_lowercase() as u32;
            }
            k += 1;
        }
        return Ok((true, n));
    }
    let room = work.cps.len();
    let mut codes = CodePoints::new(work.cps);
    let mut at = 0;
    while at < label.len() {
        let (cp, len) = utf8::decode(label, at);
        codes.push(if cp < 0x80 {
            (cp as u8).to_ascii_lowercase() as u32
        } else {
            cp
        });
        at += len;
    }
    if codes.len > room {
        return Err(ErrorKind::WorkspaceExceeded);
    }
    Ok((false, codes.len))
}

const fn push_bytes(bytes: &[u8], out: &mut Out<'_>) {
    if let Some(dst) = room(out, bytes.len()) {
        let mut k = 0;
        while k < bytes.len() {
            dst[k] = bytes[k];
            k += 1;
        }
    }
    out.len += bytes.len();
}

const fn push_lowercase(bytes: &[u8], out: &mut Out<'_>) {
    if let Some(dst) = room(out, bytes.len()) {
        let mut k = 0;
        while k < bytes.len() {
            dst[k] = bytes[k].to_ascii_lowercase();
            k += 1;
        }
    }
    out.len += bytes.len();
}

/// The next `n` bytes of `out`'s buffer, when they are there (else the
/// caller only counts): one bounds check for a whole copy.
const fn room<'a>(out: &'a mut Out<'_>, n: usize) -> Option<&'a mut [u8]> {
    if out.len > out.buf.len() || out.buf.len() - out.len < n {
        return None;
    }
    let (_, rest) = out.buf.split_at_mut(out.len);
    Some(rest.split_at_mut(n).0)
}

/// `cp` in UTF-8 onto `out`, written in place when it fits, else counted.
pub(super) const fn push_utf8(cp: u32, out: &mut Out<'_>) {
    out.len += match utf8::encode(cp, out.buf, out.len) {
        0 => utf8::len(cp),
        written => written,
    };
}
