//! The C entry points, with libidn2's names, arguments and memory
//! contract: every string they return is allocated with the C library's
//! `malloc`, so that a caller's `free` (or `idn2_free`) releases it. Each
//! reads its arguments, calls the safe conversions of `convert.rs`, and
//! writes its results; a null pointer is taken where libidn2 takes one.
//!
//! Every function is `unsafe extern "C"`: its caller promises what C
//! callers of libidn2 promise (strings NUL-terminated, buffers as long as
//! said, output pointers writable). Each `unsafe` block says which of
//! these it relies on.

#![allow(unsafe_code)]

use alloc::string::String;
use alloc::vec::Vec;
use core::ffi::{CStr, c_char, c_int, c_void};

use crate::convert;
use crate::flags::NFC_INPUT;
use crate::locale;
use crate::rc::{self, Rc};
use crate::version;

unsafe extern "C" {
    fn malloc(size: usize) -> *mut c_void;
    fn free(ptr: *mut c_void);
}

/// The bytes of a NUL-terminated string.
///
/// # Safety
///
/// `s` is non-null and points to a NUL-terminated string that outlives
/// the result.
unsafe fn bytes<'a>(s: *const c_char) -> &'a [u8] {
    // SAFETY: as the caller promises.
    unsafe { CStr::from_ptr(s) }.to_bytes()
}

/// The code points of a zero-terminated UCS-4 string.
///
/// # Safety
///
/// `s` is non-null and points to code points up to a zero, readable.
unsafe fn ucs4z<'a>(s: *const u32) -> &'a [u32] {
    let mut n = 0;
    // SAFETY: every element up to and including the terminating zero is
    // readable, as the caller promises.
    while unsafe { *s.add(n) } != 0 {
        n += 1;
    }
    // SAFETY: the first `n` elements were just read.
    unsafe { core::slice::from_raw_parts(s, n) }
}

/// `n` code points at `s`, up to the first zero if there is one: libidn2
/// reads a counted string as a C string (what follows a zero is not
/// converted).
///
/// # Safety
///
/// `s` is non-null and `n` code points there are readable.
unsafe fn counted<'a>(s: *const u32, n: usize) -> &'a [u32] {
    // SAFETY: as the caller promises.
    let all = unsafe { core::slice::from_raw_parts(s, n) };
    &all[..all.iter().position(|&c| c == 0).unwrap_or(n)]
}

/// UCS-4 as UTF-8; `IDN2_ENCODING_ERROR` for a value that is not a
/// Unicode scalar value (a surrogate, or above U+10FFFF).
fn ucs4_to_utf8(s: &[u32]) -> Result<String, Rc> {
    s.iter()
        .map(|&cp| char::from_u32(cp).ok_or(rc::ENCODING_ERROR))
        .collect()
}

/// A copy of `bytes` and a terminating zero of `T`, in memory from
/// `malloc`; `IDN2_MALLOC` if there is none.
fn malloc_copy<T: Copy + Default>(items: &[T]) -> Result<*mut T, Rc> {
    let size = core::mem::size_of::<T>()
        .checked_mul(items.len() + 1)
        .ok_or(rc::MALLOC)?;
    // SAFETY: `malloc` takes any size; its result is checked for null.
    let p = unsafe { malloc(size) }.cast::<T>();
    if p.is_null() {
        return Err(rc::MALLOC);
    }
    // SAFETY: `p` has room for `items.len() + 1` values of `T` (malloc
    // aligns for any type), and does not overlap `items`.
    unsafe {
        core::ptr::copy_nonoverlapping(items.as_ptr(), p, items.len());
        p.add(items.len()).write(T::default());
    }
    Ok(p)
}

