//! What the display rules are configured with: the UTS #46 options names
//! are read with, the names to protect, and where each script is expected.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use super::data::{ScriptSet, browser, skeleton_of};
use super::keys::{Key, Probe, Text, any_starting_with, starting_with};
use super::skeleton::{
    Choice, ascii_skeleton_bytes, chosen_skeleton, first_of_skeleton, push_skeleton,
    skeleton_code_points_while,
};
use super::verdict::Reason;
use crate::hostname::data::{Entry, props as uts46_props};
use crate::hostname::{self, Options};

/// What [`to_display`](super::to_display) and [`check`](super::check)
/// apply. [`Policy::default()`] is what a browser's address bar does
/// (Chromium's, see the [module documentation](super)), [`Policy::uts39`]
/// the standard alone; add names to protect with [`Policy::protect`], and
/// the rules neither has with [`Policy::deviations`] and
/// `Policy::idna2008` (feature `idna2008`).
///
/// ```
/// use punycode_core::display::{to_display, Policy};
///
/// let policy = Policy::default().protect(["google.com"])?;
/// assert_eq!(to_display("gıthub.com", &policy), "gıthub.com");
/// assert_eq!(to_display("gooɡle.com", &policy), "xn--goole-tmc.com");
/// # Ok::<(), punycode_core::display::ProtectError>(())
/// ```
#[derive(Clone, Debug)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent switches, each set by its own method"
)]
pub struct Policy {
    pub(super) options: Options,
    /// The protected names (Unicode form) by skeleton, with the labels in
    /// reverse order (`corn.google` for `google.com`), so that a name's
    /// skeleton is built from its last label and given up on as soon as no
    /// key starts with it; sorted by skeleton, one name each.
    protected: Vec<(Key, String)>,
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
    /// Top-level domains added to a script's (script name, TLD).
    expected: Vec<(String, String)>,
    /// Whether Chromium's readings apply: its skeleton data (Unicode 16)
    /// and characters with two readings for protected names, and an empty
    /// top-level domain after a root dot. True for [`Policy::default`]
    /// only; [`Policy::uts39`] and [`Policy::firefox`] compare protected
    /// names by UTS #39's skeletons (Unicode 18).
    pub(super) browser: bool,
    /// The policy's rules on one label (`chromium::reasons`,
    /// `firefox::reasons` or `uts39::reasons`): a function, so that a
    /// program links only the rules and tables of the policies it makes.
    pub(super) rules: Rules,
    /// [`Policy::imitated`], once a name is protected: a function, so that
    /// a program that protects none links no skeletons.
    imitation: Option<Imitation>,
    /// [`Policy::deviations`].
    pub(super) deviations: bool,
    /// `Policy::idna2008`.
    #[cfg(feature = "idna2008")]
    pub(super) idna2008: bool,
}

/// A protected name's last label, by skeleton ([`Policy`]'s
/// `last_labels`).
#[derive(Clone, Debug)]
struct LastLabel {
    skeleton: Key,
    /// The protected skeleton that is this one alone.
    alone: Option<usize>,
    /// The protected skeletons that start with this one and a dot.
    after: Range<usize>,
}

/// A policy's rules on one label: the label (its Unicode form), the
/// top-level domain, the policy, and where the reasons go. They answer
/// how many characters of the label read as two things by the policy's
/// skeletons (counted with what they read of each character; none for a
/// policy whose skeletons read each one way), for the protected names.
pub(super) type Rules = fn(&str, &str, &Policy, &mut dyn FnMut(Reason)) -> u32;

/// [`Policy::imitated`]'s type.
type Imitation = for<'p> fn(&'p Policy, &[&str], u32) -> Option<&'p str>;

impl Policy {
    /// A policy with nothing protected, names read as URL hosts
    /// ([`Options::url`], as browsers do), on `browser`'s data with `rules`
    /// (the constructors of `policies.rs`).
    pub(super) fn with_rules(browser: bool, rules: Rules) -> Policy {
        Policy {
            options: Options::url(),
            protected: Vec::new(),
            last_labels: Vec::new(),
            known_last: Vec::new(),
            non_ascii_keys: false,
            min_labels: usize::MAX,
            expected: Vec::new(),
            browser,
            rules,
            imitation: None,
            deviations: false,
            #[cfg(feature = "idna2008")]
            idna2008: false,
        }
    }
}

