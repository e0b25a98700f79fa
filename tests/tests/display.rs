//! `display`: each step of the browser policy (Chromium's checker) with a
//! name it hides and one it lets through, the UTS #39 policy, the optional
//! rules, and for every rule that reads a set of characters, the whole set
//! (restated here from Chromium's source, not taken from the tables);
//! then protected names and bad input.
//!
//! What a name looks like when shown or hidden is not typed here: a shown
//! name is its UTS #46 `ToUnicode` and a hidden one its `ToASCII` (held to
//! `IdnaTestV2` elsewhere); what is tested is the decision and the reason.

use punycode_core::display::{Policy, Reason, check, to_display};
use punycode_core::hostname::{Options, to_ascii, to_unicode};

fn unicode(name: &str) -> String {
    to_unicode(name, Options::url()).unwrap()
}

fn ascii(name: &str) -> String {
    to_ascii(name, Options::url()).unwrap()
}

/// `name` is shown in Unicode, every label.
#[track_caller]
fn shown(name: &str, policy: &Policy) {
    let verdict = check(name, policy).unwrap();
    assert!(verdict.is_shown(), "{name}: {:?}", verdict.labels());
    assert_eq!(to_display(name, policy), unicode(name), "{name}");
}

/// `name`'s non-ASCII labels are all hidden, and `reason` is among the
/// reasons of its first non-ASCII label.
#[track_caller]
fn hidden(name: &str, policy: &Policy, reason: &Reason) {
    let verdict = check(name, policy).unwrap();
    let labels: Vec<_> = verdict
        .labels()
        .iter()
        .filter(|l| !l.unicode().is_ascii())
        .collect();
    assert!(!labels.is_empty(), "{name}");
    assert!(labels.iter().all(|l| !l.is_shown()), "{name}: {labels:?}");
    assert!(
        labels[0].reasons().contains(reason),
        "{name}: {:?}, not {reason:?}",
        labels[0].reasons()
    );
    assert_eq!(to_display(name, policy), ascii(name), "{name}");
    assert_eq!(verdict.to_string(), ascii(name), "{name}");
}

/// The reasons of the first label of `name` (valid), by `policy`.
fn reasons(name: &str, policy: &Policy) -> Vec<Reason> {
    check(name, policy).unwrap().labels()[0].reasons().to_vec()
}

fn default() -> Policy {
    Policy::default()
}

// The browser policy, step by step (`SafeToDisplayAsUnicode`).

#[test]
fn step_1_icus_checks() {
    let p = default();
    // Chromium's identifier set: Unicode 16's profile, less its removals.
    hidden("ɡoogle.com", &p, &Reason::NotAllowed { character: 'ɡ' });
    hidden("ǒpen.com", &p, &Reason::NotAllowed { character: 'ǒ' });
    hidden("ḍot.com", &p, &Reason::NotAllowed { character: 'ḍ' });
    shown("ồpen.com", &p); // Vietnamese, which the removal keeps
    shown("bücher.de", &p);
    // What Unicode 17 restricted and 16 allowed: Chromium's ICU shows it.
    shown("ǫx.com", &p);
    shown("հայաստան.am", &p);
    // Highly restrictive.
    hidden(
        "pаypal.com",
        &p,
        &Reason::MixedScripts {
            first: "Latin",
            second: "Cyrillic",
        },
    );
    shown("abc漢字.com", &p);
    shown("日本語カタカナ.jp", &p);
    shown("한국어漢字.kr", &p);
    // A nonspacing mark twice in a run (after NFD): á U+0301.
    hidden(
        "á\u{301}b.com",
        &p,
        &Reason::RepeatedMark {
            character: '\u{301}',
        },
    );
    shown("ж\u{301}\u{300}.com", &p);
    // A dot above hidden by a letter's own dot (ICU's hidden overlay):
    // Cyrillic і, and ị (Soft_Dotted) with U+0307 past its dot below.
    let dot = Reason::LookalikeMark {
        character: '\u{307}',
    };
    hidden("ві\u{307}л.com", &p, &dot);
    hidden("ị\u{307}a.com", &p, &dot);
    shown("ạ\u{307}b.com", &p);
    // One digit system.
    // (Devanagari's digits and ASCII's: one script, two digit systems.)
    hidden(
        "क१1.com",
        &p,
        &Reason::MixedDigits {
            first: '१',
            second: '1',
        },
    );
    shown("مثال٣.com", &p);
}

