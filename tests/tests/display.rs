//! `display`: each rule of the default policy with names it hides and names
//! it shows, the names the issue asked for, protected names, and bad input.
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

fn default() -> Policy {
    Policy::default()
}

#[test]
fn the_names_of_the_issue() {
    let p = default();
    let cyrillic = Reason::WholeScriptConfusable { script: "Cyrillic" };
    hidden("аррӏе.com", &p, &cyrillic);
    hidden("ѕсоре.com", &p, &cyrillic);
    shown("аррӏе.рф", &p);
    shown("ѕсоре.рф", &p);
    hidden(
        "pаypal.com",
        &p,
        &Reason::MixedScripts {
            first: "Latin",
            second: "Cyrillic",
        },
    );
    for name in [
        "bücher.de",
        "例子.中国",
        "пример.рф",
        "한국어.kr",
        "日本語カタカナ.jp",
    ] {
        shown(name, &p);
    }
    let google = default().protect(["google.com"]).unwrap();
    hidden(
        "ɡoogle.com",
        &google,
        &Reason::LooksLike {
            domain: "google.com".into(),
        },
    );
    shown("googles.com", &google);
    // ASCII names are shown as they are, subdomains of the protected name
    // too.
    assert_eq!(to_display("googles.com", &google), "googles.com");
    assert_eq!(to_display("mail.google.com", &google), "mail.google.com");
    assert!(check("mail.google.com", &google).unwrap().is_shown());
}

#[test]
fn the_same_names_as_a_labels() {
    let p = default();
    for name in ["аррӏе.com", "ѕсоре.com", "pаypal.com"] {
        // From the A-label, the same verdict and the same A-label back.
        let a = ascii(name);
        assert_eq!(to_display(&a, &p), a);
        assert!(!check(&a, &p).unwrap().is_shown());
    }
    for name in ["bücher.de", "пример.рф", "한국어.kr"] {
        assert_eq!(to_display(&ascii(name), &p), unicode(name));
    }
}

#[test]
fn identifier_profile() {
    let p = default();
    hidden("❤.com", &p, &Reason::NotAllowed { character: '❤' });
    hidden(
        "ɡoogle.com",
        &p,
        &Reason::NotAllowed {
            character: '\u{261}',
        },
    );
    shown("bücher.de", &p);
    shown("ελληνικά.gr", &p);
}

#[test]
fn deviation_characters() {
    let p = default();
    hidden("faß.de", &p, &Reason::Deviation { character: 'ß' });
    hidden("ελλάς.gr", &p, &Reason::Deviation { character: 'ς' });
    // A ZWNJ where CheckJoiners allows it (after a dual-joining letter,
    // before a right-joining one): valid, and still not shown.
    hidden(
        "نامه\u{200C}ای.ir",
        &p,
        &Reason::Deviation {
            character: '\u{200C}',
        },
    );
    shown("fass.de", &p);
    shown("ελλάσ.gr", &p);
}

#[test]
fn highly_restrictive() {
    let p = default();
    hidden(
        "ελληνικάabc.gr",
        &p,
        &Reason::MixedScripts {
            first: "Greek",
            second: "Latin",
        },
    );
    hidden(
        "한국어カタカナ.jp",
        &p,
        &Reason::MixedScripts {
            first: "Hangul",
            second: "Katakana",
        },
    );
    // Latin with Han and kana, with Han and Hangul (Bopomofo letters are
    // outside the identifier profile).
    shown("abc漢字.com", &p);
    shown("abcカタカナ漢字.jp", &p);
    shown("abc한국漢字.kr", &p);
}

#[test]
fn one_digit_system() {
    let p = default();
    hidden(
        "1२.in",
        &p,
        &Reason::MixedDigits {
            first: '1',
            second: '२',
        },
    );
    shown("१२.in", &p);
    shown("हिन्दी१२.in", &p);
}

#[test]
fn digit_lookalikes() {
    let p = default();
    // Cyrillic б looks like 6: with digits only, under a Cyrillic TLD
    // (so that only this rule applies).
    hidden("б1.ru", &p, &Reason::DigitLookalikes { character: 'б' });
    hidden("1ଠ.in", &p, &Reason::DigitLookalikes { character: 'ଠ' });
    shown("баба.ru", &p);
    shown("б1а.ru", &p);
}

