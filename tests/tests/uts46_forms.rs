//! `uts46`'s three forms, allocation-free (`*_to_slice`, `const`), `String`
//! and compile time, are one implementation: the same answers and the same
//! errors on Unicode's conformance file, a hostname corpus and random
//! names, in both profiles and directions; and the cases checked by hand
//! (lengths, A-labels, buffers, the working space's bounds).

use punycode_core::hostname::{
    ErrorKind as K, Options, to_ascii, to_ascii_len, to_ascii_to_slice, to_unicode, to_unicode_len,
    to_unicode_to_slice,
};
use punycode_tests::{hosts, idna_test};

fn ascii_err(input: &str) -> (K, usize, usize) {
    let e = to_ascii(input, Options::lookup()).unwrap_err();
    (e.kind(), e.label(), e.position())
}

fn unicode_err(input: &str) -> (K, usize, usize) {
    let e = to_unicode(input, Options::lookup()).unwrap_err();
    (e.kind(), e.label(), e.position())
}

/// The slice form's answer as the `String` form's type.
fn sliced(
    f: fn(&str, Options, &mut [u8]) -> Result<usize, punycode_core::hostname::Error>,
    input: &str,
    options: Options,
) -> Result<String, punycode_core::hostname::Error> {
    let mut buf = vec![0u8; 4 * input.len() + 64];
    f(input, options, &mut buf).map(|len| String::from_utf8(buf[..len].to_vec()).unwrap())
}

/// Both forms, both directions, on `input`: equal, except where the
/// allocation-free form says its working space is too small.
fn forms_agree(input: &str, options: Options) -> Result<(), String> {
    let pairs = [
        (
            to_ascii(input, options),
            sliced(to_ascii_to_slice, input, options),
        ),
        (
            to_unicode(input, options),
            sliced(to_unicode_to_slice, input, options),
        ),
    ];
    for (string, slice) in pairs {
        match (&string, &slice) {
            (_, Err(e)) if e.kind() == K::WorkspaceExceeded => {}
            _ if string == slice => {}
            _ => return Err(format!("{input:?}: String {string:?}, slice {slice:?}")),
        }
    }
    Ok(())
}

#[test]
fn every_conformance_row_the_same_in_both_forms() {
    let mut rows = 0;
    for line in idna_test::lines() {
        for options in [Options::lookup(), Options::url()] {
            forms_agree(&line.source, options).unwrap();
        }
        rows += 1;
    }
    assert!(rows > 6000, "{rows}");
}

/// The hostname corpus (`per_class` names a class, A-labels made by the
/// `idna` crate), then `count` random names from `seed`.
fn corpus_and_mixed(per_class: usize, count: usize, seed: u64) -> impl Iterator<Item = String> {
    hosts::hosts(per_class, |name| idna::domain_to_ascii_strict(name).ok())
        .into_iter()
        .map(|h| h.name)
        .chain(hosts::mixed(count, seed))
}

#[test]
fn corpus_and_random_names_the_same_in_both_forms() {
    let names = corpus_and_mixed(200, 20_000, 7);
    let mut n = 0;
    for name in names {
        for options in [Options::lookup(), Options::url()] {
            forms_agree(&name, options).unwrap();
        }
        n += 1;
    }
    assert!(n > 20_000, "{n}");
}

#[test]
fn hyphen_rules() {
    assert_eq!(ascii_err("-abc.example"), (K::LeadingHyphen, 0, 0));
    assert_eq!(ascii_err("example.abc-"), (K::TrailingHyphen, 1, 11));
    assert_eq!(ascii_err("ab--c"), (K::HyphensAt3And4, 0, 2));
    assert_eq!(ascii_err("-bücher"), (K::LeadingHyphen, 0, 0));
    // Positions count code points: "bü--x" has "--" at 3 and 4 (byte 3).
    assert_eq!(ascii_err("bü--x"), (K::HyphensAt3And4, 0, 3));
    // An A-label's Unicode form is checked: "ab--ü" and "-ü" encoded.
    let dashed = punycode_core::encode("ab--ü").unwrap();
    assert_eq!(unicode_err(&format!("xn--{dashed}")).0, K::HyphensAt3And4);
    let leading = punycode_core::encode("-ü").unwrap();
    assert_eq!(unicode_err(&format!("xn--{leading}")).0, K::LeadingHyphen);
}