#[test]
fn step_2_letters_of_one_tld() {
    let p = default();
    let icelandic = |c| Reason::TldOnly {
        character: c,
        tlds: &["is", "fo"],
    };
    hidden("þing.com", &p, &icelandic('þ'));
    hidden("ðe.com", &p, &icelandic('ð'));
    shown("þing.is", &p);
    shown("ðe.fo", &p);
    shown("þe.fo", &p);
    // A label of one character is not held to it.
    shown("ð.com", &p);
    shown("þ.ge", &p);
    let schwa = Reason::TldOnly {
        character: 'ə',
        tlds: &["az"],
    };
    hidden("bakə.com", &p, &schwa);
    shown("bakə.az", &p);
    shown("ə.com", &p);
}

#[test]
fn step_3_the_middle_dot() {
    let p = default();
    let dot = Reason::Context { character: '·' };
    shown("l·l.cat", &p);
    shown("col·legi.cat", &p);
    hidden("l·l.com", &p, &dot);
    hidden("a·b.cat", &p, &dot);
    hidden("l·la·b.cat", &p, &dot);
}

#[test]
fn step_4_labels_of_one_script() {
    let p = default();
    let cyrillic = Reason::WholeScriptConfusable { script: "Cyrillic" };
    hidden("аррӏе.com", &p, &cyrillic);
    hidden("ск.com", &p, &cyrillic);
    shown("аррӏе.рф", &p);
    shown("аррӏе.ru", &p);
    shown("пример.com", &p); // и and п look like no Latin letter
    // Chromium's list of TLDs only, and the caller's.
    hidden("аррӏе.mk", &p, &cyrillic);
    shown(
        "аррӏе.mk",
        &default().expect_script("Cyrillic", "mk").unwrap(),
    );
    // A root dot leaves no TLD, as Chromium takes it.
    let rooted = check("аррӏе.рф.", &p).unwrap();
    assert!(!rooted.labels()[0].is_shown(), "{:?}", rooted.labels());
    assert!(rooted.labels()[0].reasons().contains(&cyrillic));
    // The words Chromium exempts.
    shown("курс.com", &p);
    shown("парк.com", &p);
    hidden("курса.com", &p, &cyrillic);
    // Digit lookalikes.
    hidden("зз.com", &p, &Reason::DigitLookalikes { character: 'з' });
    hidden("1丩.com", &p, &Reason::DigitLookalikes { character: '丩' });
    shown("зуб.com", &p);
    // One script, nothing the patterns look at: shown before them.
    shown("漢\u{3099}.jp", &p);
    shown("一12.cn", &p);
}

#[test]
fn step_5_the_rest() {
    let p = default();
    hidden("café漢字.com", &p, &Reason::LatinWithCjk { character: 'é' });
    shown("cafe漢字.com", &p);
    // The dangerous patterns.
    hidden(
        "google一.com",
        &p,
        &Reason::CjkLookalike { character: '一' },
    );
    hidden(
        "abcンdef.com",
        &p,
        &Reason::CjkLookalike { character: 'ン' },
    );
    shown("ビタミンb1.com", &p);
    hidden("aヽ.com", &p, &Reason::Context { character: 'ヽ' });
    shown("カヽ.jp", &p);
    hidden("aー.com", &p, &Reason::Context { character: 'ー' });
    shown("カー.jp", &p);
    hidden("a・カ.com", &p, &Reason::Context { character: '・' });
    shown("カ・カ.jp", &p);
    hidden("カへカ.jp", &p, &Reason::KanaLookalike { character: 'へ' });
    shown("かへか.jp", &p);
    hidden(
        "漢\u{301}.com",
        &p,
        &Reason::ForeignMark {
            character: '\u{301}',
        },
    );
    hidden(
        "ı\u{301}x.com",
        &p,
        &Reason::LookalikeMark {
            character: '\u{301}',
        },
    );
    hidden(
        "i\u{307}x.com",
        &p,
        &Reason::LookalikeMark {
            character: '\u{307}',
        },
    );
    shown("íx.com", &p);
    hidden(
        "aン\u{309A}.com",
        &p,
        &Reason::Context {
            character: '\u{309A}',
        },
    );
}

