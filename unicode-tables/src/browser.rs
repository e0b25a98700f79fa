//! The data of Chromium's IDN spoof checker, which `display`'s default
//! policy decides with (on the identifier data of Unicode 16, its ICU's;
//! `Policy::uts39()` leaves all of it out).
//!
//! Source: `components/url_formatter/spoof_checks/idn_spoof_checker.cc`
//! (chromium/chromium at 58a4b28c5469c43918658f893252391c286c74ab) and
//! `skeleton_generator.cc` (at f24a8e130d36c035286d0b664743111ac6b10749),
//! BSD licence: the sets below are its character sets, as it states them
//! (the Linux build's, where platforms differ). The generator checks each
//! against the Unicode data (scripts, lowercase, the identifier profile)
//! and writes them as sorted tables.

use unicode_script::{Script, UnicodeScript};

/// The Chromium revisions the data is from.
pub(crate) const SOURCE: &str = "Chromium's IDN spoof checker (idn_spoof_checker.cc at 58a4b28c, \
                          skeleton_generator.cc at f24a8e13)";

/// Chromium's whole-script confusables (`kWholeScriptConfusables`), in its
/// order: each script (its name as `unicode-script` gives it), the letters
/// of it that look like Latin ones (the Linux build's set for Thai), and
/// the ASCII top-level domains where a label of them is expected. A label
/// whose characters of that script (by `Script`, as Chromium's
/// `[[:Script:]]` sets are) are all in its set is not shown elsewhere, nor
/// under a TLD without a letter of the script.
pub(crate) const WHOLE_SCRIPT: [(&str, &str, &[&str]); 17] = [
    ("Armenian", "ագզէլհյոսւօՙ", &["am"]),
    (
        "Cyrillic",
        "аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ",
        &["bg", "by", "kz", "pyc", "ru", "su", "ua", "uz"],
    ),
    ("Ethiopic", "ሀሠሰስበነተከዐዕዘጠፐꬅ", &["er", "et"]),
    ("Georgian", "იოყძხჽჿ", &["ge"]),
    ("Greek", "αικνρυωηοτ", &["gr"]),
    ("Hebrew", "דוחיןסװײ׳ﬦ", &["il"]),
    ("Bengali", "০৭", &[]),
    ("Devanagari", "ऽ०ॱ", &[]),
    ("Gujarati", "ડટ૦૧", &[]),
    ("Gurmukhi", "੦੧", &[]),
    ("Kannada", "ಽ೦೧", &[]),
    ("Malayalam", "ടഠധനറ൦", &[]),
    ("Oriya", "ଠ୦୮", &[]),
    ("Tamil", "டப௦", &[]),
    ("Telugu", "౦౧", &[]),
    (
        "Myanmar",
        "ခဂငထပဝ၀၂ၔၜ\u{1090}\u{1091}\u{1095}\u{1096}\u{1097}",
        &["mm"],
    ),
    ("Thai", "ทนบพรหเแ๐ดลปฟม", &["th"]),
];

/// Whole words that Chromium exempts from the whole-script rule
/// (`kAllowedWholeScriptConfusableWords`): common Cyrillic words that
/// spell no Latin one.
pub(crate) const ALLOWED_WORDS: [&str; 9] = [
    "секс",
    "как",
    "коса",
    "курс",
    "парк",
    "такий",
    "укроп",
    "сахарок",
    "покраска",
];

/// What Chromium takes out of ICU's identifier set (`SetAllowedUnicodeSet`,
/// the parts for every platform): the combining long solidus overlay, the
/// Armenian hyphen, the hyphen, the right single quotation mark, the
/// hyphenation point, the Katakana-Hiragana double hyphen, the modifier
/// letters turned comma, apostrophe and voicing, the Latin kra, and the
/// rarely used blocks of Latin, Greek and Cyrillic (Pinyin tone letters of
/// Latin Extended-B, Cyrillic Extended-C, Latin Extended Additional but
/// Vietnamese, Greek Extended, Cyrillic Extended-B, Latin Extended-D).
pub(crate) const REMOVED: [(u32, u32); 15] = [
    (0x0138, 0x0138),
    (0x01CD, 0x01DC),
    (0x02BB, 0x02BC),
    (0x02EC, 0x02EC),
    (0x0338, 0x0338),
    (0x058A, 0x058A),
    (0x1C80, 0x1C8F),
    (0x1E00, 0x1E9B),
    (0x1F00, 0x1FFF),
    (0x2010, 0x2010),
    (0x2019, 0x2019),
    (0x2027, 0x2027),
    (0x30A0, 0x30A0),
    (0xA640, 0xA69F),
    (0xA720, 0xA7FF),
];

