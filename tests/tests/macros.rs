//! The procedural macros in every position a literal can take, and on every
//! RFC 3492 sample (expanded at compile time by the build script's generated
//! table), checked against the data and against punycode-core's run-time
//! result.

use punycode_macros::{idna, idna_strict, puny, puny_decode};
use punycode_tests::samples;

#[test]
fn every_sample_matches_the_rfc_and_the_run_time_api() {
    for s in samples() {
        assert_eq!(s.macro_encoded, s.plain, "puny! on sample {}", s.id);
        assert_eq!(
            s.macro_decoded, s.unicode,
            "puny_decode! on sample {}",
            s.id
        );
        assert_eq!(
            Ok(s.macro_encoded),
            punycode_core::encode(s.unicode).as_deref(),
            "sample {}",
            s.id
        );
        assert_eq!(
            Ok(s.macro_decoded),
            punycode_core::decode(s.rfc).as_deref(),
            "sample {}",
            s.id
        );
    }
}

const LABEL: &str = puny!("bücher");
static NAME: &str = puny_decode!("bcher-kva");
const HOST: &str = concat!("xn--", puny!("münchen"), ".example");

#[test]
fn const_static_and_concat() {
    assert_eq!(LABEL, "bcher-kva");
    assert_eq!(NAME, "bücher");
    assert_eq!(HOST, "xn--mnchen-3ya.example");
}

#[test]
fn match_arms() {
    fn classify(label: &str) -> &'static str {
        match label {
            puny!("bücher") => "books",
            puny!("münchen") => "city",
            _ => "other",
        }
    }
    assert_eq!(classify("bcher-kva"), "books");
    assert_eq!(classify("mnchen-3ya"), "city");
    assert_eq!(classify("bücher"), "other");
}

/// The expansion is a literal, so it can be an attribute's value: this
/// fails to compile otherwise.
#[doc = puny!("bücher")]
#[allow(dead_code)]
struct Documented;