#[test]
fn hyphens_that_icu_refuses() {
    let p = default();
    hidden("-ü.com", &p, &Reason::Hyphens);
    hidden("ü-.com", &p, &Reason::Hyphens);
    hidden("üb--x.com", &p, &Reason::Hyphens);
    shown("ü-x.com", &p);
}

#[test]
fn protected_names() {
    let p = default().protect(["paypal.com", "test.net"]).unwrap();
    let looks = |d: &str| Reason::LooksLike { domain: d.into() };
    hidden("tést.net", &p, &looks("test.net"));
    hidden("some.tést.net", &p, &looks("test.net"));
    hidden("pаypal.com", &p, &looks("paypal.com"));
    shown("tést.com", &p);
    shown("ést.net", &p);
    shown("www.paypal.com", &p);
    // Chromium's own mappings and readings: ш for w, þ as b or p.
    let p = default().protect(["wiki.org", "bank.com"]).unwrap();
    hidden("шiki.org", &p, &looks("wiki.org"));
    // Under top-level domains beyond ASCII: the last label's skeleton is
    // compared too (its first character first).
    let p = default().protect(["tést.ελ", "bücher.рф"]).unwrap();
    hidden("tèst.ελ", &p, &looks("tést.ελ"));
    hidden("bùcher.рф", &p, &looks("bücher.рф"));
    shown("tèst.рф", &p);
    shown("tèst.ευ", &p);
    shown("bùcher.ελ", &p);
    // A last label that is not the protected one's but looks like it
    // (Latin p for Cyrillic р).
    hidden("bùcher.pф", &p, &looks("bücher.рф"));
    // Names protected in two calls, of three labels and of one.
    let p = default()
        .protect(["paypal.com", "uk"])
        .unwrap()
        .protect(["tést.co.uk", "bücher.de"])
        .unwrap();
    hidden("tèst.co.uk", &p, &looks("tést.co.uk"));
    hidden("www.tèst.co.uk", &p, &looks("tést.co.uk"));
    hidden("pаypal.com", &p, &looks("paypal.com"));
    hidden("bùcher.de", &p, &looks("bücher.de"));
    shown("tèst.uk", &p);
    shown("tèst.co.de", &p);
    shown("tést.co.uk", &p);
}

// The UTS #39 policy.

#[test]
fn the_uts39_policy() {
    let p = Policy::uts39();
    // Unicode 18's profile: what 17 restricted is not shown.
    hidden("ǫx.com", &p, &Reason::NotAllowed { character: 'ǫ' });
    shown("bücher.de", &p);
    hidden(
        "pаypal.com",
        &p,
        &Reason::MixedScripts {
            first: "Latin",
            second: "Cyrillic",
        },
    );
    hidden(
        "á\u{301}b.com",
        &p,
        &Reason::RepeatedMark {
            character: '\u{301}',
        },
    );
    let cyrillic = Reason::WholeScriptConfusable { script: "Cyrillic" };
    hidden("ѕсоре.com", &p, &cyrillic);
    shown("ѕсоре.mk", &p); // a country that writes Cyrillic
    shown("ѕсоре.pyc", &p); // the ASCII form of .рус
    shown("ѕсоре.рф", &p); // a TLD written in Cyrillic
    hidden("ѕсоре.gr", &p, &cyrillic); // Greek's list, not Cyrillic's
    let greek = Reason::WholeScriptConfusable { script: "Greek" };
    hidden("ονο.com", &p, &greek);
    shown("ονο.gr", &p);
    shown("ονο.eu", &p);
    shown("ονο.ελ", &p);
    // UTS #39's confusables, not Chromium's letter sets: к is no Latin k.
    shown("ск.com", &p);
    // None of Chromium's steps: the TLD letters, the middle dot.
    shown("þing.com", &p);
    shown("l·l.com", &p);
}

