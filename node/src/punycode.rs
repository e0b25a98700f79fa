//! RFC 3492 Punycode of one label: `encode` and `decode`.

use napi::bindgen_prelude::Either;
use napi::{JsString, Result};
use napi_derive::napi;

use crate::errors::{self, ErrorInfo};
use crate::text::{self, Input, Owned};

/// RFC 3492 encoding of `label` (no `xn--`, no mapping), or its error.
#[napi(js_name = "encode")]
pub fn encode(label: String, value: JsString<'_>) -> Result<Either<Owned, ErrorInfo>> {
    Ok(match text::read(label, value)? {
        Input::Text(label) => match punycode_core::encode(&label) {
            Ok(ascii) => Either::A(text::owned(ascii)),
            Err(e) => Either::B(errors::punycode(&e, &label)),
        },
        Input::LoneSurrogate(at) => Either::B(errors::lone_surrogate(at)),
    })
}

/// RFC 3492 decoding of `label` (without `xn--`), or its error.
#[napi(js_name = "decode")]
pub fn decode(label: String, value: JsString<'_>) -> Result<Either<Owned, ErrorInfo>> {
    Ok(match text::read(label, value)? {
        Input::Text(label) => match punycode_core::decode(&label) {
            Ok(unicode) => Either::A(text::owned(unicode)),
            Err(e) => Either::B(errors::punycode(&e, &label)),
        },
        Input::LoneSurrogate(at) => Either::B(errors::lone_surrogate(at)),
    })
}