#[test]
fn a_label_checks() {
    assert_eq!(ascii_err("xn--"), (K::DecodesToAscii, 0, 0));
    assert_eq!(unicode_err("ok.xn--"), (K::DecodesToAscii, 1, 3));
    // RUSTSEC-2024-0421: an A-label that decodes to plain ASCII.
    assert_eq!(unicode_err("xn--abc-"), (K::DecodesToAscii, 0, 0));
    assert_eq!(ascii_err("example.xn--abc-"), (K::DecodesToAscii, 1, 8));
    // Bad Punycode: the position is the offending byte of the input.
    let e = to_unicode("ok.xn--bcher-k!a", Options::lookup()).unwrap_err();
    assert_eq!(
        (e.kind(), e.label(), e.position()),
        (K::InvalidPunycode, 1, 14)
    );
    let inner = e.punycode().unwrap();
    assert_eq!(
        (inner.kind(), inner.position()),
        (punycode_core::ErrorKind::InvalidDigit, 7)
    );
    // Found by fuzzing the data-free layer: an A-label whose Unicode form
    // holds a label separator, which would read back as two labels. UTS
    // #46 maps the separators, so they are not valid in a decoded label.
    for sep in ["\u{3002}", "\u{ff0e}", "\u{ff61}"] {
        let label = format!(
            "xn--{}",
            punycode_core::encode(&format!("a{sep}b")).unwrap()
        );
        assert_eq!(unicode_err(&label), (K::Disallowed, 0, 0), "{sep:?}");
        assert_eq!(ascii_err(&label), (K::Disallowed, 0, 0), "{sep:?}");
    }
    // "xn--u-ccb" is u + U+0308 COMBINING DIAERESIS (Python's codec decodes
    // "u-ccb" to U+0075 U+0308), not NFC (V1, IdnaTestV2's line for it).
    assert_eq!(unicode_err("xn--u-ccb"), (K::NotNfc, 0, 0));
    // ...while "u" + U+0308 in the input is normalized to "ü".
    assert_eq!(
        to_ascii("u\u{308}", Options::lookup()).as_deref(),
        Ok("xn--tda")
    );
}

#[test]
fn dns_lengths() {
    let label63 = "a".repeat(63);
    assert_eq!(
        to_ascii(&label63, Options::lookup()).as_deref(),
        Ok(&*label63)
    );
    let label64 = "a".repeat(64);
    assert_eq!(ascii_err(&label64), (K::LabelTooLong, 0, 0));
    // In ASCII form, not in bytes of input: Python's codec gives
    // "a" * 55 + "ü" -> "aaa…aaaa-8yf" (xn-- + 59 = 63 bytes, fits) and
    // "a" * 56 + "ü" -> "aaa…aaaa-t2f" (64 bytes, too long), though both
    // inputs are under 63 bytes.
    let fits = format!("{}ü", "a".repeat(55));
    assert_eq!(
        to_ascii(&fits, Options::lookup()),
        Ok(format!("xn--{}-8yf", "a".repeat(55)))
    );
    let too_long = format!("{}ü", "a".repeat(56));
    assert_eq!(ascii_err(&too_long), (K::LabelTooLong, 0, 0));
    // 253 bytes of name is fine, 254 is not; a trailing dot is not counted.
    let name253 = format!(
        "{}.{}.{}.{}",
        "a".repeat(63),
        "b".repeat(63),
        "c".repeat(63),
        "d".repeat(61)
    );
    assert!(to_ascii(&name253, Options::lookup()).is_ok());
    assert!(to_ascii(&format!("{name253}."), Options::lookup()).is_ok());
    let name254 = format!("{name253}d");
    assert_eq!(ascii_err(&name254), (K::NameTooLong, 3, 192));
    // The same for a name that is not ASCII (not the one-pass path).
    assert_eq!(
        ascii_err(&format!("{name253}.bücher")),
        (K::NameTooLong, 4, 254)
    );
    // The lookup profile's longest output, 254 bytes, fits a 254-byte buffer.
    let mut buf = [0u8; 254];
    let len = to_ascii_to_slice(&format!("{name253}."), Options::lookup(), &mut buf).unwrap();
    assert_eq!(len, 254);
    // Off: any length, and empty labels (UTS #46 checks those only with
    // VerifyDnsLength).
    let off = Options::lookup().verify_dns_length(false);
    assert_eq!(to_ascii(&label64, off).as_deref(), Ok(&*label64));
    assert_eq!(to_ascii(&name254, off).as_deref(), Ok(&*name254));
    assert_eq!(to_ascii("a..b", off).as_deref(), Ok("a..b"));
    assert_eq!(ascii_err("a..b"), (K::EmptyLabel, 1, 2));
}