// The optional rules.

#[test]
fn deviations() {
    shown("faß.de", &default());
    let p = default().deviations(true);
    hidden("faß.de", &p, &Reason::Deviation { character: 'ß' });
    hidden("ς.gr", &p, &Reason::Deviation { character: 'ς' });
}

#[test]
fn idna2008() {
    // A geresh first: Chromium shows it, IDNA2008's rule (after Hebrew,
    // RFC 5892 A.5) refuses it.
    shown("\u{5F3}אב.com", &default());
    let p = default().idna2008(true);
    hidden(
        "\u{5F3}אב.com",
        &p,
        &Reason::NotRegistrable {
            character: '\u{5F3}',
        },
    );
    shown("א\u{5F3}ב.com", &p);
    shown("l·l.cat", &p);
    shown("bücher.de", &p);
}

// Every character of each set a rule reads.

/// A letter of each script that looks like no Latin letter: what a set's
/// member is set next to.
const LETTERS: [(&str, char); 12] = [
    ("Latin", 'k'),
    ("Cyrillic", 'ж'),
    ("Greek", 'λ'),
    ("Armenian", 'բ'),
    ("Hebrew", 'א'),
    ("Arabic", 'ب'),
    ("Devanagari", 'क'),
    ("Han", '漢'),
    ("Hiragana", 'か'),
    ("Katakana", 'カ'),
    ("Hangul", '한'),
    ("Thai", 'ก'),
];

/// The label `text` (one label, valid, or skipped) under `tld`.
fn label_reasons(text: &str, tld: &str, policy: &Policy) -> Option<Vec<Reason>> {
    let name = format!("{text}.{tld}");
    let verdict = check(&name, policy).ok()?;
    let label = &verdict.labels()[0];
    (label.unicode() == text).then(|| label.reasons().to_vec())
}

/// Chromium's removals from its identifier set (`SetAllowedUnicodeSet`):
/// each, alone and next to each script's letter, is not shown.
#[test]
fn every_removed_character_is_hidden() {
    let removed = [
        0x338, 0x58A, 0x2010, 0x2019, 0x2027, 0x30A0, 0x2BB, 0x2BC, 0x2EC, 0x138,
    ]
    .into_iter()
    .chain(0x1CD..=0x1DC)
    .chain(0x1C80..=0x1C8F)
    .chain(0x1E00..=0x1E9B)
    .chain(0x1F00..=0x1FFF)
    .chain(0xA640..=0xA69F)
    .chain(0xA720..=0xA7FF);
    let p = default();
    let mut checked = 0;
    for c in removed.filter_map(char::from_u32) {
        for text in [c.to_string(), format!("k{c}"), format!("{c}k")]
            .into_iter()
            .chain(LETTERS.iter().map(|(_, l)| format!("{l}{c}")))
        {
            let Some(reasons) = label_reasons(&text, "com", &p) else {
                continue;
            };
            assert!(!reasons.is_empty(), "{text:?} is shown");
            checked += 1;
        }
    }
    assert!(checked > 1_000, "{checked}");
}

