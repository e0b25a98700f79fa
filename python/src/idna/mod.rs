//! `PyPI`'s `idna`: its API on the engine: `encode`, `decode`, `alabel`,
//! `ulabel`, `uts46_remap` and the single rules, with its arguments, its
//! answers and its exceptions.
//!
//! Every rule is punycode-core's (`hostname::rules`, and registration,
//! `Options::registration`, for a whole name). What is here is what
//! `idna`'s API adds around them: the order in which its `check_label`
//! reports the rules (NFC, hyphens, a leading mark, code points, Bidi),
//! its limits on input (1,024 characters, and 254 for a name before it is
//! converted), the case it keeps in ASCII labels, the separators of its
//! non-strict mode, and its exceptions: class, `code`, `text`, `codepoint`,
//! `position` and message.
//!
//! **Fast path.** `encode` and `decode` first hand the whole name to the
//! engine's registration profile, one pass; what it takes, `idna` takes,
//! with the same output (but for the case of ASCII labels, which `encode`
//! keeps from the input). Only a name it refuses goes through `idna`'s
//! steps, label by label and rule by rule, to find the error `idna`
//! reports. `python/tests/test_fast_path.py` holds the two to each other.

//!
//! Its parts, by concern: `limits` (`idna`'s limits on input), `errors`
//! (its exceptions), `surrogates` (lone surrogates, which have no UTF-8),
//! `labels` (the label functions and their order of checks), `names`
//! (`encode` and `decode` of a whole name: the fast path and `idna`'s
//! steps), `functions` (the Python functions) and `tables` (the data
//! `idna.idnadata` and `idna.uts46data` export).

mod errors;
mod functions;
mod labels;
mod limits;
mod names;
mod surrogates;
mod tables;

pub(crate) use self::functions::{
    alabel_py, check_bidi_py, check_hyphen_ok_py, check_initial_combiner_py, check_label_py,
    check_nfc_py, decode, decode_general_py, encode, encode_general_py, labels_py, ulabel_py,
    uts46_remap_py, valid_contextj_py, valid_contexto_py,
};
pub(crate) use self::limits::MAX_INPUT;

/// The codes an `IDNAError` may carry, as `punycode_rs.idna.core` exports
/// them.
pub(crate) const ERROR_CODES: &[&str] = errors::Code::NAMES;
pub(crate) use self::tables::{codepoint_classes, uts46_table};
