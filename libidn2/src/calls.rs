//! The C entry points called as a C program calls them (pointers in,
//! `malloc`ed results out, released with `idn2_free`), from safe Rust: for
//! the fuzz target and the tests, which so drive the very code that C
//! callers reach without writing `unsafe` of their own.

#![allow(unsafe_code)]

use alloc::vec::Vec;
use core::ffi::{CStr, c_char};

use crate::ffi;

/// A zero-terminated C result: its bytes, released.
///
/// # Safety
///
/// `p` is null or a NUL-terminated string from this library's `malloc`,
/// not used again.
unsafe fn take_string(p: *mut c_char) -> Option<Vec<u8>> {
    if p.is_null() {
        return None;
    }
    // SAFETY: NUL-terminated, as the caller promises.
    let bytes = unsafe { CStr::from_ptr(p) }.to_bytes().to_vec();
    // SAFETY: from this library's `malloc`, released once.
    unsafe { ffi::idn2_free(p.cast()) };
    Some(bytes)
}

/// A zero-terminated UCS-4 result: its code points, released.
///
/// # Safety
///
/// As [`take_string`], for a zero-terminated UCS-4 string.
unsafe fn take_ucs4(p: *mut u32) -> Option<Vec<u32>> {
    if p.is_null() {
        return None;
    }
    let mut out = Vec::new();
    let mut k = 0;
    // SAFETY: every element up to the terminating zero is readable.
    while unsafe { *p.add(k) } != 0 {
        // SAFETY: as above.
        out.push(unsafe { *p.add(k) });
        k += 1;
    }
    // SAFETY: from this library's `malloc`, released once.
    unsafe { ffi::idn2_free(p.cast()) };
    Some(out)
}

/// `idn2_lookup_u8`.
pub fn lookup_u8(src: &CStr, flags: i32) -> (i32, Option<Vec<u8>>) {
    let mut out: *mut u8 = core::ptr::null_mut();
    // SAFETY: `src` is NUL-terminated and `out` writable.
    let rc = unsafe { ffi::idn2_lookup_u8(src.as_ptr().cast(), &raw mut out, flags) };
    // SAFETY: set by the call (or left null).
    (rc, unsafe { take_string(out.cast()) })
}

/// `idn2_lookup_ul` (the process's locale).
pub fn lookup_ul(src: &CStr, flags: i32) -> (i32, Option<Vec<u8>>) {
    let mut out: *mut c_char = core::ptr::null_mut();
    // SAFETY: as [`lookup_u8`].
    let rc = unsafe { ffi::idn2_lookup_ul(src.as_ptr(), &raw mut out, flags) };
    // SAFETY: as above.
    (rc, unsafe { take_string(out) })
}

/// `idn2_register_u8`.
pub fn register_u8(
    ulabel: Option<&CStr>,
    alabel: Option<&CStr>,
    flags: i32,
) -> (i32, Option<Vec<u8>>) {
    let mut out: *mut u8 = core::ptr::null_mut();
    let u = ulabel.map_or(core::ptr::null(), CStr::as_ptr);
    let a = alabel.map_or(core::ptr::null(), CStr::as_ptr);
    // SAFETY: each is null or NUL-terminated; `out` writable.
    let rc = unsafe { ffi::idn2_register_u8(u.cast(), a.cast(), &raw mut out, flags) };
    // SAFETY: as above.
    (rc, unsafe { take_string(out.cast()) })
}

/// `idn2_to_ascii_4i2`, `idn2_to_ascii_4z` and `idn2_to_ascii_4i` on the
/// same code points (zero-terminated for `4z`): their three results.
pub fn to_ascii_ucs4(input: &[u32], flags: i32) -> [(i32, Option<Vec<u8>>); 3] {
    let mut out: *mut c_char = core::ptr::null_mut();
    // SAFETY: `input` has `input.len()` code points; `out` writable.
    let rc = unsafe { ffi::idn2_to_ascii_4i2(input.as_ptr(), input.len(), &raw mut out, flags) };
    // SAFETY: as above.
    let i2 = (rc, unsafe { take_string(out) });
    let mut z: Vec<u32> = input.to_vec();
    z.push(0);
    let mut out: *mut c_char = core::ptr::null_mut();
    // SAFETY: zero-terminated; `out` writable.
    let rc = unsafe { ffi::idn2_to_ascii_4z(z.as_ptr(), &raw mut out, flags) };
    // SAFETY: as above.
    let z4 = (rc, unsafe { take_string(out) });
    let mut buf = [0 as c_char; 64];
    // SAFETY: 64 bytes of room, as libidn's contract asks.
    let rc = unsafe { ffi::idn2_to_ascii_4i(input.as_ptr(), input.len(), buf.as_mut_ptr(), flags) };
    let i = if rc == 0 {
        // SAFETY: the call wrote a NUL-terminated string into `buf`.
        Some(unsafe { CStr::from_ptr(buf.as_ptr()) }.to_bytes().to_vec())
    } else {
        None
    };
    [i2, z4, (rc, i)]
}

