//! The UTS #39 policy ([`Policy::uts39`]): the standard's mechanisms
//! alone, on Unicode 18's data (UTS #39 section 5): the General Security
//! Profile (`Identifier_Status=Allowed`), "highly restrictive" script
//! mixing (5.2), one digit system and no nonspacing mark twice in a run
//! (5.4, optional detection), and whole-script confusables by UTS #39's
//! confusables (4), under the top-level domains where a script is not
//! expected.

use super::data::{Props, Restriction, ScriptSet};
use super::policy::{Descriptor, Policy};
use super::skeleton::repeated_mark;
use super::steps::{self, DigitSystems};
use super::verdict::Reason;

/// UTS #39's policy ([`Policy::uts39`]): its rules on Unicode 18's data,
/// protected names by its skeletons, the last label for the top-level
/// domain.
pub(super) const POLICY: Descriptor = Descriptor {
    name: "uts39",
    unicode_version: super::data::UNICODE_VERSION,
    rules: reasons,
    chromium_skeletons: false,
    empty_tld_after_root_dot: false,
};

/// The rules `label` (its Unicode form) breaks under the top-level domain
/// `tld`; no character reads as two things by UTS #39's skeletons (0).
pub(super) fn reasons(
    label: &str,
    tld: &str,
    policy: &Policy,
    push: &mut dyn FnMut(Reason),
) -> u32 {
    let mut not_allowed = None;
    let mut restriction = Restriction::NEW;
    let mut digits = DigitSystems::default();
    // Characters of a script (not digits, not Common), and how many of
    // them look like Latin by UTS #39's confusables.
    let (mut letters, mut lookalikes) = (0, 0);
    let mut nonspacing = false;
    for c in label.chars() {
        let props = Props::of(u32::from(c));
        nonspacing |= props.is_nonspacing();
        if !props.is_allowed() {
            not_allowed.get_or_insert(c);
            continue;
        }
        let set = props.scripts();
        restriction.feed(set);
        let zero = props.digit_zero();
        if let Some(zero) = zero {
            digits.feed(c, zero);
        }
        if !set.is_all() && zero.is_none() {
            letters += 1;
            lookalikes += usize::from(props.looks_latin());
        }
    }
    if let Some(character) = not_allowed {
        push(Reason::NotAllowed { character });
    }
    // (The characters outside the profile have no scripts to mix.)
    let sets = || {
        let props = label.chars().map(|c| Props::of(u32::from(c)));
        props.filter(|p| p.is_allowed()).map(Props::scripts)
    };
    if let Some(reason) = restriction.conflict(sets()) {
        push(reason);
    }
    if let Some(reason) = digits.reason() {
        push(reason);
    }
    // (Only a label with a mark of its own can have one twice in a run:
    // no code point's NFD has the same mark twice.)
    let repeated = nonspacing.then(|| repeated_mark(label, |cp| Props::of(cp).is_nonspacing()));
    if let Some(character) = repeated.flatten() {
        push(Reason::RepeatedMark { character });
    }
    // Whole-script confusables: a label of one script other than Latin
    // whose letters all look Latin.
    let scripts = restriction.scripts();
    if letters > 0 && lookalikes == letters && not_allowed.is_none() && !scripts.has_latin() {
        if let Some(script) = scripts.first_name() {
            if !expected(script, tld, policy) {
                push(Reason::WholeScriptConfusable { script });
            }
        }
    }
    0
}

/// Whether labels of `script` are expected under `tld`: the TLD is on
/// the script's list ([`SCRIPT_TLDS`]) or the caller's, or written in the
/// script (by `Script_Extensions`). Out of line: few labels ask.
#[inline(never)]
fn expected(script: &'static str, tld: &str, policy: &Policy) -> bool {
    let set = ScriptSet::named(script);
    let of_script = |c: char| {
        let scripts = Props::of(u32::from(c)).scripts();
        !scripts.is_all() && !scripts.and(set).is_empty()
    };
    let tlds = SCRIPT_TLDS
        .iter()
        .find(|(s, _)| *s == script)
        .map_or(&[][..], |(_, t)| t);
    steps::script_expected(policy, script, tld, tlds, of_script)
}

/// For the UTS #39 policy, the ASCII ccTLDs of the countries that write
/// each script that has letters like Latin ones (`.pyc` is the ASCII
/// `.рус`; no Indic script has one). UTS #39 itself names none.
const SCRIPT_TLDS: [(&str, &[&str]); 9] = [
    (
        "Cyrillic",
        &[
            "ba", "bg", "by", "eu", "kg", "kz", "me", "mk", "mn", "pyc", "rs", "ru", "su", "tj",
            "ua", "uz",
        ],
    ),
    ("Greek", &["cy", "eu", "gr"]),
    ("Armenian", &["am"]),
    ("Georgian", &["ge"]),
    ("Hebrew", &["il"]),
    ("Ethiopic", &["er", "et"]),
    ("Thai", &["th"]),
    ("Lao", &["la"]),
    ("Myanmar", &["mm"]),
];
