//! A label's output: its ASCII form (the input's bytes lowercased, or an
//! A-label encoded from its Unicode form) or its Unicode form (the
//! input's bytes, or code points written as UTF-8), into the name's
//! output buffer, which counts past its end.

use crate::hostname::data::any_non_ascii;
use crate::hostname::error::ErrorKind;
use crate::hostname::form::{ACE_PREFIX, Form};
use crate::hostname::mapping::CodePoints;
use crate::hostname::work::Work;
use crate::punycode::bounds::{head, head_mut, split_mut};
use crate::punycode::encode::{Out, SHORT, encode_short_cps};
use crate::punycode::params::PUNYCODE;
use crate::punycode::{fenwick, utf8};

/// Writes a label's output: its ASCII form (`to_ascii`) or its Unicode
/// form. `Err` for a label whose Punycode does not fit `work` (only past
/// 64 code points), or that Punycode cannot encode.
#[inline(always)]
pub(crate) const fn write(
    label: &[u8],
    form: Form,
    to_ascii: bool,
    out: &mut Out<'_>,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Result<(), ErrorKind> {
    match form {
        Form::Ascii | Form::ALabel { staged: 0, .. } if to_ascii => push_lowercase(label, out),
        Form::Ascii => push_lowercase(label, out),
        Form::ALabel { staged, .. } if to_ascii => push_bytes(head(work.bytes, staged), out),
        Form::Inert { .. } if !to_ascii => push_bytes(label, out),
        Form::Inert { .. } | Form::Mapped(_) | Form::ALabel { .. } => {
            let (local, len) = match unicode_form(label, form, work, short) {
                Ok(form) => form,
                Err(kind) => return Err(kind),
            };
            let cps = if local {
                head(short, len)
            } else {
                head(work.cps, len)
            };
            if !to_ascii {
                let mut k = 0;
                while k < len {
                    push_utf8(cps[k], out);
                    k += 1;
                }
                return Ok(());
            }
            if !any_non_ascii(cps) {
                let mut k = 0;
                while k < len {
                    out.push(cps[k] as u8);
                    k += 1;
                }
                return Ok(());
            }
            push_bytes(ACE_PREFIX.as_bytes(), out);
            match encode_short(cps, out) {
                Ok(true) => {}
                Ok(false) => return encode_long(len, out, work),
                Err(_) => return Err(ErrorKind::InvalidPunycode),
            }
        }
    }
    Ok(())
}

/// Encodes up to 64 code points (`Ok(false)` for more) onto `out`: the
/// engine's short encoder, in one place for every hostname path.
#[inline(never)]
const fn encode_short(
    cps: &[u32],
    out: &mut Out<'_>,
) -> Result<bool, crate::punycode::error::Error> {
    encode_short_cps(&PUNYCODE, cps, out)
}

/// Encodes `work.cps[..len]`, more than 64 code points, by the O(n log n)
/// method, with the rest of `work.cps` as its space.
const fn encode_long(len: usize, out: &mut Out<'_>, work: &mut Work<'_>) -> Result<(), ErrorKind> {
    if len + fenwick::encode_space(len) > work.cps.len() {
        return Err(ErrorKind::WorkspaceExceeded);
    }
    let (cps, space) = split_mut(work.cps, len);
    match fenwick::encode(&PUNYCODE, cps, space, out) {
        Ok(()) => Ok(()),
        Err(_) => Err(ErrorKind::InvalidPunycode),
    }
}

/// The Unicode form of a label as code points: in `short` (`true`) or in
/// `work.cps`, and how many.
#[inline(always)]
pub(crate) const fn unicode_form(
    label: &[u8],
    form: Form,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Result<(bool, usize), ErrorKind> {
    match form {
        // Decoded when it was found inert (no uppercase ASCII in it).
        Form::Inert { decoded } if decoded > 0 => Ok((true, decoded)),
        Form::Ascii | Form::Inert { .. } => decode_form(label, work, short),
        Form::Mapped(len) => Ok((false, len)),
        Form::ALabel { len, local, .. } => Ok((local, len)),
    }
}

/// [`unicode_form`] of a label that is its own Unicode form but for the
/// case of its ASCII letters, and was not kept decoded: decoded now, short
/// ones on the stack, longer ones in the working space. Out of line (the
/// other forms are at hand).
#[inline(never)]
const fn decode_form(
    label: &[u8],
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Result<(bool, usize), ErrorKind> {
    let mut local = CodePoints::new(short);
    let mut at = 0;
    while at < label.len() && local.len <= SHORT {
        let (cp, len) = utf8::decode(label, at);
        local.push(cp);
        at += len;
    }
    if local.len <= SHORT {
        let n = local.len;
        let mut k = 0;
        while k < n {
            if short[k] < 0x80 {
                short[k] = (short[k] as u8).to_ascii_lowercase() as u32;
            }
            k += 1;
        }
        return Ok((true, n));
    }
    let room = work.cps.len();
    let mut codes = CodePoints::new(work.cps);
    let mut at = 0;
    while at < label.len() {
        let (cp, len) = utf8::decode(label, at);
        codes.push(if cp < 0x80 {
            (cp as u8).to_ascii_lowercase() as u32
        } else {
            cp
        });
        at += len;
    }
    if codes.len > room {
        return Err(ErrorKind::WorkspaceExceeded);
    }
    Ok((false, codes.len))
}

const fn push_bytes(bytes: &[u8], out: &mut Out<'_>) {
    if let Some(dst) = room(out, bytes.len()) {
        let mut k = 0;
        while k < bytes.len() {
            dst[k] = bytes[k];
            k += 1;
        }
    }
    out.len += bytes.len();
}

const fn push_lowercase(bytes: &[u8], out: &mut Out<'_>) {
    if let Some(dst) = room(out, bytes.len()) {
        let mut k = 0;
        while k < bytes.len() {
            dst[k] = bytes[k].to_ascii_lowercase();
            k += 1;
        }
    }
    out.len += bytes.len();
}

/// The next `n` bytes of `out`'s buffer, when they are there (else the
/// caller only counts): one bounds check for a whole copy.
const fn room<'a>(out: &'a mut Out<'_>, n: usize) -> Option<&'a mut [u8]> {
    if out.len > out.buf.len() || out.buf.len() - out.len < n {
        return None;
    }
    let (_, rest) = split_mut(out.buf, out.len);
    Some(head_mut(rest, n))
}

/// `cp` in UTF-8 onto `out`, written in place when it fits, else counted.
pub(crate) const fn push_utf8(cp: u32, out: &mut Out<'_>) {
    out.len += match utf8::encode(cp, out.buf, out.len) {
        0 => utf8::len(cp),
        written => written,
    };
}
