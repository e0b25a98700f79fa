//! The `String` forms (feature `alloc`): the same conversion as the
//! allocation-free functions, into a stack buffer first, then, when the
//! output or a label outgrows it, into space allocated here.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec;

use super::ascii::{self, Fast};
use super::data::Entry;
use super::error::{Error, ErrorKind};
use super::mapping::{self, CodePoints};
use super::name;
use super::options::Options;
use super::slice::{error_in_direction, general, in_direction};
use super::work::Work;
use crate::punycode::bounds::head;
use crate::punycode::encode::Out;

/// Converts a hostname to ASCII: UTS #46 `ToASCII`, nontransitional, with
/// the flags of `options`.
///
/// ```
/// use punycode_core::hostname::{to_ascii, Options};
///
/// assert_eq!(to_ascii("Bücher.example", Options::lookup())?, "xn--bcher-kva.example");
/// assert_eq!(to_ascii("faß.de", Options::lookup())?, "xn--fa-hia.de");
/// assert_eq!(to_ascii("XN--BCHER-KVA.example", Options::lookup())?, "xn--bcher-kva.example");
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn to_ascii(input: &str, options: Options) -> Result<String, Error> {
    string(input, options, true)
}

/// [`to_ascii`] (`to_ascii`) or [`to_unicode`]; inline, so that each is
/// made for its direction.
#[inline(always)]
fn string(input: &str, options: Options, to_ascii: bool) -> Result<String, Error> {
    // A plain name is its own output, lowercased: a copy.
    match ascii::fast(input.as_bytes(), options, to_ascii) {
        Fast::Plain(upper) => return Ok(lowercase_copy(input, upper)),
        Fast::Refused(e) => return Err(error_in_direction(e, to_ascii)),
        Fast::General => {}
    }
    // Nothing is allocated for a name that is refused.
    let mut out = String::new();
    run_general(input, options, to_ascii, &mut out)?;
    Ok(out)
}

/// A plain name's output: `input` copied, lowercased when it has an
/// uppercase letter (`upper`).
#[inline(always)]
fn lowercase_copy(input: &str, upper: bool) -> String {
    let mut out = String::from(input);
    if upper {
        out.make_ascii_lowercase();
    }
    out
}

/// Like [`to_ascii`], but borrowing `input` when it is its own ASCII form
/// already (lowercase, valid, A-labels as they are sent): such a name costs
/// no allocation. Other names are converted into a new `String`.
///
/// ```
/// use std::borrow::Cow;
/// use punycode_core::hostname::{to_ascii_cow, Options};
///
/// assert!(matches!(to_ascii_cow("example.com", Options::lookup())?, Cow::Borrowed("example.com")));
/// assert!(matches!(to_ascii_cow("xn--bcher-kva.de", Options::lookup())?, Cow::Borrowed(_)));
/// assert_eq!(to_ascii_cow("Bücher.de", Options::lookup())?, "xn--bcher-kva.de");
/// assert!(to_ascii_cow("a_b.example", Options::lookup()).is_err());
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn to_ascii_cow(input: &str, options: Options) -> Result<Cow<'_, str>, Error> {
    cow(input, options, true)
}

/// Like [`to_unicode`], but borrowing `input` when it is its own Unicode
/// form already (lowercase, mapped and in NFC, valid, no A-label): most
/// names, whether in ASCII or not, cost no allocation. Other names are
/// converted into a new `String`.
///
/// ```
/// use std::borrow::Cow;
/// use punycode_core::hostname::{to_unicode_cow, Options};
///
/// assert!(matches!(to_unicode_cow("example.com", Options::lookup())?, Cow::Borrowed("example.com")));
/// assert!(matches!(to_unicode_cow("bücher.de", Options::lookup())?, Cow::Borrowed(_)));
/// assert_eq!(to_unicode_cow("xn--bcher-kva.de", Options::lookup())?, "bücher.de");
/// assert_eq!(to_unicode_cow("Bücher.DE", Options::lookup())?, "bücher.de");
/// assert!(to_unicode_cow("a_b.example", Options::lookup()).is_err());
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn to_unicode_cow(input: &str, options: Options) -> Result<Cow<'_, str>, Error> {
    cow(input, options, false)
}

