//! `Policy::firefox()`, rule by rule: for every rule of
//! `nsIDNService::IsLabelSafe` that reads a set of characters, the whole
//! set, restated here from Firefox's source (`nsIDNService.cpp`'s `Init*`
//! sets and `IDNCharacterBlocklist.inc`), not taken from punycode-core's
//! tables; each member where the rule refuses it and where it does not.
//! The script-combination table is held to the rule it encodes (UTS #39's
//! "highly restrictive"), stated as sets of scripts, not as the table.

use punycode_core::display::{Policy, Reason, check};

/// The first label's reasons of `text.tld`, when it is one valid label that
/// converts to `text` itself (otherwise there is nothing of this rule's to
/// see).
fn label_reasons(text: &str, tld: &str) -> Option<Vec<Reason>> {
    let verdict = check(&format!("{text}.{tld}"), &Policy::firefox()).ok()?;
    let label = &verdict.labels()[0];
    (label.unicode() == text).then(|| label.reasons().to_vec())
}

/// Whether `c` passes identifier status (Unicode 17 made some members of
/// Firefox's sets Restricted, such as Bopomofo and U+050D; held to ICU 78
/// by `tests/display-model-firefox.sh`): a rule's set is tested on those
/// that do, as Firefox's rule sees only those.
fn allowed(c: char) -> bool {
    ["k", "漢", "ก"].iter().any(|base| {
        label_reasons(&format!("{base}{c}"), "com")
            .is_some_and(|r| !r.contains(&Reason::NotAllowed { character: c }))
    })
}

/// A letter of each script Firefox's rules name but Bopomofo (Restricted
/// as a whole in Unicode 17), and of two it does not.
const LETTERS: [(&str, char); 9] = [
    ("Latin", 'k'),
    ("Cyrillic", 'ж'),
    ("Greek", 'λ'),
    ("Han", '漢'),
    ("Hiragana", 'か'),
    ("Katakana", 'カ'),
    ("Hangul", '한'),
    ("Arabic", 'ب'),
    ("Thai", 'ก'),
];

/// `IDNCharacterBlocklist.inc`, Firefox's file as it is checked in (read
/// here by a parser of this test's own, not the generator's), and U+02BB
/// and U+02BC, which `IsLabelSafe` refuses by name.
fn blocklist() -> Vec<(u32, u32)> {
    let file = include_str!("../../unicode-tables/data/firefox-blocklist.inc");
    let mut ranges: Vec<(u32, u32)> = file
        .lines()
        .filter_map(|line| {
            let inner = line.trim().strip_prefix('{')?.split('}').next()?;
            let (a, b) = inner.split_once(',')?;
            let hex = |t: &str| u32::from_str_radix(t.trim().trim_start_matches("0x"), 16);
            Some((hex(a).ok()?, hex(b).ok()?))
        })
        .collect();
    ranges.push((0x02BB, 0x02BC));
    ranges
}

fn blocklisted(c: char) -> bool {
    blocklist()
        .iter()
        .any(|&(a, b)| (a..=b).contains(&u32::from(c)))
}

/// Every blocklisted character that survives UTS #46 as itself, alone and
/// beside each script's letter, is refused for it (before any other rule);
/// the characters just outside each range are never refused as blocked.
#[test]
fn every_blocklisted_character() {
    let mut checked = 0;
    let blocklist = blocklist();
    // (Firefox's file has 54 ranges; a parse that misses some fails here.)
    assert_eq!(blocklist.len(), 55);
    for &(a, b) in &blocklist {
        for c in (a..=b).filter_map(char::from_u32) {
            let texts = [c.to_string(), format!("k{c}")]
                .into_iter()
                .chain(LETTERS.iter().map(|(_, l)| format!("{l}{c}{l}")));
            for text in texts {
                let Some(reasons) = label_reasons(&text, "com") else {
                    continue;
                };
                assert_eq!(reasons, [Reason::Blocked { character: c }], "{text:?}");
                checked += 1;
            }
        }
        for c in [a - 1, b + 1].into_iter().filter_map(char::from_u32) {
            if blocklisted(c) {
                continue;
            }
            for text in [c.to_string(), format!("k{c}")] {
                if let Some(reasons) = label_reasons(&text, "com") {
                    assert!(
                        !reasons.contains(&Reason::Blocked { character: c }),
                        "{text:?}"
                    );
                }
            }
        }
    }
    assert!(checked > 150, "{checked}");
}

