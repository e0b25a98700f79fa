//! Whether a hostname may be shown to a person in Unicode, as browsers
//! decide: a `Policy` (Chromium's, Firefox's or UTS #39's), `toDisplay`
//! and `check`.

use napi::bindgen_prelude::Either;
use napi::{JsString, Result};
use napi_derive::napi;
use punycode_core::display;

use crate::errors::{self, ErrorInfo};
use crate::text::{self, Input};

/// The rules a name is shown by.
#[napi]
pub struct Policy {
    inner: display::Policy,
}

/// A domain that `protect` could not take, and why.
#[napi(object)]
pub struct Refused {
    /// The domain as given.
    pub domain: String,
    /// Why it is no hostname.
    pub error: ErrorInfo,
}

#[napi]
impl Policy {
    /// Chromium's address bar (the default).
    #[napi(factory)]
    pub fn chromium() -> Policy {
        Policy {
            inner: display::Policy::default(),
        }
    }

    /// Firefox's `network.IDN.restriction_profile` (moderately
    /// restrictive), with its blocklist.
    #[napi(factory)]
    pub fn firefox() -> Policy {
        Policy {
            inner: display::Policy::firefox(),
        }
    }

    /// UTS #39 alone, on the latest Unicode.
    #[napi(factory)]
    pub fn uts39() -> Policy {
        Policy {
            inner: display::Policy::uts39(),
        }
    }

    /// The policy's name: `chromium`, `firefox` or `uts39`.
    #[napi(getter)]
    pub fn name(&self) -> &'static str {
        self.inner.name()
    }

    /// The Unicode version of the policy's data (`16.0.0` for Chromium's).
    #[napi(getter, js_name = "unicodeVersion")]
    pub fn unicode_version(&self) -> &'static str {
        self.inner.unicode_version()
    }

    /// A new policy that also shows in ASCII a name whose skeleton is that
    /// of one of `domains` without being it or under it; or, for a domain
    /// that is no hostname, that domain and why.
    #[napi(js_name = "protectOrRefuse")]
    pub fn protect(&self, domains: Vec<String>) -> Either<Policy, Refused> {
        match self.inner.clone().protect(&domains) {
            Ok(inner) => Either::A(Policy { inner }),
            Err(e) => Either::B(Refused {
                domain: e.domain().to_owned(),
                error: errors::hostname(e.error(), e.domain()),
            }),
        }
    }

    /// A new policy for which `tld` is a top-level domain of `script` (a
    /// Unicode script name), or the error's message for an unknown one.
    #[napi(js_name = "expectScriptOrRefuse")]
    pub fn expect_script(&self, script: String, tld: String) -> Either<Policy, String> {
        match self.inner.clone().expect_script(&script, &tld) {
            Ok(inner) => Either::A(Policy { inner }),
            Err(e) => Either::B(e.to_string()),
        }
    }

    /// The protected names, in their Unicode form.
    #[napi(getter)]
    pub fn protected(&self) -> Vec<String> {
        self.inner.protected().map(str::to_owned).collect()
    }
}

/// Why a label is not shown in Unicode.
#[napi(object)]
pub struct ReasonInfo {
    /// A short stable name of the rule (`mixed-scripts`, ...).
    pub code: String,
    /// What the rule found, in words.
    pub message: String,
}

/// One label's verdict.
#[napi(object)]
pub struct LabelInfo {
    /// The label in Unicode.
    pub unicode: String,
    /// The label in ASCII.
    pub ascii: String,
    /// What is shown: `unicode` or `ascii`.
    pub display: String,
    /// Whether it is shown in Unicode.
    pub shown: bool,
    /// Why not, if not.
    pub reasons: Vec<ReasonInfo>,
}

/// A name's verdict.
#[napi(object)]
pub struct VerdictInfo {
    /// Whether every label is shown in Unicode.
    pub shown: bool,
    /// Each label's verdict.
    pub labels: Vec<LabelInfo>,
}

/// The form of `name` to show a person under `policy`: Unicode where the
/// policy allows it, else ASCII; an invalid name as it is given.
#[napi(js_name = "toDisplay")]
pub fn to_display(
    name: String,
    value: JsString<'_>,
    policy: &Policy,
) -> Result<Either<String, ErrorInfo>> {
    Ok(match text::read(name, value)? {
        Input::Text(name) => Either::A(display::to_display(&name, &policy.inner)),
        Input::LoneSurrogate(at) => Either::B(errors::lone_surrogate(at)),
    })
}

/// Every label's verdict under `policy`, or the name's error.
#[napi(js_name = "check")]
pub fn check(
    name: String,
    value: JsString<'_>,
    policy: &Policy,
) -> Result<Either<VerdictInfo, ErrorInfo>> {
    let name = match text::read(name, value)? {
        Input::Text(name) => name,
        Input::LoneSurrogate(at) => return Ok(Either::B(errors::lone_surrogate(at))),
    };
    Ok(match display::check(&name, &policy.inner) {
        Ok(verdict) => {
            let labels: Vec<LabelInfo> = verdict
                .labels()
                .iter()
                .map(|label| LabelInfo {
                    unicode: label.unicode().to_owned(),
                    ascii: label.ascii().to_owned(),
                    display: label.display().to_owned(),
                    shown: label.is_shown(),
                    reasons: label
                        .reasons()
                        .iter()
                        .map(|r| ReasonInfo {
                            code: r.code().to_owned(),
                            message: r.to_string(),
                        })
                        .collect(),
                })
                .collect();
            Either::A(VerdictInfo {
                shown: verdict.is_shown(),
                labels,
            })
        }
        Err(e) => Either::B(errors::hostname(&e, &name)),
    })
}