/// The allocation-free conversion of a name that is not plain into a
/// stack buffer (the wide one when its output may outgrow the narrow one),
/// then `$done` with the result and the bytes written: the one body of
/// `cow` and `run_general`. A macro rather than a function taking the rest
/// as a closure (which stayed out of line) or a flag (which cost every name
/// on this path); the measurements are in git's history of BENCHMARKS.md.
macro_rules! on_stack {
    ($input:expr, $options:expr, $to_ascii:expr, |$result:ident, $written:ident| $done:expr) => {{
        let (input, options, to_ascii) = ($input, $options, $to_ascii);
        let (mut small, mut wide);
        let stack: &mut [u8] = if wide_output(input, to_ascii) {
            wide = [0u8; 4 * LONG];
            &mut wide
        } else {
            small = [0u8; LONG];
            &mut small
        };
        let mut buf = Out::new(&mut *stack);
        let $result = if long(input, options, to_ascii) {
            Err(Error::new(ErrorKind::WorkspaceExceeded, 0, 0))
        } else {
            in_direction(general(input, options, to_ascii, &mut buf), to_ascii)
        };
        // (On an error the length may be what the output would need.)
        let len = buf.len;
        let $written: &[u8] = stack.get(..len).unwrap_or(&[]);
        $done
    }};
}

/// [`to_ascii_cow`] (`to_ascii`) or [`to_unicode_cow`]; inline, so that
/// each is made for its direction.
#[inline(always)]
fn cow(input: &str, options: Options, to_ascii: bool) -> Result<Cow<'_, str>, Error> {
    // A plain name is its own output, lowercased: itself when it has no
    // uppercase letter.
    match ascii::fast(input.as_bytes(), options, to_ascii) {
        Fast::Plain(false) => return Ok(Cow::Borrowed(input)),
        Fast::Plain(true) => return Ok(Cow::Owned(lowercase_copy(input, true))),
        Fast::Refused(e) => return Err(error_in_direction(e, to_ascii)),
        Fast::General => {}
    }
    // Others: into a stack buffer, borrowed when it is the input.
    on_stack!(input, options, to_ascii, |result, written| match result {
        Ok(()) if written == input.as_bytes() => Ok(Cow::Borrowed(input)),
        Ok(()) => made(written).map(|s| Cow::Owned(String::from(s))),
        Err(e) => {
            let Some(output) = too_small(e) else {
                return Err(e);
            };
            let mut out = String::new();
            run_allocated(input, options, to_ascii, &mut out, output)?;
            Ok(if out == input {
                Cow::Borrowed(input)
            } else {
                Cow::Owned(out)
            })
        }
    })
}

/// Like [`to_ascii`], appending to `out`, so that a caller converting many
/// names can reuse one buffer. On error `out` is left as it was.
///
/// ```
/// use punycode_core::hostname::{to_ascii_into, Options};
///
/// let mut out = String::new();
/// for name in ["Bücher.example", "example.com"] {
///     out.clear();
///     to_ascii_into(name, Options::lookup(), &mut out)?;
/// }
/// assert_eq!(out, "example.com");
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn to_ascii_into(input: &str, options: Options, out: &mut String) -> Result<(), Error> {
    run(input, options, true, out)
}

/// Converts a hostname to Unicode: UTS #46 `ToUnicode`, nontransitional,
/// with the flags of `options` (lengths are never checked; empty labels
/// are refused when `VerifyDnsLength` is on).
///
/// ```
/// use punycode_core::hostname::{to_unicode, Options};
///
/// assert_eq!(to_unicode("xn--bcher-kva.example", Options::lookup())?, "bücher.example");
/// assert_eq!(to_unicode("Bücher.Example", Options::lookup())?, "bücher.example");
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn to_unicode(input: &str, options: Options) -> Result<String, Error> {
    string(input, options, false)
}

