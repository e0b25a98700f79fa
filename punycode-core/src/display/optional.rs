//! The rules a policy may add ([`Policy::deviations`],
//! `Policy::idna2008`), which neither Chromium's checker as it ships nor
//! UTS #39 applies, each from its source.

#[cfg(feature = "idna2008")]
use alloc::vec::Vec;

use super::policy::Policy;
use super::verdict::Reason;
#[cfg(feature = "idna2008")]
use crate::hostname::{DerivedProperty, derived_property, idna2008, joiners};

/// The optional rules `label` (its Unicode form) breaks.
pub(super) fn reasons(label: &str, policy: &Policy, push: &mut dyn FnMut(Reason)) {
    if policy.deviations {
        // UTS #46 section 6: the four characters that IDNA2003 and
        // transitional processing map to other names.
        if let Some(character) = label
            .chars()
            .find(|c| matches!(c, '\u{DF}' | '\u{3C2}' | '\u{200C}' | '\u{200D}'))
        {
            push(Reason::Deviation { character });
        }
    }
    #[cfg(feature = "idna2008")]
    if policy.idna2008 {
        if let Some(character) = not_registrable(label) {
            push(Reason::NotRegistrable { character });
        }
    }
}

#[cfg(feature = "idna2008")]
/// The first character of `label` that IDNA2008 does not permit where it
/// is (RFC 5891 section 4.2.2): DISALLOWED or UNASSIGNED (RFC 5892
/// section 3, ASCII letters in any case being LDH), or CONTEXTJ or
/// CONTEXTO whose rule of RFC 5892 appendix A fails.
fn not_registrable(label: &str) -> Option<char> {
    let cps: Vec<u32> = label
        .chars()
        .map(|c| u32::from(c.to_ascii_lowercase()))
        .collect();
    let mut context = false;
    for c in label.chars() {
        match derived_property(c.to_ascii_lowercase()) {
            DerivedProperty::Pvalid => {}
            DerivedProperty::ContextJ | DerivedProperty::ContextO => context = true,
            DerivedProperty::Disallowed | DerivedProperty::Unassigned => return Some(c),
        }
    }
    if !context {
        return None;
    }
    let at = match (joiners::check(&cps), idna2008::contexto(&cps)) {
        (Err((_, j)), Err((_, o))) => Some(j.min(o)),
        (Err((_, k)), _) | (_, Err((_, k))) => Some(k),
        _ => None,
    }?;
    cps.get(at).copied().and_then(char::from_u32)
}
