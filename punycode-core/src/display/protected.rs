//! The protected names of a [`Policy`](super::Policy) and the index they
//! are searched by: their skeletons, sorted, with the labels in reverse
//! order, and the skeletons of their last labels (the keys are
//! `keys.rs`'s). [`Policy::protect`](super::Policy::protect) fills it;
//! `decide.rs` asks it which protected name a name imitates.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::Range;

use super::data::{browser, skeleton_of};
use super::keys::{Key, Probe, Text, any_starting_with, starting_with};
use super::skeleton::{
    Choice, ascii_skeleton_bytes, chosen_skeleton, first_of_skeleton, push_skeleton,
    skeleton_code_points_while,
};
use crate::hostname::data::{Entry, props as uts46_props};

/// The protected names and their index.
#[derive(Clone, Debug)]
pub(super) struct Protected {
    /// The protected names (Unicode form) by skeleton, with the labels in
    /// reverse order (`corn.google` for `google.com`), so that a name's
    /// skeleton is built from its last label and given up on as soon as no
    /// key starts with it; sorted by skeleton, one name each.
    names: Vec<(Key, String)>,
    /// The skeletons of their last labels, sorted, each once (most names
    /// are told apart by that alone), each with where the protected
    /// skeletons that start with it are: the one that is it alone (a
    /// protected name of one label), and those that go on after a dot. So
    /// a name under a protected TLD goes on with no search.
    last_labels: Vec<LastLabel>,
    /// The protected names' last labels, sorted, each with where its
    /// skeleton is in `last_labels`: a name under one of them (as most
    /// are) has its last label's place with neither its skeleton made nor
    /// that searched for.
    known_last: Vec<(Key, usize)>,
    /// Whether a protected skeleton has anything beyond ASCII (then no
    /// label is ruled out by [`stays_beyond_ascii`]).
    non_ascii_keys: bool,
    /// The fewest labels in a protected skeleton.
    min_labels: usize,
    /// Whether the skeletons are Chromium's readings (the policy's
    /// `Descriptor::chromium_skeletons`), else UTS #39's.
    chromium_skeletons: bool,
}

/// A protected name's last label, by skeleton ([`Protected`]'s
/// `last_labels`).
#[derive(Clone, Debug)]
struct LastLabel {
    skeleton: Key,
    /// The protected skeleton that is this one alone.
    alone: Option<usize>,
    /// The protected skeletons that start with this one and a dot.
    after: Range<usize>,
}

impl Protected {
    /// No names, with skeletons of Chromium's readings
    /// (`chromium_skeletons`) or of UTS #39's.
    pub(super) const fn new(chromium_skeletons: bool) -> Protected {
        Protected {
            names: Vec::new(),
            last_labels: Vec::new(),
            known_last: Vec::new(),
            non_ascii_keys: false,
            min_labels: usize::MAX,
            chromium_skeletons,
        }
    }

    /// The protected names, in their Unicode form.
    pub(super) fn names(&self) -> impl Iterator<Item = &str> {
        self.names.iter().map(|(_, domain)| domain.as_str())
    }

    /// Whether no name is protected.
    pub(super) fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Adds `unicode`, a hostname's Unicode form without a root dot (once
    /// every name is in, [`Protected::finish`]).
    pub(super) fn insert(&mut self, unicode: &str) {
        let (mut key, mut scratch) = (String::new(), Vec::new());
        for (k, label) in unicode.rsplit('.').enumerate() {
            if k > 0 {
                key.push('.');
            }
            push_skeleton(label, self.chromium_skeletons, &mut key, &mut scratch);
            if k == 0 {
                let place = match self.last_label(Probe::of(key.as_bytes())) {
                    Ok(place) => place,
                    Err(at) => {
                        let (alone, after) = (None, 0..0);
                        let skeleton = Key::new(key.clone());
                        self.last_labels.insert(
                            at,
                            LastLabel {
                                skeleton,
                                alone,
                                after,
                            },
                        );
                        // (The known places after it move up one.)
                        for (_, known) in &mut self.known_last {
                            *known += usize::from(*known >= at);
                        }
                        at
                    }
                };
                if let Err(at) = self.known_at(Probe::of(label.as_bytes())) {
                    let entry = (Key::new(label.to_string()), place);
                    self.known_last.insert(at, entry);
                }
            }
        }
        self.non_ascii_keys |= !key.is_ascii();
        self.min_labels = self.min_labels.min(key.split('.').count());
        let probe = Probe::of(key.as_bytes());
        if let Err(at) = self.names.binary_search_by(|(k, _)| k.probe().cmp(probe)) {
            self.names.insert(at, (Key::new(key), unicode.to_string()));
        }
    }

    /// Where each last label's protected skeletons are, now that all are
    /// in place.
    pub(super) fn finish(&mut self) {
        for k in 0..self.last_labels.len() {
            let label = self.last_labels[k].skeleton.as_str();
            let at = self.first_at_or_after(Probe::of(label.as_bytes()));
            let alone = self.names.get(at).filter(|(key, _)| key.as_str() == label);
            let alone = alone.map(|_| at);
            let dotted = [label, "."].concat();
            let after = self.narrow(0..self.names.len(), Probe::of(dotted.as_bytes()));
            (self.last_labels[k].alone, self.last_labels[k].after) = (alone, after);
        }
    }