#[test]
fn slices_and_lengths() {
    let mut buf = [0u8; 64];
    let len = to_ascii_to_slice("bücher.example", Options::lookup(), &mut buf).unwrap();
    assert_eq!(&buf[..len], b"xn--bcher-kva.example");
    assert_eq!(to_ascii_len("bücher.example", Options::lookup()), Ok(len));
    for short in 0..len {
        let e =
            to_ascii_to_slice("bücher.example", Options::lookup(), &mut buf[..short]).unwrap_err();
        assert_eq!(e.kind(), K::BufferTooSmall { needed: len });
    }
    // The same for a name in ASCII (the one-pass path).
    let e = to_ascii_to_slice("Example.COM", Options::lookup(), &mut buf[..3]).unwrap_err();
    assert_eq!(e.kind(), K::BufferTooSmall { needed: 11 });
    let len = to_unicode_to_slice("xn--bcher-kva.example", Options::lookup(), &mut buf).unwrap();
    assert_eq!(&buf[..len], "bücher.example".as_bytes());
    assert_eq!(
        to_unicode_len("xn--bcher-kva.example", Options::lookup()),
        Ok(len)
    );
    let e =
        to_unicode_to_slice("xn--bcher-kva.example", Options::lookup(), &mut buf[..3]).unwrap_err();
    assert_eq!(e.kind(), K::BufferTooSmall { needed: len });
    // Every buffer too short by any number of bytes, with characters of
    // two, three and four bytes in UTF-8 across its end: the length needed,
    // never a character cut in two.
    let name = "xn--bcher-kva.xn--r8jz45g.xn--j50i.example";
    let expected = "bücher.例え.\u{20000}.example";
    let len = to_unicode_to_slice(name, Options::lookup(), &mut buf).unwrap();
    assert_eq!(&buf[..len], expected.as_bytes());
    for short in 0..len {
        let e = to_unicode_to_slice(name, Options::lookup(), &mut buf[..short]).unwrap_err();
        assert_eq!(e.kind(), K::BufferTooSmall { needed: len });
    }
    // An invalid name is its error, whatever the buffer.
    let e = to_ascii_to_slice("a_b.example", Options::lookup(), &mut []).unwrap_err();
    assert_eq!(e.kind(), K::Std3Ascii);
}

/// The targets of the own-tables issue, in `const`.
#[test]
fn const_macros() {
    const MUNICH: &str = punycode_core::to_ascii_const!("ＭÜＮＣＨＥＮ。de");
    const NFC: &str = punycode_core::to_ascii_const!("u\u{308}ber.example");
    const HOST: &str = punycode_core::to_ascii_const!("Bücher.example");
    const NAME: &str = punycode_core::to_unicode_const!("xn--bcher-kva.example.");
    const URL: &str = punycode_core::to_ascii_const!("My_Host.Example", Options::url());
    assert_eq!(MUNICH, "xn--mnchen-3ya.de");
    assert_eq!(NFC, "xn--ber-goa.example");
    assert_eq!(HOST, "xn--bcher-kva.example");
    assert_eq!(NAME, "bücher.example.");
    assert_eq!(URL, "my_host.example");
    // The same answers at run time.
    for (input, output) in [("ＭÜＮＣＨＥＮ。de", MUNICH), ("u\u{308}ber.example", NFC)] {
        assert_eq!(to_ascii(input, Options::lookup()).as_deref(), Ok(output));
    }
}