/// Like [`to_unicode`], with output for a name that is not valid too, to
/// show a person where it fails (as `String::from_utf8_lossy` does for
/// bytes). The output has a U+FFFD REPLACEMENT CHARACTER if and only if
/// the result is `Err` (a valid name has none: U+FFFD is disallowed), and
/// such output must not be used as a name.
///
/// Each label that fails on its own is shown mapped (lowercase, UTS #46
/// mapping, NFC), with U+FFFD in place of each disallowed character, else
/// of the character at fault ([`Error::character`]), else of its first
/// character (Punycode that does not decode, the hyphen rules); every
/// other label as `to_unicode` gives it. When no label fails on its own
/// (the Bidi rule, which is the name's, or an empty label), the label of
/// the error is marked at its first character.
///
/// ```
/// use punycode_core::hostname::{to_unicode_lossy, Options};
///
/// assert_eq!(to_unicode_lossy("xn--bcher-kva.Example", Options::url()), ("bücher.example".into(), Ok(())));
/// let (shown, result) = to_unicode_lossy("Bücher.a b.xn--a", Options::url());
/// assert_eq!(shown, "bücher.a\u{FFFD}b.\u{FFFD}n--a");
/// assert_eq!(result.unwrap_err().label(), 1);
/// ```
pub fn to_unicode_lossy(input: &str, options: Options) -> (String, Result<(), Error>) {
    let first = match to_unicode(input, options) {
        Ok(unicode) => return (unicode, Ok(())),
        Err(e) => e,
    };
    // Each label alone: the Bidi rule and empty labels are the name's.
    let alone = options.check_bidi(false).verify_dns_length(false);
    let bytes = input.as_bytes();
    let mut labels: alloc::vec::Vec<String> = alloc::vec::Vec::new();
    let mut marked = false;
    let mut root;
    let mut start = 0;
    loop {
        let (end, sep_len) = name::next_separator(bytes, start);
        let text = &input[start..end];
        root = sep_len == 0 && text.is_empty() && !labels.is_empty();
        if !root {
            labels.push(match to_unicode(text, alone) {
                Ok(unicode) => unicode,
                Err(e) => {
                    marked = true;
                    mark(text, &e)
                }
            });
        }
        if sep_len == 0 {
            break;
        }
        start = end + sep_len;
    }
    if !marked {
        match labels.get_mut(first.label()) {
            Some(label) => *label = replace_first(label, None),
            None => labels.push(String::from(char::REPLACEMENT_CHARACTER)),
        }
    }
    let mut out = labels.join(".");
    if root {
        out.push('.');
    }
    (out, Err(first))
}

/// Converts a hostname to Unicode as UTS #46 `ToUnicode` states it: the
/// processed name, also where an error was recorded, and the first error.
/// Each character is mapped (a disallowed one kept as it is), the name is
/// put in NFC and split at `.`, and each label that starts with `xn--` and
/// decodes as Punycode is decoded; a label that fails a check is given so
/// (an A-label with a character beyond ASCII or that does not decode,
/// as it is). The name is `to_unicode_cow`'s output when the result is
/// `Ok` (borrowed when the input is its own Unicode form).
/// For a caller that must show every input, as tr46's `toUnicode` does:
/// the output of an `Err` must not be used as a name, since it may be a
/// different name that is valid. [`to_unicode_lossy`] marks where a name
/// fails instead. Under `Options::registration`, which maps nothing, the
/// labels are as given, A-labels decoded.
///
/// ```
/// use punycode_core::hostname::{to_unicode_processed, Options};
///
/// let (name, result) = to_unicode_processed("xn--bcher-kva.Example", Options::url());
/// assert_eq!((&*name, result), ("bücher.example", Ok(())));
/// let (name, result) = to_unicode_processed("Bücher.a b.xn--ls8h=", Options::url());
/// assert_eq!(name, "bücher.a b.xn--ls8h="); // '=' is no Punycode digit
/// assert_eq!(result.unwrap_err().label(), 1);
/// // "bÜcher": decoded, though uppercase makes it no U-label.
/// let (name, result) = to_unicode_processed("xn--bcher-2pa.de", Options::lookup());
/// assert_eq!((&*name, result.is_err()), ("bÜcher.de", true));
/// ```
pub fn to_unicode_processed(input: &str, options: Options) -> (Cow<'_, str>, Result<(), Error>) {
    let first = match to_unicode_cow(input, options) {
        Ok(unicode) => return (unicode, Ok(())),
        Err(e) => e,
    };
    let mapped = if options.idna2008 {
        // (Registration maps nothing: `.` alone separates.)
        String::from(input)
    } else {
        match map_normalize_kept(input, options.transitional) {
            Some(text) => text,
            // A run of marks too long to order: the input as it is.
            None => String::from(input),
        }
    };
    let mut out = String::with_capacity(mapped.len());
    for (k, label) in mapped.split('.').enumerate() {
        if k > 0 {
            out.push('.');
        }
        let decoded = match label.strip_prefix("xn--") {
            Some(rest) if label.is_ascii() => crate::punycode::string::decode(rest).ok(),
            _ => None,
        };
        out.push_str(decoded.as_deref().unwrap_or(label));
    }
    (Cow::Owned(out), Err(first))
}

