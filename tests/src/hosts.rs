//! A reproducible corpus of hostnames that look like real traffic, in the
//! classes the hostname benchmarks report: plain ASCII names (some in
//! uppercase), IDN names already mapped (real words in 20-odd scripts, IDN
//! TLDs), names that need mapping (case, width, compatibility forms,
//! decomposed text, ignored characters), names with A-labels, and invalid
//! names. Real words and TLDs are written here; the combinations come from
//! a fixed seed.

use crate::corpus::Rng;

/// ASCII labels of real names.
const ASCII_WORDS: &[&str] = &[
    "www",
    "mail",
    "api",
    "cdn",
    "static",
    "login",
    "accounts",
    "docs",
    "shop",
    "news",
    "example",
    "google",
    "wikipedia",
    "github",
    "rust-lang",
    "crates",
    "amazon",
    "mozilla",
    "s3",
    "eu-west-1",
    "img01",
    "m",
    "blog",
    "support",
    "status",
];

/// ASCII top-level and second-level domains.
const ASCII_TLDS: &[&str] = &[
    "com", "org", "net", "de", "io", "co.uk", "fr", "jp", "dev", "app",
];

/// Real words (lowercase, NFC: already mapped) in 20-odd scripts, with a TLD
/// that fits them, IDN TLDs included.
const IDN_WORDS: &[(&str, &str)] = &[
    ("bücher", "de"),
    ("münchen", "de"),
    ("straße", "de"),
    ("québec", "ca"),
    ("españa", "es"),
    ("türkiye", "tr"),
    ("việtnam", "vn"),
    ("żółć", "pl"),
    ("пример", "рф"),
    ("москва", "рф"),
    ("україна", "укр"),
    ("ελληνικά", "ελ"),
    ("例え", "jp"),
    ("日本語", "jp"),
    ("東京", "jp"),
    ("中国", "中国"),
    ("公司", "香港"),
    ("한국", "한국"),
    ("ไทย", "ไทย"),
    ("हिन्दी", "भारत"),
    ("தமிழ்", "இந்தியா"),
    ("বাংলা", "বাংলা"),
    ("ქართული", "გე"),
    ("հայերեն", "հայ"),
    ("ශ්‍රී", "lk"),
    ("مثال", "إختبار"),
    ("موقع", "السعودية"),
    ("نمونه", "ایران"),
    ("דוגמה", "ישראל"),
    ("ελλάδα", "gr"),
    ("ትግርኛ", "et"),
    ("ខ្មែរ", "kh"),
    ("ລາວ", "la"),
];

/// Names that UTS #46 maps: case, width, compatibility forms, decomposed
/// text and ignored characters.
const NEEDS_MAPPING: &[&str] = &[
    "BÜCHER.de",
    "MÜNCHEN.DE",
    "Straße.DE",
    "ПРИМЕР.РФ",
    "ΕΛΛΗΝΙΚΆ.gr",
    "ＧＯＯＧＬＥ.com",
    "ｅｘａｍｐｌｅ．com",
    "ＭÜＮＣＨＥＮ。de",
    "ｶﾀｶﾅ.jp",
    "Ⅸ.example",
    "İSTANBUL.tr",
    "bu\u{308}cher.de",
    "a\u{AD}b.com",
    "❤\u{FE0F}.com",
    "ÅNGSTRÖM.se",
    "Québec.CA",
    "ＷＷＷ.例え.ＪＰ",
    "ⓜⓐⓘⓛ.com",
];

/// Names that UTS #46 rejects, each for another rule.
const INVALID: &[&str] = &[
    "a_b.example",
    "-bad.com",
    "bad-.com",
    "ab--c.com",
    "exa\u{200D}mple.com",
    "a\u{200C}b.com",
    "a..b",
    "xn--abc-.com",
    "xn--bcher-2pa.de",
    "xn--bcher-k!a.de",
    "xn--a.com",
    "1.\u{5D0}",
    "a\u{5D0}.com",
    "\u{300}a.com",
    "ü\u{1} /.com",
    "a⒈com",
    "example\u{FFFD}.com",
];

/// Valid names with a joiner or a character whose IDNA2008 property is
/// CONTEXTO: few in real use, but for registration they are what its
/// contextual rules and joiner rules cost (UTS #46 does not leave such a
/// label alone, or has no such rule). Not a class of [`hosts`]: the
/// registration benchmark measures them on their own (`contextual`, and
/// their A-labels, `contextual-a-label`).
pub const CONTEXTUAL: &[&str] = &[
    "می\u{200C}خواهم.ایران",
    "\u{0DC1}\u{0DCA}\u{200D}\u{0DBB}\u{0DD3}.lk",
    "नमस्\u{200D}ते.भारत",
    "l\u{B7}l.cat",
    "col\u{B7}legi.cat",
    "\u{30AB}\u{30FB}\u{30AB}.jp",
    "ελλάδα\u{375}α.gr",
    "צ\u{5F3}יפס.il",
    "شركة\u{663}.com",
    "فروشگاه\u{6F1}\u{6F2}.ایران",
];