    /// The protected name that the name of `labels` imitates: one whose
    /// skeleton is that of the name's last labels, while those labels are
    /// not it.
    pub(super) fn imitated(&self, labels: &[&str], alternatives: u32) -> Option<&str> {
        let found = self.imitated_as(labels, 0);
        if found.is_some() || !self.chromium_skeletons || alternatives == 0 || alternatives > 5 {
            return found;
        }
        // Browsers also compare the readings of the characters that read
        // as two things (`alternatives` of them; a name with more than five
        // is no convincing spoof): each as itself, or either reading.
        (1..3u32.pow(alternatives)).find_map(|choice| self.imitated_as(labels, choice))
    }

    /// [`Protected::imitated`] with `choice` (base 3, a digit each, from the
    /// last label's) for the characters that read as two things.
    fn imitated_as(&self, labels: &[&str], choice: u32) -> Option<&str> {
        // The last label's skeleton first: most names stop there, with no
        // string built (UTF-8 orders strings as their code points, so the
        // search by code points is the same as on strings).
        let (last, _) = labels.split_last()?;
        if !self.non_ascii_keys && stays_beyond_ascii(last, self.chromium_skeletons) {
            return None;
        }
        // A name whose last label is ASCII (its skeleton has no dot) and
        // whose next label stays beyond ASCII matches no protected name of
        // two labels or more: both labels are in any match. Only the last
        // label is compared, and with no protected name of one label,
        // nothing (most IDN names stop here).
        let mut compared = labels.len();
        if let [.., next, last] = labels {
            if !self.non_ascii_keys
                && last.is_ascii()
                && stays_beyond_ascii(next, self.chromium_skeletons)
            {
                if self.min_labels >= 2 {
                    return None;
                }
                compared = 1;
            }
        }
        // A protected name's last label (most names are under one): its
        // skeleton and place are known. Else an ASCII last label: its
        // skeleton on the stack; the search goes on only if it is a
        // protected name's last label's.
        let mut buf = [0u8; 128];
        let mut scratch = Vec::new();
        let mut place = 1;
        let mut key = Text::new();
        let ascii = |buf| match choice {
            0 => ascii_skeleton_bytes(last, self.chromium_skeletons, buf),
            _ => None,
        };
        let found = if let Some(found) = self.known_last(last, choice) {
            key.push_probe(self.last_labels[found].skeleton.probe());
            found
        } else if let Some(skeleton) = ascii(&mut buf) {
            let probe = Probe::of(skeleton);
            let found = self.last_label(probe).ok()?;
            key.push_probe(probe);
            found
        } else {
            self.last_beyond_ascii(last, choice, &mut place, &mut scratch, &mut key)?
        };
        // The last label's matches, from `protect`; then each label before
        // it narrows them (`key` ends with a dot while more may follow).
        let LastLabel { alone, after, .. } = &self.last_labels[found];
        let (mut alone, mut range) = (*alone, after.clone());
        key.push('.');
        for from in (labels.len() - compared..labels.len()).rev() {
            if from + 1 < labels.len() {
                if !self.non_ascii_keys && stays_beyond_ascii(labels[from], self.chromium_skeletons)
                {
                    return None;
                }
                // Only if some protected name goes on as this label's
                // skeleton starts (from its first character: most labels
                // stop here, before their skeleton is made).
                if choice == 0 {
                    let first = first_of_skeleton(labels[from], self.chromium_skeletons);
                    if let Some(first) = first.and_then(char::from_u32) {
                        let len = key.len();
                        key.push(first);
                        let goes_on = self.goes_on(range.clone(), key.probe());
                        key.truncate(len);
                        if !goes_on {
                            return None;
                        }
                    }
                }
                // Its skeleton, given up on once no protected name goes on
                // as it starts.
                let mut pushed = 0;
                let went_on = self.label_code_points(
                    labels[from],
                    choice,
                    &mut place,
                    &mut scratch,
                    &mut |cps| {
                        key.push_code_points(&cps[pushed..]);
                        pushed = cps.len();
                        self.goes_on(range.clone(), key.probe())
                    },
                );
                if !went_on {
                    return None;
                }
                key.push_code_points(&scratch[pushed..]);
                let within = self.narrow(range, key.probe());
                alone = Some(within.start).filter(|&at| {
                    !within.is_empty() && self.names[at].0.as_str().len() == key.len()
                });
                key.push('.');
                range = self.narrow(within, key.probe());
            }
            if let Some(at) = alone {
                let domain = &self.names[at].1;
                if !labels[from..].iter().copied().eq(domain.split('.')) {
                    return Some(domain);
                }
            }
            // Only while some protected name has more labels after these.
            if range.is_empty() {
                return None;
            }
        }
        None
    }

