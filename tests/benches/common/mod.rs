//! The label converters the benchmarks compare, ours and the crates users
//! would pick instead. Each converts one label and returns something
//! derived from the output, so that nothing is optimized away.

/// A converter's name and function.
pub(crate) type Impl = (&'static str, fn(&str) -> usize);

/// Encoders, in the column order of the summary tables.
pub(crate) const ENCODERS: &[Impl] = &[
    ("ours-string", |s| {
        punycode_core::encode(s).map_or(0, |o| o.len())
    }),
    ("ours-slice", |s| {
        let mut buf = [0u8; 256];
        punycode_core::encode_to_slice(s, &mut buf).unwrap_or(0)
    }),
    ("idna", |s| {
        idna::punycode::encode_str(s).map_or(0, |o| o.len())
    }),
    ("punycode-crate", |s| {
        punycode::encode(s).map_or(0, |o| o.len())
    }),
];

/// Decoders, in the same order.
pub(crate) const DECODERS: &[Impl] = &[
    ("ours-string", |s| {
        punycode_core::decode(s).map_or(0, |o| o.len())
    }),
    ("ours-slice", |s| {
        let mut buf = [0u8; 256];
        punycode_core::decode_to_slice(s, &mut buf).unwrap_or(0)
    }),
    ("idna", |s| {
        idna::punycode::decode_to_string(s).map_or(0, |o| o.len())
    }),
    ("punycode-crate", |s| {
        punycode::decode(s).map_or(0, |o| o.len())
    }),
];

/// The label sets of the per-label benchmarks: the mixed corpus (2,000
/// labels of 4 to 20 code points), the A-labels of `IdnaTestV2.txt` (median 3 code
/// points), and DNS-long labels (close to 63 encoded bytes).
pub(crate) fn corpora() -> Vec<(&'static str, Vec<punycode_tests::corpus::Label>)> {
    use punycode_tests::corpus;
    let long = corpus::labels(0, 10)
        .into_iter()
        .filter(|l| l.script != "rfc")
        .collect();
    vec![
        ("mixed", corpus::mixed(2000)),
        ("idna-test", corpus::idna_test()),
        ("long", long),
    ]
}

/// The inputs of `direction` ("encode" or "decode") for `labels`.
pub(crate) fn inputs<'a>(
    direction: &str,
    labels: &'a [punycode_tests::corpus::Label],
) -> Vec<&'a str> {
    labels
        .iter()
        .map(|l| {
            if direction == "encode" {
                &*l.unicode
            } else {
                &*l.punycode
            }
        })
        .collect()
}