/// Firefox's `mDigitConfusables`: each, with ASCII digits, is a label of
/// digit lookalikes; beside a letter that is not one, it is not. U+0CED,
/// which Chromium's set has, is not Firefox's.
#[test]
fn every_digit_confusable() {
    let set = "θ२২੨૨೩շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨";
    assert_eq!(set.chars().count(), 31);
    let mut checked = 0;
    for c in set.chars() {
        for text in [c.to_string(), format!("1{c}"), format!("{c}2")] {
            let Some(reasons) = label_reasons(&text, "com") else {
                continue;
            };
            assert!(!reasons.is_empty(), "{text:?} is shown");
            checked += 1;
        }
        let lookalikes = Reason::DigitLookalikes { character: c };
        if allowed(c) {
            assert_eq!(
                label_reasons(&c.to_string(), "com"),
                Some(vec![lookalikes.clone()])
            );
        }
        for (_, l) in LETTERS {
            if let Some(reasons) = label_reasons(&format!("{c}{l}"), "com") {
                assert!(!reasons.contains(&lookalikes), "{c}{l}");
            }
        }
    }
    assert!(checked > 60, "{checked}");
    assert_eq!(label_reasons("\u{CED}", "com"), Some(vec![]));
}

/// Firefox's `mCyrillicLatinConfusables`: two of them are refused under
/// `.com` and shown under each TLD Firefox expects Cyrillic under, and
/// under a TLD written in Cyrillic; beside a Cyrillic letter that looks
/// like no Latin one, the label is shown.
#[test]
fn every_cyrillic_confusable() {
    let set = "аысԁеԍһіюкјӏморԗԛѕԝхуъьҽпгѵѡ";
    assert_eq!(set.chars().count(), 28);
    let wsc = Reason::WholeScriptConfusable { script: "Cyrillic" };
    let mut checked = 0;
    for a in set.chars().filter(|&c| allowed(c)) {
        for b in set.chars().filter(|&c| allowed(c)).step_by(5) {
            let text = format!("{a}{b}");
            let Some(reasons) = label_reasons(&text, "com") else {
                continue;
            };
            assert_eq!(reasons, std::slice::from_ref(&wsc), "{text:?} under .com");
            for tld in ["bg", "by", "kz", "pyc", "ru", "su", "ua", "uz", "рф", "срб"] {
                assert_eq!(label_reasons(&text, tld), Some(vec![]), "{text:?}.{tld}");
            }
            checked += 1;
        }
        assert_eq!(label_reasons(&format!("{a}ж"), "com"), Some(vec![]), "{a}ж");
    }
    assert!(checked > 100, "{checked}");
}

/// Firefox's `mThaiLatinConfusables` outside Linux: a label of them is
/// refused under `.com` and shown under `.th` and `.ไทย`; the seven Linux
/// adds are not lookalikes on Windows.
#[test]
fn every_thai_confusable() {
    let wsc = Reason::WholeScriptConfusable { script: "Thai" };
    for a in "บพฟรเแ๐".chars() {
        for b in "บพร".chars() {
            let text = format!("{b}{a}");
            assert_eq!(
                label_reasons(&text, "com"),
                Some(vec![wsc.clone()]),
                "{text}"
            );
            assert_eq!(label_reasons(&text, "th"), Some(vec![]), "{text}.th");
            assert_eq!(label_reasons(&text, "ไทย"), Some(vec![]), "{text}.ไทย");
        }
        assert_eq!(label_reasons(&format!("{a}ก"), "com"), Some(vec![]));
    }
    for linux in "ดทนปมลห".chars() {
        assert_eq!(
            label_reasons(&format!("{linux}{linux}"), "com"),
            Some(vec![])
        );
    }
}

/// `mCJKSlashConfusables`: each between Latin letters is refused, between
/// Han it is not a lookalike, and alone it is shown.
#[test]
fn every_slash_confusable() {
    for c in "ノソゾン丶乀乁丿".chars() {
        let lookalike = Reason::CjkLookalike { character: c };
        assert_eq!(
            label_reasons(&format!("ab{c}cd"), "com"),
            Some(vec![lookalike.clone()]),
            "ab{c}cd"
        );
        assert_eq!(label_reasons(&format!("漢{c}字"), "com"), Some(vec![]));
        assert_eq!(label_reasons(&c.to_string(), "com"), Some(vec![]));
    }
}

