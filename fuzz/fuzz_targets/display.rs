//! `display` on any input: no panic; a name that is not valid is never
//! shown in Unicode; a valid one is shown as its verdict says, each hidden
//! label as its A-label, each shown label as its Unicode form.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use punycode_core::display::{Policy, check, to_display};
use punycode_core::hostname::{Options, to_ascii, to_unicode};

fn policies() -> &'static [Policy; 3] {
    static POLICIES: OnceLock<[Policy; 3]> = OnceLock::new();
    POLICIES.get_or_init(|| {
        // Names with the characters the browsers' skeleton reads as two
        // things or maps, so that every lookup path is taken.
        let protected = [
            "google.com",
            "paypal.com",
            "xn--80ak6aa92e.com",
            "bücher.de",
            "test.net",
            "wmht.com",
        ];
        [
            Policy::default().protect(protected).unwrap(),
            Policy::default()
                .options(Options::lookup())
                .protect(protected)
                .unwrap(),
            Policy::uts39().protect(protected).unwrap(),
        ]
    })
}

fuzz_target!(|input: String| {
    for policy in policies() {
        let shown = to_display(&input, policy);
        match check(&input, policy) {
            Err(_) => assert!(
                shown.is_ascii(),
                "{input:?} is not valid, yet shown as {shown:?}"
            ),
            Ok(verdict) => {
                assert_eq!(shown, verdict.to_string(), "{input:?}");
                for label in verdict.labels() {
                    let options = Options::url();
                    if !label.unicode().is_empty() && !label.unicode().is_ascii() {
                        assert_eq!(
                            to_unicode(label.ascii(), options).as_deref(),
                            Ok(label.unicode())
                        );
                        assert_eq!(
                            to_ascii(label.unicode(), options).as_deref(),
                            Ok(label.ascii())
                        );
                    }
                    if !label.is_shown() {
                        assert!(label.display().is_ascii(), "{input:?}");
                    }
                }
            }
        }
    }
});
