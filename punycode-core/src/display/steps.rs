//! The steps both browsers take (`chromium.rs`, `firefox.rs`), each written
//! once with what differs between them as a parameter: the letters of one
//! country's top-level domain, the Catalan middle dot, the digit-lookalike
//! rule (each browser its own set), and the CJK characters that look like
//! slashes, strokes or Latin letters (the same sets in both).

use super::verdict::Reason;

/// `þ` and `ð` outside `.is` and `.fo`, `ə` outside `.az`: the reason
/// when `c` is such a letter under `tld`.
pub(super) fn country_letter(c: char, tld: &str) -> Option<Reason> {
    let tlds: &'static [&'static str] = match c {
        '\u{FE}' | '\u{F0}' => &["is", "fo"],
        '\u{259}' => &["az"],
        _ => return None,
    };
    (!tlds.contains(&tld)).then_some(Reason::TldOnly { character: c, tlds })
}

/// Whether a middle dot `·` between `before` and `after` is in place: between
/// two `l`, under `.cat`.
pub(super) fn middle_dot_in_place(before: Option<char>, after: Option<char>, tld: &str) -> bool {
    tld == "cat" && before == Some('l') && after == Some('l')
}

/// The digit-lookalike rule, fed one character at a time: a label of ASCII
/// digits and characters of the browser's set only, with one of them, is
/// not shown.
#[derive(Clone, Copy, Debug)]
pub(super) struct DigitLookalikes {
    /// Every character so far is an ASCII digit or in the set.
    only: bool,
    /// The first character of the set.
    first: Option<char>,
}

impl DigitLookalikes {
    pub(super) const fn new() -> DigitLookalikes {
        DigitLookalikes {
            only: true,
            first: None,
        }
    }

    /// Takes `c`, with the browser's set.
    pub(super) fn feed(&mut self, c: char, looks_like_digit: impl Fn(char) -> bool) {
        // (Once a character is neither, the label is not of them.)
        if self.only && !c.is_ascii_digit() {
            if looks_like_digit(c) {
                self.first.get_or_insert(c);
            } else {
                self.only = false;
            }
        }
    }

    /// The reason, when the label breaks the rule.
    pub(super) fn reason(self) -> Option<Reason> {
        let character = self.first.filter(|_| self.only)?;
        Some(Reason::DigitLookalikes { character })
    }
}

/// Katakana and ideographs that look like a slash (ノ ン ソ ゾ 丶 乀 乁 丿).
pub(super) fn slash_lookalike(c: char) -> bool {
    matches!(
        c,
        '\u{30CE}'
            | '\u{30F3}'
            | '\u{30BD}'
            | '\u{30BE}'
            | '\u{4E36}'
            | '\u{4E40}'
            | '\u{4E41}'
            | '\u{4E3F}'
    )
}

/// Ideographs and Bopomofo that look like a stroke, a digit or a Latin
/// letter (一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁).
pub(super) fn cjk_lookalike(c: char) -> bool {
    matches!(
        c,
        '\u{4E00}'
            | '\u{3127}'
            | '\u{4E28}'
            | '\u{4E5B}'
            | '\u{4E03}'
            | '\u{4E05}'
            | '\u{5341}'
            | '\u{3007}'
            | '\u{3112}'
            | '\u{311A}'
            | '\u{311F}'
            | '\u{3128}'
            | '\u{3129}'
            | '\u{3108}'
            | '\u{31BA}'
            | '\u{31B3}'
            | '\u{5DE5}'
            | '\u{31B2}'
            | '\u{8BA0}'
            | '\u{4E01}'
    )
}