/// Chromium's digit lookalikes: each, with ASCII digits, is a label of
/// digit lookalikes; next to a letter, it is not.
#[test]
fn every_digit_lookalike() {
    let p = default();
    let mut checked = 0;
    for c in "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨".chars()
    {
        for text in [c.to_string(), format!("1{c}"), format!("{c}2{c}")] {
            let Some(reasons) = label_reasons(&text, "com", &p) else {
                continue;
            };
            assert!(!reasons.is_empty(), "{text:?} is shown");
            checked += 1;
        }
        for (_, l) in LETTERS {
            let text = format!("{c}{l}");
            if let Some(reasons) = label_reasons(&text, "com", &p) {
                let lookalikes = Reason::DigitLookalikes { character: c };
                assert!(!reasons.contains(&lookalikes), "{text:?}");
            }
        }
    }
    assert!(checked > 60, "{checked}");
}

/// Chromium's whole-script sets: a label of two of a set's letters is not
/// shown under `.com`, is under a TLD of the script's list, and is not a
/// whole-script confusable with a letter of the script beside it that
/// looks like no Latin one.
#[test]
fn every_whole_script_set() {
    let sets: [(&str, &str, &str, char); 8] = [
        ("Armenian", "ագզէլհյոսւօՙ", "am", 'բ'),
        ("Cyrillic", "аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ", "ru", 'ж'),
        ("Ethiopic", "ሀሠሰስበነተከዐዕዘጠፐꬅ", "et", 'ቀ'),
        ("Georgian", "იოყძხჽჿ", "ge", 'ბ'),
        ("Greek", "αικνρυωηοτ", "gr", 'λ'),
        ("Hebrew", "דוחיןסװײ׳ﬦ", "il", 'א'),
        (
            "Myanmar",
            "ခဂငထပဝ၀၂ၔၜ\u{1090}\u{1091}\u{1095}\u{1096}\u{1097}",
            "mm",
            'က',
        ),
        ("Thai", "ทนบพรหเแ๐ดลปฟม", "th", 'ก'),
    ];
    let p = default();
    let mut checked = 0;
    for (script, letters, tld, other) in sets {
        let wsc = Reason::WholeScriptConfusable { script };
        for a in letters.chars() {
            for b in letters.chars().take(3) {
                let text = format!("{a}{b}");
                let Some(reasons) = label_reasons(&text, "com", &p) else {
                    continue;
                };
                assert!(!reasons.is_empty(), "{text:?} is shown under .com");
                if let Some(under_tld) = label_reasons(&text, tld, &p) {
                    assert!(!under_tld.contains(&wsc), "{text:?} under .{tld}");
                }
                checked += 1;
            }
            if let Some(reasons) = label_reasons(&format!("{a}{other}"), "com", &p) {
                assert!(!reasons.contains(&wsc), "{a}{other}");
            }
        }
    }
    assert!(checked > 200, "{checked}");
}

/// The characters of Chromium's CJK patterns: each lookalike of a stroke,
/// digit or letter next to Latin is not shown, and between Han it is not
/// a lookalike; each slash lookalike between Latin letters is not shown.
#[test]
fn every_cjk_pattern_character() {
    let p = default();
    let strokes = "一ㄧ丨乛七丅十〇ㄒㄚㄟㄨㄩㄈㆺㆳ工ㆲ讠丁";
    let slashes = "ノンソゾ丶乀乁丿";
    let mut checked = 0;
    for c in strokes.chars().chain(slashes.chars()) {
        let lookalike = Reason::CjkLookalike { character: c };
        if let Some(reasons) = label_reasons(&format!("ab{c}cd"), "com", &p) {
            assert!(reasons.contains(&lookalike), "ab{c}cd: {reasons:?}");
            checked += 1;
        }
        if let Some(reasons) = label_reasons(&format!("漢{c}字"), "com", &p) {
            assert!(!reasons.contains(&lookalike), "漢{c}字");
        }
    }
    assert_eq!(checked, 28);
}

