//! IDNA2008 registration (`Options::registration`, RFC 5891 section 4): the
//! derived property of every code point held to Python `idna` 3.20's
//! tables (an independent implementation, Unicode 18; see
//! `tests/data/idna2008/README.md`), each rule of RFC 5891 and RFC 5892
//! appendix A with a name it takes and one it refuses, and the round trip
//! of A-labels.

use punycode_core::hostname::{
    DerivedProperty, ErrorKind, Hostname, Options, derived_property, to_ascii, to_unicode,
};

/// The ranges of a class in Python `idna`'s `idnadata.py`
/// (`start << 32 | end`, end exclusive).
fn python_ranges(class: &str) -> Vec<(u32, u32)> {
    python_table("codepoint_classes", class)
}

/// The ranges of `key` in the table `table` of Python `idna`'s
/// `idnadata.py`.
fn python_table(table: &str, key: &str) -> Vec<(u32, u32)> {
    let class = key;
    let text = include_str!("../data/idna2008/idnadata.py");
    let from = text.find(&format!("{table} = {{")).expect("the table");
    let text = &text[from..];
    let start = text.find(&format!("\"{class}\": (")).expect("the class") + class.len() + 5;
    let end = start + text[start..].find(')').expect("its end");
    text[start..end]
        .split(',')
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(|v| {
            let v = u64::from_str_radix(v.trim_start_matches("0x"), 16).expect("a hex number");
            ((v >> 32) as u32, (v & 0xFFFF_FFFF) as u32)
        })
        .collect()
}

#[test]
fn every_code_point_has_python_idnas_derived_property() {
    let mut python = vec![DerivedProperty::Disallowed; 0x11_0000];
    for (class, property) in [
        ("PVALID", DerivedProperty::Pvalid),
        ("CONTEXTJ", DerivedProperty::ContextJ),
        ("CONTEXTO", DerivedProperty::ContextO),
    ] {
        let ranges = python_ranges(class);
        assert!(!ranges.is_empty(), "{class}");
        for (first, end) in ranges {
            for cp in first..end {
                python[cp as usize] = property;
            }
        }
    }
    let mut counts = [0usize; 3];
    for cp in 0..0x11_0000u32 {
        let Some(c) = char::from_u32(cp) else {
            continue;
        };
        let ours = match derived_property(c) {
            // Python's table does not tell these two apart.
            DerivedProperty::Unassigned => DerivedProperty::Disallowed,
            p => p,
        };
        assert_eq!(ours, python[cp as usize], "U+{cp:04X}");
        match ours {
            DerivedProperty::Pvalid => counts[0] += 1,
            DerivedProperty::ContextJ => counts[1] += 1,
            DerivedProperty::ContextO => counts[2] += 1,
            _ => {}
        }
    }
    // Python `idna` 3.20's counts (Unicode 18).
    assert_eq!(counts, [155_655, 2, 25]);
}

/// The script rules (RFC 5892 A.4 Greek, A.5 and A.6 Hebrew, A.7
/// Hiragana, Katakana or Han) on every code point that registration
/// permits, against Python `idna`'s script table (its `idnadata.py`,
/// Unicode 18). Our script ranges run on over code points registration
/// refuses (never asked of), so only permitted ones can tell.
#[test]
fn script_rules_on_every_permitted_code_point() {
    let script = |names: &[&str]| {
        let ranges: Vec<(u32, u32)> = names
            .iter()
            .flat_map(|n| python_table("scripts", n))
            .collect();
        assert!(!ranges.is_empty());
        move |cp: u32| ranges.iter().any(|&(a, end)| (a..end).contains(&cp))
    };
    let (greek, hebrew, japanese) = (
        script(&["Greek"]),
        script(&["Hebrew"]),
        script(&["Hiragana", "Katakana", "Han"]),
    );
    let kind = |name: String| {
        to_ascii(&name, Options::registration())
            .err()
            .map(|e| e.kind())
    };
    let mut refused = [0usize; 3];
    for c in ('\0'..=char::MAX).filter(|&c| derived_property(c) == DerivedProperty::Pvalid) {
        let cp = u32::from(c);
        for (k, (name, rule, in_script)) in [
            (format!("\u{375}{c}"), ErrorKind::GreekKeraia, greek(cp)),
            (
                format!("{c}\u{5F3}"),
                ErrorKind::HebrewPunctuation,
                hebrew(cp),
            ),
            (
                format!("\u{30FB}{c}"),
                ErrorKind::KatakanaMiddleDot,
                japanese(cp),
            ),
        ]
        .into_iter()
        .enumerate()
        {
            // Another rule may refuse first (a mark, a hyphen, Bidi); this
            // one refuses exactly the code points outside its scripts.
            let got = kind(name);
            if in_script {
                assert_ne!(got, Some(rule), "U+{cp:04X}");
            } else {
                assert!(got.is_some(), "U+{cp:04X} is taken for {rule:?}");
                refused[k] += usize::from(got == Some(rule));
            }
        }
    }
    // Most permitted code points are outside each group (Han is most of
    // the rest), and this rule is what refuses them.
    assert!(
        refused[0] > 150_000 && refused[1] > 150_000 && refused[2] > 50_000,
        "{refused:?}"
    );
}

