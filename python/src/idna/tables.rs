//! The data that `idna.idnadata` and `idna.uts46data` export, from the
//! engine's tables.

use std::borrow::Cow;

use punycode_core::hostname::{self, AsciiDenyList, rules};
use pyo3::prelude::*;

/// The code points of each IDNA2008 class that permits (`PVALID`,
/// `CONTEXTJ`, `CONTEXTO`), as runs `(start, end)`, for `idna.idnadata`.
#[pyfunction]
pub(crate) fn codepoint_classes() -> Vec<(&'static str, Vec<(u32, u32)>)> {
    use hostname::DerivedProperty as P;
    let mut classes: Vec<(&'static str, Vec<(u32, u32)>)> = vec![
        ("PVALID", Vec::new()),
        ("CONTEXTJ", Vec::new()),
        ("CONTEXTO", Vec::new()),
    ];
    for cp in 0..=0x10_FFFF_u32 {
        let Some(c) = char::from_u32(cp) else {
            continue;
        };
        let slot = match hostname::derived_property(c) {
            P::Pvalid => 0,
            P::ContextJ => 1,
            P::ContextO => 2,
            P::Disallowed | P::Unassigned => continue,
        };
        let runs = &mut classes[slot].1;
        match runs.last_mut() {
            Some(last) if last.1 == cp => last.1 = cp + 1,
            _ => runs.push((cp, cp + 1)),
        }
    }
    classes
}

/// UTS #46's mapping table as `idna.uts46data` holds it: the first code
/// point of each row (one row a code point below 256), its status (`V`,
/// `M`, `I` or `X`; the deviations are `V`, as nontransitional processing
/// keeps them) and its mapping.
#[pyfunction]
pub(crate) fn uts46_table() -> (Vec<u32>, Vec<u8>, Vec<Option<String>>) {
    let (mut starts, mut statuses, mut mappings) = (Vec::new(), Vec::new(), Vec::new());
    for cp in 0..=0x10_FFFF_u32 {
        let c = char::from_u32(cp);
        let (status, mapping) = match c.map(rules::status) {
            Some(rules::Status::Valid) => (b'V', None),
            Some(rules::Status::Mapped) => {
                let mut one = [0u8; 4];
                let text = c.unwrap_or_default().encode_utf8(&mut one);
                (
                    b'M',
                    rules::map(text, AsciiDenyList::EMPTY)
                        .ok()
                        .map(Cow::into_owned),
                )
            }
            Some(rules::Status::Ignored) => (b'I', None),
            Some(rules::Status::Disallowed) | None => (b'X', None),
        };
        let same = cp >= 256
            && mapping.is_none()
            && statuses.last() == Some(&status)
            && mappings.last() == Some(&None);
        if !same {
            starts.push(cp);
            statuses.push(status);
            mappings.push(mapping);
        }
    }
    (starts, statuses, mappings)
}