/// `mCJKIdeographs`: each next to Latin is refused; between Han, or next
/// to an ASCII digit, it is not a lookalike.
#[test]
fn every_cjk_ideograph() {
    let set = "一ㄧ丨乛七丅十〇ㄒㄚㄟㄨㄩㄈㆺㆳ工ㆲ讠丁";
    assert_eq!(set.chars().count(), 20);
    let mut checked = 0;
    for c in set.chars().filter(|&c| allowed(c)) {
        checked += 1;
        let lookalike = Reason::CjkLookalike { character: c };
        for text in [format!("a{c}"), format!("{c}a")] {
            let reasons = label_reasons(&text, "com").unwrap();
            assert!(reasons.contains(&lookalike), "{text}: {reasons:?}");
        }
        for text in [format!("漢{c}字"), format!("1{c}2"), c.to_string()] {
            let reasons = label_reasons(&text, "com").unwrap();
            assert!(!reasons.contains(&lookalike), "{text}: {reasons:?}");
        }
    }
    assert!(checked >= 10, "{checked}");
}

/// The combining diacritics U+0300-U+0339 that are allowed: after Han,
/// Arabic or Thai each is refused as a foreign mark; after Latin it is
/// not (every one of them is Latin's, or any script's, by its script
/// extensions; after Greek and Cyrillic those extensions decide).
#[test]
fn every_combining_diacritic() {
    let mut checked = 0;
    // (U+0337 and U+0338 are blocklisted, which decides first.)
    for c in ('\u{300}'..='\u{339}').filter(|&c| allowed(c) && !blocklisted(c)) {
        let foreign = Reason::ForeignMark { character: c };
        for base in ['漢', 'ب', 'ก'] {
            if let Some(reasons) = label_reasons(&format!("{base}{c}"), "com") {
                assert_eq!(reasons, std::slice::from_ref(&foreign), "{base}{c}");
                checked += 1;
            }
        }
        assert_eq!(label_reasons(&format!("q{c}"), "com"), Some(vec![]), "q{c}");
    }
    assert!(checked > 30, "{checked}");
}

/// Marks on a dotless ı: U+0300-U+0314 and U+031A are refused, the rest
/// not as look-alikes; and U+0307 after i, j and l.
#[test]
fn every_mark_on_dotless_i_and_dot_above() {
    let mut refused = 0;
    for c in ('\u{300}'..='\u{36F}').filter(|&c| allowed(c)) {
        let Some(reasons) = label_reasons(&format!("k\u{131}{c}"), "com") else {
            continue;
        };
        let lookalike = Reason::LookalikeMark { character: c };
        if matches!(c, '\u{300}'..='\u{314}' | '\u{31A}') {
            assert_eq!(reasons, [lookalike], "ı{c}");
            refused += 1;
        } else {
            assert!(!reasons.contains(&lookalike), "ı{c}");
        }
    }
    assert!(refused > 10, "{refused}");
    for base in ['i', 'j', 'l'] {
        assert_eq!(
            label_reasons(&format!("k{base}\u{307}"), "com"),
            Some(vec![Reason::LookalikeMark {
                character: '\u{307}'
            }])
        );
    }
    assert_eq!(label_reasons("kq\u{307}", "com"), Some(vec![]));
}

/// The Kana rules: the twins へべぺ beside Katakana and ヘベペ beside
/// Hiragana (on either side); the prolonged sound mark only after Kana;
/// the iteration marks only after Katakana; the Katakana middle dot not
/// next to Latin.
#[test]
fn every_kana_rule_character() {
    for (twin, own, other) in [
        ('へ', 'か', 'カ'),
        ('べ', 'か', 'カ'),
        ('ぺ', 'か', 'カ'),
        ('ヘ', 'カ', 'か'),
        ('ベ', 'カ', 'か'),
        ('ペ', 'カ', 'か'),
    ] {
        let lookalike = Reason::KanaLookalike { character: twin };
        for text in [format!("{other}{twin}"), format!("{twin}{other}")] {
            assert_eq!(label_reasons(&text, "jp"), Some(vec![lookalike.clone()]));
        }
        assert_eq!(
            label_reasons(&format!("{own}{twin}{own}"), "jp"),
            Some(vec![])
        );
    }
    let context = |c| vec![Reason::Context { character: c }];
    for kana in ['か', 'カ'] {
        assert_eq!(label_reasons(&format!("{kana}ー"), "jp"), Some(vec![]));
    }
    for text in ["ー", "漢ー", "kー"] {
        assert_eq!(label_reasons(text, "jp"), Some(context('ー')), "{text}");
    }
    for mark in ['ヽ', 'ヾ'] {
        assert_eq!(label_reasons(&format!("カ{mark}"), "jp"), Some(vec![]));
        for before in ["か", "漢", ""] {
            assert_eq!(
                label_reasons(&format!("{before}{mark}"), "jp"),
                Some(context(mark)),
                "{before}{mark}"
            );
        }
    }
    assert_eq!(label_reasons("カ・カ", "jp"), Some(vec![]));
    for text in ["k・カ", "カ・k"] {
        assert_eq!(label_reasons(text, "jp"), Some(context('・')), "{text}");
    }
}