/// Writes `result` to `*out` as a `malloc`ed string (nothing is allocated
/// when `out` is null) and gives the code.
///
/// # Safety
///
/// `out` is null or writable.
unsafe fn give<T: Copy + Default>(result: Result<Vec<T>, Rc>, out: *mut *mut T) -> c_int {
    match result {
        Ok(items) => {
            if out.is_null() {
                return rc::OK;
            }
            match malloc_copy(&items) {
                Ok(p) => {
                    // SAFETY: `out` is writable, as the caller promises.
                    unsafe { out.write(p) };
                    rc::OK
                }
                Err(code) => code,
            }
        }
        Err(code) => code,
    }
}

/// Sets `*out` to null, if `out` is.
///
/// # Safety
///
/// `out` is null or writable.
unsafe fn give_null<T>(out: *mut *mut T) -> c_int {
    if !out.is_null() {
        // SAFETY: as the caller promises.
        unsafe { out.write(core::ptr::null_mut()) };
    }
    rc::OK
}

/// The shape of most entry points: a NUL-terminated string in (a null
/// one gives a null result), `convert` of its bytes, the result to
/// `*output`.
///
/// # Safety
///
/// `input` is null or NUL-terminated; `output` is null or writable.
unsafe fn from_string<T: Copy + Default>(
    input: *const c_char,
    output: *mut *mut T,
    convert: impl FnOnce(&[u8]) -> Result<Vec<T>, Rc>,
) -> c_int {
    if input.is_null() {
        // SAFETY: `output` is null or writable.
        return unsafe { give_null(output) };
    }
    // SAFETY: NUL-terminated; `output` is null or writable.
    unsafe { give(convert(bytes(input)), output) }
}

/// The same for a zero-terminated UCS-4 string in, converted to UTF-8
/// text first.
///
/// # Safety
///
/// `input` is null or zero-terminated; `output` is null or writable.
unsafe fn from_ucs4z<T: Copy + Default>(
    input: *const u32,
    output: *mut *mut T,
    convert: impl FnOnce(&str) -> Result<Vec<T>, Rc>,
) -> c_int {
    if input.is_null() {
        // SAFETY: `output` is null or writable.
        return unsafe { give_null(output) };
    }
    // SAFETY: zero-terminated; `output` is null or writable.
    unsafe {
        give(
            ucs4_to_utf8(ucs4z(input)).and_then(|text| convert(&text)),
            output,
        )
    }
}

/// A lookup (`lookup`, into a stack buffer) given to `*out` with one
/// `malloc`, as every `to_ascii` entry point gives it.
///
/// # Safety
///
/// `out` is null or writable.
unsafe fn give_lookup(
    lookup: impl FnOnce(&mut [u8; convert::LOOKUP_ROOM]) -> Result<usize, Rc>,
    out: *mut *mut u8,
) -> c_int {
    let mut buf = [0u8; convert::LOOKUP_ROOM];
    let n = match lookup(&mut buf) {
        Ok(n) => n,
        Err(code) => return code,
    };
    if out.is_null() {
        return rc::OK;
    }
    match malloc_copy(&buf[..n]) {
        Ok(p) => {
            // SAFETY: `out` is writable, as the caller promises.
            unsafe { out.write(p) };
            rc::OK
        }
        Err(code) => code,
    }
}

/// `idn2_lookup_u8`: the ASCII form of a name for looking it up.
///
/// # Safety
///
/// `src` is null or a NUL-terminated string; `lookupname` is null or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_lookup_u8(
    src: *const u8,
    lookupname: *mut *mut u8,
    flags: c_int,
) -> c_int {
    if src.is_null() {
        // SAFETY: `lookupname` is null or writable.
        return unsafe { give_null(lookupname) };
    }
    // SAFETY: `src` is NUL-terminated.
    let src = unsafe { bytes(src.cast()) };
    // SAFETY: `lookupname` is null or writable.
    unsafe { give_lookup(|buf| convert::lookup_to_slice(src, flags, buf), lookupname) }
}

