//! libidn2's C entry points (the `libidn2` package, called through
//! pointers as C calls them) on arbitrary bytes, flags and UCS-4: no
//! crash, no leak (the sanitizer's), only libidn2's return codes, and
//! results that hold what each function promises.

#![no_main]

use std::ffi::CString;

use idn2::calls;
use libfuzzer_sys::fuzz_target;

/// libidn2's return codes.
const CODES: [i32; 29] = [
    0, -100, -101, -102, -200, -201, -202, -203, -204, -205, -206, -207, -208, -209, -300, -301,
    -302, -303, -304, -305, -306, -307, -308, -309, -310, -311, -312, -313, -314,
];

fuzz_target!(|data: &[u8]| {
    if data.len() < 4 {
        return;
    }
    let flags = i32::from_le_bytes([data[0], data[1], data[2], data[3]]) & 0xFF;
    let rest = &data[4..];
    let text = CString::new(rest.split(|&b| b == 0).next().unwrap_or(&[])).unwrap();
    let ucs4: Vec<u32> = rest
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .take(300)
        .collect();

    let (rc, out) = calls::lookup_u8(&text, flags);
    assert!(CODES.contains(&rc), "{rc}");
    assert_eq!(rc == 0, out.is_some());
    if let Some(out) = &out {
        assert!(out.is_ascii() && out.len() <= 254, "{out:?}");
    }
    let (rc_ul, out_ul) = calls::lookup_ul(&text, flags);
    assert!(CODES.contains(&rc_ul));
    assert_eq!(rc_ul == 0, out_ul.is_some());
    let (rc, out) = calls::register_u8(Some(&text), None, flags);
    assert!(CODES.contains(&rc) && (rc == 0) == out.is_some());
    for (rc, out) in calls::to_ascii_ucs4(&ucs4, flags) {
        assert!(CODES.contains(&rc), "{rc}");
        if let Some(out) = out {
            assert!(out.is_ascii() && out.len() <= 254);
        }
    }
    let [z8, z4] = calls::to_unicode_8z(&text, flags);
    assert_eq!(z8.0, z4.0);
    assert_eq!(z8.1, z4.1);
    if let Some(out) = z8.1 {
        assert!(std::str::from_utf8(&out).is_ok());
    }
    let (rc, len, out) = calls::to_unicode_44i(&ucs4, 8, flags);
    assert!(CODES.contains(&rc) && out.len() <= 8 && (rc != 0 || out.len() == len.min(8)));
    let (rc, encoded) = calls::punycode_encode(&ucs4, 64);
    assert!(CODES.contains(&rc) && encoded.len() <= 64 && encoded.is_ascii());
    let (rc, decoded) = calls::punycode_decode(rest, 64);
    assert!(CODES.contains(&rc) && decoded.len() <= 64);
    let (message, name) = calls::strerror(flags - 400);
    assert!(!message.is_empty() && name.starts_with(b"IDN2_"));
    let _ = calls::check_version(Some(&text));
});
