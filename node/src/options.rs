//! The engine's `Options` from the numbers `index.js` reads off an options
//! object: a profile, which flags are set, and their values.

use napi::{Error, Result, Status};
use napi_derive::napi;
use punycode_core::hostname::Options;

/// The profiles (exported, so that `index.js` names them from here):
/// `lookup`, `url`, `registration`, and UTS #46 as tr46 reads it (every
/// flag off, lengths read literally).
#[napi]
pub const LOOKUP: u32 = 0;
#[napi]
pub const URL: u32 = 1;
#[napi]
pub const REGISTRATION: u32 = 2;
#[napi]
pub const TR46: u32 = 3;

/// The flags, one bit each, in `set` (given) and `on` (its value).
#[napi]
pub const CHECK_HYPHENS: u32 = 1;
#[napi]
pub const CHECK_BIDI: u32 = 2;
#[napi]
pub const CHECK_JOINERS: u32 = 4;
#[napi]
pub const USE_STD3_ASCII_RULES: u32 = 8;
#[napi]
pub const VERIFY_DNS_LENGTH: u32 = 16;
#[napi]
pub const TRANSITIONAL_PROCESSING: u32 = 32;

/// The options of `profile` with the flags of `set` set to those of `on`.
pub(crate) fn of(profile: u32, set: u32, on: u32) -> Result<Options> {
    let mut options = match profile {
        LOOKUP => Options::lookup(),
        URL => Options::url(),
        REGISTRATION => Options::registration(),
        TR46 => Options::lookup()
            .use_std3_ascii_rules(false)
            .check_hyphens(false)
            .check_bidi(false)
            .check_joiners(false)
            .verify_dns_length(false)
            .literal_lengths(true),
        _ => {
            return Err(Error::new(
                Status::InvalidArg,
                format!("unknown profile {profile}"),
            ));
        }
    };
    let flag = |bit: u32| (set & bit != 0).then_some(on & bit != 0);
    if let Some(v) = flag(CHECK_HYPHENS) {
        options = options.check_hyphens(v);
    }
    if let Some(v) = flag(CHECK_BIDI) {
        options = options.check_bidi(v);
    }
    if let Some(v) = flag(CHECK_JOINERS) {
        options = options.check_joiners(v);
    }
    if let Some(v) = flag(USE_STD3_ASCII_RULES) {
        options = options.use_std3_ascii_rules(v);
    }
    if let Some(v) = flag(VERIFY_DNS_LENGTH) {
        options = options.verify_dns_length(v);
    }
    if let Some(v) = flag(TRANSITIONAL_PROCESSING) {
        options = options.transitional_processing(v);
    }
    Ok(options)
}
