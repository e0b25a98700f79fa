//! `toAscii` and `toUnicode`, one name at a time, as a batch, and as a
//! batch on libuv's thread pool (a Promise), with the engine's profiles.

use std::borrow::Cow;

use napi::bindgen_prelude::{AsyncTask, Either};
use napi::{Env, JsString, Result, Task};
use napi_derive::napi;
use punycode_core::hostname::{self, Options};

use crate::errors::{self, ErrorInfo};
use crate::options;
use crate::text::{self, Input, Output};

/// The result of one name: its converted form, or its error.
type Converted<'a> = Either<Output<'a>, ErrorInfo>;

/// One name's conversion: the output as the engine gives it (borrowed:
/// the input itself), or the error.
fn convert_cow(
    name: &str,
    options: Options,
    to_ascii: bool,
) -> std::result::Result<Cow<'_, str>, hostname::Error> {
    if to_ascii {
        hostname::to_ascii_cow(name, options)
    } else {
        hostname::to_unicode_cow(name, options)
    }
}

/// Converts one name read from JavaScript (`value`, given back when the
/// output is the input).
fn convert(input: Input, value: JsString<'_>, options: Options, to_ascii: bool) -> Converted<'_> {
    match input {
        Input::LoneSurrogate(at) => Either::B(errors::lone_surrogate(at)),
        Input::Text(name) => match convert_cow(&name, options, to_ascii) {
            Ok(out) => Either::A(text::output_cow(out, value)),
            Err(e) => Either::B(errors::hostname(&e, &name)),
        },
    }
}

/// `name` (as text, and as the string itself) to ASCII (`to_ascii`) or
/// to Unicode, with the options of `profile`, `set` and `on` (`index.js`'s
/// `toAscii` and `toUnicode`).
#[napi(js_name = "convert")]
pub fn convert_one(
    name: String,
    value: JsString<'_>,
    to_ascii: bool,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<Converted<'_>> {
    let options = options::of(profile, set, on)?;
    Ok(convert(text::read(name, value)?, value, options, to_ascii))
}

/// A batch, as `index.js` sends it: the names joined into one string
/// (one conversion for all), with each name's length in UTF-16 units.
/// Names that are not well-formed UTF-16 are sent empty, and answered one
/// by one (with where their lone surrogate is) by `index.js`.
///
/// The lengths travel as strings too, two characters a length
/// ([`lengths_of`], [`push_length`]): typed arrays cross Node-API with a
/// reference that napi-rs 3.4 does not release (4 bytes a name stayed
/// behind in every batch), and an array of numbers costs two calls an
/// element.
pub struct Batch {
    text: String,
    lengths: Vec<u32>,
    options: Options,
    to_ascii: bool,
}

/// A batch's answers: the outputs joined, each one's length in UTF-16
/// units (0 for a name that failed), and the errors with their names'
/// indexes.
#[napi(object)]
pub struct Joined {
    /// The outputs, joined.
    pub text: String,
    /// Each output's length in UTF-16 units, two characters each.
    pub lengths: String,
    /// The indexes of the names that failed.
    pub failed: Vec<u32>,
    /// Their errors, in the same order.
    pub errors: Vec<ErrorInfo>,
}

/// The answers as Rust values (made JavaScript values on the main thread).
pub struct Answers {
    text: String,
    lengths: String,
    failed: Vec<u32>,
    errors: Vec<ErrorInfo>,
}

impl Batch {
    /// Converts every name.
    fn run(&self) -> Answers {
        let mut out = Answers {
            text: String::with_capacity(self.text.len() + self.text.len() / 4),
            lengths: String::with_capacity(2 * self.lengths.len()),
            failed: Vec::new(),
            errors: Vec::new(),
        };
        let mut rest = self.text.as_str();
        for (k, &units) in self.lengths.iter().enumerate() {
            let (name, after) = rest.split_at(utf8_len(rest, units as usize));
            rest = after;
            match convert_cow(name, self.options, self.to_ascii) {
                Ok(converted) => {
                    push_length(&mut out.lengths, utf16_len(&converted));
                    out.text.push_str(&converted);
                }
                Err(e) => {
                    push_length(&mut out.lengths, 0);
                    out.failed.push(k as u32);
                    out.errors.push(errors::hostname(&e, name));
                }
            }
        }
        out
    }
}

/// The bytes of the first `units` UTF-16 units of `text`.
fn utf8_len(text: &str, units: usize) -> usize {
    // ASCII (most names): a byte a unit.
    if text.len() >= units && text.as_bytes()[..units].is_ascii() {
        return units;
    }
    let mut seen = 0;
    for (at, c) in text.char_indices() {
        if seen >= units {
            return at;
        }
        seen += c.len_utf16();
    }
    text.len()
}

/// A length as two characters below U+8000 (no surrogates among them):
/// its high and low 15 bits. (A name of more than 2^30 units is beyond
/// any JavaScript engine's strings.)
fn push_length(out: &mut String, n: usize) {
    for part in [(n >> 15) & 0x7FFF, n & 0x7FFF] {
        out.push(char::from_u32(part as u32).unwrap_or('\0'));
    }
}

/// The lengths of [`push_length`]'s form.
fn lengths_of(text: &str) -> Vec<u32> {
    let mut out = Vec::with_capacity(text.len() / 2);
    let mut chars = text.chars();
    while let (Some(high), Some(low)) = (chars.next(), chars.next()) {
        out.push((high as u32) << 15 | low as u32);
    }
    out
}

/// `text`'s length in UTF-16 units.
fn utf16_len(text: &str) -> usize {
    if text.is_ascii() {
        text.len()
    } else {
        text.chars().map(char::len_utf16).sum()
    }
}

impl From<Answers> for Joined {
    fn from(answers: Answers) -> Joined {
        Joined {
            text: answers.text,
            lengths: answers.lengths,
            failed: answers.failed,
            errors: answers.errors,
        }
    }
}

/// A batch of names joined (`index.js`'s `toAsciiMany` and
/// `toUnicodeMany`): the names and their lengths, the direction and the
/// options.
#[napi(js_name = "convertJoined")]
pub fn convert_joined(
    text: String,
    lengths: String,
    to_ascii: bool,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<Joined> {
    Ok(Batch::new(text, &lengths, to_ascii, profile, set, on)?
        .run()
        .into())
}

impl Batch {
    /// The batch of `text` and its `lengths`, as `index.js` sends them.
    fn new(
        text: String,
        lengths: &str,
        to_ascii: bool,
        profile: u32,
        set: u32,
        on: u32,
    ) -> Result<Batch> {
        Ok(Batch {
            text,
            lengths: lengths_of(lengths),
            options: options::of(profile, set, on)?,
            to_ascii,
        })
    }
}

impl Task for Batch {
    type Output = Answers;
    type JsValue = Joined;

    fn compute(&mut self) -> Result<Answers> {
        Ok(self.run())
    }

    fn resolve(&mut self, _env: Env, output: Answers) -> Result<Joined> {
        Ok(output.into())
    }
}

/// [`convert_joined`] on libuv's thread pool, as a Promise (`index.js`'s
/// `toAsciiManyAsync` and `toUnicodeManyAsync`).
#[napi(js_name = "convertJoinedAsync", ts_return_type = "Promise<Joined>")]
pub fn convert_joined_async(
    text: String,
    lengths: String,
    to_ascii: bool,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<AsyncTask<Batch>> {
    Ok(AsyncTask::new(Batch::new(
        text, &lengths, to_ascii, profile, set, on,
    )?))
}