/// `idn2_lookup_ul`: [`idn2_lookup_u8`] of a name in the locale's
/// character set, normalized to NFC.
///
/// # Safety
///
/// As [`idn2_lookup_u8`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_lookup_ul(
    src: *const c_char,
    lookupname: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    if src.is_null() {
        // SAFETY: `lookupname` is null or writable.
        return unsafe { give_null(lookupname) };
    }
    // SAFETY: `src` is NUL-terminated.
    match locale::to_utf8(unsafe { bytes(src) }) {
        // SAFETY: `lookupname` is null or writable; one layout for
        // `c_char` and `u8`.
        Ok(text) => unsafe {
            give_lookup(
                |buf| convert::lookup_str_to_slice(&text, flags | NFC_INPUT, buf),
                lookupname.cast(),
            )
        },
        Err(code) => code,
    }
}

/// `idn2_register_u8`: the A-label to register.
///
/// # Safety
///
/// `ulabel` and `alabel` are null or NUL-terminated; `insertname` is null
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_register_u8(
    ulabel: *const u8,
    alabel: *const u8,
    insertname: *mut *mut u8,
    flags: c_int,
) -> c_int {
    // SAFETY: each is null or NUL-terminated.
    let u = (!ulabel.is_null()).then(|| unsafe { bytes(ulabel.cast()) });
    // SAFETY: as above.
    let a = (!alabel.is_null()).then(|| unsafe { bytes(alabel.cast()) });
    match convert::register(u, a, flags) {
        // SAFETY: `insertname` is null or writable.
        Ok(None) => unsafe { give_null(insertname) },
        // SAFETY: as above.
        Ok(Some(name)) => unsafe { give(Ok(name.into_bytes()), insertname) },
        Err(code) => code,
    }
}

/// `idn2_register_ul`: [`idn2_register_u8`] with the U-label in the
/// locale's character set, normalized to NFC.
///
/// # Safety
///
/// As [`idn2_register_u8`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_register_ul(
    ulabel: *const c_char,
    alabel: *const c_char,
    insertname: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    let u = if ulabel.is_null() {
        None
    } else {
        // SAFETY: `ulabel` is NUL-terminated.
        match locale::to_utf8(unsafe { bytes(ulabel) }) {
            Ok(u) => Some(u),
            Err(code) => return code,
        }
    };
    // SAFETY: null or NUL-terminated.
    let a = (!alabel.is_null()).then(|| unsafe { bytes(alabel) });
    match convert::register_text(u.as_deref(), a, flags | NFC_INPUT) {
        // SAFETY: `insertname` is null or writable.
        Ok(None) => unsafe { give_null(insertname) },
        // SAFETY: as above; one layout for `c_char` and `u8`.
        Ok(Some(name)) => unsafe { give(Ok(name.into_bytes()), insertname.cast::<*mut u8>()) },
        Err(code) => code,
    }
}

/// `idn2_to_ascii_4i2`: [`idn2_lookup_u8`] of `inlen` code points.
///
/// # Safety
///
/// `input` is null or has `inlen` readable code points; `output` is null
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_ascii_4i2(
    input: *const u32,
    inlen: usize,
    output: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    if input.is_null() {
        // SAFETY: `output` is null or writable.
        return unsafe { give_null(output) };
    }
    // SAFETY: `inlen` code points are readable.
    match ucs4_to_utf8(unsafe { counted(input, inlen) }) {
        // SAFETY: `output` is null or writable.
        Ok(text) => unsafe {
            give_lookup(
                |buf| convert::lookup_str_to_slice(&text, flags, buf),
                output.cast(),
            )
        },
        Err(code) => code,
    }
}