/// A label that fails, `e`, as [`to_unicode_lossy`] shows it.
fn mark(text: &str, e: &Error) -> String {
    let mapped = map_normalize(text).unwrap_or_else(|| text.to_lowercase());
    if mapped.contains(char::REPLACEMENT_CHARACTER) {
        return mapped;
    }
    replace_first(&mapped, e.character())
}

/// `label` with U+FFFD in place of the first `c` in it, else of its first
/// character (or U+FFFD alone, if it is empty).
fn replace_first(label: &str, c: Option<char>) -> String {
    let at = c.and_then(|c| label.find(c)).unwrap_or(0);
    let mut out = String::with_capacity(label.len() + 3);
    out.push_str(&label[..at]);
    out.push(char::REPLACEMENT_CHARACTER);
    let mut rest = label[at..].chars();
    rest.next();
    out.push_str(rest.as_str());
    out
}

/// Like [`to_unicode`], appending to `out`. On error `out` is left as it
/// was.
///
/// ```
/// use punycode_core::hostname::{to_unicode_into, Options};
///
/// let mut out = String::from("host: ");
/// to_unicode_into("xn--bcher-kva.example", Options::lookup(), &mut out)?;
/// assert_eq!(out, "host: bücher.example");
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn to_unicode_into(input: &str, options: Options, out: &mut String) -> Result<(), Error> {
    run(input, options, false, out)
}

/// The conversion's `output` of `input` onto `out`: `input` itself when
/// it is the same (names of A-labels to ASCII, names already in Unicode
/// to Unicode), without validating it as UTF-8 again; refused, with `out`
/// as it was, should the output not be UTF-8 ([`made`]). Its work is out of
/// line ([`pushed`]), for the general path (the plain-name path has
/// [`push_str`] inline), and answers a `bool`: the caller makes the `Ok`,
/// and the error is made out of line, one branch more on the general path,
/// where a `Result` from the out-of-line part cost more (measured).
#[inline(always)]
fn push_output(out: &mut String, output: &[u8], input: &str) -> Result<(), Error> {
    if pushed(out, output, input) {
        Ok(())
    } else {
        Err(internal())
    }
}

/// [`push_output`]: whether the output went onto `out`.
#[inline(never)]
fn pushed(out: &mut String, output: &[u8], input: &str) -> bool {
    let s = if output == input.as_bytes() {
        input
    } else {
        let Ok(s) = made(output) else {
            return false;
        };
        s
    };
    push_str(out, s);
    true
}

/// A conversion's output as the `str` it is, or, should it not be UTF-8
/// (which no input is known to make), refused ([`internal`]).
fn made(output: &[u8]) -> Result<&str, Error> {
    core::str::from_utf8(output).map_err(|_| internal())
}

/// The refusal of output that is not UTF-8 ([`ErrorKind::Internal`]).
#[cold]
#[inline(never)]
fn internal() -> Error {
    Error::new(ErrorKind::Internal, 0, 0)
}

/// `s` onto `out`; a new `String` (nothing is allocated before a name is
/// known to be valid) gets exactly the capacity, without the growth path.
#[inline(always)]
fn push_str(out: &mut String, s: &str) {
    if out.capacity() == 0 {
        *out = String::with_capacity(s.len());
    }
    out.push_str(s);
}

