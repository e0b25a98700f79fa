//! The Node.js addon of the npm package `punycode-rs`, built with napi-rs.
//! It holds no rule of its own: it converts JavaScript's values and calls
//! punycode-core. The package's JavaScript (`index.js`) gives it its shape
//! (errors as `HostnameError`, options as objects), and `tr46/` puts it in
//! npm's `tr46` place.
//!
//! - `text`: JavaScript strings in and out (UTF-16 places, lone surrogates);
//! - `errors`: an error as a plain object that `index.js` makes an `Error`;
//! - `options`: the flags `index.js` reads from an options object;
//! - `hostname`: `toAscii`, `toUnicode`, their batches and async batches;
//! - `tr46`: tr46's `toASCII` and `toUnicode` on the engine;
//! - `punycode`: RFC 3492 `encode` and `decode`;
//! - `display`: whether a name may be shown to a person (`Policy`).

// In a test build (`cargo clippy --all-targets`) napi-rs's macros do not
// register the exports, so nothing reaches them.
#![cfg_attr(test, allow(dead_code))]

mod errors;
mod options;
mod text;

mod display;
mod hostname;
mod punycode;
mod tr46;