/// The combining diacritics U+0300-U+0339: each after Han is not shown
/// (a mark after another script, or outside the set), and after Cyrillic
/// it is not a foreign mark.
#[test]
fn every_combining_diacritic() {
    let p = default();
    let mut checked = 0;
    for c in ('\u{300}'..='\u{339}').filter(|&c| c != '\u{338}') {
        if let Some(reasons) = label_reasons(&format!("漢{c}"), "com", &p) {
            assert!(!reasons.is_empty(), "漢{c} is shown");
            checked += 1;
        }
        if let Some(reasons) = label_reasons(&format!("ж{c}"), "com", &p) {
            assert!(
                !reasons.contains(&Reason::ForeignMark { character: c }),
                "ж{c}"
            );
        }
    }
    assert!(checked > 40, "{checked}");
}

/// The Kana twins: each among letters of the other syllabary is not
/// shown, among its own it is.
#[test]
fn every_kana_twin() {
    let p = default();
    for (twin, own, other) in [
        ('へ', 'か', 'カ'),
        ('べ', 'か', 'カ'),
        ('ぺ', 'か', 'カ'),
        ('ヘ', 'カ', 'か'),
        ('ベ', 'カ', 'か'),
        ('ペ', 'カ', 'か'),
    ] {
        let among = format!("{other}{twin}{other}");
        assert!(
            reasons(&format!("{among}.jp"), &p)
                .contains(&Reason::KanaLookalike { character: twin }),
            "{among}"
        );
        shown(&format!("{own}{twin}{own}.jp"), &p);
    }
}

/// The letters of one TLD: each in a label of two characters is not shown
/// elsewhere, and is under its TLDs; alone it is shown anywhere.
#[test]
fn every_tld_letter() {
    let p = default();
    for (c, tlds) in [
        ('þ', &["is", "fo"][..]),
        ('ð', &["is", "fo"]),
        ('ə', &["az"]),
    ] {
        for (_, l) in LETTERS.iter().take(1) {
            let text = format!("{l}{c}");
            let tld_only = Reason::TldOnly { character: c, tlds };
            assert!(
                reasons(&format!("{text}.com"), &p).contains(&tld_only),
                "{text}"
            );
            for tld in tlds {
                shown(&format!("{text}.{tld}"), &p);
            }
        }
        shown(&format!("{c}.com"), &p);
    }
}

/// The words Chromium exempts: each is shown under `.com`.
#[test]
fn every_allowed_word() {
    for word in [
        "секс",
        "как",
        "коса",
        "курс",
        "парк",
        "такий",
        "укроп",
        "сахарок",
        "покраска",
    ] {
        shown(&format!("{word}.com"), &default());
    }
}

#[test]
fn reasons_print_and_have_codes() {
    let p = default().protect(["google.com"]).unwrap();
    let verdict = check("ɡoogle.com", &p).unwrap();
    let reasons = verdict.labels()[0].reasons();
    let printed: Vec<String> = reasons.iter().map(ToString::to_string).collect();
    assert_eq!(
        printed,
        [
            "'ɡ' (U+0261) is not in the identifier profile",
            "the name looks like google.com"
        ]
    );
    let codes: Vec<&str> = reasons.iter().map(Reason::code).collect();
    assert_eq!(codes, ["not-allowed", "looks-like"]);
}

#[test]
fn names_that_are_not_valid_come_back_as_given_never_in_unicode() {
    let p = default();
    // ASCII: lowercased, nothing else.
    assert_eq!(to_display("A_B..C", &p), "a_b..c");
    let dns = default().options(Options::lookup());
    assert_eq!(to_display("My_Host.Example", &dns), "my_host.example");
    assert!(check("My_Host.Example", &dns).is_err());
    // Not valid, with Unicode: each such label as Punycode of what it was.
    for name in [
        "exa\u{200D}mple.com",
        "xn--bcher-2pa.de",
        "a\u{5D0}.com",
        "\u{300}a.com",
        "ü\u{1} /.com",
    ] {
        let shown = to_display(name, &p);
        assert!(shown.is_ascii(), "{name:?}: {shown:?}");
        assert!(check(name, &p).is_err(), "{name:?}");
    }
    assert_eq!(
        to_display("exa\u{200D}mple.COM", &p),
        format!(
            "xn--{}.com",
            punycode_core::encode("exa\u{200D}mple").unwrap()
        )
    );
}