/// The bounds of the allocation-free forms: a label too long for their
/// working space is refused by them, never cut, and converted by the
/// `String` forms; runs of marks are bounded in every form.
#[test]
fn working_space_bounds() {
    // 400 code points of Han, in the URL profile (a label of up to 256
    // always fits).
    let long: String = (0..400u32)
        .map(|k| char::from_u32(0x4E00 + k).unwrap())
        .collect();
    let name = format!("{long}.example");
    let e = sliced(to_ascii_to_slice, &name, Options::url()).unwrap_err();
    assert_eq!(
        (e.kind(), e.label(), e.position()),
        (K::WorkspaceExceeded, 0, 0)
    );
    assert!(e.to_string().contains("to_ascii or to_unicode"), "{e}");
    let ascii = to_ascii(&name, Options::url()).unwrap();
    assert_eq!(to_unicode(&ascii, Options::url()).as_deref(), Ok(&*name));
    assert_eq!(
        sliced(to_unicode_to_slice, &ascii, Options::url())
            .unwrap_err()
            .kind(),
        K::WorkspaceExceeded
    );
    // A label of 256 code points, each of them one the encoder sorts, fits
    // to ASCII: the O(n log n) method's space is part of the working space.
    let fits: String = (0..256u32)
        .map(|k| char::from_u32(0x4E00 + (k * 7919) % 0x5000).unwrap())
        .collect();
    let fits = format!("{fits}.example");
    let ascii = to_ascii(&fits, Options::url()).unwrap();
    assert_eq!(sliced(to_ascii_to_slice, &fits, Options::url()), Ok(ascii));
    // In the lookup profile such a label is too long, in every form.
    assert_eq!(ascii_err(&name), (K::LabelTooLong, 0, 0));
    assert_eq!(
        sliced(to_ascii_to_slice, &name, Options::lookup())
            .unwrap_err()
            .kind(),
        K::LabelTooLong
    );
    // 128 combining marks in a row are sorted; 129 are refused.
    for (marks, ok) in [(128, true), (129, false)] {
        let label = format!(
            "a{}",
            "\u{301}\u{316}".repeat(marks / 2) + if marks % 2 == 1 { "\u{301}" } else { "" }
        );
        let got = to_unicode(&label, Options::url());
        assert_eq!(got.is_ok(), ok, "{marks}: {got:?}");
        if !ok {
            let e = got.unwrap_err();
            assert_eq!((e.kind(), e.position()), (K::TooManyMarks, 1));
            assert_eq!(e.code(), "LIMIT");
        }
    }
}

/// `to_ascii_cow` and `to_unicode_cow` borrow exactly when the name is its
/// own form, and otherwise give what `to_ascii` and `to_unicode` give
/// (errors included).
#[test]
fn cow_forms_borrow_names_already_in_their_form() {
    use punycode_core::hostname::{to_ascii_cow, to_unicode_cow};
    use std::borrow::Cow;
    type Cows = fn(&str, Options) -> Result<Cow<'_, str>, punycode_core::hostname::Error>;
    type Strings = fn(&str, Options) -> Result<String, punycode_core::hostname::Error>;
    let forms: [(&str, Cows, Strings); 2] = [
        ("to_ascii", to_ascii_cow, to_ascii),
        ("to_unicode", to_unicode_cow, to_unicode),
    ];
    let names: Vec<String> = corpus_and_mixed(100, 5_000, 11).collect();
    for (form, cow_of, string_of) in forms {
        let (mut borrowed, mut owned, mut non_ascii) = (0, 0, 0);
        for name in &names {
            for options in [Options::lookup(), Options::url()] {
                let cow = cow_of(name, options);
                assert_eq!(
                    cow.as_deref(),
                    string_of(name, options).as_deref(),
                    "{form} {name:?}"
                );
                match cow {
                    Ok(Cow::Borrowed(b)) => {
                        assert_eq!(b, name);
                        borrowed += 1;
                        non_ascii += usize::from(!b.is_ascii());
                    }
                    Ok(Cow::Owned(o)) => {
                        assert_ne!(&o, name, "{form}: {name:?} was its own form");
                        owned += 1;
                    }
                    Err(_) => {}
                }
            }
        }
        assert!(
            borrowed > 100 && owned > 100,
            "{form}: {borrowed} borrowed, {owned} owned"
        );
        // To Unicode, names beyond ASCII are borrowed too; to ASCII, never.
        if form == "to_unicode" {
            assert!(non_ascii > 100, "{form}: {non_ascii}");
        } else {
            assert_eq!(non_ascii, 0, "{form}");
        }
    }
}