/// Every error of registration cites its RFC rule, the error's code, at
/// the end of its message, and never UTS #46: on names that break each
/// rule, either way.
#[test]
fn every_registration_error_cites_its_rule() {
    let long = "a".repeat(64);
    let names = [
        "-a",
        "a-",
        "ab--c",
        "\u{301}a",
        "bu\u{308}cher",
        "a_b",
        "a\u{200C}b",
        "a\u{200D}b",
        "1\u{5D0}",
        "\u{5D0}a",
        "\u{5D0}1\u{5D0}a",
        "\u{5D0}-\u{300}",
        "\u{5D0}1\u{660}",
        "a\u{5D0}",
        "a..b",
        "",
        &long,
        "xn--bcher-k!a",
        "xn--abc-",
        "xn--\u{FC}",
        "xn--a",
        "B\u{FC}cher",
        "\u{50000}",
        "a\u{B7}b",
        "\u{375}a",
        "a\u{5F3}",
        "\u{30FB}a",
        "\u{660}\u{6F0}",
        "a\u{3002}b",
    ];
    let mut kinds = std::collections::BTreeSet::new();
    for name in names {
        for e in [
            to_ascii(name, Options::registration()),
            to_unicode(name, Options::registration()),
        ]
        .into_iter()
        .filter_map(Result::err)
        {
            let message = e.to_string();
            assert!(
                message.ends_with(&format!("({})", e.code())) && !message.contains("UTS #46"),
                "{name:?}: {message}"
            );
            assert!(e.code().starts_with("RFC "), "{name:?}: {}", e.code());
            kinds.insert(e.code());
        }
    }
    // RFC 1034 3.1, RFC 5891 4.1 to 4.2.3.2, RFC 5892 A.1 to A.8 (A.6 and
    // A.9 cite A.5 and A.8), RFC 5893 rules 1 to 5 (in registration a
    // left-to-right label with right-to-left text breaks rule 5 before 6).
    assert_eq!(kinds.len(), 18, "{kinds:?}");
}

/// `name` registers, with this ASCII form (every one here as Python
/// `idna` 3.20's `encode` gives it).
#[track_caller]
fn takes(name: &str, ascii: &str) {
    assert_eq!(
        to_ascii(name, Options::registration()).as_deref(),
        Ok(ascii),
        "{name:?}"
    );
    let unicode = to_unicode(ascii, Options::registration()).expect(ascii);
    assert_eq!(
        to_ascii(&unicode, Options::registration()).as_deref(),
        Ok(ascii)
    );
}

/// `name` is refused by `kind` (whose code is `code`), in both
/// directions.
#[track_caller]
fn refuses(name: &str, kind: ErrorKind, code: &str) {
    let e = to_ascii(name, Options::registration()).unwrap_err();
    assert_eq!((e.kind(), e.code()), (kind, code), "{name:?}: {e}");
    let e = to_unicode(name, Options::registration()).unwrap_err();
    assert_eq!(e.kind(), kind, "{name:?}: {e}");
}

