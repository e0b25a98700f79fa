//! Showing hostnames to people: each label in Unicode where that is safe,
//! as its A-label (`xn--…`) where it is not (feature `display`).
//!
//! [`hostname::to_unicode`](crate::hostname::to_unicode) answers "what does this A-label say"; this module
//! answers "may I show it to a person". `аррӏе.com` (all Cyrillic) is a
//! valid name that reads as `apple.com`; `pаypal.com` hides one Cyrillic
//! letter among Latin ones. Browsers show such labels as A-labels; so does
//! [`to_display`], by the rules below ([`Policy::default()`]), and
//! [`check`] says for each label whether it is shown and why not.
//!
//! ```
//! use punycode_core::display::{to_display, Policy};
//!
//! let policy = Policy::default();
//! assert_eq!(to_display("xn--bcher-kva.de", &policy), "bücher.de");
//! assert_eq!(to_display("аррӏе.com", &policy), "xn--80ak6aa92e.com");
//! assert_eq!(to_display("аррӏе.рф", &policy), "аррӏе.рф");
//! assert_eq!(to_display("pаypal.com", &policy), "xn--pypal-4ve.com");
//! ```
//!
//! # The default policy
//!
//! A label (its Unicode form, after UTS #46) is shown in Unicode when it
//! breaks none of these rules; an ASCII label is always shown as it is.
//! They are UTS #39's mechanisms and what Chromium's IDN spoof checker adds
//! on top ([`Policy::uts39`] keeps only the first kind). Each rule is a
//! [`Reason`]:
//!
//! - **Identifier profile** ([`Reason::NotAllowed`]): every character is in
//!   UTS #39's General Security Profile (`Identifier_Status=Allowed`: the
//!   characters of modern languages; not symbols, emoji, historic scripts
//!   or IPA), or among what browsers admit beside it (Bopomofo, the Kana
//!   voiced sound marks U+3099 and U+309A, Georgian U+10FD-U+10FF, Myanmar
//!   Shan digits): `❤.com`, `ɡoogle.com` (U+0261) stay ASCII.
//! - **Rare letters** ([`Reason::RareLetter`]): none of the blocks browsers
//!   refuse (Pinyin tone letters U+01CD-U+01DC, Latin Extended Additional
//!   but Vietnamese, Greek Extended, Cyrillic Extended-B and -C, Latin
//!   Extended-D, `ĸ`, U+02EC): `ǔnion.com`, `ḷily.com` stay ASCII.
//! - **Deviation characters** ([`Reason::Deviation`]): no `ß`, `ς`, ZWJ or
//!   ZWNJ, which IDNA2003 and transitional processing map to other names
//!   (`faß.de` would go to `fass.de` there): `faß.de` stays ASCII.
//! - **Highly restrictive** ([`Reason::MixedScripts`], UTS #39 section 5.2):
//!   one script by `Script_Extensions`, or Latin with Han and Japanese kana,
//!   with Han and Bopomofo, or with Han and Hangul: `日本語カタカナ.jp` and
//!   `abc漢字.com` show, `pаypal.com` does not.
//! - **One digit system** ([`Reason::MixedDigits`]): `1٢.com` stays ASCII.
//! - **Latin with CJK** ([`Reason::LatinWithCjk`]): in a label that mixes
//!   Latin with Han, Kana, Hangul or Bopomofo, Latin only in ASCII:
//!   `café카페.kr` stays ASCII, `cafe카페.kr` shows.
//! - **Digit lookalikes** ([`Reason::DigitLookalikes`]): a label of ASCII
//!   digits and characters that look like digits (`зз.com`, Cyrillic ze;
//!   `12з4.com`), or of digits of another system every one of which reads
//!   as an ASCII letter or digit (`০২.com` reads `o2`), stays ASCII;
//!   `१२.in` shows.
//! - **Whole-script confusables** ([`Reason::WholeScriptConfusable`]): a
//!   label whose letters (and digits of its script) are all of one
//!   non-Latin script and all look like Latin ones, by UTS #39's
//!   confusables or the browsers' letter sets for Armenian, Cyrillic,
//!   Ethiopic, Georgian, Greek, Hebrew, the Indic scripts, Myanmar and
//!   Thai, is shown only under a top-level domain where that script is
//!   expected: one written in it (`.рф`) or on its list (Cyrillic: `.ru`,
//!   `.su`, `.ua`, `.by`, `.bg`, `.kz`, `.kg`, `.mk`, `.mn`, `.rs`, `.ba`,
//!   `.me`, `.tj`, `.uz`, `.pyc`, `.eu`; Greek: `.gr`, `.cy`, `.eu`;
//!   Armenian `.am`; Georgian `.ge`; Hebrew `.il`; Ethiopic `.et`, `.er`;
//!   Thai `.th`; Lao `.la`; Myanmar `.mm`; add more with
//!   [`Policy::expect_script`]). `ѕсоре.com` and `ск.com` stay ASCII,
//!   `ѕсоре.ru` shows, and `пример.com` shows (`и` looks like no Latin
//!   letter).
//! - **Repeated marks** ([`Reason::RepeatedMark`]): the same combining mark
//!   twice in a row draws as one, and so does a diacritic after a letter
//!   that already has it (`á` U+0301).
//! - **Dotless i and j, dot above** ([`Reason::LookalikeMark`]): no mark on
//!   `ı` or `ȷ`, no U+0307 on `i`, `j` or `l` (`i̇` reads as `i`).
//! - **Marks after other scripts** ([`Reason::ForeignMark`]): the combining
//!   diacritics U+0300-U+0339 only after Latin, Greek or Cyrillic: `한̇글.com`
//!   stays ASCII.
//! - **Contexts** ([`Reason::Context`], RFC 5892 appendix A and browsers):
//!   `·` only in `l·l` and under `.cat`; `ー` only after Hiragana or
//!   Katakana; `ヽ` `ヾ` only after Katakana, `ゝ` `ゞ` after Hiragana, the
//!   voiced sound marks U+3099 and U+309A after Kana; `・` only in a label
//!   with Hiragana, Katakana or Han; Greek `͵` only before Greek; Hebrew `׳`
//!   and `״` only after Hebrew (a lone `״` under `.il`).
//! - **Punctuation** ([`Reason::Punctuation`]): none but `-` and the
//!   characters above (and the Tibetan tsheg `་`, which ends every
//!   syllable), and no quote-like letters (U+02BB, U+02BC): `abc‐def.com`
//!   (U+2010 HYPHEN), `a’b.com`, `aʼb.com`, `ァ‧ィ.jp` stay ASCII; IDNA2008
//!   disallows the punctuation, and browsers hide it.
//! - **TLD-only letters** ([`Reason::TldOnly`]): `þ` only under `.is`, `ð`
//!   under `.is` and `.fo`, `ə` under `.az`; elsewhere they pass for `p`,
//!   `d` and `e`.
//! - **CJK lookalikes** ([`Reason::CjkLookalike`]): in a label that mixes
//!   scripts, the ideographs and Bopomofo that pass for a stroke, a digit or
//!   a Latin letter (`一` `丨` `七` `十` `〇` `工` `丁` `ㄧ` ...) not next to
//!   a character that is not CJK, and those that pass for a slash (`ノ`
//!   `ン` `ソ` `ゾ` `丶` `乀` `乁` `丿`) not between two: `google一.com`,
//!   `abcンdef.com` stay ASCII; `一12.cn` and `ビタミンb1.com` show.
//! - **Kana lookalikes** ([`Reason::KanaLookalike`]): Hiragana `へ` `べ` `ぺ`
//!   not inside Katakana, Katakana `ヘ` `ベ` `ペ` not inside Hiragana, which
//!   look exactly alike.
//! - **Hyphens** ([`Reason::Hyphens`]): no `--` in the third and fourth
//!   positions, which IDNA reserves (Chromium's IDNA refuses such a label).
//! - **Protected names** ([`Reason::LooksLike`], [`Policy::protect`]): a
//!   name with a non-ASCII label whose skeleton is that of a protected name
//!   (or of one with subdomains), without being it, is shown in ASCII
//!   whole. Skeletons are compared as Chromium compares its top domains: a
//!   label of Latin, Greek and Cyrillic without its diacritics (`tést` is
//!   `test`), Chromium's mappings on top of UTS #39's confusables (`ł` `l`,
//!   `ø` `o`, `đ` `d`, `ħ` `h`, `ŧ` `t`, `ŋ` `n`, `ш` `w`, `м` `m`, `т` `t`,
//!   `০` `o`, ...), and both readings of `þ` (`b`, `p`), `œ` (`ce`, `oe`),
//!   `ł` (`l`, `t`) and `ӏ` (`i`, `l`). So `tést.net` and `some.tést.net`
//!   look like a protected `test.net`; `ést.net` does not.
//!
//! A name that is not a valid hostname (by [`Policy::options`], the URL
//! profile by default) is never judged: [`to_display`] gives it back with
//! ASCII lowercased and each label that is not ASCII as Punycode of its
//! characters, so no Unicode is shown for a name the policy cannot judge,
//! and nothing is "fixed"; [`check`] gives the UTS #46 error.
//!
//! # Where we differ from Chromium
//!
//! Measured on Chromium's own test table (`kIdnCases` of
//! `idn_spoof_checker_unittest.cc`, 452 names, with its 37 protected names;
//! `tests/tests/display_chromium.rs`): we decide as Chromium on 451, show
//! none of the 349 it keeps as punycode, and keep one of its 103 Unicode
//! names as punycode:
//!
//! - `курс.com`: Chromium exempts nine common Cyrillic words from its
//!   whole-script rule by a list of words. A list of names is no rule;
//!   here every such label (`курс` reads `kypc`) stays ASCII outside the
//!   Cyrillic TLDs.
//!
//! Beyond its table, where Chromium's rule is narrower than its purpose:
//!
//! - Cyrillic and Greek labels that look Latin also show under the other
//!   ccTLDs of countries that write them (`.mk`, `.rs`, `.me`, ..., `.cy`,
//!   `.eu`), not only Chromium's list.
//! - The Hiragana iteration marks follow Hiragana, as the Katakana ones
//!   follow Katakana (Chromium restricts only the Katakana ones); the voiced
//!   sound marks follow Kana in every label (Chromium hides them in any
//!   label of mixed scripts, and shows them after anything in a label of
//!   one).
//! - A label of another system's digits that all read as ASCII (`০২`) is
//!   hidden without a protected name to compare it with (Chromium hides it
//!   only when it matches one of its top sites).
//!
//! Chromium also compares names with a list of the top 10,000 sites; here
//! you bring your own ([`Policy::protect`]). The data is
//! `unicode-security` and `unicode-script`'s (Unicode [`UNICODE_VERSION`])
//! and Chromium's character sets (`unicode-tables/src/browser.rs` names the
//! revision), in tables of our own (their weight is in BENCHMARKS.md; the
//! feature is off by default).

mod data;
mod decide;
#[cfg(test)]
mod oracle;
mod policy;
mod rules;
mod skeleton;
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, reason = "generated")]
mod tables;
mod verdict;

pub use self::data::UNICODE_VERSION;
pub use self::decide::{check, to_display};
pub use self::policy::{Policy, ProtectError};
pub use self::verdict::{LabelVerdict, Reason, Verdict};