#[test]
fn whole_script_confusables() {
    let p = default();
    let greek = Reason::WholeScriptConfusable { script: "Greek" };
    hidden("οοο.com", &p, &greek);
    shown("οοο.gr", &p);
    shown("ѕсоре.ru", &p);
    shown("ѕсоре.укр", &p);
    // Not every letter looks like Latin.
    shown("пример.com", &p);
    shown("ελληνικά.com", &p);
    // A TLD of one's own.
    let com = default().expect_script("Cyrillic", "com");
    shown("ѕсоре.com", &com);
    hidden("οοο.com", &com, &greek);
}

#[test]
fn repeated_marks() {
    let p = default();
    hidden(
        "x\u{301}\u{301}.com",
        &p,
        &Reason::RepeatedMark {
            character: '\u{301}',
        },
    );
    shown("x\u{301}.com", &p);
    shown("x\u{301}\u{300}.com", &p);
}

#[test]
fn dotless_i_and_dot_above() {
    let p = default();
    let dot = Reason::LookalikeMark {
        character: '\u{307}',
    };
    hidden("ı\u{307}stanbul.tr", &p, &dot);
    // What UTS #46 makes of İ: i and a dot above.
    hidden("İstanbul.tr", &p, &dot);
    hidden(
        "ı\u{301}.com",
        &p,
        &Reason::LookalikeMark {
            character: '\u{301}',
        },
    );
    shown("ıstanbul.tr", &p);
    shown("istanbul.tr", &p);
}

#[test]
fn contexts() {
    let p = default();
    let context = |c| Reason::Context { character: c };
    hidden("a·b.com", &p, &context('·'));
    shown("l·l.cat", &p);
    hidden("aー.jp", &p, &context('ー'));
    shown("カー.jp", &p);
    shown("らーめん.jp", &p);
    hidden("한・국.kr", &p, &context('・'));
    shown("カ・b.jp", &p);
    shown("漢・字.jp", &p);
    hidden("ا\u{5F3}.com", &p, &context('\u{5F3}'));
    shown("א\u{5F3}.il", &p);
    // The Greek numeral sign is outside the identifier profile: never
    // shown, but its context is still told.
    hidden("α\u{375}.gr", &p, &context('\u{375}'));
    let before_greek = check("\u{375}α.gr", &p).unwrap();
    assert_eq!(
        before_greek.labels()[0].reasons(),
        [Reason::NotAllowed {
            character: '\u{375}'
        }]
    );
}

#[test]
fn punctuation() {
    let p = default();
    let punctuation = |c| Reason::Punctuation { character: c };
    hidden("abc\u{2010}def.com", &p, &punctuation('\u{2010}'));
    hidden("a\u{2019}bü.com", &p, &punctuation('\u{2019}'));
    hidden("\u{30A1}\u{2027}\u{30A3}.jp", &p, &punctuation('\u{2027}'));
    hidden("ü_ü.com", &p, &punctuation('_'));
    shown("ü-ü.com", &p);
    // The Tibetan tsheg ends every syllable.
    shown("\u{F56}\u{F7C}\u{F51}\u{F0B}\u{F61}\u{F72}\u{F42}.cn", &p);
}

#[test]
fn letters_of_one_tld() {
    let p = default();
    hidden(
        "þorp.com",
        &p,
        &Reason::TldOnly {
            character: 'þ',
            tlds: &["is"],
        },
    );
    shown("þorp.is", &p);
    hidden(
        "əli.com",
        &p,
        &Reason::TldOnly {
            character: 'ə',
            tlds: &["az"],
        },
    );
    shown("əli.az", &p);
    shown("ðú.fo", &p);
}