#[test]
fn nothing_is_mapped() {
    takes("bücher.example", "xn--bcher-kva.example");
    // UTS #46 maps these; registration refuses them.
    refuses("Bücher.example", ErrorKind::NotPermitted, "RFC 5891 4.2.2");
    refuses("\u{1F600}.com", ErrorKind::NotPermitted, "RFC 5891 4.2.2");
    refuses("\u{210C}.com", ErrorKind::NotPermitted, "RFC 5891 4.2.2");
    refuses("\u{FF41}.com", ErrorKind::NotPermitted, "RFC 5891 4.2.2");
    refuses("a\u{2665}.com", ErrorKind::NotPermitted, "RFC 5891 4.2.2");
    assert!(to_ascii("\u{1F600}.com", Options::lookup()).is_ok());
    // Only `.` separates labels.
    refuses("a\u{3002}b", ErrorKind::NotPermitted, "RFC 5891 4.2.2");
    refuses("\u{50000}.com", ErrorKind::Unassigned, "RFC 5891 4.2.2");
    // Deviations are themselves.
    takes("fa\u{DF}.de", "xn--fa-hia.de");
    takes("\u{3C2}.gr", "xn--3xa.gr");
    // An LDH label in any case; output lowercase.
    assert_eq!(
        to_ascii("EXAMPLE.Com", Options::registration()).as_deref(),
        Ok("example.com")
    );
    refuses("a_b.com", ErrorKind::Std3Ascii, "RFC 5891 4.2.2");
}

#[test]
fn a_hostname_for_registration() {
    // The forms a registry takes, equal as hostnames; what UTS #46 would
    // map, refused, with the rule.
    let written = Hostname::parse_with("bücher.example", Options::registration()).unwrap();
    let a_labels = Hostname::parse_with("xn--bcher-kva.EXAMPLE", Options::registration()).unwrap();
    assert_eq!(written, a_labels);
    assert_eq!(written.as_str(), "xn--bcher-kva.example");
    assert_eq!(a_labels.to_unicode(), "bücher.example");
    let e = Hostname::parse_with("Bücher.example", Options::registration()).unwrap_err();
    assert_eq!(
        (e.kind(), e.code(), e.position()),
        (ErrorKind::NotPermitted, "RFC 5891 4.2.2", 0)
    );
    assert_eq!(
        Hostname::parse("Bücher.example").unwrap(),
        written,
        "UTS #46 maps it to the same name"
    );
}

#[test]
fn a_labels_are_decoded_and_checked() {
    takes("xn--bcher-kva.de", "xn--bcher-kva.de");
    assert_eq!(
        to_ascii("XN--BCHER-KVA.de", Options::registration()).as_deref(),
        Ok("xn--bcher-kva.de")
    );
    assert_eq!(
        to_unicode("xn--bcher-kva.de", Options::registration()).as_deref(),
        Ok("bücher.de")
    );
    // bÜcher: uppercase is DISALLOWED, named in the decoded label.
    let e = to_ascii("xn--bcher-2pa.de", Options::registration()).unwrap_err();
    assert_eq!(
        (e.kind(), e.decoded_index(), e.character()),
        (ErrorKind::NotPermitted, Some(1), Some('\u{DC}'))
    );
    refuses("xn--abc-.de", ErrorKind::DecodesToAscii, "RFC 5891 4.1");
    refuses(
        "xn--bcher-k!a.de",
        ErrorKind::InvalidPunycode,
        "RFC 5891 4.1",
    );
    // Lenient decoders take `xn---bbk` for `xn--bbk`; RFC 3492 does not.
    takes("xn--bbk", "xn--bbk");
    refuses("xn---bbk", ErrorKind::InvalidPunycode, "RFC 5891 4.1");
    refuses("xn--b\u{FC}cher", ErrorKind::NonAsciiALabel, "RFC 5891 4.1");
}