/// A name that [`Policy::protect`] could not take: not a valid hostname.
///
/// ```
/// use punycode_core::display::Policy;
///
/// let err = Policy::default().protect(["ok.com", "a/b.com"]).unwrap_err();
/// assert_eq!(err.domain(), "a/b.com");
/// assert_eq!((err.error().code(), err.error().position()), ("U1", 1));
/// assert!(err.to_string().starts_with("cannot protect \"a/b.com\": "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProtectError {
    domain: String,
    error: hostname::Error,
}

impl ProtectError {
    /// The name as it was given.
    pub fn domain(&self) -> &str {
        &self.domain
    }

    /// Why UTS #46 refused it.
    pub fn error(&self) -> &hostname::Error {
        &self.error
    }
}

/// A script that [`Policy::expect_script`] does not know: its Unicode
/// name is wanted (`Cyrillic`, `Greek`, `Old_Italic`).
///
/// ```
/// use punycode_core::display::Policy;
///
/// let err = Policy::default().expect_script("Klingon", "com").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unknown script \"Klingon\": give a script's Unicode name, such as Cyrillic or Greek"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownScript {
    script: String,
}

impl UnknownScript {
    /// The name as it was given.
    pub fn script(&self) -> &str {
        &self.script
    }
}

impl fmt::Display for UnknownScript {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown script {:?}: give a script's Unicode name, such as Cyrillic or Greek",
            self.script
        )
    }
}

impl core::error::Error for UnknownScript {}

impl fmt::Display for ProtectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot protect {:?}: {}", self.domain, self.error)
    }
}

impl core::error::Error for ProtectError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.error)
    }
}

impl Policy {
    /// Also hides a label with one of the four deviation characters of UTS
    /// #46 section 6 (`ß`, `ς`, ZWJ, ZWNJ), which IDNA2003 and transitional
    /// processing map to another name (`faß.de` to `fass.de`): for names
    /// that other software may resolve elsewhere. Chromium looks for them
    /// only to count them in its metrics (`GetDeviationCharacter`), not to
    /// hide them; no policy hides them by default.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// assert_eq!(to_display("faß.de", &Policy::default()), "faß.de");
    /// assert_eq!(to_display("faß.de", &Policy::default().deviations(true)), "xn--fa-hia.de");
    /// ```
    #[must_use]
    pub fn deviations(mut self, on: bool) -> Policy {
        self.deviations = on;
        self
    }

    /// Also hides a label that IDNA2008 would not register (feature
    /// `idna2008`; RFC 5891
    /// section 4.2.2): a character that RFC 5892 disallows (punctuation
    /// and symbols that pass for ASCII ones, such as `‐` U+2010 or `’`),
    /// or one of the contextual characters where its rule of RFC 5892
    /// appendix A fails (the middle dot outside `l·l`, Greek keraia not
    /// before Greek, Hebrew geresh and gershayim not after Hebrew, the
    /// Katakana middle dot without Kana or Han, Arabic-Indic digits of
    /// both kinds). UTS #46 keeps such characters, and no policy hides
    /// them by default.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// let strict = Policy::default().idna2008(true);
    /// assert_eq!(to_display("l·l.cat", &strict), "l·l.cat");
    /// assert_eq!(to_display("a·b.cat", &strict), "xn--ab-0ea.cat");
    /// ```
    #[must_use]
    #[cfg(feature = "idna2008")]
    #[cfg_attr(docsrs, doc(cfg(feature = "idna2008")))]
    pub fn idna2008(mut self, on: bool) -> Policy {
        self.idna2008 = on;
        self
    }

    /// Reads names with these UTS #46 options instead of
    /// [`Options::url`] (for example [`Options::lookup`], which refuses `_`).
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    /// use punycode_core::hostname::Options;
    ///
    /// let dns = Policy::default().options(Options::lookup());
    /// // Not a DNS hostname: given back as it came, lowercased.
    /// assert_eq!(to_display("My_Host.example", &dns), "my_host.example");
    /// ```
    #[must_use]
    pub fn options(mut self, options: Options) -> Policy {
        self.options = options;
        self
    }