    /// Where a last label beyond ASCII that is not a protected name's
    /// own is among the protected last labels (its skeleton onto `key`,
    /// which is empty), if it is.
    fn last_beyond_ascii(
        &self,
        last: &str,
        choice: u32,
        place: &mut u32,
        scratch: &mut Vec<u32>,
        key: &mut Text,
    ) -> Option<usize> {
        // A last label beyond ASCII that is no protected name's (most
        // such top-level domains): the first code point of its skeleton
        // tells, before the whole skeleton is made.
        if choice == 0 {
            let first = first_of_skeleton(last, self.chromium_skeletons).and_then(char::from_u32);
            if let Some(first) = first {
                let mut bytes = [0u8; 4];
                let first = Probe::of(first.encode_utf8(&mut bytes).as_bytes());
                if !self.some_last_label_starts(first) {
                    return None;
                }
            }
        }
        // Its skeleton, given up on once no last label goes on as it
        // starts (`key` is empty).
        let mut pushed = 0;
        let went_on = self.label_code_points(last, choice, place, scratch, &mut |cps| {
            key.push_code_points(&cps[pushed..]);
            pushed = cps.len();
            self.some_last_label_starts(key.probe())
        });
        if !went_on {
            return None;
        }
        key.push_code_points(&scratch[pushed..]);
        self.last_label(key.probe()).ok()
    }

    /// The skeleton of a label as code points in `scratch`: as browsers
    /// read it (with `choice`, from the digit at `place`, which moves past
    /// the label's), or by UTS #39 alone; with every character as itself,
    /// given up on at the first start of it that `goes_on` refuses
    /// (`false`; see [`skeleton_code_points_while`]).
    fn label_code_points(
        &self,
        label: &str,
        choice: u32,
        place: &mut u32,
        scratch: &mut Vec<u32>,
        goes_on: &mut dyn FnMut(&[u32]) -> bool,
    ) -> bool {
        // Room for a skeleton about as long as the label at once, where
        // it would grow a code point at a time (each growth a `realloc`).
        scratch.reserve(label.len() + 16);
        if choice == 0 {
            return skeleton_code_points_while(label, self.chromium_skeletons, scratch, goes_on);
        }
        let at = Choice {
            digits: choice,
            place: *place,
        };
        chosen_skeleton(label, at, scratch);
        for c in label.chars() {
            if browser::alternatives(u32::from(c)).is_some() {
                *place *= 3;
            }
        }
        true
    }

    /// Where the skeleton of `label` is in `last_labels`, when it is a
    /// protected name's last label and every character reads as itself
    /// (`choice` 0).
    fn known_last(&self, label: &str, choice: u32) -> Option<usize> {
        if choice != 0 {
            return None;
        }
        let at = self.known_at(Probe::of(label.as_bytes())).ok()?;
        Some(self.known_last[at].1)
    }

    /// Where the known last label `label` is, or would go.
    fn known_at(&self, label: Probe<'_>) -> Result<usize, usize> {
        self.known_last
            .binary_search_by(|(l, _)| l.probe().cmp(label))
    }

    /// Whether a protected last label's skeleton starts with `start`.
    fn some_last_label_starts(&self, start: Probe<'_>) -> bool {
        any_starting_with(&self.last_labels, |l| l.skeleton.probe(), start)
    }

    /// Where the last label whose skeleton is `skeleton` is, or would go.
    fn last_label(&self, skeleton: Probe<'_>) -> Result<usize, usize> {
        self.last_labels
            .binary_search_by(|l| l.skeleton.probe().cmp(skeleton))
    }

    /// The protected skeletons in `range` that start with `key`.
    fn narrow(&self, range: Range<usize>, key: Probe<'_>) -> Range<usize> {
        let within = starting_with(&self.names[range.clone()], |(k, _)| k.probe(), key);
        range.start + within.start..range.start + within.end
    }

    /// Whether a protected skeleton in `range` starts with `key` ([`Protected::narrow`] is not empty).
    #[inline]
    fn goes_on(&self, range: Range<usize>, key: Probe<'_>) -> bool {
        any_starting_with(&self.names[range], |(k, _)| k.probe(), key)
    }

    /// The index of the first protected skeleton not below `key`.
    fn first_at_or_after(&self, key: Probe<'_>) -> usize {
        self.names.partition_point(|(k, _)| k.probe().lt(key))
    }
}

/// Whether `label`'s skeleton (UTS #39's, or as browsers read it, with
/// any choice of readings) is certainly not all ASCII, so that it matches
/// no protected name when all of theirs are: it has a character beyond
/// ASCII that no table maps, decomposes, reads otherwise, or drops (a
/// combining mark). A quick test, before the skeleton of a label that
/// cannot match is made.
pub(super) fn stays_beyond_ascii(label: &str, browser: bool) -> bool {
    label.chars().any(|c| {
        let cp = u32::from(c);
        cp >= 0x80
            && skeleton_of(cp, browser).is_none_or(|p| !p.is_empty() && !p.is_ascii())
            && browser::extra_skeleton(cp).is_none()
            && browser::without_diacritic(cp).is_none()
            && browser::alternatives(cp).is_none()
            && !Entry::of(cp).decomposes()
            && !uts46_props(cp).is_mark()
    })
}