#[test]
fn escapes_raw_strings_and_trailing_commas() {
    assert_eq!(puny!("b\u{fc}cher"), "bcher-kva");
    assert_eq!(puny!(r"bücher"), "bcher-kva");
    // Python: 'b"ü'.encode("punycode") == b'b"-yka'
    assert_eq!(puny!(r#"b"ü"#), "b\"-yka");
    assert_eq!(puny!("bücher",), "bcher-kva");
    assert_eq!(puny_decode!("bcher-kva",), "bücher");
    // Basic code points keep their case (Python agrees: "BüCHER").
    assert_eq!(puny_decode!("BCHER-KVA"), "BüCHER");
    assert_eq!(puny_decode!("bcher-KVA"), "bücher");
}

#[test]
fn edge_cases_of_the_rfc() {
    assert_eq!(puny!(""), "");
    assert_eq!(puny!("abc"), "abc-");
    assert_eq!(puny_decode!("abc-"), "abc");
    assert_eq!(puny_decode!("a-"), "a");
}

/// A literal forwarded through `macro_rules!` arrives in an invisible group.
macro_rules! encode_label {
    ($label:expr) => {
        puny!($label)
    };
}

#[test]
fn through_macro_rules() {
    assert_eq!(encode_label!("bücher"), "bcher-kva");
}

const HOSTNAME: &str = idna!("Bücher.Example");
static STRICT: &str = idna_strict!("bücher.example.");

#[test]
fn hostnames() {
    assert_eq!(HOSTNAME, "xn--bcher-kva.example");
    assert_eq!(STRICT, "xn--bcher-kva.example.");
    // UTS #46 mapping: U+2168 ROMAN NUMERAL NINE is "ix", U+FF0E a dot,
    // u + U+0308 is normalized to ü.
    assert_eq!(idna!("\u{2168}\u{ff0e}example"), "ix.example");
    assert_eq!(idna!("bu\u{308}cher.example"), "xn--bcher-kva.example");
    assert_eq!(
        concat!("https://", idna!("münchen.example"), "/"),
        "https://xn--mnchen-3ya.example/"
    );
    // The same as at run time and in `const`.
    assert_eq!(
        idna_strict!("bücher.example"),
        punycode_core::to_ascii_const!("bücher.example")
    );
    let host = "xn--mnchen-3ya.example";
    let city = match host {
        idna!("München.example") => "munich",
        _ => "other",
    };
    assert_eq!(city, "munich");
}

/// The hazard names of `uts46`'s tests, through `idna!`: the same answers
/// as at run time, which tr46 also gives.
#[test]
fn idna_hazard_names() {
    use punycode_core::hostname::{Options, to_ascii};
    let compile_time = [
        ("BÜCHER.de", idna!("BÜCHER.de")),
        ("ПРИМЕР.РФ", idna!("ПРИМЕР.РФ")),
        ("ＧＯＯＧＬＥ.com", idna!("ＧＯＯＧＬＥ.com")),
        ("ｅｘａｍｐｌｅ．com", idna!("ｅｘａｍｐｌｅ．com")),
        ("bu\u{308}cher.de", idna!("bu\u{308}cher.de")),
        ("❤\u{FE0F}.com", idna!("❤\u{FE0F}.com")),
        ("a\u{AD}b.com", idna!("a\u{AD}b.com")),
        ("İSTANBUL.tr", idna!("İSTANBUL.tr")),
        ("ｶﾀｶﾅ.jp", idna!("ｶﾀｶﾅ.jp")),
        ("Ⅸ.example", idna!("Ⅸ.example")),
        ("ＭÜＮＣＨＥＮ。de", idna!("ＭÜＮＣＨＥＮ。de")),
    ];
    let expected = [
        "xn--bcher-kva.de",
        "xn--e1afmkfd.xn--p1ai",
        "google.com",
        "example.com",
        "xn--bcher-kva.de",
        "xn--qei.com",
        "ab.com",
        "xn--istanbul-o0e.tr",
        "xn--lcka3d1b.jp",
        "ix.example",
        "xn--mnchen-3ya.de",
    ];
    for ((name, ours), want) in compile_time.into_iter().zip(expected) {
        assert_eq!(ours, want, "{name:?}");
        assert_eq!(
            to_ascii(name, Options::lookup()).as_deref(),
            Ok(want),
            "{name:?}"
        );
    }
}

/// `idna!` and `idna_strict!` take the profile and the flags, and give what
/// the run-time functions give with those options.
#[test]
fn idna_options() {
    use punycode_core::hostname::{Hyphens, Options, to_ascii};
    use punycode_macros::idna_strict;
    const CDN: &str = idna!("r4---sn-4g5e6nz7.googlevideo.com", hyphens = first_last);
    assert_eq!(idna!("_dmarc.Bücher.de", url), "_dmarc.xn--bcher-kva.de");
    assert_eq!(
        to_ascii("_dmarc.Bücher.de", Options::url()).as_deref(),
        Ok("_dmarc.xn--bcher-kva.de")
    );
    assert_eq!(CDN, "r4---sn-4g5e6nz7.googlevideo.com");
    let first_last = Options::lookup().hyphens(Hyphens::CheckFirstLast);
    assert_eq!(to_ascii(CDN, first_last).as_deref(), Ok(CDN));
    assert_eq!(
        idna!("_sip._tcp.Bücher.de", std3 = false),
        "_sip._tcp.xn--bcher-kva.de"
    );
    assert_eq!(idna!("a..b", dns_length = false), "a..b");
    assert_eq!(idna!("1.\u{5D0}", bidi = false), "1.xn--4db");
    assert_eq!(idna!("a\u{200D}b", joiners = false), "xn--ab-m1t");
    assert_eq!(idna!("ab--c", url, hyphens = allow), "ab--c");
    assert_eq!(
        idna_strict!("_dmarc.bücher.de", url),
        "_dmarc.xn--bcher-kva.de"
    );
}
