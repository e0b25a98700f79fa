//! Small `const fn` UTF-8 helpers. Inputs are `&str`, so their bytes are
//! always valid UTF-8; these helpers rely on that and never panic on it.

/// The code point starting at byte `at` of valid UTF-8, and its length.
#[inline(always)]
pub(crate) const fn decode(bytes: &[u8], at: usize) -> (u32, usize) {
    let b0 = bytes[at] as u32;
    if b0 < 0x80 {
        (b0, 1)
    } else if b0 < 0xE0 {
        (((b0 & 0x1F) << 6) | (bytes[at + 1] as u32 & 0x3F), 2)
    } else if b0 < 0xF0 {
        (
            ((b0 & 0x0F) << 12)
                | ((bytes[at + 1] as u32 & 0x3F) << 6)
                | (bytes[at + 2] as u32 & 0x3F),
            3,
        )
    } else {
        (
            ((b0 & 0x07) << 18)
                | ((bytes[at + 1] as u32 & 0x3F) << 12)
                | ((bytes[at + 2] as u32 & 0x3F) << 6)
                | (bytes[at + 3] as u32 & 0x3F),
            4,
        )
    }
}

/// The character starting at byte `at` of valid UTF-8, if `at` is inside.
pub(crate) const fn char_at(bytes: &[u8], at: usize) -> Option<char> {
    if at >= bytes.len() {
        return None;
    }
    char::from_u32(decode(bytes, at).0)
}

/// The number of bytes UTF-8 takes for scalar value `cp`.
#[inline(always)]
pub(crate) const fn len(cp: u32) -> usize {
    // Compares added up: no branch on the length.
    1 + (cp >= 0x80) as usize + (cp >= 0x800) as usize + (cp >= 0x1_0000) as usize
}

/// The length of the UTF-8 sequence that starts with the lead byte `b`
/// (of valid UTF-8).
#[inline(always)]
pub(crate) const fn len_of_lead(b: u8) -> usize {
    1 + (b >= 0xC0) as usize + (b >= 0xE0) as usize + (b >= 0xF0) as usize
}

/// Writes scalar value `cp` as UTF-8 at `buf[at..]` and returns the number
/// of bytes written, or 0 (writing nothing) when they do not fit.
#[inline(always)]
pub(crate) const fn encode(cp: u32, buf: &mut [u8], at: usize) -> usize {
    let Some((_, buf)) = buf.split_at_mut_checked(at) else {
        return 0;
    };
    if cp < 0x80 {
        if let Some(b) = buf.first_mut() {
            *b = cp as u8;
            return 1;
        }
    } else if cp < 0x800 {
        if let Some(b) = buf.first_chunk_mut::<2>() {
            *b = [0xC0 | (cp >> 6) as u8, 0x80 | (cp & 0x3F) as u8];
            return 2;
        }
    } else if cp < 0x1_0000 {
        if let Some(b) = buf.first_chunk_mut::<3>() {
            *b = [
                0xE0 | (cp >> 12) as u8,
                0x80 | ((cp >> 6) & 0x3F) as u8,
                0x80 | (cp & 0x3F) as u8,
            ];
            return 3;
        }
    } else if let Some(b) = buf.first_chunk_mut::<4>() {
        *b = [
            0xF0 | (cp >> 18) as u8,
            0x80 | ((cp >> 12) & 0x3F) as u8,
            0x80 | ((cp >> 6) & 0x3F) as u8,
            0x80 | (cp & 0x3F) as u8,
        ];
        return 4;
    }
    0
}

/// Writes the scalar values `cps` as UTF-8 to the start of `out`: the
/// number of bytes, or `Err` with the number needed when they do not fit
/// (what was written is then unspecified). Nothing past the output is
/// written.
#[inline(always)]
pub(crate) const fn encode_all(cps: &[u32], out: &mut [u8]) -> Result<usize, usize> {
    let mut at = 0;
    let mut k = 0;
    while k < cps.len() {
        let written = encode(cps[k], out, at);
        if written == 0 {
            let mut needed = at;
            while k < cps.len() {
                needed += len(cps[k]);
                k += 1;
            }
            return Err(needed);
        }
        at += written;
        k += 1;
    }
    Ok(at)
}

/// The byte offset of the code point with index `index` (counting code
/// points from 0), starting the count at byte `from`, code point `from_index`.
pub(crate) const fn offset_of(bytes: &[u8], from: usize, from_index: usize, index: usize) -> usize {
    let mut at = from;
    let mut k = from_index;
    while k < index && at < bytes.len() {
        at += 1;
        while at < bytes.len() && bytes[at] & 0xC0 == 0x80 {
            at += 1;
        }
        k += 1;
    }
    at
}

/// Whether `cp` is a Unicode scalar value (not a surrogate, at most U+10FFFF).
#[inline]
pub(crate) const fn is_scalar(cp: u32) -> bool {
    cp < 0xD800 || (cp > 0xDFFF && cp <= 0x10_FFFF)
}
