//! `punycode_core::hostname` against Unicode's conformance file, `IdnaTestV2`
//! (Unicode 17), every row, in both directions, with the lookup profile. Our
//! tables are of Unicode 18: the rows that Unicode 18 changes (code points
//! unassigned in 17, so disallowed, and assigned in 18) are held to the
//! `idna` crate on ICU4X 2.4 instead (see [`new_in_unicode_18`]).

use std::cell::Cell;

use punycode_core::hostname::{Options, to_ascii, to_unicode};
use punycode_tests::idna_test::{Line, lines};

/// Whether `ours` agrees with the file's `expected` result and status
/// codes: the same string when the status is empty, else an error whose
/// code is one of the listed ones.
fn agrees(
    ours: &Result<String, punycode_core::hostname::Error>,
    expected: &str,
    status: &[String],
) -> Result<(), String> {
    match (ours, status.is_empty()) {
        (Ok(s), true) if s == expected => Ok(()),
        (Err(e), false) if status.iter().any(|c| c == e.code()) => Ok(()),
        (Ok(s), _) => Err(format!("gave {s:?}, file: {expected:?} {status:?}")),
        (Err(e), _) => Err(format!(
            "gave error {} ({e}), file: {expected:?} {status:?}",
            e.code()
        )),
    }
}

fn testable(line: &Line) -> bool {
    // Unpaired surrogates (A3 rows) cannot be in a &str.
    !line.source.contains('\u{FFFD}') || !line.to_ascii_n_status.iter().any(|c| c == "A3")
}

