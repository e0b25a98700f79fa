//! Deciding a name: [`to_display`], the form to show, and [`check`], the
//! verdict with every reason; both hold each label to the policy's rules
//! (`chromium.rs`, `firefox.rs` or `uts39.rs`, then `optional.rs`) and the
//! name to the protected names (`policy.rs`).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::optional;
use super::policy::Policy;
use super::verdict::{LabelVerdict, Reason, Verdict};
use crate::hostname;

/// The name as a person should see it: each label in Unicode where the
/// policy allows, else as its A-label. A name that is not valid comes back
/// as given, with ASCII lowercased and each non-ASCII label as Punycode of
/// its characters (never Unicode the policy has not judged).
///
/// ```
/// use punycode_core::display::{to_display, Policy};
///
/// let policy = Policy::default();
/// assert_eq!(to_display("Bücher.DE", &policy), "bücher.de");
/// assert_eq!(to_display("xn--e1afmkfd.xn--p1ai", &policy), "пример.рф");
/// assert_eq!(to_display("xn--80ak6aa92e.com", &policy), "xn--80ak6aa92e.com");
/// assert_eq!(to_display("EXAMPLE.com", &policy), "example.com");
/// // Not valid (a joiner out of context): Unicode is never shown.
/// assert_eq!(to_display("a\u{200D}b.com", &policy), "xn--ab-m1t.com");
/// ```
pub fn to_display(name: &str, policy: &Policy) -> String {
    let Ok(unicode) = hostname::to_unicode(name, policy.options) else {
        return as_given(name);
    };
    // Nothing to judge: every label is ASCII, shown as it is. Nearly every
    // ASCII name comes here from the conversion's own fast path (one
    // branch-free pass), where a pass of ours first cost as much again.
    if unicode.is_ascii() {
        return unicode;
    }
    // Which labels are hidden, a bit each (a vector past 64 labels).
    let mut bits = 0u64;
    let mut many: Vec<bool> = Vec::new();
    let (text, root) = without_root(&unicode);
    let labels = Labels::of(text);
    judge(text, labels.as_slice(), root, policy, false, |k, _| {
        if k < 64 {
            bits |= 1 << k;
        } else {
            many.resize(many.len().max(k + 1), false);
            many[k] = true;
        }
    });
    if bits == 0 && many.is_empty() {
        return unicode;
    }
    let shown = |k: usize| match k {
        0..64 => bits & 1 << k == 0,
        _ => !many.get(k).copied().unwrap_or(false),
    };
    let mut out = String::with_capacity(unicode.len() + 16);
    for (k, label) in labels.as_slice().iter().enumerate() {
        if k > 0 {
            out.push('.');
        }
        if shown(k) || label.is_ascii() {
            out.push_str(label);
            continue;
        }
        if push_a_label(&mut out, label).is_err() {
            return as_given(name);
        }
    }
    if root {
        out.push('.');
    }
    out
}

/// Each label of `name`: its Unicode and ASCII forms, and the rules of the
/// policy it breaks. `Err` for a name that is not valid by the policy's
/// [`Options`](hostname::Options).
///
/// ```
/// use punycode_core::display::{check, Policy, Reason};
///
/// let verdict = check("ѕсоре.com", &Policy::default())?;
/// assert_eq!(
///     verdict.labels()[0].reasons(),
///     [Reason::WholeScriptConfusable { script: "Cyrillic" }]
/// );
/// assert!(check("ѕсоре.рф", &Policy::default())?.is_shown());
/// assert!(check("a..b", &Policy::default().options(punycode_core::hostname::Options::lookup())).is_err());
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn check(name: &str, policy: &Policy) -> Result<Verdict, hostname::Error> {
    let unicode = hostname::to_unicode(name, policy.options)?;
    let mut reasons: Vec<Vec<Reason>> = Vec::new();
    let (text, root) = without_root(&unicode);
    let texts = Labels::of(text);
    let texts = texts.as_slice();
    judge(text, texts, root, policy, true, |k, reason| {
        reasons.resize_with(reasons.len().max(k + 1), Vec::new);
        reasons[k].push(reason);
    });
    reasons.resize_with(texts.len(), Vec::new);
    let mut labels = Vec::with_capacity(texts.len());
    for (&label, reasons) in texts.iter().zip(reasons) {
        let ascii = if label.is_ascii() {
            label.to_string()
        } else {
            a_label(label, policy)?
        };
        labels.push(LabelVerdict {
            unicode: label.to_string(),
            ascii,
            reasons,
        });
    }
    Ok(Verdict { labels, root })
}