/// `idn2_to_ascii_4i`: as [`idn2_to_ascii_4i2`], into the caller's buffer
/// of at least 64 bytes (libidn's contract); `IDN2_TOO_BIG_LABEL` when the
/// name is longer than 63 bytes.
///
/// # Safety
///
/// `input` as [`idn2_to_ascii_4i2`]; `output` null or 64 bytes writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_ascii_4i(
    input: *const u32,
    inlen: usize,
    output: *mut c_char,
    flags: c_int,
) -> c_int {
    if input.is_null() {
        if !output.is_null() {
            // SAFETY: `output` has room for at least one byte.
            unsafe { output.write(0) };
        }
        return rc::OK;
    }
    // SAFETY: `inlen` code points are readable.
    let utf8 = match ucs4_to_utf8(unsafe { counted(input, inlen) }) {
        Ok(utf8) => utf8,
        Err(code) => return code,
    };
    let mut buf = [0u8; convert::LOOKUP_ROOM];
    let n = match convert::lookup_str_to_slice(&utf8, flags, &mut buf) {
        Ok(n) => n,
        Err(code) => return code,
    };
    if n > convert::LABEL_MAX {
        return rc::TOO_BIG_LABEL;
    }
    if !output.is_null() {
        // SAFETY: `output` has 64 bytes of room; the name and its NUL take
        // at most 64.
        unsafe {
            core::ptr::copy_nonoverlapping(buf.as_ptr(), output.cast::<u8>(), n);
            output.add(n).write(0);
        }
    }
    rc::OK
}

/// `idn2_to_ascii_4z`: [`idn2_lookup_u8`] of a zero-terminated UCS-4
/// string.
///
/// # Safety
///
/// `input` is null or zero-terminated; `output` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_ascii_4z(
    input: *const u32,
    output: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    if input.is_null() {
        // SAFETY: `output` is null or writable.
        return unsafe { give_null(output) };
    }
    // SAFETY: zero-terminated.
    match ucs4_to_utf8(unsafe { ucs4z(input) }) {
        // SAFETY: `output` is null or writable.
        Ok(text) => unsafe {
            give_lookup(
                |buf| convert::lookup_str_to_slice(&text, flags, buf),
                output.cast(),
            )
        },
        Err(code) => code,
    }
}

/// `idn2_to_ascii_8z`: [`idn2_lookup_u8`].
///
/// # Safety
///
/// As [`idn2_lookup_u8`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_ascii_8z(
    input: *const c_char,
    output: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    // SAFETY: the same contract.
    unsafe { idn2_lookup_u8(input.cast(), output.cast(), flags) }
}

/// `idn2_to_ascii_lz`: [`idn2_lookup_ul`].
///
/// # Safety
///
/// As [`idn2_lookup_ul`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_ascii_lz(
    input: *const c_char,
    output: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    // SAFETY: the same contract.
    unsafe { idn2_lookup_ul(input, output, flags) }
}

/// `text` as UCS-4 code points.
fn ucs4(text: &str) -> Vec<u32> {
    text.chars().map(u32::from).collect()
}

/// `idn2_to_unicode_8z4z`: the Unicode form of a UTF-8 name, as a
/// zero-terminated UCS-4 string.
///
/// # Safety
///
/// `input` is null or NUL-terminated; `output` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_unicode_8z4z(
    input: *const c_char,
    output: *mut *mut u32,
    flags: c_int,
) -> c_int {
    // SAFETY: as this function's contract.
    unsafe {
        from_string(input, output, |bytes| {
            convert::to_unicode(bytes, flags).map(|u| ucs4(&u))
        })
    }
}

/// `idn2_to_unicode_4z4z`: the same from a zero-terminated UCS-4 name.
///
/// # Safety
///
/// `input` is null or zero-terminated; `output` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_unicode_4z4z(
    input: *const u32,
    output: *mut *mut u32,
    flags: c_int,
) -> c_int {
    // SAFETY: as this function's contract.
    unsafe {
        from_ucs4z(input, output, |text| {
            convert::to_unicode_str(text, flags).map(|u| ucs4(&u))
        })
    }
}