/// Hostnames by size, beyond the corpus's real ones, so that a slowdown
/// at a size no real name has is seen: one label of 63, 200, 1,000 and
/// 10,000 code points (the DNS's largest label, then labels past the
/// 64-code-point stack buffers, which the DNS profile and registration
/// refuse by their lengths but only after converting them, and the URL
/// profile takes), and 300 labels of 10 code points (a name of about
/// 4 KB, whose output outgrows the 256-byte stack buffer). Each as a
/// U-label name (`size-N`, `labels-300`) and, made by `encode`, as an
/// A-label name (`-a-label`). Not classes of [`hosts`].
pub fn sizes(encode: impl Fn(&str) -> Option<String>) -> Vec<Host> {
    // Latin with a precomposed letter, Cyrillic, Han and Greek: plain
    // characters of four scripts, none right-to-left.
    let text =
        |n: usize| -> String { "bücherмир中ελλάδα".chars().cycle().take(n).collect() };
    let unicode: [(&'static str, &'static str, String); 5] = [
        ("size-63", "size-63-a-label", format!("{}.de", text(63))),
        ("size-200", "size-200-a-label", format!("{}.de", text(200))),
        (
            "size-1000",
            "size-1000-a-label",
            format!("{}.de", text(1_000)),
        ),
        (
            "size-10000",
            "size-10000-a-label",
            format!("{}.de", text(10_000)),
        ),
        (
            "labels-300",
            "labels-300-a-label",
            format!("{}de", format!("{}.", text(10)).repeat(300)),
        ),
    ];
    let mut out = Vec::new();
    for (class, a_class, name) in unicode {
        if let Some(a_label) = encode(&name) {
            out.push(Host {
                class: a_class,
                name: a_label,
            });
        }
        out.push(Host { class, name });
    }
    out
}

/// The classes of [`sizes`], smallest first.
pub const SIZES: &[&str] = &[
    "size-63",
    "size-200",
    "size-1000",
    "size-10000",
    "labels-300",
];

/// One hostname of the corpus.
#[derive(Clone, Debug)]
pub struct Host {
    /// Which class it is in (see [`CLASSES`]).
    pub class: &'static str,
    /// The name.
    pub name: String,
}

/// The classes, in the order the benchmarks report them.
pub const CLASSES: &[&str] = &["ascii", "idn", "mapping", "a-label", "invalid"];

/// `per_class` names of each class but `invalid`, which has its fixed
/// list. A-label names are the ASCII forms of the IDN names, made by the
/// caller's `encode` (the benchmarks use the `idna` crate, an independent
/// implementation).
pub fn hosts(per_class: usize, encode: impl Fn(&str) -> Option<String>) -> Vec<Host> {
    let mut rng = Rng::new(0x1D4A_5EED);
    let mut pick = |n: usize| rng.range(0, n as u32 - 1) as usize;
    let mut out = Vec::new();
    for _ in 0..per_class {
        let word = ASCII_WORDS[pick(ASCII_WORDS.len())];
        let second = ASCII_WORDS[pick(ASCII_WORDS.len())];
        let tld = ASCII_TLDS[pick(ASCII_TLDS.len())];
        let name = if pick(3) == 0 {
            format!("{word}.{tld}")
        } else {
            format!("{word}.{second}.{tld}")
        };
        let name = if pick(5) == 0 {
            name.to_uppercase()
        } else {
            name
        };
        out.push(Host {
            class: "ascii",
            name,
        });
    }
    let mut idn = Vec::new();
    for _ in 0..per_class {
        let (word, tld) = IDN_WORDS[pick(IDN_WORDS.len())];
        let name = if pick(4) == 0 {
            format!("{}.{word}.{tld}", ASCII_WORDS[pick(ASCII_WORDS.len())])
        } else {
            format!("{word}.{tld}")
        };
        idn.push(name.clone());
        out.push(Host { class: "idn", name });
    }
    for k in 0..per_class {
        let name = NEEDS_MAPPING[k % NEEDS_MAPPING.len()].to_owned();
        out.push(Host {
            class: "mapping",
            name,
        });
    }
    for name in &idn {
        if let Some(name) = encode(name) {
            out.push(Host {
                class: "a-label",
                name,
            });
        }
    }
    for name in INVALID {
        out.push(Host {
            class: "invalid",
            name: (*name).to_owned(),
        });
    }
    out
}

/// Random names that mix the pieces UTS #46 cares about (letters of many
/// scripts in both cases, fullwidth forms, marks, joiners, right-to-left
/// letters, digits, hyphens, separators, STD3-forbidden ASCII): for
/// differential tests.
pub fn mixed(count: usize, seed: u64) -> Vec<String> {
    const PIECES: &[&str] = &[
        "a",
        "b",
        "z",
        "A",
        "Z",
        "0",
        "9",
        "-",
        "_",
        " ",
        "/",
        ".",
        "。",
        "．",
        "｡",
        "ü",
        "Ü",
        "ß",
        "ς",
        "Σ",
        "ж",
        "Ж",
        "İ",
        "ı",
        "é",
        "e\u{301}",
        "\u{301}",
        "\u{308}",
        "\u{94D}",
        "क",
        "\u{200C}",
        "\u{200D}",
        "\u{AD}",
        "\u{FE0F}",
        "Ａ",
        "ｱ",
        "ﾞ",
        "ᄀ",
        "\u{1161}",
        "가",
        "א",
        "ب",
        "\u{660}",
        "\u{6F1}",
        "1",
        "中",
        "ⓐ",
        "Ⅸ",
        "xn--",
        "xn--bcher-kva",
        "XN--",
        "\u{FFFD}",
        "\u{1F600}",
        "ﬁ",
        "ǅ",
        "\u{E0041}",
        "㌀",
    ];
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let len = rng.range(1, 8);
            (0..len)
                .map(|_| PIECES[rng.range(0, PIECES.len() as u32 - 1) as usize])
                .collect()
        })
        .collect()
}