fn run(input: &str, options: Options, to_ascii: bool, out: &mut String) -> Result<(), Error> {
    // A plain name is its own output, lowercased.
    let upper = match ascii::fast(input.as_bytes(), options, to_ascii) {
        Fast::Plain(upper) => upper,
        Fast::Refused(e) => return Err(error_in_direction(e, to_ascii)),
        Fast::General => return run_general(input, options, to_ascii, out),
    };
    let base = out.len();
    push_str(out, input);
    if upper {
        out[base..].make_ascii_lowercase();
    }
    Ok(())
}

/// [`run`] for a name that is not plain: the allocation-free conversion,
/// into a stack buffer.
#[inline(always)]
fn run_general(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut String,
) -> Result<(), Error> {
    on_stack!(input, options, to_ascii, |result, written| match result {
        Ok(()) => push_output(out, written, input),
        Err(e) => match too_small(e) {
            Some(output) => run_allocated(input, options, to_ascii, out, output),
            None => Err(e),
        },
    })
}

/// The length past which a name goes straight to allocated space, and the
/// stack buffer's size for the output (but see [`wide_output`]): a longer
/// name's output would fit it only if mapping shortened it, and each of
/// the stack's working spaces, tried in turn, would take up its labels
/// before finding one too long (the names by size in BENCHMARKS.md).
const LONG: usize = 256;

/// Whether `input` goes straight to allocated space (as if the stack's
/// working space were too small): longer than [`LONG`], in a conversion
/// that does not hold it to the DNS's lengths (which refuse a long label
/// sooner on the stack, where it does not fit).
#[inline(always)]
fn long(input: &str, options: Options, to_ascii: bool) -> bool {
    // (The conversions that check lengths, as `ascii_labels` has them:
    // `VerifyDnsLength` to ASCII, or either way in registration.)
    input.len() > LONG && !(options.verify_dns_length && (to_ascii || options.idna2008))
}

/// Whether a name's output on the stack gets four times the room
/// ([`LONG`] bytes, else): to Unicode, past a quarter of [`LONG`] bytes,
/// where an A-label's UTF-8, up to four bytes a Punycode byte, could
/// outgrow the room, and the conversion would run again in allocated
/// space (the names by size in BENCHMARKS.md). Zeroing the wider room
/// costs a little; only where the output is written depends on it.
#[inline(always)]
fn wide_output(input: &str, to_ascii: bool) -> bool {
    !to_ascii && input.len() > LONG / 4
}

/// Whether the stack's space was what `e` ran out of: `Some` with the
/// output's length when the stack attempt counted it (a longer output), 0
/// when a label outgrew the working space; `None` for any other error.
fn too_small(e: Error) -> Option<usize> {
    match e.kind() {
        ErrorKind::BufferTooSmall { needed } => Some(needed),
        ErrorKind::WorkspaceExceeded => Some(0),
        _ => None,
    }
}

/// [`run`] for an output longer than the stack buffer or a label longer
/// than the fixed working space: the same conversion in space allocated
/// for it, doubled until a label fits (mapping rarely lengthens a label,
/// so the first size nearly always does). The output goes into a buffer of
/// `output` bytes, what the stack attempt counted, or else (0) of a size
/// that nearly every name fits (four bytes an input byte: a decoded
/// character's UTF-8 or an encoded one's delta digits); a name that needs
/// more is converted again into what it counted. (It counted first, then
/// wrote: a pass more on every long name.)
#[cold]
#[inline(never)]
fn run_allocated(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut String,
    output: usize,
) -> Result<(), Error> {
    let mut size = Work::needed(input.len(), input.len());
    let mut room = if output > 0 {
        output
    } else {
        4 * input.len() + 16
    };
    loop {
        let (mut cps, mut bytes) = (vec![0u32; size], vec![0u8; size]);
        let mut work = Work {
            cps: &mut cps,
            bytes: &mut bytes,
            last: false,
        };
        let mut heap = vec![0u8; room];
        let mut buf = Out::new(&mut heap);
        let result = name::convert(input, options, to_ascii, &mut buf, &mut work);
        match in_direction(result, to_ascii) {
            Ok(()) => {
                let len = buf.len;
                return push_output(out, head(&heap, len), input);
            }
            Err(e) => match e.kind() {
                // Counted: once more, into that much (more each time, so
                // this ends).
                ErrorKind::BufferTooSmall { needed } if needed > room => room = needed,
                // Mapping makes at most 18 code points of one: no label
                // needs more than this, so more space would not help (a
                // bound, so that a bug could never allocate without end).
                ErrorKind::WorkspaceExceeded
                    if size < Work::needed(input.len(), 18 * input.len()) =>
                {
                    size *= 2;
                }
                _ => return Err(e),
            },
        }
    }
}

