//! A reproducible corpus of labels that looks like real IDN traffic: the RFC
//! 3492 samples plus, for each of eleven scripts, short labels (5 to 15 code
//! points) and DNS-long ones (as many code points as fit in 63 encoded
//! bytes). A fixed seed makes every run use the same labels.

/// A small deterministic generator (xorshift64*), so the corpus needs no
/// dependency and never changes between runs or machines.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a nonzero seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + (self.next_u64() % u64::from(hi - lo + 1)) as u32
    }

    /// Shuffles `items` (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = (self.next_u64() % (i as u64 + 1)) as usize;
            items.swap(i, j);
        }
    }
}

/// A script: its name, and the code point ranges its labels draw from, each
/// with a weight.
pub struct Script {
    /// The script's name, for reports.
    pub name: &'static str,
    ranges: &'static [(u32, u32, u32)],
}

/// The eleven scripts of the corpus. Latin labels are mostly ASCII with a
/// few letters with diacritics, as real ones are.
pub const SCRIPTS: &[Script] = &[
    Script {
        name: "latin",
        ranges: &[(0x61, 0x7A, 8), (0xE0, 0xFF, 2), (0x100, 0x17F, 1)],
    },
    Script {
        name: "cyrillic",
        ranges: &[(0x430, 0x44F, 1)],
    },
    Script {
        name: "greek",
        ranges: &[(0x3B1, 0x3C9, 1)],
    },
    Script {
        name: "arabic",
        ranges: &[(0x627, 0x64A, 1)],
    },
    Script {
        name: "hebrew",
        ranges: &[(0x5D0, 0x5EA, 1)],
    },
    Script {
        name: "devanagari",
        ranges: &[(0x915, 0x939, 3), (0x93E, 0x94C, 1)],
    },
    Script {
        name: "thai",
        ranges: &[(0xE01, 0xE2E, 1)],
    },
    Script {
        name: "cjk",
        ranges: &[(0x4E00, 0x9FFF, 1)],
    },
    Script {
        name: "hangul",
        ranges: &[(0xAC00, 0xD7A3, 1)],
    },
    Script {
        name: "japanese",
        ranges: &[
            (0x3041, 0x3093, 3),
            (0x30A1, 0x30F3, 2),
            (0x4E00, 0x6FFF, 1),
        ],
    },
    Script {
        name: "emoji",
        ranges: &[(0x61, 0x7A, 1), (0x1F300, 0x1F64F, 2)],
    },
];

impl Script {
    /// One code point of this script.
    pub fn pick(&self, rng: &mut Rng) -> char {
        let total: u32 = self.ranges.iter().map(|r| r.2).sum();
        let mut w = rng.range(0, total - 1);
        for &(lo, hi, weight) in self.ranges {
            if w < weight {
                return char::from_u32(rng.range(lo, hi)).expect("scalar ranges");
            }
            w -= weight;
        }
        unreachable!("weights add up")
    }
}

/// A label of the corpus: its Unicode form and its Punycode form.
#[derive(Clone, Debug)]
pub struct Label {
    /// The script it was drawn from, or `rfc` for the RFC samples.
    pub script: &'static str,
    /// The label in Unicode.
    pub unicode: String,
    /// Its Punycode encoding (checked against `idna` by the corpus test).
    pub punycode: String,
}

/// The corpus: `short` labels of 5 to 15 code points and `long` DNS-long
/// labels per script, then the RFC samples.
pub fn labels(short: usize, long: usize) -> Vec<Label> {
    let mut rng = Rng::new(0x5EED_3492);
    let mut out = Vec::new();
    for script in SCRIPTS {
        for _ in 0..short {
            let len = rng.range(5, 15);
            let unicode: String = (0..len).map(|_| script.pick(&mut rng)).collect();
            out.push(label(script.name, unicode));
        }
        for _ in 0..long {
            let mut unicode = String::new();
            loop {
                let mut next = unicode.clone();
                next.push(script.pick(&mut rng));
                if punycode_core::encoded_len(&next).expect("encodable") > 63 {
                    break;
                }
                unicode = next;
            }
            out.push(label(script.name, unicode));
        }
    }
    for s in crate::samples::samples() {
        out.push(label("rfc", s.unicode.to_owned()));
    }
    out
}

/// The mixed corpus of the decoding benchmarks: `count` labels of 4 to 20
/// code points, the eleven scripts in turn (a fixed seed).
pub fn mixed(count: usize) -> Vec<Label> {
    let mut rng = Rng::new(0x3492_0004_0020);
    (0..count)
        .map(|k| {
            let script = &SCRIPTS[k % SCRIPTS.len()];
            let len = rng.range(4, 20);
            label(
                script.name,
                (0..len).map(|_| script.pick(&mut rng)).collect(),
            )
        })
        .collect()
}

/// Short labels as conformance tests write them: every distinct A-label of
/// Unicode's `IdnaTestV2.txt` (any column, lowercased, without `xn--`) whose
/// Punycode decodes. Most are a few code points long (the median is 3).
pub fn idna_test() -> Vec<Label> {
    let mut seen = std::collections::BTreeSet::new();
    for line in crate::idna_test::lines() {
        for column in [&line.source, &line.to_unicode, &line.to_ascii_n] {
            for part in column.split(['.', '\u{3002}', '\u{FF0E}', '\u{FF61}']) {
                let lower = part.to_ascii_lowercase();
                if let Some(punycode) = lower.strip_prefix("xn--") {
                    seen.insert(punycode.to_owned());
                }
            }
        }
    }
    seen.into_iter()
        .filter_map(|punycode| {
            let unicode = punycode_core::decode(&punycode).ok()?;
            Some(Label {
                script: "idna-test",
                unicode,
                punycode,
            })
        })
        .collect()
}

fn label(script: &'static str, unicode: String) -> Label {
    let punycode = punycode_core::encode(&unicode).expect("encodable");
    Label {
        script,
        unicode,
        punycode,
    }
}

/// `len` code points for the scaling benchmarks: `distinct` picks CJK code
/// points from U+4E00 on, each used once where `len` allows, in shuffled
/// order; otherwise a few code points (a Latin label's mix) repeat.
pub fn long_input(len: usize, distinct: bool) -> String {
    let mut rng = Rng::new(0xC0DE_0001 ^ len as u64);
    if distinct {
        let mut cps: Vec<u32> = (0..len as u32).map(|k| 0x4E00 + k % 0x5200).collect();
        rng.shuffle(&mut cps);
        cps.into_iter()
            .map(|cp| char::from_u32(cp).expect("CJK"))
            .collect()
    } else {
        (0..len).map(|_| SCRIPTS[0].pick(&mut rng)).collect()
    }
}