/// `idn2_to_unicode_44i`: the same from `inlen` code points into the
/// caller's `*outlen` code points (as many as fit; no terminator), and
/// the whole length in `*outlen`.
///
/// # Safety
///
/// `input` is null or has `inlen` readable code points; `outlen` is null
/// or readable and writable; `out` is null or has `*outlen` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_unicode_44i(
    input: *const u32,
    inlen: usize,
    out: *mut u32,
    outlen: *mut usize,
    flags: c_int,
) -> c_int {
    if input.is_null() {
        if !outlen.is_null() {
            // SAFETY: writable.
            unsafe { outlen.write(0) };
        }
        return rc::OK;
    }
    // SAFETY: `inlen` code points are readable.
    let input = unsafe { counted(input, inlen) };
    let unicode = match ucs4_to_utf8(input)
        .and_then(|text| convert::to_unicode_str(&text, flags).map(|u| ucs4(&u)))
    {
        Ok(unicode) => unicode,
        Err(code) => return code,
    };
    if !outlen.is_null() {
        if !out.is_null() {
            // SAFETY: `*outlen` is readable, and `out` has that many
            // code points of room; no more are written.
            unsafe {
                let n = unicode.len().min(outlen.read());
                core::ptr::copy_nonoverlapping(unicode.as_ptr(), out, n);
            }
        }
        // SAFETY: writable.
        unsafe { outlen.write(unicode.len()) };
    }
    rc::OK
}

/// `idn2_to_unicode_8z8z`: the Unicode form of a UTF-8 name, in UTF-8.
///
/// # Safety
///
/// `input` is null or NUL-terminated; `output` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_unicode_8z8z(
    input: *const c_char,
    output: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    // SAFETY: as this function's contract.
    unsafe {
        from_string(input, output.cast::<*mut u8>(), |text| {
            convert::to_unicode(text, flags).map(String::into_bytes)
        })
    }
}

/// `idn2_to_unicode_8zlz`: the same, in the locale's character set.
///
/// # Safety
///
/// As [`idn2_to_unicode_8z8z`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_unicode_8zlz(
    input: *const c_char,
    output: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    // SAFETY: as this function's contract.
    unsafe {
        from_string(input, output.cast::<*mut u8>(), |text| {
            convert::to_unicode(text, flags)
                .and_then(|u| locale::from_utf8(u.as_bytes(), rc::ENCODING_ERROR))
        })
    }
}

/// `idn2_to_unicode_lzlz`: the same from a name in the locale's character
/// set.
///
/// # Safety
///
/// As [`idn2_to_unicode_8z8z`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_to_unicode_lzlz(
    input: *const c_char,
    output: *mut *mut c_char,
    flags: c_int,
) -> c_int {
    // SAFETY: as this function's contract.
    unsafe {
        from_string(input, output.cast::<*mut u8>(), |text| {
            locale::to_utf8(text)
                .and_then(|text| convert::to_unicode_str(&text, flags))
                .and_then(|u| locale::from_utf8(u.as_bytes(), rc::ENCODING_ERROR))
        })
    }
}

/// `idn2_punycode_encode`: RFC 3492 Punycode of `input_length` code
/// points into `output`, which has room for `*output_length` bytes (no
/// terminator is written); the length written in `*output_length`.
///
/// # Safety
///
/// `input` has `input_length` readable code points (or is null with 0);
/// `output_length` is readable and writable; `output` has
/// `*output_length` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_punycode_encode(
    input: *const u32,
    input_length: usize,
    output: *mut c_char,
    output_length: *mut usize,
) -> c_int {
    if output_length.is_null() || (input.is_null() && input_length > 0) {
        return rc::PUNYCODE_BAD_INPUT;
    }
    let input = if input_length == 0 {
        &[][..]
    } else {
        // SAFETY: `input_length` code points are readable.
        unsafe { core::slice::from_raw_parts(input, input_length) }
    };
    // SAFETY: readable.
    let room = unsafe { output_length.read() };
    match convert::punycode_encode(input, room) {
        Ok(bytes) => {
            if !bytes.is_empty() {
                // SAFETY: `output` has `room` >= `bytes.len()` bytes.
                unsafe {
                    core::ptr::copy_nonoverlapping(
                        bytes.as_ptr(),
                        output.cast::<u8>(),
                        bytes.len(),
                    );
                }
            }
            // SAFETY: writable.
            unsafe { output_length.write(bytes.len()) };
            rc::OK
        }
        Err(code) => code,
    }
}