#[test]
fn protected_names() {
    let p = default()
        .protect(["github.com", "xn--80ak6aa92e.com", "PayPal.com"])
        .unwrap();
    let github = Reason::LooksLike {
        domain: "github.com".into(),
    };
    // Dotless i passes every other rule: only the protection hides it.
    assert!(check("gıthub.com", &default()).unwrap().is_shown());
    hidden("gıthub.com", &p, &github);
    // Under a lookalike, every label is ASCII; the lookalike's subdomains
    // are lookalikes too.
    hidden("gıthub.com", &p, &github);
    let verdict = check("wwẉ.gıthub.com", &p).unwrap();
    assert!(verdict.labels()[..2].iter().all(|l| !l.is_shown()));
    assert_eq!(to_display("wwẉ.gıthub.com", &p), ascii("wwẉ.gıthub.com"));
    // A name that differs after skeletons, the name itself, its
    // subdomains: not lookalikes.
    shown("gıthubs.com", &p);
    shown("bücher.github.com", &p);
    assert!(check("github.com", &p).unwrap().is_shown());
    // A protected name given as an A-label, in Unicode: itself is not a
    // lookalike of itself; the ASCII name that looks like it is ASCII.
    assert_eq!(
        p.protected().collect::<Vec<_>>(),
        ["аррӏе.com", "github.com", "paypal.com"]
    );
    assert_eq!(to_display("apple.com", &p), "apple.com");
    hidden(
        "pаypal.com",
        &p,
        &Reason::LooksLike {
            domain: "paypal.com".into(),
        },
    );
    // Names that cannot be protected are refused with the reason.
    let err = default().protect(["exa\u{200D}mple.com"]).unwrap_err();
    assert_eq!(err.domain(), "exa\u{200D}mple.com");
    assert_eq!(err.error().code(), "C2");
    assert!(err.to_string().starts_with("cannot protect"), "{err}");
}

// What browsers add to UTS #39 (#28), each rule on names of our own (not
// those of Chromium's table, `display_chromium.rs`): one it hides, one it
// lets through.

#[test]
fn whole_script_confusables_by_browsers_letter_sets() {
    let p = default();
    let wsc = |script| Reason::WholeScriptConfusable { script };
    // Every letter in the browsers' set for its script.
    hidden("куру.com", &p, &wsc("Cyrillic"));
    shown("куру.ru", &p);
    shown("кот.com", &p); // т is in no set
    hidden("ικο.com", &p, &wsc("Greek"));
    shown("ικο.gr", &p);
    hidden("סוד.com", &p, &wsc("Hebrew"));
    shown("סוד.il", &p);
    shown("שלום.com", &p);
    hidden("սոս.com", &p, &wsc("Armenian"));
    shown("սոս.am", &p);
    hidden("ဂဝ.com", &p, &wsc("Myanmar"));
    shown("ဂဝ.mm", &p);
    // A script's digits count as its letters.
    hidden("৭০৭.com", &p, &wsc("Bengali"));
    // UTS #39 alone does not know these sets.
    shown("куру.com", &Policy::uts39());
}

#[test]
fn digits_that_read_as_ascii() {
    let p = default();
    // A browsers' digit lookalike among ASCII digits.
    hidden("3з3.com", &p, &Reason::DigitLookalikes { character: 'з' });
    // Another script's digits, every one of which reads as ASCII (`૦૨`
    // reads `o2`), with no ASCII digit at all.
    hidden("૦૨.com", &p, &Reason::DigitLookalikes { character: '૦' });
    // Devanagari one reads as nothing ASCII: the label reads as Devanagari.
    shown("१५.in", &p);
}

#[test]
fn rare_letters() {
    let p = default();
    hidden("ḍot.com", &p, &Reason::RareLetter { character: 'ḍ' });
    hidden("ǒpen.com", &p, &Reason::RareLetter { character: 'ǒ' });
    // Vietnamese, from U+1EA0 on, is not rare.
    shown("việt.vn", &p);
    shown("ḍot.com", &Policy::uts39());
}

#[test]
fn latin_beyond_ascii_with_cjk() {
    let p = default();
    hidden("naïve中文.cn", &p, &Reason::LatinWithCjk { character: 'ï' });
    shown("naive中文.cn", &p);
    shown("naïve.fr", &p);
}

#[test]
fn marks_after_other_scripts_and_marks_carried_twice() {
    let p = default();
    hidden(
        "ไทย\u{301}.com",
        &p,
        &Reason::ForeignMark {
            character: '\u{301}',
        },
    );
    shown("ру\u{301}сский.ru", &p);
    hidden(
        "cafe\u{301}\u{301}x.fr",
        &p,
        &Reason::RepeatedMark {
            character: '\u{301}',
        },
    );
    // `é` already has U+0301.
    hidden(
        "caf\u{e9}\u{301}.fr",
        &p,
        &Reason::RepeatedMark {
            character: '\u{301}',
        },
    );
    shown("caf\u{e9}\u{300}.fr", &p);
}