    /// Adds names to protect: a name that looks like one of them (the same
    /// UTS #39 skeleton) but is not it, nor under it, is shown in ASCII
    /// whole, with [`Reason::LooksLike`] naming it. Its subdomains are not
    /// lookalikes; a name that differs after skeletons (`googles.com` from
    /// `google.com`) is not either. Names may be given in Unicode or ASCII,
    /// in any case. A protected name is a hostname in DNS's sense: it is
    /// read with the policy's [`options`](Policy::options), STD3's letters,
    /// digits and hyphens (RFC 1123, no hyphen first or last; UTS #46's
    /// `CheckHyphens`), and DNS's lengths of its ASCII form (RFC 1034: no
    /// empty label but a root dot, none over 63 bytes, at most 253), so
    /// `""`, `a..b`, `a_b.com` and `-a.com` are refused.
    ///
    /// ```
    /// use punycode_core::display::{check, Policy, Reason};
    ///
    /// let policy = Policy::default().protect(["paypal.com", "xn--80ak6aa92e.com"])?;
    /// let verdict = check("pаypal.com", &policy).unwrap(); // Cyrillic а
    /// assert!(verdict.labels()[0].reasons().contains(&Reason::LooksLike {
    ///     domain: "paypal.com".into()
    /// }));
    /// assert!(check("www.paypal.com", &policy).unwrap().is_shown());
    /// assert!(Policy::default().protect(["a..b"]).is_err()); // an empty label
    /// assert!(Policy::default().protect([""]).is_err());
    /// assert!(Policy::default().protect(["a_b.com"]).is_err()); // not STD3
    /// assert!(Policy::default().protect(["-a.com"]).is_err());
    /// assert!(Policy::default().protect(["exa\u{200D}mple.com"]).is_err());
    /// # Ok::<(), punycode_core::display::ProtectError>(())
    /// ```
    pub fn protect<I>(mut self, domains: I) -> Result<Policy, ProtectError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        self.imitation = Some(Policy::imitated);
        for domain in domains {
            let domain = domain.as_ref();
            let refused = |error| ProtectError {
                domain: domain.to_string(),
                error,
            };
            // (UTS #46's ToUnicode checks no length: the ASCII form is held
            // to them.)
            let hostname = self
                .options
                .use_std3_ascii_rules(true)
                .check_hyphens(true)
                .verify_dns_length(true);
            hostname::to_ascii(domain, hostname).map_err(refused)?;
            let unicode = hostname::to_unicode(domain, hostname).map_err(refused)?;
            let unicode = unicode.strip_suffix('.').unwrap_or(&unicode);
            let (mut key, mut scratch) = (String::new(), Vec::new());
            for (k, label) in unicode.rsplit('.').enumerate() {
                if k > 0 {
                    key.push('.');
                }
                push_skeleton(label, self.browser, &mut key, &mut scratch);
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
            if let Err(at) = self
                .protected
                .binary_search_by(|(k, _)| k.probe().cmp(probe))
            {
                self.protected
                    .insert(at, (Key::new(key), unicode.to_string()));
            }
        }
        // Where each last label's protected skeletons are, now that all
        // are in place.
        for k in 0..self.last_labels.len() {
            let label = self.last_labels[k].skeleton.as_str();
            let at = self.first_at_or_after(Probe::of(label.as_bytes()));
            let alone = self
                .protected
                .get(at)
                .filter(|(key, _)| key.as_str() == label);
            let alone = alone.map(|_| at);
            let dotted = [label, "."].concat();
            let after = self.narrow(0..self.protected.len(), Probe::of(dotted.as_bytes()));
            (self.last_labels[k].alone, self.last_labels[k].after) = (alone, after);
        }
        Ok(self)
    }

    /// Shows labels of `script` (its Unicode name, as in
    /// [`Reason::WholeScriptConfusable`]) that look like Latin under the
    /// top-level domain `tld` too (its Unicode form, without dots), beyond
    /// the policy's list (Chromium's; Firefox's for its Cyrillic and Thai
    /// rules; for [`Policy::uts39`] the countries that write the script).
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// assert_eq!(to_display("ѕсоре.com", &Policy::default()), "xn--e1argc3h.com");
    /// let policy = Policy::default().expect_script("Cyrillic", "com")?;
    /// assert_eq!(to_display("ѕсоре.com", &policy), "ѕсоре.com");
    /// let firefox = Policy::firefox().expect_script("Cyrillic", "com")?;
    /// assert_eq!(to_display("ѕсоре.com", &firefox), "ѕсоре.com");
    /// assert_eq!(to_display("ѕсоре.net", &firefox), "xn--e1argc3h.net");
    ///
    /// // A script is named by its Unicode name, in any case; an unknown
    /// // name is refused, not ignored.
    /// assert!(Policy::default().expect_script("cyrillic", "com").is_ok());
    /// let err = Policy::default().expect_script("Cyrl", "com").unwrap_err();
    /// assert_eq!(err.script(), "Cyrl");
    /// # Ok::<(), punycode_core::display::UnknownScript>(())
    /// ```
    pub fn expect_script(mut self, script: &str, tld: &str) -> Result<Policy, UnknownScript> {
        let Some(name) = ScriptSet::script_named(script) else {
            return Err(UnknownScript {
                script: script.to_string(),
            });
        };
        self.expected
            .push((name.to_string(), tld.to_ascii_lowercase()));
        Ok(self)
    }

