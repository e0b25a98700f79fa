//! RFC 3492 Punycode of one label: `encode` and `decode`.

use napi::bindgen_prelude::Either;
use napi::{JsString, Result};
use napi_derive::napi;

use crate::errors::{self, ErrorInfo};
use crate::text::{self, Input, Owned};

/// RFC 3492 encoding of `label` (no `xn--`, no mapping), or its error.
#[napi(js_name = "encode")]
pub fn encode(label: String, value: JsString<'_>) -> Result<Either<Owned, ErrorInfo>> {
    run(label, value, punycode_core::encode)
}

/// RFC 3492 decoding of `label` (without `xn--`), or its error.
#[napi(js_name = "decode")]
pub fn decode(label: String, value: JsString<'_>) -> Result<Either<Owned, ErrorInfo>> {
    run(label, value, punycode_core::decode)
}

/// `codec` of the label read from JavaScript.
fn run(
    label: String,
    value: JsString<'_>,
    codec: fn(&str) -> std::result::Result<String, punycode_core::Error>,
) -> Result<Either<Owned, ErrorInfo>> {
    Ok(match text::read(label, value)? {
        Input::Text(label) => match codec(&label) {
            Ok(out) => Either::A(text::owned(out)),
            Err(e) => Either::B(errors::punycode(&e, &label)),
        },
        Input::LoneSurrogate(at) => Either::B(errors::lone_surrogate(at)),
    })
}
