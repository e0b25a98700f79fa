//! test
use napi_derive::napi;

/// x
#[napi]
pub fn to_ascii(name: String) -> String {
    punycode_core::hostname::to_ascii(&name, punycode_core::hostname::Options::lookup())
        .unwrap_or_default()
}