/// The letters of one TLD, which Firefox refuses even alone (Chromium
/// shows a label of one), and the Catalan middle dot.
#[test]
fn every_tld_letter_and_the_middle_dot() {
    for (c, tlds) in [
        ('þ', &["is", "fo"][..]),
        ('ð', &["is", "fo"]),
        ('ə', &["az"]),
    ] {
        for text in [c.to_string(), format!("k{c}")] {
            assert_eq!(
                label_reasons(&text, "com"),
                Some(vec![Reason::TldOnly { character: c, tlds }]),
                "{text}"
            );
            for tld in tlds {
                assert_eq!(label_reasons(&text, tld), Some(vec![]), "{text}.{tld}");
            }
        }
    }
    assert_eq!(label_reasons("l·l", "cat"), Some(vec![]));
    for (text, tld) in [
        ("l·l", "com"),
        ("a·l", "cat"),
        ("l·a", "cat"),
        ("l·", "cat"),
    ] {
        assert_eq!(
            label_reasons(text, tld),
            Some(vec![Reason::Context { character: '·' }]),
            "{text}.{tld}"
        );
    }
}

/// Decimal digits of one system only: an ASCII digit beside a digit of
/// another system (here a Common-script pair, so no script rule decides
/// first) is refused; two of one system are not.
#[test]
fn every_pair_of_numbering_systems() {
    // The zeros of decimal systems of scripts whose letters stand alone.
    let zeros: [u32; 14] = [
        0x660, 0x6F0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xE50, 0xED0,
        0x1040,
    ];
    let mut checked = 0;
    for zero in zeros {
        let digit = |k| char::from_u32(zero + k).unwrap();
        let (one, two) = (digit(1), digit(2));
        if !allowed(one) || !allowed(two) {
            continue;
        }
        if let Some(reasons) = label_reasons(&format!("{one}{two}"), "com") {
            assert!(
                !reasons
                    .iter()
                    .any(|r| matches!(r, Reason::MixedDigits { .. })),
                "{one}{two}: {reasons:?}"
            );
        }
        if let Some(reasons) = label_reasons(&format!("1{one}"), "com") {
            assert!(
                matches!(reasons[..], [Reason::MixedDigits { .. }]),
                "1{one}: {reasons:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 6, "{checked}");
}

/// UTS #39's "highly restrictive", which Firefox's script-combination table
/// encodes: a label's scripts (Common and Inherited aside) are one script,
/// or within Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo or
/// Latin + Han + Hangul. Every ordered pair and triple of the scripts of
/// `LETTERS`, as the rule says.
#[test]
fn every_script_combination() {
    let allowed: [&[&str]; 3] = [
        &["Latin", "Han", "Hiragana", "Katakana"],
        &["Latin", "Han", "Bopomofo"],
        &["Latin", "Han", "Hangul"],
    ];
    let fine = |scripts: &[&str]| {
        scripts.iter().all(|s| *s == scripts[0])
            || allowed
                .iter()
                .any(|set| scripts.iter().all(|s| set.contains(s)))
    };
    let mut checked = (0, 0);
    for a in LETTERS {
        for b in LETTERS {
            for c in LETTERS.iter().copied().map(Some).chain([None]) {
                let mut scripts = vec![a.0, b.0];
                let mut text = format!("{}{}", a.1, b.1);
                if let Some((s, l)) = c {
                    scripts.push(s);
                    text.push(l);
                }
                // Bidi rules refuse some mixes of Arabic with others.
                let Some(reasons) = label_reasons(&text, "com") else {
                    continue;
                };
                let mixed = reasons
                    .iter()
                    .any(|r| matches!(r, Reason::MixedScripts { .. }));
                assert_eq!(!mixed, fine(&scripts), "{text}: {scripts:?} {reasons:?}");
                if mixed {
                    checked.0 += 1;
                } else {
                    checked.1 += 1;
                }
            }
        }
    }
    assert!(checked.0 > 400 && checked.1 > 100, "{checked:?}");
}