#[test]
fn a_root_dot_and_empty_labels_stay() {
    let p = default();
    assert_eq!(to_display("bücher.de.", &p), "bücher.de.");
    assert_eq!(to_display("ѕсоре.com.", &p), ascii("ѕсоре.com."));
    assert_eq!(to_display("пример.com.", &p), "пример.com.");
    assert_eq!(to_display("a..bücher", &p), "a..bücher");
    let verdict = check("bücher.de.", &p).unwrap();
    assert_eq!(verdict.labels().len(), 2);
    assert_eq!(verdict.to_string(), "bücher.de.");
}

/// What a name may be shown as, whatever it is: never a panic; Unicode
/// only for a valid name, in labels the verdict shows; and `to_display`
/// is what `check` says.
fn holds(name: &str, policy: &Policy) {
    let display = to_display(name, policy);
    match check(name, policy) {
        Ok(verdict) => {
            assert_eq!(display, verdict.to_string(), "{name:?}");
            for label in verdict.labels() {
                if !label.is_shown() {
                    assert!(label.display().is_ascii(), "{name:?}");
                }
            }
        }
        Err(_) => assert!(
            display.is_ascii() || (name.is_ascii() && display == name.to_ascii_lowercase()),
            "{name:?} is not valid, yet shown as {display:?}"
        ),
    }
}

#[test]
fn random_names_never_show_what_was_not_judged() {
    let policy = default().protect(["google.com", "paypal.com"]).unwrap();
    let firefox = Policy::firefox();
    for seed in 0..4 {
        for name in punycode_tests::hosts::mixed(5_000, seed) {
            holds(&name, &policy);
            holds(&name, &firefox);
        }
    }
}

proptest::proptest! {
    #[test]
    fn any_string_never_shows_what_was_not_judged(name in "\\PC{0,40}") {
        holds(&name, &default());
        holds(&name, &Policy::firefox());
    }
}

#[test]
fn names_of_many_labels() {
    // Past 64 labels (the URL profile has no length limit), each label is
    // still judged on its own.
    let mut name = "bücher.".repeat(40);
    name.push_str(&"ѕсоре.".repeat(40));
    name.push_str("com");
    let shown = to_display(&name, &default());
    let expected = format!(
        "{}{}com",
        "bücher.".repeat(40),
        format!("{}.", ascii("ѕсоре")).repeat(40)
    );
    assert_eq!(shown, expected);
    holds(&name, &default());
}

#[test]
fn lengths_do_not_change_what_is_shown() {
    // ToUnicode checks no lengths: a label whose ASCII form passes 63
    // bytes is judged (and hidden as its A-label) in the lookup profile too.
    let dns = default().options(Options::lookup());
    let long = format!("{}㍐.com", "f".repeat(60));
    assert!(check(&long, &dns).unwrap().is_shown());
    assert_eq!(to_display(&long, &dns), unicode(&long));
    let long_cyrillic = format!("{}.com", "ѕсоре".repeat(15));
    let verdict = check(&long_cyrillic, &dns).unwrap();
    assert!(!verdict.is_shown());
    assert_eq!(to_display(&long_cyrillic, &dns), verdict.to_string());
    assert!(verdict.labels()[0].ascii().len() > 63);
}

/// Names of about as many labels as are kept on the stack (eight), and
/// more: judged the same, with the hidden label at its own index.
#[test]
fn names_around_eight_labels() {
    let policy = default();
    for n in [7, 8, 9, 20] {
        let prefix = "a.".repeat(n);
        shown(&format!("{prefix}bücher.de"), &policy);
        let name = format!("{prefix}ѕсоре.com");
        hidden(
            &name,
            &policy,
            &Reason::WholeScriptConfusable { script: "Cyrillic" },
        );
        let verdict = check(&name, &policy).unwrap();
        assert_eq!(verdict.labels().len(), n + 2, "{name}");
        assert!(!verdict.labels()[n].is_shown(), "{name}");
    }
}
