//! `toAscii` and `toUnicode`, one name at a time, as a batch, and as a
//! batch on libuv's thread pool (a Promise), with the engine's profiles.

use std::borrow::Cow;

use napi::bindgen_prelude::{AsyncTask, Either, Null, Unknown};
use napi::{Env, JsString, Result, Task};
use napi_derive::napi;
use punycode_core::hostname::{self, Options};

use crate::errors::{self, ErrorInfo};
use crate::options;
use crate::text::{self, Input, Output, Owned};

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

/// `name` (as text, and as the string itself) to ASCII with the options
/// of `profile`, `set` and `on` (`index.js`'s `toAscii`).
#[napi(js_name = "toAscii")]
pub fn to_ascii(
    name: String,
    value: JsString<'_>,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<Converted<'_>> {
    let options = options::of(profile, set, on)?;
    Ok(convert(text::read(name, value)?, value, options, true))
}

/// `name` to Unicode (`index.js`'s `toUnicode`).
#[napi(js_name = "toUnicode")]
pub fn to_unicode(
    name: String,
    value: JsString<'_>,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<Converted<'_>> {
    let options = options::of(profile, set, on)?;
    Ok(convert(text::read(name, value)?, value, options, false))
}

/// One name of a batch: the output as a Rust value (a batch's results are
/// made JavaScript values after the work, perhaps on another thread).
fn convert_owned(input: Input, options: Options, to_ascii: bool) -> Either<Owned, ErrorInfo> {
    match input {
        Input::LoneSurrogate(at) => Either::B(errors::lone_surrogate(at)),
        Input::Text(name) => match convert_cow(&name, options, to_ascii) {
            Ok(Cow::Borrowed(_)) => Either::A(text::owned(name)),
            Ok(Cow::Owned(out)) => Either::A(text::owned(out)),
            Err(e) => Either::B(errors::hostname(&e, &name)),
        },
    }
}

/// A batch item as read: a name, or `null` for `null` and `undefined`,
/// or an item that is not a string.
enum Item {
    Name(Input),
    Null,
    NotString(usize),
}

/// Reads a batch's items.
fn read_items(names: Vec<Either<JsString<'_>, Unknown<'_>>>) -> Result<Vec<Item>> {
    let mut items = Vec::with_capacity(names.len());
    for (k, value) in names.into_iter().enumerate() {
        items.push(match value {
            Either::A(name) => Item::Name(text::read(name.into_utf8()?.into_owned()?, name)?),
            Either::B(other) => match other.get_type()? {
                napi::ValueType::Null | napi::ValueType::Undefined => Item::Null,
                _ => Item::NotString(k),
            },
        });
    }
    Ok(items)
}

/// One batch item's result.
type BatchResult = Either<Either<Owned, ErrorInfo>, Null>;

/// Converts a batch's items.
fn convert_items(items: Vec<Item>, options: Options, to_ascii: bool) -> Vec<BatchResult> {
    items
        .into_iter()
        .map(|item| match item {
            Item::Name(input) => Either::A(convert_owned(input, options, to_ascii)),
            Item::Null => Either::B(Null),
            Item::NotString(k) => Either::A(Either::B(errors::not_a_string(k))),
        })
        .collect()
}

/// Each of `names` to ASCII, each error as a value (`index.js`'s
/// `toAsciiMany`).
#[napi(js_name = "toAsciiMany")]
pub fn to_ascii_many(
    names: Vec<Either<JsString<'_>, Unknown<'_>>>,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<Vec<BatchResult>> {
    let options = options::of(profile, set, on)?;
    Ok(convert_items(read_items(names)?, options, true))
}

/// Each of `names` to Unicode (`index.js`'s `toUnicodeMany`).
#[napi(js_name = "toUnicodeMany")]
pub fn to_unicode_many(
    names: Vec<Either<JsString<'_>, Unknown<'_>>>,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<Vec<BatchResult>> {
    let options = options::of(profile, set, on)?;
    Ok(convert_items(read_items(names)?, options, false))
}

/// A batch read on the main thread, converted on libuv's thread pool.
pub struct Batch {
    items: Option<Vec<Item>>,
    options: Options,
    to_ascii: bool,
}

/// What a [`Batch`] gives back to the main thread: the results as Rust
/// values, made JavaScript values there.
pub struct Done(Vec<BatchResult>);

impl Task for Batch {
    type Output = Done;
    type JsValue = Vec<BatchResult>;

    fn compute(&mut self) -> Result<Done> {
        let items = self.items.take().unwrap_or_default();
        Ok(Done(convert_items(items, self.options, self.to_ascii)))
    }

    fn resolve(&mut self, _env: Env, output: Done) -> Result<Vec<BatchResult>> {
        Ok(output.0)
    }
}

/// [`to_ascii_many`] or [`to_unicode_many`] on libuv's thread pool, as a
/// Promise (`index.js`'s `toAsciiManyAsync` and `toUnicodeManyAsync`).
#[napi(
    js_name = "convertManyAsync",
    ts_return_type = "Promise<Array<string | object | null>>"
)]
pub fn convert_many_async(
    names: Vec<Either<JsString<'_>, Unknown<'_>>>,
    to_ascii: bool,
    profile: u32,
    set: u32,
    on: u32,
) -> Result<AsyncTask<Batch>> {
    let options = options::of(profile, set, on)?;
    Ok(AsyncTask::new(Batch {
        items: Some(read_items(names)?),
        options,
        to_ascii,
    }))
}