/// Whether Chromium takes `cp` out of its identifier set.
pub(crate) fn removed(cp: u32) -> bool {
    REMOVED.iter().any(|&(from, to)| (from..=to).contains(&cp))
}

/// Characters that are, or look like, digits: a label of nothing but
/// these and ASCII digits is not shown.
pub(crate) const DIGIT_LOOKALIKES: &str = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨";

/// Chromium's mappings on top of UTS #39's confusables, applied before the
/// skeleton when names are compared with protected ones: each character
/// of a set reads as the ASCII text after it.
pub(crate) const EXTRA_SKELETONS: [(&str, &str); 27] = [
    ("æӕ", "ae"),
    ("ϼҏ", "p"),
    ("ħнћңҥӈӊԋԧԩ", "h"),
    ("ĸκкқҝҟҡӄԟ", "k"),
    ("ŋпԥกח", "n"),
    ("ŧтҭԏ七丅丆丁", "t"),
    ("ƅьҍвß", "b"),
    ("ωшщพฟພຟ", "w"),
    ("мӎ", "m"),
    ("єҽҿၔ", "e"),
    ("ґ", "r"),
    ("ғӻ", "f"),
    ("ҫင", "c"),
    ("ұ丫", "y"),
    ("χҳӽӿ乂", "x"),
    ("ԃძ", "d"),
    ("ԍဌ", "g"),
    ("ടรຣຮ", "s"),
    ("၂", "j"),
    ("०০੦૦ଠ୦೦စ", "o"),
    ("৭੧૧", "q"),
    ("บບ", "u"),
    ("θ", "0"),
    ("२২੨૨೩೭շ", "2"),
    ("зҙӡउওਤ੩૩౩ဒვპੜკ", "3"),
    ("੫丩ㄐ", "4"),
    ("ճ", "6"),
];

/// The last of Chromium's digit mappings, and its dashes (kept apart only
/// to keep the array above readable).
pub(crate) const EXTRA_SKELETONS_2: [(&str, &str); 3] =
    [("৪੪୫", "8"), ("૭୨౨", "9"), ("—一―⸺⸻", "-")];

/// Letters whose diacritic is not a combining mark, read without it when a
/// label of Latin, Greek and Cyrillic is compared with protected names.
pub(crate) const DIACRITICS: [(char, &str); 3] = [('ł', "l"), ('ø', "o"), ('đ', "d")];

/// Characters that read as more than one thing: each alternative is tried
/// as well (and `ӏ`, which UTS #39 reads as `i`, also as `l`).
pub(crate) const ALTERNATIVES: [(char, &str, &str); 4] = [
    ('þ', "b", "p"),
    ('œ', "ce", "oe"),
    ('ł', "l", "t"),
    ('ӏ', "l", "l"),
];

/// The script of a lookalike set by name.
fn script(name: &str) -> Script {
    Script::from_full_name(name).unwrap_or_else(|| panic!("no script named {name}"))
}

/// Every lookalike letter, sorted, each checked to be of its script (by
/// `Script`, as Chromium's `[[:Script:]]` sets are) and lowercase.
pub(crate) fn latin_lookalikes() -> Vec<u32> {
    let mut out = Vec::new();
    for (name, letters, _) in WHOLE_SCRIPT {
        let script = script(name);
        for c in letters.chars() {
            assert_eq!(c.script(), script, "{c:?} is not {name}");
            assert!(!c.is_uppercase(), "{c:?} is uppercase");
            out.push(u32::from(c));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The digit lookalikes, sorted.
pub(crate) fn digit_lookalikes() -> Vec<u32> {
    let mut out: Vec<u32> = DIGIT_LOOKALIKES.chars().map(u32::from).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The extra skeleton mappings, sorted by code point; each is ASCII.
pub(crate) fn extra_skeletons() -> Vec<(u32, &'static str)> {
    let mut out = Vec::new();
    for (set, ascii) in EXTRA_SKELETONS.iter().chain(&EXTRA_SKELETONS_2) {
        assert!(ascii.is_ascii());
        for c in set.chars() {
            out.push((u32::from(c), *ascii));
        }
    }
    out.sort_unstable();
    out.dedup();
    for pair in out.windows(2) {
        assert_ne!(pair[0].0, pair[1].0, "two mappings of one character");
    }
    out
}
