//! The two policies, each a choice of data and rules: the browser's
//! ([`Policy::default`], `chromium.rs`) and UTS #39's ([`Policy::uts39`],
//! `uts39.rs`). A policy holds its rules as a function, so that a program
//! that makes only one links only its rules and tables.

use super::policy::Policy;
use super::{chromium, uts39};

impl Default for Policy {
    /// The browser policy: names are read as URL hosts
    /// ([`Options::url`](crate::hostname::Options::url), as browsers do);
    /// nothing is protected.
    fn default() -> Policy {
        Policy::with_rules(true, chromium::reasons)
    }
}

impl Policy {
    /// The same as [`Policy::default()`].
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// assert_eq!(to_display("bücher.de", &Policy::new()), "bücher.de");
    /// ```
    pub fn new() -> Policy {
        Policy::default()
    }

    /// UTS #39 alone, on Unicode 18's data ([`UNICODE_VERSION`](super::UNICODE_VERSION)),
    /// without what browsers add: the identifier profile
    /// (`Identifier_Status=Allowed`), "highly restrictive" script mixing,
    /// one digit system, no nonspacing mark twice in a run (section 5.4),
    /// whole-script confusables by UTS #39's confusables (under the
    /// top-level domains of the countries that write a script, or written
    /// in it), and protected names compared by UTS #39's skeleton. Every
    /// other rule of the [module documentation](super) is off: this is for
    /// callers who want exactly the standard, not what an address bar
    /// shows.
    ///
    /// ```
    /// use punycode_core::display::{to_display, Policy};
    ///
    /// // U+00B7 outside .cat, and a Cyrillic label of letters that look
    /// // Latin by the browsers' lists (not UTS #39's confusables).
    /// assert_eq!(to_display("l·l.com", &Policy::uts39()), "l·l.com");
    /// assert_eq!(to_display("l·l.com", &Policy::default()), "xn--ll-0ea.com");
    /// assert_eq!(to_display("ск.com", &Policy::uts39()), "ск.com");
    /// assert_eq!(to_display("ск.com", &Policy::default()), "xn--j1an.com");
    /// ```
    pub fn uts39() -> Policy {
        Policy::with_rules(false, uts39::reasons)
    }
}