/// `idn2_punycode_decode`: the code points of `input_length` bytes of
/// Punycode into `output`, which has room for `*output_length`; the number
/// written in `*output_length`.
///
/// # Safety
///
/// `input` has `input_length` readable bytes; `output_length` is readable
/// and writable; `output` has `*output_length` writable code points.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_punycode_decode(
    input: *const c_char,
    input_length: usize,
    output: *mut u32,
    output_length: *mut usize,
) -> c_int {
    if output_length.is_null() || input.is_null() || input_length == 0 {
        return rc::PUNYCODE_BAD_INPUT;
    }
    // SAFETY: `input_length` bytes are readable.
    let input = unsafe { core::slice::from_raw_parts(input.cast::<u8>(), input_length) };
    // SAFETY: readable.
    let room = unsafe { output_length.read() };
    match convert::punycode_decode(input, room) {
        Ok(cps) => {
            if !cps.is_empty() {
                // SAFETY: `output` has `room` >= `cps.len()` code points.
                unsafe { core::ptr::copy_nonoverlapping(cps.as_ptr(), output, cps.len()) };
            }
            // SAFETY: writable.
            unsafe { output_length.write(cps.len()) };
            rc::OK
        }
        Err(code) => code,
    }
}

/// libidn2's older name of [`idn2_punycode_encode`], its arguments in
/// another order (versioned `IDN2_0.0.0`, for programs linked to it).
///
/// # Safety
///
/// As [`idn2_punycode_encode`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _idn2_punycode_encode(
    input_length: usize,
    input: *const u32,
    output_length: *mut usize,
    output: *mut c_char,
) -> c_int {
    // SAFETY: the same contract.
    unsafe { idn2_punycode_encode(input, input_length, output, output_length) }
}

/// libidn2's older name of [`idn2_punycode_decode`].
///
/// # Safety
///
/// As [`idn2_punycode_decode`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _idn2_punycode_decode(
    input_length: usize,
    input: *const c_char,
    output_length: *mut usize,
    output: *mut u32,
) -> c_int {
    // SAFETY: the same contract.
    unsafe { idn2_punycode_decode(input, input_length, output, output_length) }
}

/// `idn2_strerror`: a message for a return code (never null).
#[unsafe(no_mangle)]
pub extern "C" fn idn2_strerror(rc: c_int) -> *const c_char {
    rc::message(rc).as_ptr().cast()
}

/// `idn2_strerror_name`: the name of a return code (`"IDN2_OK"`, ...).
#[unsafe(no_mangle)]
pub extern "C" fn idn2_strerror_name(rc: c_int) -> *const c_char {
    rc::name(rc).as_ptr().cast()
}

/// `idn2_check_version`: this library's version if it serves
/// `req_version` (or `req_version` is null), else null.
///
/// # Safety
///
/// `req_version` is null or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_check_version(req_version: *const c_char) -> *const c_char {
    // SAFETY: null or NUL-terminated.
    if req_version.is_null() || version::serves(unsafe { bytes(req_version) }) {
        version::VERSION.as_ptr().cast()
    } else {
        core::ptr::null()
    }
}

/// `idn2_free`: releases what the functions above allocated (C's `free`).
///
/// # Safety
///
/// `ptr` is null or came from this library and is not used again.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn idn2_free(ptr: *mut c_void) {
    // SAFETY: `free` takes null, or memory from `malloc` once.
    unsafe { free(ptr) }
}