/// Judges each label of `text` (what `to_unicode` gave, without its root
/// dot, which `root` says it had), `labels`, by the policy:
/// `reason(k, reason)` for each rule label `k` breaks, then each non-ASCII
/// label looks like a protected name if the whole name does (looked for,
/// unless `every_reason`, only when a non-ASCII label is shown so far). An
/// ASCII label is shown as it is.
fn judge(
    text: &str,
    labels: &[&str],
    root: bool,
    policy: &Policy,
    every_reason: bool,
    mut reason: impl FnMut(usize, Reason),
) {
    // The top-level domain: the last label, or what follows the last dot
    // for a policy that reads it so (nothing after a root dot).
    let tld = match labels.last() {
        Some(&last) if !(root && policy.descriptor.empty_tld_after_root_dot) => last,
        _ => "",
    };
    let mut alternatives = 0;
    // Whether a non-ASCII label breaks no rule (so far).
    let mut one_shown = false;
    for (k, label) in labels.iter().enumerate() {
        if label.is_ascii() {
            continue;
        }
        let mut broken = false;
        let mut push = |r| {
            broken = true;
            reason(k, r);
        };
        // (With the characters that read as two things, for the
        // protected names.)
        alternatives += policy.rules()(label, tld, policy, &mut push);
        optional::reasons(label, policy, &mut push);
        one_shown |= !broken;
    }
    // A name that looks like a protected one has every non-ASCII label
    // hidden: for the form to show, that matters only if one is shown.
    if policy.protects() && !text.is_ascii() && (every_reason || one_shown) {
        if let Some(domain) = policy.imitation(labels, alternatives) {
            for (k, _) in labels.iter().enumerate().filter(|(_, l)| !l.is_ascii()) {
                reason(
                    k,
                    Reason::LooksLike {
                        domain: domain.to_string(),
                    },
                );
            }
        }
    }
}