/// The number of code points that mapping makes of `input`, before NFC
/// (which only shortens).
fn mapped_len(input: &str) -> usize {
    let mut count = CodePoints::new(&mut []);
    for c in input.chars() {
        mapping::push_mapping(c as u32, Entry::of(c as u32), &mut count);
    }
    count.len
}

/// The UTS #46 mapping with NFC of `input` (no separators, checks or
/// A-labels), to show a label that fails ([`to_unicode_lossy`]); `None`
/// for a run of more than 128 marks.
pub(crate) fn map_normalize(input: &str) -> Option<String> {
    let mut buf = vec![0u32; mapped_len(input)];
    let mut cps = CodePoints::new(&mut buf);
    let mut nfc = false;
    for c in input.chars() {
        nfc |= mapping::push_mapping(c as u32, Entry::of(c as u32), &mut cps).nfc;
    }
    let mut len = cps.len;
    if nfc {
        len = mapping::normalize(&mut buf, 0, len).ok()?;
    }
    Some(from_code_points(&buf[..len]))
}

/// UTS #46 processing steps 1 and 2 of `input` (Map and Normalize), with
/// `transitional` processing or not, and a disallowed character kept as
/// it is (where [`map_normalize`] puts U+FFFD); `None` for a run of more
/// than 128 marks.
fn map_normalize_kept(input: &str, transitional: bool) -> Option<String> {
    // Mapping makes at most 18 code points of one, and a canonical
    // decomposition at most 4 of one: room for both.
    let mut buf = vec![0u32; 4 * (mapped_len(input) + 2 * input.len())];
    let mut cps = CodePoints::new(&mut buf);
    for c in input.chars() {
        let cp = c as u32;
        let entry = Entry::of(cp);
        if entry.is_disallowed() {
            cps.push(cp);
        } else if cp < 0x80 {
            cps.push(u32::from(c.to_ascii_lowercase() as u8));
        } else {
            mapping::push_mapping_in(cp, entry, transitional, &mut cps);
        }
    }
    let len = cps.len;
    let len = mapping::normalize_any(&mut buf, 0, len).ok()?;
    Some(from_code_points(&buf[..len]))
}

/// The characters of code points that are (U+FFFD for any that is not).
fn from_code_points(cps: &[u32]) -> String {
    cps.iter()
        .map(|&cp| char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect()
}

/// [`map_normalize`], for the fuzz target that holds our tables to
/// ICU4X's: only in a build with `--cfg fuzzing`, as `cargo fuzz` makes.
/// Not part of the API.
#[cfg(fuzzing)]
pub fn fuzz_map_normalize(input: &str) -> Option<String> {
    map_normalize(input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Output that is not UTF-8 (which no conversion is known to make) is
    /// refused with its own kind and leaves `out` as it was; output that
    /// is, or that is the input, goes onto `out`.
    #[test]
    fn output_that_is_not_utf8_is_refused() {
        let mut out = String::from("a ");
        for bytes in [&b"\xff"[..], b"xn--\x80", b"\xed\xa0\x80"] {
            let e = push_output(&mut out, bytes, "example").unwrap_err();
            assert_eq!((e.kind(), e.code()), (ErrorKind::Internal, "INTERNAL"));
            // (No place in the input: the output is what failed.)
            let message = e.to_string();
            assert!(message.starts_with("the output failed"), "{message}");
            assert!(message.contains("a bug in punycode-core"), "{message}");
            assert_eq!(out, "a ");
        }
        push_output(&mut out, b"example", "example").unwrap();
        push_output(&mut out, "ü".as_bytes(), "xn--tda").unwrap();
        assert_eq!(out, "a exampleü");
    }
}