#[test]
fn hyphens_marks_and_nfc() {
    refuses("ab--c.com", ErrorKind::HyphensAt3And4, "RFC 5891 4.2.3.1");
    refuses("-abc.com", ErrorKind::LeadingHyphen, "RFC 5891 4.2.3.1");
    refuses("abc-.com", ErrorKind::TrailingHyphen, "RFC 5891 4.2.3.1");
    refuses(
        "\u{FC}\u{FC}--\u{FC}",
        ErrorKind::HyphensAt3And4,
        "RFC 5891 4.2.3.1",
    );
    takes("a-b\u{FC}", "xn--a-b-joa");
    refuses(
        "\u{301}a",
        ErrorKind::LeadingCombiningMark,
        "RFC 5891 4.2.3.2",
    );
    // NFD of ü: not normalized, refused.
    refuses("bu\u{308}cher", ErrorKind::NotNfc, "RFC 5891 4.2.1");
    // Lengths: 63 bytes at most in ASCII form.
    // (Python `idna` 3.20 takes 55 a's and ü, 63 bytes, and not 56.)
    let long = format!("{}\u{FC}", "a".repeat(55));
    assert_eq!(
        to_ascii(&long, Options::registration()).map(|a| a.len()),
        Ok(63)
    );
    assert_eq!(to_unicode(&long, Options::registration()), Ok(long.clone()));
    let longer = format!("{}\u{FC}", "a".repeat(56));
    // Both directions: a name registration refuses in one form it refuses
    // in the other (UTS #46's `ToUnicode` checks no lengths).
    for e in [
        to_ascii(&longer, Options::registration()).unwrap_err(),
        to_unicode(&longer, Options::registration()).unwrap_err(),
    ] {
        assert_eq!(e.kind(), ErrorKind::LabelTooLong);
        assert_eq!(e.code(), "RFC 1034 3.1");
    }
    assert_eq!(
        to_unicode(&longer, Options::lookup()).as_deref(),
        Ok(longer.as_str())
    );
    // The name: 253 bytes at most in ASCII form, the U-labels counted as
    // A-labels (here four of 63 bytes, 255 with the dots).
    let name = [long.as_str(); 4].join(".");
    for e in [
        to_ascii(&name, Options::registration()).unwrap_err(),
        to_unicode(&name, Options::registration()).unwrap_err(),
    ] {
        assert_eq!((e.kind(), e.label()), (ErrorKind::NameTooLong, 3));
    }
    // Nothing at all: no name, in either direction.
    for e in [
        to_ascii("", Options::registration()).unwrap_err(),
        to_unicode("", Options::registration()).unwrap_err(),
    ] {
        assert_eq!(
            (e.kind(), e.code()),
            (ErrorKind::EmptyLabel, "RFC 1034 3.1")
        );
    }
    let shorter = format!("{}.{}", [long.as_str(); 3].join("."), "a".repeat(61));
    let ascii = to_ascii(&shorter, Options::registration()).unwrap();
    assert_eq!(ascii.len(), 253);
    assert_eq!(
        to_unicode(&shorter, Options::registration()),
        Ok(shorter.clone())
    );
    assert_eq!(to_unicode(&ascii, Options::registration()), Ok(shorter));
}