/// The labels of a name: on the stack up to [`Labels::FEW`] (nearly every
/// name), so that judging one allocates nothing for them.
enum Labels<'a> {
    Few([&'a str; Labels::FEW], usize),
    Many(Vec<&'a str>),
}

impl<'a> Labels<'a> {
    const FEW: usize = 8;

    /// Inline, so that the labels are made where they are kept (a move of
    /// them is a copy of their array).
    #[inline(always)]
    fn of(text: &'a str) -> Labels<'a> {
        // By bytes: a `.` is one, and `str::split` costs more than these
        // few labels.
        let mut labels = Labels::Few([""; Labels::FEW], 0);
        let mut start = 0;
        for (at, &b) in text.as_bytes().iter().enumerate() {
            if b == b'.' {
                labels.push(&text[start..at]);
                start = at + 1;
            }
        }
        labels.push(&text[start..]);
        labels
    }

    #[inline(always)]
    fn push(&mut self, label: &'a str) {
        match self {
            Labels::Few(few, n) if *n < Labels::FEW => {
                few[*n] = label;
                *n += 1;
            }
            _ => self.push_beyond_few(label),
        }
    }

    /// [`Labels::push`] past [`Labels::FEW`] labels (out of line: few
    /// names have so many).
    #[cold]
    #[inline(never)]
    fn push_beyond_few(&mut self, label: &'a str) {
        match self {
            Labels::Few(few, _) => {
                let mut many = few.to_vec();
                many.push(label);
                *self = Labels::Many(many);
            }
            Labels::Many(many) => many.push(label),
        }
    }

    fn as_slice(&self) -> &[&'a str] {
        match self {
            Labels::Few(few, n) => &few[..*n],
            Labels::Many(many) => many,
        }
    }
}

/// The A-label of a label that `to_unicode` gave: UTS #46 `ToASCII` of it
/// alone, without DNS lengths (`ToUnicode` has none, and what is shown of a
/// name does not depend on them).
fn a_label(label: &str, policy: &Policy) -> Result<String, hostname::Error> {
    let mut out = String::with_capacity(label.len() + 8);
    match push_a_label(&mut out, label) {
        Ok(()) => Ok(out),
        // Should Punycode refuse it, `ToASCII` says why.
        Err(_) => hostname::to_ascii(label, policy.options.verify_dns_length(false)),
    }
}

/// The A-label of a non-ASCII label that `to_unicode` gave, onto `out`:
/// such a label is mapped and valid already, so its A-label is `xn--` and
/// its Punycode (`ToASCII` would find nothing to change). An error only
/// where Punycode overflows. (By the `String` encoder, which takes long
/// labels in O(n log n); `encode_to_fmt` is quadratic in them.)
fn push_a_label(out: &mut String, label: &str) -> Result<(), crate::punycode::error::Error> {
    let start = out.len();
    out.push_str("xn--");
    crate::punycode::string::encode_onto(out, label).inspect_err(|_| out.truncate(start))
}

/// A name without its root dot, and whether it had one.
fn without_root(name: &str) -> (&str, bool) {
    match name.strip_suffix('.') {
        Some(text) if !text.is_empty() => (text, true),
        _ => (name, false),
    }
}

/// A name that is not valid, for showing: ASCII lowercased, each label that
/// is not ASCII as `xn--` and the Punycode of its characters as given (or
/// its code points, `\u{…}`, should Punycode fail).
fn as_given(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for (k, label) in name.split('.').enumerate() {
        if k > 0 {
            out.push('.');
        }
        let start = out.len();
        if label.is_ascii() {
            out.push_str(label);
            out[start..].make_ascii_lowercase();
            continue;
        }
        match push_a_label(&mut out, label) {
            Ok(()) => out[start..].make_ascii_lowercase(),
            Err(_) => {
                for c in label.chars() {
                    if c.is_ascii() {
                        out.push(c.to_ascii_lowercase());
                    } else {
                        let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::String;
    use alloc::vec;
    use alloc::vec::Vec;

    /// Every name of up to six of these characters: dots, hyphens, both
    /// cases of the prefix's letters, a digit, and a letter beyond ASCII.
    fn names() -> Vec<String> {
        let alphabet = ["x", "N", "-", ".", "a", "0", "ü"];
        let mut all = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..6 {
            last = last
                .iter()
                .flat_map(|n| alphabet.iter().map(move |b| format!("{n}{b}")))
                .collect();
            all.extend(last.iter().cloned());
        }
        all
    }

    /// A name in ASCII with no A-label has nothing to decode: it is shown
    /// as it is, lowercased, valid or not, by every policy (on every name
    /// of `names`, and labels of 62 to 64 bytes and names of 252 to 254).
    #[test]
    fn ascii_without_a_label_is_itself_lowercased() {
        let mut long = Vec::new();
        for n in 62..=64 {
            long.push(format!("{}.com", "a".repeat(n)));
            long.push(format!("A-{}.com", "b".repeat(n - 2)));
        }
        for n in 252..=254 {
            long.push(format!("{}.B", "a.".repeat((n - 1) / 2)));
        }
        let policies = [Policy::default(), Policy::firefox(), Policy::uts39()];
        let mut checked = 0;
        for name in names().into_iter().chain(long) {
            let a_label = name.split('.').any(|l| {
                l.len() >= 4 && l.is_char_boundary(4) && l[..4].eq_ignore_ascii_case("xn--")
            });
            if !name.is_ascii() || a_label {
                continue;
            }
            for policy in &policies {
                assert_eq!(
                    to_display(&name, policy),
                    name.to_ascii_lowercase(),
                    "{name:?}"
                );
            }
            checked += 1;
        }
        assert!(checked > 10_000, "{checked}");
    }
}