/// `idn2_to_unicode_8z8z`, and `idn2_to_unicode_8z4z` as UTF-8.
pub fn to_unicode_8z(input: &CStr, flags: i32) -> [(i32, Option<Vec<u8>>); 2] {
    let mut out: *mut c_char = core::ptr::null_mut();
    // SAFETY: NUL-terminated; `out` writable.
    let rc = unsafe { ffi::idn2_to_unicode_8z8z(input.as_ptr(), &raw mut out, flags) };
    // SAFETY: as above.
    let z8 = (rc, unsafe { take_string(out) });
    let mut out4: *mut u32 = core::ptr::null_mut();
    // SAFETY: as above.
    let rc = unsafe { ffi::idn2_to_unicode_8z4z(input.as_ptr(), &raw mut out4, flags) };
    // SAFETY: as above.
    let cps = unsafe { take_ucs4(out4) };
    let utf8 = cps.map(|cps| {
        cps.iter()
            .filter_map(|&cp| char::from_u32(cp))
            .collect::<alloc::string::String>()
            .into_bytes()
    });
    [z8, (rc, utf8)]
}

/// `idn2_to_unicode_44i` into `room` code points: the code, the whole
/// length, and what was written.
pub fn to_unicode_44i(input: &[u32], room: usize, flags: i32) -> (i32, usize, Vec<u32>) {
    let mut out = alloc::vec![0u32; room];
    let mut len = room;
    // SAFETY: `input` has its length; `out` has `len` code points of room.
    let rc = unsafe {
        ffi::idn2_to_unicode_44i(
            input.as_ptr(),
            input.len(),
            out.as_mut_ptr(),
            &raw mut len,
            flags,
        )
    };
    out.truncate(len.min(room));
    (rc, len, out)
}

/// `idn2_punycode_encode` into `room` bytes.
pub fn punycode_encode(input: &[u32], room: usize) -> (i32, Vec<u8>) {
    let mut out = alloc::vec![0u8; room];
    let mut len = room;
    // SAFETY: `input` has its length; `out` has `len` bytes of room.
    let rc = unsafe {
        ffi::idn2_punycode_encode(
            input.as_ptr(),
            input.len(),
            out.as_mut_ptr().cast(),
            &raw mut len,
        )
    };
    out.truncate(if rc == 0 { len } else { 0 });
    (rc, out)
}

/// `idn2_punycode_decode` into `room` code points.
pub fn punycode_decode(input: &[u8], room: usize) -> (i32, Vec<u32>) {
    let mut out = alloc::vec![0u32; room];
    let mut len = room;
    // SAFETY: `input` has its length; `out` has `len` code points of room.
    let rc = unsafe {
        ffi::idn2_punycode_decode(
            input.as_ptr().cast(),
            input.len(),
            out.as_mut_ptr(),
            &raw mut len,
        )
    };
    out.truncate(if rc == 0 { len } else { 0 });
    (rc, out)
}

/// `idn2_strerror` and `idn2_strerror_name` of `rc`.
pub fn strerror(rc: i32) -> (Vec<u8>, Vec<u8>) {
    // SAFETY: both give static NUL-terminated strings.
    let message = unsafe { CStr::from_ptr(ffi::idn2_strerror(rc)) };
    // SAFETY: as above.
    let name = unsafe { CStr::from_ptr(ffi::idn2_strerror_name(rc)) };
    (message.to_bytes().to_vec(), name.to_bytes().to_vec())
}

/// `idn2_check_version` of `required`.
pub fn check_version(required: Option<&CStr>) -> Option<Vec<u8>> {
    // SAFETY: null or NUL-terminated.
    let p = unsafe { ffi::idn2_check_version(required.map_or(core::ptr::null(), CStr::as_ptr)) };
    // SAFETY: null, or our static NUL-terminated version.
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_bytes().to_vec())
}
