//! tr46's `toASCII` and `toUnicode` on the engine: tr46's flags are the
//! engine's [`Options`](punycode_core::hostname::Options) on the tr46
//! profile (UTS #46 with every flag off, lengths read as its conformance
//! file reads them), and `toUnicode` gives UTS #46's processed name beside
//! its error ([`to_unicode_processed`](hostname::to_unicode_processed)).
//! A lone surrogate, which no name can hold, is an error: `toASCII` gives
//! `null`, `toUnicode` the processed rest with the surrogates where they
//! stood.

use napi::bindgen_prelude::{Either, Null};
use napi::{JsString, Result};
use napi_derive::napi;
use punycode_core::hostname;

use crate::options::{self, TR46};
use crate::text::{self, Input, Output};

/// tr46's `toASCII`: the name, or `null` when UTS #46 records an error.
#[napi(js_name = "tr46ToAscii")]
pub fn to_ascii(
    name: String,
    value: JsString<'_>,
    set: u32,
    on: u32,
) -> Result<Either<Output<'_>, Null>> {
    let options = options::of(TR46, set, on)?;
    Ok(match text::read(name, value)? {
        Input::Text(name) => match hostname::to_ascii_cow(&name, options) {
            Ok(ascii) => Either::A(text::output_cow(ascii, value)),
            Err(_) => Either::B(Null),
        },
        Input::LoneSurrogate(_) => Either::B(Null),
    })
}

/// tr46's `toUnicode`: the processed name when there is no error; else
/// the processed name after U+FFFF, which no name without an error can
/// hold (UTS #46 disallows U+FFFF), so that a failure costs no object
/// (`tr46/index.js` makes `{ domain, error }` of either); else, for a name
/// with lone surrogates, an object of its UTF-16 units.
#[napi(js_name = "tr46ToUnicode")]
pub fn to_unicode(
    name: String,
    value: JsString<'_>,
    set: u32,
    on: u32,
) -> Result<Either<Output<'_>, Failed>> {
    let options = options::of(TR46, set, on)?;
    Ok(match text::read(name, value)? {
        Input::Text(name) => match hostname::to_unicode_processed(&name, options) {
            (unicode, Ok(())) => Either::A(text::output_cow(unicode, value)),
            (domain, Err(_)) => {
                let mut marked = String::with_capacity(domain.len() + 3);
                marked.push(FAILED);
                marked.push_str(&domain);
                Either::A(text::output(marked))
            }
        },
        Input::LoneSurrogate(_) => Either::B(Failed {
            units: surrogates_kept(value, options)?,
        }),
    })
}

/// What marks `toUnicode`'s answer for a name with an error.
const FAILED: char = '\u{FFFF}';

/// tr46's answer of `toUnicode` for a name with lone surrogates.
#[napi(object)]
pub struct Failed {
    /// The processed name as UTF-16 units (which a Rust string cannot
    /// give): `tr46/index.js` makes it the string.
    pub units: Vec<u16>,
}

/// The processed name of a string with lone surrogates: each is kept
/// where it stood (UTS #46 keeps a disallowed code point as it is, and a
/// surrogate is one), the rest processed as any name. Read as U+FFFD
/// (disallowed too, and so kept one for one), and put back in order; should
/// the counts differ (a decoded A-label holds U+FFFD), U+FFFD stays.
fn surrogates_kept(
    name: JsString<'_>,
    options: punycode_core::hostname::Options,
) -> Result<Vec<u16>> {
    let units = text::units(name)?;
    let replaced: String = char::decode_utf16(units.iter().copied())
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect();
    let domain = hostname::to_unicode_processed(&replaced, options).0;
    // The units that stood for U+FFFD in the input, in order.
    let mut stood = Vec::new();
    for c in char::decode_utf16(units.iter().copied()) {
        match c {
            Ok(char::REPLACEMENT_CHARACTER) => stood.push(0xFFFD),
            Ok(_) => {}
            Err(e) => stood.push(e.unpaired_surrogate()),
        }
    }
    let mut out: Vec<u16> = domain.encode_utf16().collect();
    if out.iter().filter(|&&u| u == 0xFFFD).count() == stood.len() {
        let mut next = stood.into_iter();
        for u in &mut out {
            if *u == 0xFFFD {
                *u = next.next().unwrap_or(0xFFFD);
            }
        }
    }
    Ok(out)
}