    /// The protected names, in their Unicode form.
    ///
    /// ```
    /// use punycode_core::display::Policy;
    ///
    /// let policy = Policy::default().protect(["Example.COM"])?;
    /// assert_eq!(policy.protected().collect::<Vec<_>>(), ["example.com"]);
    /// # Ok::<(), punycode_core::display::ProtectError>(())
    /// ```
    pub fn protected(&self) -> impl Iterator<Item = &str> {
        self.protected.iter().map(|(_, domain)| domain.as_str())
    }

    /// Whether any name is protected.
    pub(super) fn protects(&self) -> bool {
        !self.protected.is_empty()
    }

    /// The protected name that the name of `labels` imitates (see
    /// [`Policy::imitated`]), if any name is protected.
    pub(super) fn imitation(&self, labels: &[&str], alternatives: u32) -> Option<&str> {
        self.imitation?(self, labels, alternatives)
    }

    /// The protected name that the name of `labels` imitates: one whose
    /// skeleton is that of the name's last labels, while those labels are
    /// not it.
    fn imitated(&self, labels: &[&str], alternatives: u32) -> Option<&str> {
        let found = self.imitated_as(labels, 0);
        if found.is_some() || !self.browser || alternatives == 0 || alternatives > 5 {
            return found;
        }
        // Browsers also compare the readings of the characters that read
        // as two things (`alternatives` of them; a name with more than five
        // is no convincing spoof): each as itself, or either reading.
        (1..3u32.pow(alternatives)).find_map(|choice| self.imitated_as(labels, choice))
    }

    /// [`Policy::imitated`] with `choice` (base 3, a digit each, from the
    /// last label's) for the characters that read as two things.
    fn imitated_as(&self, labels: &[&str], choice: u32) -> Option<&str> {
        // The last label's skeleton first: most names stop there, with no
        // string built (UTF-8 orders strings as their code points, so the
        // search by code points is the same as on strings).
        let (last, _) = labels.split_last()?;
        if !self.non_ascii_keys && stays_beyond_ascii(last, self.browser) {
            return None;
        }
        // A name whose last label is ASCII (its skeleton has no dot) and
        // whose next label stays beyond ASCII matches no protected name of
        // two labels or more: both labels are in any match. Only the last
        // label is compared, and with no protected name of one label,
        // nothing (most IDN names stop here).
        let mut compared = labels.len();
        if let [.., next, last] = labels {
            if !self.non_ascii_keys && last.is_ascii() && stays_beyond_ascii(next, self.browser) {
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
            0 => ascii_skeleton_bytes(last, self.browser, buf),
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
                if !self.non_ascii_keys && stays_beyond_ascii(labels[from], self.browser) {
                    return None;
                }
                // Only if some protected name goes on as this label's
                // skeleton starts (from its first character: most labels
                // stop here, before their skeleton is made).
                if choice == 0 {
                    let first = first_of_skeleton(labels[from], self.browser);
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
                    !within.is_empty() && self.protected[at].0.as_str().len() == key.len()
                });
                key.push('.');
                range = self.narrow(within, key.probe());
            }
            if let Some(at) = alone {
                let domain = &self.protected[at].1;
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
            let first = first_of_skeleton(last, self.browser).and_then(char::from_u32);
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
            return skeleton_code_points_while(label, self.browser, scratch, goes_on);
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
        let within = starting_with(&self.protected[range.clone()], |(k, _)| k.probe(), key);
        range.start + within.start..range.start + within.end
    }

    /// Whether a protected skeleton in `range` starts with `key` ([`Policy::narrow`] is not empty).
    #[inline]
    fn goes_on(&self, range: Range<usize>, key: Probe<'_>) -> bool {
        any_starting_with(&self.protected[range], |(k, _)| k.probe(), key)
    }

    /// The index of the first protected skeleton not below `key`.
    fn first_at_or_after(&self, key: Probe<'_>) -> usize {
        self.protected.partition_point(|(k, _)| k.probe().lt(key))
    }

    /// Whether the caller added `tld` for `script` ([`Policy::expect_script`]).
    pub(super) fn expected_by_caller(&self, script: &str, tld: &str) -> bool {
        self.expected.iter().any(|(s, t)| s == script && t == tld)
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