#[test]
fn cjk_characters_that_pass_for_strokes_slashes_digits_and_letters() {
    let p = default();
    let cjk = |character| Reason::CjkLookalike { character };
    // Next to Latin, in a label that mixes scripts.
    hidden("abc十def.com", &p, &cjk('十'));
    hidden("工abc.com", &p, &cjk('工'));
    hidden("abcンdef.com", &p, &cjk('ン'));
    // Among CJK, or in a label of one script.
    shown("abc中十文.cn", &p);
    shown("十月.jp", &p);
    shown("一12.cn", &p);
    shown("コンピュータx.com", &p);
}

#[test]
fn kana_of_the_other_syllabary_that_looks_the_same() {
    let p = default();
    hidden(
        "カタへナ.jp",
        &p,
        &Reason::KanaLookalike { character: 'へ' },
    );
    hidden(
        "ひらヘな.jp",
        &p,
        &Reason::KanaLookalike { character: 'ヘ' },
    );
    shown("カタヘナ.jp", &p);
    shown("ひらへな.jp", &p);
}

#[test]
fn contexts_browsers_add() {
    let p = default();
    let context = |character| Reason::Context { character };
    // Iteration marks after their own syllabary, voiced sound marks after
    // Kana.
    hidden("アゞ.jp", &p, &context('ゞ'));
    shown("いすゞ.jp", &p);
    hidden("aヽ.jp", &p, &context('ヽ'));
    shown("カヽ.jp", &p);
    hidden("ab\u{3099}.com", &p, &context('\u{3099}'));
    shown("カ\u{309A}.jp", &p);
    // The middle dot only under .cat; a lone gershayim only under .il.
    hidden("col·legi.com", &p, &context('·'));
    shown("col·legi.cat", &p);
    hidden("״.com", &p, &context('״'));
    shown("״.il", &p);
}

#[test]
fn quote_like_letters_and_reserved_hyphens() {
    let p = default();
    hidden(
        "o\u{2bb}ahu.com",
        &p,
        &Reason::Punctuation {
            character: '\u{2bb}',
        },
    );
    hidden("ré--sumé.fr", &p, &Reason::Hyphens);
    shown("rés--umé.fr", &p);
}

#[test]
fn protected_names_as_browsers_compare_them() {
    let p = default()
        .protect(["hotmail.com", "pay.com", "test.net", "wmht.com"])
        .unwrap();
    let looks = |domain: &str| Reason::LooksLike {
        domain: domain.into(),
    };
    // Diacritics removed from a label of Latin, Greek or Cyrillic.
    hidden("tèst.net", &p, &looks("test.net"));
    hidden("shop.tèst.net", &p, &looks("test.net"));
    shown("èst.net", &p);
    shown("tèst.test.net", &p);
    // The browsers' own mappings (ħ as h, ш as w, м as m, н as h, т as t).
    hidden("ħotmail.com", &p, &looks("hotmail.com"));
    hidden("шмнт.com", &p, &looks("wmht.com"));
    // A letter that reads as two things: þ as p.
    hidden("þay.com", &p, &looks("pay.com"));
    // UTS #39's skeleton alone keeps the diacritic.
    let uts39 = Policy::uts39().protect(["test.net"]).unwrap();
    shown("tèst.net", &uts39);
}

#[test]
fn letters_browsers_admit() {
    let p = default();
    shown("注音ㄅㄆ.tw", &p);
    shown("ჽჿ.ge", &p);
    hidden(
        "注音ㄅㄆ.tw",
        &Policy::uts39(),
        &Reason::NotAllowed { character: 'ㄅ' },
    );
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
            "'ɡ' (U+0261) is not in UTS #39's identifier profile",
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
    for seed in 0..4 {
        for name in punycode_tests::hosts::mixed(5_000, seed) {
            holds(&name, &policy);
        }
    }
}

proptest::proptest! {
    #[test]
    fn any_string_never_shows_what_was_not_judged(name in "\\PC{0,40}") {
        holds(&name, &default());
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