/// Every `String` form to Unicode gives `unicode` for `name`.
fn unicode_forms_give(name: &str, options: Options, unicode: &str) {
    assert_eq!(
        to_unicode(name, options).as_deref(),
        Ok(unicode),
        "{name:?}"
    );
    let cow = punycode_core::hostname::to_unicode_cow(name, options).unwrap();
    assert_eq!(cow, unicode, "{name:?}");
    let mut into = String::from("kept ");
    punycode_core::hostname::to_unicode_into(name, options, &mut into).unwrap();
    assert_eq!(into, format!("kept {unicode}"), "{name:?}");
}

/// Names past the stack's 256 bytes, in the URL profile (no length limit)
/// and to Unicode in the lookup profile, go straight to allocated space,
/// their output into room for four bytes an input byte, or, when mapping
/// makes more of them, into what the first try counted: every `String`
/// form gives the `idna` crate's answer either way. `㌗` (3 bytes) maps to five katakana (15 bytes), so a label of
/// them outgrows that room to Unicode.
#[test]
fn long_names_in_allocated_space() {
    let outgrows = format!("{}.example", "\u{3317}".repeat(100));
    let fits = format!("{}.example", "bücherмир中ελλάδα".repeat(30));
    let labels = format!("{}example", "bücher-中文.".repeat(40));
    for name in [&outgrows, &fits, &labels] {
        assert!(name.len() > 256, "{}", name.len());
        let (unicode, result) = idna::domain_to_unicode(name);
        assert!(result.is_ok(), "{name:?}");
        let ascii = idna::domain_to_ascii(name).unwrap();
        let options = Options::url();
        unicode_forms_give(name, options, &unicode);
        assert_eq!(to_ascii(name, options).as_deref(), Ok(&*ascii));
        let mut into = String::from("kept ");
        punycode_core::hostname::to_ascii_into(name, options, &mut into).unwrap();
        assert_eq!(into, format!("kept {ascii}"));
        // From the A-labels back, as long.
        assert_eq!(to_unicode(&ascii, options).as_deref(), Ok(&*unicode));
        // To Unicode, the lookup profile holds no name to its lengths, and
        // takes the same way; to ASCII, it refuses them by their lengths.
        let lookup = Options::lookup();
        assert_eq!(to_unicode(name, lookup).as_deref(), Ok(&*unicode));
        assert_eq!(to_unicode(&ascii, lookup).as_deref(), Ok(&*unicode));
        let e = to_ascii(name, lookup).unwrap_err();
        assert!(matches!(e.kind(), K::LabelTooLong | K::NameTooLong), "{e}");
    }
    // The first room is short for this one: four bytes an input byte.
    assert!(idna::domain_to_unicode(&outgrows).0.len() > 4 * outgrows.len() + 16);
}

/// To Unicode, a name of 65 to 256 bytes gets four times the stack room
/// for its output, as an A-label's UTF-8 can take up to four bytes a
/// Punycode byte; past that room (mapping: `㌗` makes 15 bytes of 3) it
/// goes to allocated space. Every `String` form gives the `idna` crate's
/// answer on names that fit the short room, the wide one, and neither.
#[test]
fn unicode_longer_than_the_name() {
    let a_label = idna::domain_to_ascii(&format!("{}.de", "ü".repeat(200))).unwrap();
    let mapped = format!("{}.jp", "\u{3317}".repeat(80));
    let short = idna::domain_to_ascii(&format!("{}.de", "ü".repeat(70))).unwrap();
    for name in [&a_label, &mapped, &short] {
        assert!((65..=256).contains(&name.len()), "{}", name.len());
        let (unicode, result) = idna::domain_to_unicode(name);
        assert!(result.is_ok(), "{name:?}");
        for options in [Options::url(), Options::lookup()] {
            unicode_forms_give(name, options, &unicode);
        }
    }
    // Past the short room, within the wide one; past the wide one; within
    // the short one.
    let len = |name: &str| idna::domain_to_unicode(name).0.len();
    assert!((257..=1024).contains(&len(&a_label)), "{}", len(&a_label));
    assert!(len(&mapped) > 1024, "{}", len(&mapped));
    assert!(len(&short) <= 256, "{}", len(&short));
}