#[test]
fn lengths_agree_in_both_directions() {
    // `to_unicode` skips counting the A-labels' lengths when a bound says
    // they fit: labels of every length near the limits, of code points
    // near and far apart (small and large deltas, up to plane 3), alone and
    // in names near 253 bytes, must get the verdict `to_ascii` gives.
    let scripts: [&[char]; 6] = [
        &['\u{FC}'],
        &['\u{3B1}', '\u{3C9}', '\u{3B5}'],
        &['\u{BA4}', '\u{BAE}', '\u{BBF}', '\u{BB4}'],
        &['\u{4E00}', '\u{9F8D}', '\u{5B57}'],
        &['\u{20000}', '\u{3134A}', '\u{4E00}', 'z'],
        &['a', '\u{E0}', '\u{30000}'],
    ];
    // And distinct code points far apart, rising and falling (the
    // largest deltas), in CJK Extension B.
    let rising: Vec<char> = (0..70)
        .map(|k| char::from_u32(0x20000 + 0x1F3 * k).unwrap())
        .collect();
    let falling: Vec<char> = rising.iter().rev().copied().collect();
    let mut checked = [0usize; 2];
    for chars in scripts.into_iter().chain([&rising[..], &falling[..]]) {
        for n in 1..=70 {
            let label: String = (0..n).map(|k| chars[k % chars.len()]).collect();
            for labels in [1, 2, 4, 6] {
                let name = vec![label.as_str(); labels].join(".");
                let ascii = to_ascii(&name, Options::registration());
                let unicode = to_unicode(&name, Options::registration());
                assert_eq!(
                    ascii
                        .as_ref()
                        .err()
                        .map(punycode_core::hostname::Error::kind),
                    unicode
                        .as_ref()
                        .err()
                        .map(punycode_core::hostname::Error::kind),
                    "{name}"
                );
                if let Ok(ascii) = ascii {
                    assert_eq!(to_unicode(&ascii, Options::registration()), Ok(name));
                }
                checked[usize::from(unicode.is_ok())] += 1;
            }
        }
    }
    // Both verdicts, many times each.
    assert!(checked[0] > 500 && checked[1] > 500, "{checked:?}");
}

#[test]
fn each_contextual_rule_of_rfc_5892_appendix_a() {
    // A.1, A.2: the joiners after a virama (or, for ZWNJ, between joining
    // letters).
    takes("\u{915}\u{94D}\u{200D}\u{937}", "xn--11b2ezcw70k");
    refuses("a\u{200D}b", ErrorKind::ZeroWidthJoiner, "RFC 5892 A.2");
    takes("\u{628}\u{200C}\u{628}", "xn--ngba799q");
    refuses("a\u{200C}b", ErrorKind::ZeroWidthNonJoiner, "RFC 5892 A.1");
    // A.3: middle dot between two l.
    takes("l\u{B7}l.cat", "xn--ll-0ea.cat");
    refuses("a\u{B7}l.cat", ErrorKind::MiddleDot, "RFC 5892 A.3");
    refuses("l\u{B7}", ErrorKind::MiddleDot, "RFC 5892 A.3");
    // A.4: keraia before Greek.
    takes("\u{375}\u{3B1}", "xn--wva4j");
    refuses("\u{375}a", ErrorKind::GreekKeraia, "RFC 5892 A.4");
    refuses("\u{3B1}\u{375}", ErrorKind::GreekKeraia, "RFC 5892 A.4");
    // A.5, A.6: geresh and gershayim after Hebrew.
    takes("\u{5D0}\u{5F3}", "xn--4db4e");
    takes("\u{5D0}\u{5F4}\u{5D1}", "xn--4dbc8h");
    refuses("a\u{5F3}", ErrorKind::HebrewPunctuation, "RFC 5892 A.5");
    refuses(
        "\u{5F4}\u{5D0}",
        ErrorKind::HebrewPunctuation,
        "RFC 5892 A.5",
    );
    // A.7: katakana middle dot with Hiragana, Katakana or Han.
    takes("\u{30FB}\u{30AB}", "xn--lckxi");
    takes("\u{4E00}\u{30FB}", "xn--vek768f");
    refuses("a\u{30FB}b", ErrorKind::KatakanaMiddleDot, "RFC 5892 A.7");
    // A.8, A.9: one kind of Arabic-Indic digits in a label.
    takes("\u{628}\u{660}\u{661}", "xn--ngb6id");
    takes("\u{628}\u{6F0}\u{6F1}", "xn--ngb41bd");
    refuses(
        "\u{628}\u{660}\u{6F1}",
        ErrorKind::MixedArabicIndicDigits,
        "RFC 5892 A.8",
    );
}