/// Runs `convert` on every testable row and compares it with the row's
/// result and status from `expected`; `allowed` may clear a status it
/// accepts (and says so). Panics with the disagreements; returns the
/// numbers of valid, rejected and allowed rows.
fn conformance<'a>(
    convert: impl Fn(&str) -> Result<String, punycode_core::hostname::Error>,
    expected: impl Fn(&'a Line) -> (&'a str, &'a [String]),
    allowed: impl Fn(&Line, &Result<String, punycode_core::hostname::Error>, &[String]) -> bool,
    all: &'a [Line],
) -> (usize, usize, usize) {
    let (mut ok, mut rejected, mut allowances, mut failures) = (0, 0, 0, Vec::new());
    for line in all.iter().filter(|l| testable(l)) {
        let ours = convert(&line.source);
        let (result, mut status) = expected(line);
        if allowed(line, &ours, status) {
            status = &[];
            allowances += 1;
        }
        match agrees(&ours, result, status) {
            Ok(()) if ours.is_ok() => ok += 1,
            Ok(()) => rejected += 1,
            Err(why) => failures.push(format!("line {} {:?}: {why}", line.number, line.source)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
    (ok, rejected, allowances)
}

/// Whether a row that the 17.0 file rejects only as disallowed (`V7`),
/// and that we convert, is one Unicode 18 changes: the `idna` crate, on
/// ICU4X 2.4 (Unicode 18; an independent implementation), converts it to
/// the same string. Counted in `count`. On the 17.0 file these are the
/// four rows of U+3E8AC and U+3F8CD (lines 3386 and 5860 to 5862), which
/// tr46 7.0.0 also converts to the same strings, and which Python `idna`
/// 3.20's UTS #46 data (Unicode 18) maps as valid.
fn new_in_unicode_18(
    line: &Line,
    ours: &Result<String, punycode_core::hostname::Error>,
    status: &[String],
    to_ascii: bool,
    count: &Cell<usize>,
) -> bool {
    let Ok(ours) = ours else { return false };
    if status != ["V7"] {
        return false;
    }
    let theirs = if to_ascii {
        idna::domain_to_ascii_strict(&line.source).ok()
    } else {
        let uts46 = idna::uts46::Uts46::new();
        let (unicode, result) = uts46.to_unicode(
            line.source.as_bytes(),
            idna::uts46::AsciiDenyList::STD3,
            idna::uts46::Hyphens::Check,
        );
        result.is_ok().then(|| unicode.into_owned())
    };
    let same = theirs.as_deref() == Some(ours.as_str());
    count.set(count.get() + usize::from(same));
    same
}

#[test]
fn to_unicode_conformance() {
    let all = lines();
    let unicode_18 = Cell::new(0);
    let (ok, rejected, _) = conformance(
        |s| to_unicode(s, Options::lookup()),
        |l| (&l.to_unicode, &l.to_unicode_status),
        |line, ours, status| new_in_unicode_18(line, ours, status, false, &unicode_18),
        &all,
    );
    assert_eq!(unicode_18.get(), 4, "rows Unicode 18 changes");
    eprintln!("to_unicode: {ok} valid, {rejected} rejected");
    // Floors that catch a broken parser (observed on the 17.0.0 file: 665
    // valid, 4 of them rows Unicode 18 changes, and 5,724 rejected).
    assert!(
        ok > 600 && rejected > 5000,
        "{ok} valid, {rejected} rejected"
    );
}

/// `toAsciiN`, except that a trailing root dot is allowed (`example.com.`
/// is a fully qualified DNS name; the file flags it `A4_2`): such a row
/// must then give the file's string, and every label of it must fit.
#[test]
fn to_ascii_conformance() {
    let all = lines();
    let root_dot = |ours: &Result<String, _>, status: &[String]| {
        let fits = |name: &str| {
            name.len() <= 253 && name.split('.').all(|l| !l.is_empty() && l.len() <= 63)
        };
        status == ["A4_2"]
            && ours
                .as_ref()
                .is_ok_and(|s| s.strip_suffix('.').is_some_and(fits))
    };
    let unicode_18 = Cell::new(0);
    let (ok, rejected, root) = conformance(
        |s| to_ascii(s, Options::lookup()),
        |l| (&l.to_ascii_n, &l.to_ascii_n_status),
        |line, ours, status| {
            root_dot(ours, status) || new_in_unicode_18(line, ours, status, true, &unicode_18)
        },
        &all,
    );
    assert_eq!(unicode_18.get(), 4, "rows Unicode 18 changes");
    let root = root - unicode_18.get();
    eprintln!("to_ascii: {ok} valid, {rejected} rejected, {root} with a root dot");
    // Observed: 619 valid (4 of them rows Unicode 18 changes), 5,770
    // rejected, 66 with a root dot.
    assert!(
        ok > 500 && rejected > 5000 && root > 10,
        "{ok} valid, {rejected} rejected, {root} root dots"
    );
}

/// `toAsciiN` read literally (`Options::literal_lengths`): a trailing
/// root dot is the empty label the file flags (`A4_2`), so every row holds
/// with no allowance but Unicode 18's.
#[test]
fn to_ascii_conformance_literal_lengths() {
    let all = lines();
    let unicode_18 = Cell::new(0);
    let options = Options::lookup().literal_lengths(true);
    let (ok, rejected, _) = conformance(
        |s| to_ascii(s, options),
        |l| (&l.to_ascii_n, &l.to_ascii_n_status),
        |line, ours, status| new_in_unicode_18(line, ours, status, true, &unicode_18),
        &all,
    );
    assert_eq!(unicode_18.get(), 4, "rows Unicode 18 changes");
    eprintln!("to_ascii, literal lengths: {ok} valid, {rejected} rejected");
    assert!(
        ok > 500 && rejected > 5000,
        "{ok} valid, {rejected} rejected"
    );
}

/// `toAsciiT`: transitional processing (`Options::transitional_processing`),
/// lengths read literally, every row.
#[test]
fn to_ascii_transitional_conformance() {
    let all = lines();
    let unicode_18 = Cell::new(0);
    let options = Options::lookup()
        .literal_lengths(true)
        .transitional_processing(true);
    let (ok, rejected, _) = conformance(
        |s| to_ascii(s, options),
        |l| (&l.to_ascii_t, &l.to_ascii_t_status),
        // A row refused only as disallowed in Unicode 17 that we convert
        // to the file's own string: Unicode 18's when the `idna` crate (on
        // ICU4X, Unicode 18) takes that string as a valid name.
        |line, ours, status| {
            let same = status == ["V7"]
                && ours.as_deref().ok() == Some(line.to_ascii_t.as_str())
                && idna::domain_to_ascii_strict(&line.to_ascii_t)
                    .is_ok_and(|theirs| theirs == line.to_ascii_t);
            unicode_18.set(unicode_18.get() + usize::from(same));
            same
        },
        &all,
    );
    // The four rows of U+3E8AC and U+3F8CD that toAsciiN has, and two more
    // of U+3F8CD whose joiners transitional processing removes.
    assert_eq!(unicode_18.get(), 6, "rows Unicode 18 changes");
    eprintln!("to_ascii, transitional: {ok} valid, {rejected} rejected");
    // The rows whose toAsciiT differs from toAsciiN: the deviations.
    let differ = all
        .iter()
        .filter(|l| {
            testable(l)
                && (l.to_ascii_t != l.to_ascii_n || l.to_ascii_t_status != l.to_ascii_n_status)
        })
        .count();
    assert!(differ > 50, "{differ} rows where transitional differs");
    assert!(
        ok > 500 && rejected > 5000,
        "{ok} valid, {rejected} rejected"
    );
}

/// The names that a converter without UTS #46 mapping turns into a
/// different hostname (the data-free layer this crate once had did), with
/// what UTS #46 gives. Expected values from tr46 7.0.0 (the
/// URL Standard's UTS #46, an independent implementation), DNS profile.
pub const HAZARDS: &[(&str, Option<&str>)] = &[
    ("BÜCHER.de", Some("xn--bcher-kva.de")),
    ("ПРИМЕР.РФ", Some("xn--e1afmkfd.xn--p1ai")),
    ("ＧＯＯＧＬＥ.com", Some("google.com")),
    ("ｅｘａｍｐｌｅ．com", Some("example.com")),
    ("bu\u{308}cher.de", Some("xn--bcher-kva.de")),
    ("❤\u{FE0F}.com", Some("xn--qei.com")),
    ("a\u{AD}b.com", Some("ab.com")),
    ("İSTANBUL.tr", Some("xn--istanbul-o0e.tr")),
    ("ｶﾀｶﾅ.jp", Some("xn--lcka3d1b.jp")),
    ("Ⅸ.example", Some("ix.example")),
    ("exa\u{200D}mple.com", None),
    ("ü\u{1} /.com", None),
];

#[test]
fn hazard_names() {
    for &(name, expected) in HAZARDS {
        let ours = to_ascii(name, Options::lookup());
        assert_eq!(ours.as_deref().ok(), expected, "{name:?}: {ours:?}");
        if let Some(ascii) = expected {
            // And back: the Unicode form of the result gives it again.
            let unicode = to_unicode(ascii, Options::lookup()).unwrap();
            assert_eq!(to_ascii(&unicode, Options::lookup()).as_deref(), Ok(ascii));
        }
    }
    // "bÜcher" is not a U-label: mapping would change it.
    let err = to_unicode("xn--bcher-2pa.de", Options::lookup()).unwrap_err();
    assert_eq!((err.code(), err.label(), err.position()), ("V7", 0, 0));
}

/// The URL profile, against tr46 7.0.0 with the URL Standard's flags
/// (beStrict = false) and then the host parser's forbidden code points.
#[test]
fn url_profile() {
    let cases: &[(&str, Option<&str>)] = &[
        ("My_Host.Example", Some("my_host.example")),
        ("a..b", Some("a..b")),
        (
            "r4---sn-4g5e6nz7.googlevideo.com",
            Some("r4---sn-4g5e6nz7.googlevideo.com"),
        ),
        (
            "\u{DC1}\u{DCA}\u{200D}\u{DBB}\u{DD3}.lk",
            Some("xn--10cl1a0b660p.lk"),
        ),
        (
            "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}.ir",
            Some("xn--mgbn2ecje63gr19l.ir"),
        ),
        ("exa\u{200D}mple.com", None),
        ("ü\u{1} /.com", None),
        // whatwg-url 17.3 rejects these too (the Bidi rule applies to every
        // label of a name with right-to-left text); only Node's ada accepts.
        ("1.\u{64A}", None),
        ("0a.\u{5D0}", None),
    ];
    for &(name, expected) in cases {
        let ours = to_ascii(name, Options::url());
        assert_eq!(ours.as_deref().ok(), expected, "{name:?}: {ours:?}");
    }
    // No label-length cap in this profile.
    let long = format!("{}.com", "x".repeat(70));
    assert_eq!(to_ascii(&long, Options::url()).as_deref(), Ok(&*long));
    let long_unicode = format!("{}.com", "ü".repeat(70));
    let ascii = to_ascii(&long_unicode, Options::url()).unwrap();
    assert_eq!(
        to_unicode(&ascii, Options::url()).as_deref(),
        Ok(&*long_unicode)
    );
}

/// Positions are byte offsets into the input, traced through mapping.
#[test]
fn error_positions() {
    let cases: &[(&str, &str, usize, usize)] = &[
        ("example.xn--bcher-k!a.com", "P4", 1, 19),
        ("ＡＢ＿.com", "U1", 0, 6),
        ("ab.c\u{200C}d", "C1", 1, 4),
        ("ok.-bad", "V3", 1, 3),
        ("ok.bad-", "V3", 1, 6),
        ("ok.ab--c", "V2", 1, 5),
        ("ok.\u{300}a", "V6", 1, 3),
        ("ok.a\u{FFFD}b", "V7", 1, 4),
        ("a.b.\u{5D0}1\u{661}", "B4", 2, 7),
        ("a..b", "A4_2", 1, 2),
        // Uppercase ASCII is only mapped to lowercase, never refused: the
        // error is the rule that the lowercase label breaks, where it does.
        ("A-.com", "V3", 0, 1),
        ("Ex_ample.com", "U1", 0, 2),
        ("AB--c.com", "V2", 0, 2),
        ("xn--bcher-kva.A_b", "U1", 1, 15),
    ];
    for &(name, code, label, position) in cases {
        let err = to_ascii(name, Options::lookup()).unwrap_err();
        assert_eq!(
            (err.code(), err.label(), err.position()),
            (code, label, position),
            "{name:?}: {err}"
        );
        assert!(
            err.to_string()
                .starts_with(&format!("label {label} at byte {position}: "))
        );
    }
}

/// The first error in the input is the one reported, also when a later
/// label makes the name a bidi domain name.
#[test]
fn first_error_wins() {
    let err = to_ascii("1a.b_c.\u{5D0}", Options::lookup()).unwrap_err();
    assert_eq!((err.code(), err.label()), ("B1", 0));
    let err = to_ascii("a_b.1a.\u{5D0}", Options::lookup()).unwrap_err();
    assert_eq!((err.code(), err.label()), ("U1", 0));
}

#[test]
fn lengths_and_root() {
    let label = "a".repeat(63);
    let name = [&*label, &*label, &*label, &label[..61]].join(".");
    assert_eq!(name.len(), 253);
    assert_eq!(to_ascii(&name, Options::lookup()).as_deref(), Ok(&*name));
    let root = format!("{name}.");
    assert_eq!(to_ascii(&root, Options::lookup()).as_deref(), Ok(&*root));
    let err = to_ascii(&format!("{name}a"), Options::lookup()).unwrap_err();
    assert_eq!(err.code(), "A4_1");
    let err = to_ascii(&format!("{label}a.com"), Options::lookup()).unwrap_err();
    assert_eq!(err.code(), "A4_2");
    // Lengths count the ASCII form: 56 'ü'-free bytes plus Punycode.
    let err = to_ascii(&"ü".repeat(60), Options::lookup()).unwrap_err();
    assert_eq!(err.code(), "A4_2");
    assert!(to_unicode(&"ü".repeat(60), Options::lookup()).is_ok());
    assert_eq!(
        to_ascii("", Options::url()).unwrap_err().kind(),
        punycode_core::hostname::ErrorKind::EmptyName
    );
}

/// Hostile input: long labels and many labels stay fast (O(n log n)) and
/// never panic.
#[test]
fn long_inputs() {
    let big = "\u{4E00}\u{4E8C}".repeat(50_000);
    assert!(to_ascii(&big, Options::lookup()).is_err()); // too long for DNS
    let ascii = to_ascii(&big, Options::url()).unwrap();
    assert_eq!(to_unicode(&ascii, Options::url()).as_deref(), Ok(&*big));
    let many = "a.".repeat(100_000);
    assert!(to_ascii(&many, Options::url()).is_ok());
    let joiners = format!("\u{628}{}", "\u{200C}".repeat(100_000));
    assert_eq!(to_ascii(&joiners, Options::url()).unwrap_err().code(), "C1");
}

/// Since Unicode 16 a composite can start with a composition's second
/// character, which NFC then composes with the character before it
/// (Gurung Khema: U+1611E U+16124 is U+16127; Tulu-Tigalari: U+1138B
/// U+113C5 is U+1138E U+113C2). Every form gives the `idna` crate's answer
/// (ICU4X's), and the A-label of the form that is not in NFC is refused
/// (V1), as `idna` refuses it. Found by the `display` fuzz target: before,
/// such a name was taken as it was, and its A-label was another name's.
#[test]
fn composites_that_compose_with_the_character_before() {
    for (label, mapped) in [
        ("a\u{1611E}\u{16124}", "a\u{1611E}\u{16124}"),
        ("A\u{1611E}\u{16124}", "a\u{1611E}\u{16124}"),
        ("a\u{1138B}\u{113C5}", "a\u{1138B}\u{113C5}"),
    ] {
        let name = format!("{label}.example");
        let (unicode, result) = idna::domain_to_unicode(&name);
        assert!(result.is_ok(), "{name:?}");
        assert_ne!(
            unicode,
            format!("{mapped}.example"),
            "{name:?}: NFC changes it"
        );
        for options in [Options::lookup(), Options::url()] {
            assert_eq!(to_unicode(&name, options).as_deref(), Ok(&*unicode));
            let ascii = idna::domain_to_ascii_strict(&name).unwrap();
            assert_eq!(to_ascii(&name, options).as_deref(), Ok(&*ascii));
            assert_eq!(to_ascii(&unicode, options).as_deref(), Ok(&*ascii));
            // The A-label of the mapped form, not in NFC.
            let raw = format!("xn--{}.example", punycode_core::encode(mapped).unwrap());
            assert!(idna::domain_to_unicode(&raw).1.is_err(), "{raw:?}");
            for err in [to_unicode(&raw, options), to_ascii(&raw, options)].map(Result::unwrap_err)
            {
                assert_eq!((err.code(), err.label()), ("V1", 0), "{raw:?}");
            }
        }
    }
}
