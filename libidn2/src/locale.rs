//! The locale forms (`_ul`, `_lz`): text in the character set of the
//! process's locale (`nl_langinfo(CODESET)`), converted from and to UTF-8
//! by the C library's iconv. UTF-8 and ASCII need no conversion.

#![allow(unsafe_code)]

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::ffi::{CStr, c_char, c_int, c_void};

use crate::rc::{self, Rc};
use crate::utf8;

unsafe extern "C" {
    fn nl_langinfo(item: c_int) -> *const c_char;
    fn iconv_open(tocode: *const c_char, fromcode: *const c_char) -> *mut c_void;
    fn iconv(
        cd: *mut c_void,
        inbuf: *mut *mut c_char,
        inbytesleft: *mut usize,
        outbuf: *mut *mut c_char,
        outbytesleft: *mut usize,
    ) -> usize;
    fn iconv_close(cd: *mut c_void) -> c_int;
}

/// glibc's `CODESET` (`_NL_ITEM (LC_CTYPE, 14)`, `LC_CTYPE` being 0).
const CODESET: c_int = 14;

/// The locale's character set: UTF-8 and ASCII, which need no
/// conversion, told apart without copying its name.
enum Charset {
    Utf8,
    Ascii,
    /// Another, by the name `nl_langinfo` gives it.
    Other(Vec<u8>),
}

/// The locale's character set, as `nl_langinfo` names it; `None` if it
/// names none.
fn charset() -> Option<Charset> {
    // SAFETY: `nl_langinfo` takes any item and returns a pointer to a
    // NUL-terminated string (empty for an unknown item) that stays valid
    // until the next call or `setlocale`; it is read (and copied, for a
    // set that needs iconv) at once.
    let name = unsafe { nl_langinfo(CODESET) };
    if name.is_null() {
        return None;
    }
    // SAFETY: non-null, and NUL-terminated as above.
    let name = unsafe { CStr::from_ptr(name) }.to_bytes();
    Some(if is_utf8(name) {
        Charset::Utf8
    } else if is_ascii(name) {
        Charset::Ascii
    } else if name.is_empty() {
        return None;
    } else {
        Charset::Other(name.to_vec())
    })
}

/// Whether `charset` is UTF-8.
fn is_utf8(charset: &[u8]) -> bool {
    charset.eq_ignore_ascii_case(b"UTF-8") || charset.eq_ignore_ascii_case(b"UTF8")
}

/// Whether `charset` is ASCII (glibc's name for the C locale's is the
/// first).
fn is_ascii(charset: &[u8]) -> bool {
    charset.eq_ignore_ascii_case(b"ANSI_X3.4-1968")
        || charset.eq_ignore_ascii_case(b"ASCII")
        || charset.eq_ignore_ascii_case(b"US-ASCII")
}

/// `text` in the locale's character set, as UTF-8 text; `IDN2_ICONV_FAIL`
/// if it does not convert. In a UTF-8 or ASCII locale, `text` itself,
/// checked once (what the lookup then takes without checking again).
pub(crate) fn to_utf8(text: &[u8]) -> Result<Cow<'_, str>, Rc> {
    match charset().ok_or(rc::ICONV_FAIL)? {
        Charset::Utf8 => utf8::to_str(text).map(Cow::Borrowed),
        Charset::Ascii => utf8::to_str(text)
            .filter(|t| t.is_ascii())
            .map(Cow::Borrowed),
        Charset::Other(name) => convert(text, b"UTF-8", &name)
            .and_then(|u| String::from_utf8(u).ok())
            .map(Cow::Owned),
    }
    .ok_or(rc::ICONV_FAIL)
}

/// `text` (UTF-8) in the locale's character set; `error` if it does not
/// convert.
pub(crate) fn from_utf8(text: &[u8], error: Rc) -> Result<Vec<u8>, Rc> {
    match charset().ok_or(error)? {
        Charset::Utf8 => Ok(text.to_vec()),
        Charset::Ascii if text.is_ascii() => Ok(text.to_vec()),
        Charset::Ascii => Err(error),
        Charset::Other(name) => convert(text, &name, b"UTF-8").ok_or(error),
    }
}

/// `text` from character set `from` to `to`, by iconv; `None` on any
/// failure (an unknown set, a character that does not convert).
fn convert(text: &[u8], to: &[u8], from: &[u8]) -> Option<Vec<u8>> {
    let mut to_z = to.to_vec();
    to_z.push(0);
    let mut from_z = from.to_vec();
    from_z.push(0);
    // SAFETY: both names are NUL-terminated buffers that live across the
    // call; iconv_open reads them only.
    let cd = unsafe { iconv_open(to_z.as_ptr().cast(), from_z.as_ptr().cast()) };
    if cd as isize == -1 {
        return None;
    }
    // Room for the worst case (4 bytes a byte, and a shift sequence).
    let mut out = alloc::vec![0u8; text.len() * 4 + 16];
    let mut input = text.to_vec();
    let mut in_ptr: *mut c_char = input.as_mut_ptr().cast();
    let mut in_left = input.len();
    let mut out_ptr: *mut c_char = out.as_mut_ptr().cast();
    let mut out_left = out.len();
    // SAFETY: `cd` is an open descriptor; the pointers and counts describe
    // `input` and `out`, which outlive the calls, and iconv moves them
    // within those buffers only. The second call (null input) writes the
    // final shift sequence, within the same room.
    let ok = unsafe {
        iconv(
            cd,
            &raw mut in_ptr,
            &raw mut in_left,
            &raw mut out_ptr,
            &raw mut out_left,
        ) != usize::MAX
            && iconv(
                cd,
                core::ptr::null_mut(),
                core::ptr::null_mut(),
                &raw mut out_ptr,
                &raw mut out_left,
            ) != usize::MAX
    };
    // SAFETY: `cd` is open and closed once.
    unsafe { iconv_close(cd) };
    if !ok || in_left != 0 {
        return None;
    }
    out.truncate(out.len() - out_left);
    Some(out)
}