#[test]
fn the_bidi_rule_on_labels_with_right_to_left_text() {
    takes("\u{5D0}\u{5D1}.example", "xn--4dbc.example");
    refuses("\u{5D0}a", ErrorKind::BidiRtlCharacter, "RFC 5893 2");
    refuses("1\u{5D0}", ErrorKind::BidiFirstCharacter, "RFC 5893 1");
    refuses(
        "\u{5D0}\u{300}-",
        ErrorKind::TrailingHyphen,
        "RFC 5891 4.2.3.1",
    );
    // Registration is of a label (RFC 5891 section 4.2.3.4): a label with
    // no right-to-left text is not held to the rule, where UTS #46's
    // lookup holds every label of a bidi domain name to it.
    takes("1.\u{5D0}", "1.xn--4db");
    assert!(to_ascii("1.\u{5D0}", Options::lookup()).is_err());
}

/// RFC 5891 section 4.1 wants an A-label to be its U-label's. RFC 3492
/// decoding is one to one but for the case of letters, so that every
/// Punycode that decodes encodes back to itself, lowercased: registration
/// relies on it instead of encoding every A-label again. Held here over
/// every string of up to three digits, and random longer ones.
#[test]
fn punycode_that_decodes_encodes_back_to_itself() {
    const DIGITS: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789-ABZ";
    let mut checked = 0;
    let mut check = |p: &str| {
        if let Ok(decoded) = punycode_core::decode(p) {
            // Basic code points keep their case in decoding.
            let again = punycode_core::encode(&decoded.to_ascii_lowercase()).expect("encodes");
            assert_eq!(
                again,
                p.to_ascii_lowercase(),
                "{p:?} decodes to {decoded:?}"
            );
            checked += 1;
        }
    };
    for &a in DIGITS {
        for &b in DIGITS {
            for &c in DIGITS {
                check(std::str::from_utf8(&[a, b, c]).unwrap());
            }
        }
    }
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    for _ in 0..300_000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let len = 4 + (seed % 9) as usize;
        let p: String = (0..len)
            .map(|k| DIGITS[((seed >> (5 * k)) % DIGITS.len() as u64) as usize] as char)
            .collect();
        check(&p);
    }
    assert!(checked > 20_000, "{checked}");
}

/// The ranges of a line of `python-verdicts.txt`.
fn verdict_line(mode: &str) -> Vec<(u32, u32)> {
    let text = include_str!("../data/idna2008/python-verdicts.txt");
    let line = text
        .lines()
        .find(|l| l.split(' ').next() == Some(mode))
        .expect("the mode's line");
    line.split(' ')
        .skip(1)
        .map(|r| {
            let (a, b) = r.split_once('-').expect("a range");
            let hex = |h| u32::from_str_radix(h, 16).expect("hex");
            (hex(a), hex(b))
        })
        .collect()
}

fn in_ranges(ranges: &[(u32, u32)], cp: u32) -> bool {
    ranges
        .binary_search_by(|&(a, b)| {
            if b < cp {
                std::cmp::Ordering::Less
            } else if a > cp {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// The same accept or refuse as Python `idna` 3.20's `encode` (IDNA2008,
/// no mapping) on every code point alone, after `a` and before `a`
/// (`tests/idna2008-python.py`, output checked in). The differences, each
/// counted here, have two reasons:
/// - Python splits names at U+3002, U+FF0E and U+FF61 as at `.` (RFC 3490's
///   separators); registration maps nothing, and they are DISALLOWED;
/// - Python reads Bidi classes, combining classes and NFC from its
///   interpreter's `unicodedata` (Unicode 14.0.0 here), and so refuses
///   every code point assigned since, whatever its own tables say.
#[test]
fn every_code_point_as_python_idna_encodes_it() {
    let unknown = verdict_line("unknown");
    let mut explained = [0usize; 2];
    for (mode, make) in [
        ("alone", (|c: char| c.to_string()) as fn(char) -> String),
        ("after", |c| format!("a{c}")),
        ("before", |c| format!("{c}a")),
    ] {
        let python = verdict_line(mode);
        for cp in 0..0x11_0000u32 {
            let Some(c) = char::from_u32(cp) else {
                continue;
            };
            let ours = to_ascii(&make(c), Options::registration()).is_ok();
            if ours == in_ranges(&python, cp) {
                continue;
            }
            if matches!(cp, 0x3002 | 0xFF0E | 0xFF61) {
                explained[0] += 1;
            } else if in_ranges(&unknown, cp) && ours {
                explained[1] += 1;
            } else {
                panic!("{mode} U+{cp:04X}: ours {ours}, Python's {}", !ours);
            }
        }
    }
    // 3: `a` and one of them, which Python takes for `a.`; 78,902: the
    // 26,300 code points assigned since Unicode 14 that IDNA2008 permits,
    // in each of the three ways.
    assert_eq!(explained, [3, 78_902]);
}

/// The characters of the generated labels (as `tests/idna2008-python.py`
/// has them): the code points of each contextual rule, what their rules
/// look at, joiners and viramas, right-to-left letters and both kinds of
/// Arabic-Indic digits, marks, and the exceptions.
const ALPHABET: &[&str] = &[
    "a", "l", "x", "1", "-", "\u{b7}", "\u{375}", "\u{3b1}", "\u{5d0}", "\u{5f3}", "\u{5f4}",
    "\u{30fb}", "\u{30ab}", "\u{3042}", "\u{4e00}", "\u{660}", "\u{6f0}", "\u{628}", "\u{644}",
    "\u{200c}", "\u{200d}", "\u{94d}", "\u{915}", "\u{301}", "\u{64b}", "\u{661}", "\u{6f1}",
    "\u{fc}", "\u{627}", "\u{5d1}", "1\u{301}", "\u{3c2}", "\u{df}", "\u{3007}",
];

/// 100,000 labels of 1 to 6 of [`ALPHABET`], drawn by xorshift64 as the
/// Python script draws them, each accepted or refused as Python `idna`
/// 3.20 does (the script's `labels` line: a bit a label).
#[test]
fn generated_labels_as_python_idna_encodes_them() {
    let bits: Vec<bool> = verdict_hex("labels");
    let mut state = 0x2545_F491_4F6C_DD1D_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = ALPHABET.len() as u64;
    let mut accepted = 0;
    for (k, &python) in bits.iter().take(100_000).enumerate() {
        let n = 1 + next() % 6;
        let label: String = (0..n)
            .map(|_| ALPHABET[usize::try_from(next() % alphabet).unwrap()])
            .collect();
        let ours = to_ascii(&label, Options::registration());
        assert_eq!(ours.is_ok(), python, "label {k}, {label:?}: ours {ours:?}");
        accepted += usize::from(python);
    }
    // Both ways are well represented (Python accepts this many).
    assert_eq!(accepted, ACCEPTED_LABELS);
}

/// How many of the generated labels Python `idna` 3.20 accepts.
const ACCEPTED_LABELS: usize = 22_318;

/// A line of hex digits, four bits each, lowest bit first.
fn verdict_hex(mode: &str) -> Vec<bool> {
    let text = include_str!("../data/idna2008/python-verdicts.txt");
    let line = text
        .lines()
        .find(|l| l.split(' ').next() == Some(mode))
        .expect("the mode's line");
    line.split(' ')
        .nth(1)
        .expect("digits")
        .chars()
        .flat_map(|d| {
            let v = d.to_digit(16).expect("a hex digit");
            (0..4).map(move |j| v >> j & 1 == 1)
        })
        .collect()
}

/// Found by the `hostname` fuzz target: an A-label decoded on the stack
/// whose NFC check needs scratch space got the rest of the stack's array,
/// too short whatever the working space, so the `String` form asked for
/// ever more space (3.7 GB). Its scratch is now the working space, and
/// the `String` form's space is bounded.
#[test]
fn an_a_label_that_needs_an_nfc_check() {
    let name = "xn--cn--W1W1WWxn--W1WWWWWWWWWWWWWWWhcxbcher-Wkv";
    let e = to_ascii(name, Options::registration()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::HyphensAt3And4);
    let mut buf = [0u8; 256];
    let slice = punycode_core::hostname::to_ascii_to_slice(name, Options::registration(), &mut buf);
    assert_eq!(slice.unwrap_err(), e);
    // The same check, passing: w and a caron, which NFC leaves alone.
    takes("xn--w-kcb", "xn--w-kcb");
}
