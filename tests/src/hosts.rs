//! Reproducible corpora of hostnames that look like real traffic, in the
//! classes the hostname benchmarks report ([`hosts`]: plain ASCII names,
//! some with uppercase; IDN names already mapped, real words in 17 scripts
//! under their TLDs; names that need mapping; A-labels; invalid names),
//! thousands of distinct names each in random order, so that a benchmark
//! measures what real traffic costs and not a branch predictor that has
//! learned a few names. Real words and TLDs are written here; the
//! combinations come from a fixed seed. Also names by size ([`sizes`]),
//! names with contextual characters ([`CONTEXTUAL`]), and random mixes of
//! the pieces the rules look at ([`mixed`]), for differential tests.

use crate::corpus::Rng;

/// Words of ASCII hostnames: services, things, places and brands.
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
    "blog",
    "support",
    "status",
    "media",
    "images",
    "video",
    "music",
    "store",
    "cloud",
    "data",
    "search",
    "maps",
    "play",
    "app",
    "apps",
    "web",
    "portal",
    "secure",
    "auth",
    "id",
    "my",
    "home",
    "office",
    "team",
    "dev",
    "test",
    "stage",
    "prod",
    "beta",
    "admin",
    "panel",
    "dashboard",
    "metrics",
    "logs",
    "assets",
    "files",
    "download",
    "upload",
    "update",
    "push",
    "chat",
    "meet",
    "forum",
    "wiki",
    "help",
    "care",
    "pay",
    "payments",
    "checkout",
    "cart",
    "deals",
    "travel",
    "hotel",
    "flights",
    "weather",
    "sport",
    "games",
    "bank",
    "insurance",
    "health",
    "clinic",
    "school",
    "university",
    "library",
    "museum",
    "city",
    "council",
    "gov",
    "police",
    "energy",
    "solar",
    "auto",
    "cars",
    "bikes",
    "food",
    "pizza",
    "coffee",
    "bakery",
    "garden",
    "house",
    "estate",
    "jobs",
    "career",
    "events",
    "tickets",
    "radio",
    "tv",
    "photo",
    "print",
    "design",
    "studio",
    "agency",
    "consult",
    "law",
    "tax",
    "market",
    "trade",
    "crypto",
    "mobile",
    "phone",
    "net",
    "link",
    "go",
    "get",
    "try",
    "open",
    "free",
    "best",
    "smart",
    "global",
    "local",
    "north",
    "south",
    "east",
    "west",
    "berlin",
    "paris",
    "london",
    "tokyo",
    "madrid",
    "vienna",
    "oslo",
    "austin",
    "boston",
    "seattle",
];

/// Syllables of brand-like words ("kelomi", "vantix").
const SYLLABLES: &[&str] = &[
    "ka", "lo", "mi", "ra", "ven", "tix", "zo", "no", "bel", "dor", "fi", "ga", "hu", "ja", "ke",
    "lu", "ma", "ne", "op", "qu", "ri", "sa", "te", "ul", "vi", "wa", "xe", "yo", "zu", "ar", "en",
    "in", "on", "us", "pro", "sol", "tra", "max", "lab", "ex", "ly", "io", "go", "fy",
];

/// Top-level (and second-level) domains, `com` the most common.
const ASCII_TLDS: &[&str] = &[
    "com", "com", "com", "com", "com", "com", "org", "org", "net", "net", "de", "io", "co.uk",
    "fr", "jp", "dev", "app", "nl", "it", "es", "ru", "br", "com.au", "ca", "ch", "pl", "se",
    "info", "edu", "gov", "us", "in", "cn", "co", "me", "tv", "eu", "at", "be", "cz", "kr",
    "com.br",
];

/// A script's real words (lowercase, NFC: already mapped), the TLDs
/// written in it, and the country TLDs its names take, for IDN names.
struct Script {
    words: &'static [&'static str],
    idn_tlds: &'static [&'static str],
    tlds: &'static [&'static str],
    /// Whether a label may end with ASCII digits (not after a
    /// right-to-left letter, which the Bidi rule allows, but such names
    /// are rare).
    digits: bool,
}

const SCRIPTS: &[Script] = &[
    Script {
        words: &[
            "bücher",
            "münchen",
            "straße",
            "köln",
            "zürich",
            "größe",
            "über",
            "müller",
            "schön",
            "café",
            "québec",
            "français",
            "crème",
            "élan",
            "résumé",
            "pâtisserie",
            "façade",
            "españa",
            "niño",
            "señor",
            "piñata",
            "jalapeño",
            "añejo",
            "são",
            "joão",
            "coração",
            "ação",
            "città",
            "perché",
            "smörgåsbord",
            "åland",
            "øre",
            "ærø",
            "türkiye",
            "şehir",
            "doğru",
            "çiçek",
            "ılık",
            "việt",
            "phở",
            "hà",
            "nội",
            "đà",
            "nẵng",
            "łódź",
            "kraków",
            "gdańsk",
            "żółć",
            "příklad",
            "český",
            "ďakujem",
            "žena",
            "šalát",
            "győr",
            "szőlő",
            "tűz",
            "ísland",
            "þing",
            "færeyjar",
            "latviešu",
            "lietuvių",
            "eesti",
            "română",
            "ştiri",
        ],
        idn_tlds: &[],
        tlds: &[
            "de", "de", "com", "fr", "es", "pt", "it", "se", "no", "dk", "tr", "vn", "pl", "cz",
            "hu", "is", "lv", "ro", "ch", "at", "eu", "ca",
        ],
        digits: true,
    },
    Script {
        words: &[
            "пример",
            "москва",
            "россия",
            "магазин",
            "книги",
            "новости",
            "почта",
            "погода",
            "работа",
            "банк",
            "киев",
            "україна",
            "сайт",
            "дом",
            "мир",
            "город",
            "игры",
            "музыка",
            "кино",
            "такси",
            "доставка",
            "цветы",
            "авто",
            "спорт",
            "здоровье",
            "българия",
            "србија",
            "қазақстан",
            "беларусь",
            "монгол",
        ],
        idn_tlds: &[
            "рф",
            "укр",
            "бг",
            "срб",
            "қаз",
            "бел",
            "мон",
            "онлайн",
            "сайт",
            "дети",
        ],
        tlds: &["ru", "ua", "com", "bg", "rs", "kz", "by", "net"],
        digits: true,
    },
    Script {
        words: &[
            "ελλάδα",
            "αθήνα",
            "ειδήσεις",
            "βιβλία",
            "καφές",
            "θάλασσα",
            "ταξίδι",
            "παράδειγμα",
            "ελληνικά",
            "κύπρος",
            "φαγητό",
            "μουσική",
        ],
        idn_tlds: &["ελ"],
        tlds: &["gr", "com.cy", "eu"],
        digits: true,
    },
    Script {
        words: &[
            "中国", "公司", "网络", "北京", "上海", "商店", "新闻", "银行", "天气", "学校", "大学",
            "音乐", "游戏", "手机", "电影", "美食", "广州", "深圳", "香港", "台湾", "旅游", "医院",
            "购物", "汽车", "房产",
        ],
        idn_tlds: &[
            "中国", "中國", "公司", "网络", "香港", "台湾", "在线", "商城",
        ],
        tlds: &["cn", "com", "hk", "tw", "net"],
        digits: true,
    },
    Script {
        words: &[
            "東京",
            "日本",
            "大阪",
            "例え",
            "京都",
            "ドメイン",
            "テスト",
            "ショップ",
            "ニュース",
            "さくら",
            "ひらがな",
            "カタカナ",
            "おすすめ",
            "お茶",
            "寿司",
            "ラーメン",
            "天気",
            "旅行",
            "名古屋",
            "札幌",
            "福岡",
            "横浜",
            "みんな",
            "ゲーム",
        ],
        idn_tlds: &["みんな", "コム", "世界"],
        tlds: &["jp", "jp", "co.jp", "com"],
        digits: true,
    },
    Script {
        words: &[
            "한국",
            "서울",
            "부산",
            "쇼핑",
            "뉴스",
            "은행",
            "대학교",
            "게임",
            "음악",
            "날씨",
            "여행",
            "병원",
            "학교",
            "인천",
            "대구",
            "사랑",
        ],
        idn_tlds: &["한국", "닷컴", "닷넷"],
        tlds: &["kr", "co.kr", "com"],
        digits: true,
    },
    Script {
        words: &[
            "ไทย",
            "ตัวอย่าง",
            "ข่าว",
            "ร้านค้า",
            "กรุงเทพ",
            "อาหาร",
            "ท่องเที่ยว",
        ],
        idn_tlds: &["ไทย"],
        tlds: &["th", "co.th"],
        digits: true,
    },
    Script {
        words: &[
            "हिन्दी",
            "भारत",
            "उदाहरण",
            "समाचार",
            "दिल्ली",
            "मुंबई",
            "खबर",
            "नमस्ते",
            "संस्कृत",
            "बाज़ार",
        ],
        idn_tlds: &["भारत", "संगठन", "कॉम"],
        tlds: &["in", "co.in"],
        digits: true,
    },
    Script {
        words: &["தமிழ்", "இந்தியா", "சென்னை", "இலங்கை", "சிங்கப்பூர்"],
        idn_tlds: &["இந்தியா", "இலங்கை", "சிங்கப்பூர்"],
        tlds: &["in", "lk", "sg"],
        digits: true,
    },
    Script {
        words: &["বাংলা", "খবর", "ঢাকা", "ভারত"],
        idn_tlds: &["বাংলা", "ভারত"],
        tlds: &["bd", "in"],
        digits: true,
    },
    Script {
        words: &[
            "مثال",
            "موقع",
            "السعودية",
            "مصر",
            "شركة",
            "اخبار",
            "بنك",
            "متجر",
            "الامارات",
            "المغرب",
            "عمان",
            "قطر",
            "تونس",
            "الجزائر",
        ],
        idn_tlds: &[
            "السعودية",
            "مصر",
            "امارات",
            "المغرب",
            "عمان",
            "قطر",
            "تونس",
            "الجزائر",
            "شبكة",
            "موقع",
        ],
        tlds: &["sa", "eg", "ae", "ma", "com"],
        digits: false,
    },
    Script {
        words: &["نمونه", "ایران", "فروشگاه", "تهران"],
        idn_tlds: &["ایران"],
        tlds: &["ir"],
        digits: false,
    },
    Script {
        words: &[
            "דוגמה",
            "ישראל",
            "חדשות",
            "בנק",
            "חנות",
            "ירושלים",
            "תלאביב",
        ],
        idn_tlds: &["ישראל", "קום"],
        tlds: &["co.il", "org.il", "com"],
        digits: false,
    },
    Script {
        words: &["ქართული", "საქართველო", "თბილისი"],
        idn_tlds: &["გე"],
        tlds: &["ge"],
        digits: true,
    },
    Script {
        words: &["հայերեն", "հայաստան", "երեւան"],
        idn_tlds: &["հայ"],
        tlds: &["am"],
        digits: true,
    },
    Script {
        words: &["ትግርኛ", "ኢትዮጵያ", "አማርኛ"],
        idn_tlds: &[],
        tlds: &["et"],
        digits: true,
    },
    Script {
        words: &["ខ្មែរ", "ກະຊວງ", "ລາວ", "မြန်မာ", "සිංහල", "ශ්‍රී"],
        idn_tlds: &["ලංකා"],
        tlds: &["kh", "la", "mm", "lk"],
        digits: false,
    },
];

/// One of `items`.
fn one<'a, T: ?Sized>(rng: &mut Rng, items: &[&'a T]) -> &'a T {
    items[rng.range(0, items.len() as u32 - 1) as usize]
}

/// A brand-like word of two to four syllables.
fn brand(rng: &mut Rng) -> String {
    (0..rng.range(2, 4)).map(|_| one(rng, SYLLABLES)).collect()
}

/// An ASCII label: a word, a brand, a word with digits, or two words
/// joined by a hyphen.
fn ascii_label(rng: &mut Rng) -> String {
    match rng.range(0, 19) {
        0..=10 => one(rng, ASCII_WORDS).to_owned(),
        11..=13 => brand(rng),
        14..=16 => format!("{}{}", one(rng, ASCII_WORDS), rng.range(1, 99)),
        _ => format!("{}-{}", one(rng, ASCII_WORDS), one(rng, ASCII_WORDS)),
    }
}

/// A plain ASCII name of one to four labels, a fifth of them with
/// uppercase letters (all of it, each label's first letter, or one
/// letter).
fn ascii_name(rng: &mut Rng) -> String {
    let tld = one(rng, ASCII_TLDS);
    let name = match rng.range(0, 99) {
        0..=2 => ascii_label(rng),
        3..=47 => format!("{}.{tld}", ascii_label(rng)),
        48..=87 => format!("{}.{}.{tld}", ascii_label(rng), ascii_label(rng)),
        _ => format!(
            "{}.{}.{}.{tld}",
            ascii_label(rng),
            ascii_label(rng),
            ascii_label(rng)
        ),
    };
    with_capitals(rng, name)
}

/// `name` (ASCII) as a fifth of names are written: all in uppercase, each
/// label capitalized, or one letter in uppercase.
fn with_capitals(rng: &mut Rng, name: String) -> String {
    match rng.range(0, 99) {
        0..=6 => name.to_ascii_uppercase(),
        7..=13 => name
            .split('.')
            .map(|label| {
                let mut cs = label.chars();
                cs.next()
                    .map(|c| c.to_ascii_uppercase().to_string() + cs.as_str())
                    .unwrap_or_default()
            })
            .collect::<Vec<_>>()
            .join("."),
        14..=20 => {
            let at = rng.range(0, name.len() as u32 - 1) as usize;
            let mut bytes = name.into_bytes();
            bytes[at] = bytes[at].to_ascii_uppercase();
            String::from_utf8(bytes).expect("ASCII")
        }
        _ => name,
    }
}

/// A U-label of `script`: a word, two words (joined or by a hyphen), a
/// word with digits, or (for Latin) a word and an ASCII word.
fn idn_label(rng: &mut Rng, script: &Script) -> String {
    let word = one(rng, script.words);
    match rng.range(0, 19) {
        0..=11 => word.to_owned(),
        12..=13 => format!("{word}{}", one(rng, script.words)),
        14..=15 => format!("{word}-{}", one(rng, script.words)),
        16..=17 if script.digits => format!("{word}{}", rng.range(1, 2030)),
        _ if script.digits => format!("{word}-{}", one(rng, ASCII_WORDS)),
        _ => word.to_owned(),
    }
}

/// An IDN name, lowercase and in NFC: a U-label under a TLD of its script
/// (an IDN TLD or a country's), sometimes under an ASCII label too.
fn idn_name(rng: &mut Rng) -> String {
    let script = &SCRIPTS[rng.range(0, SCRIPTS.len() as u32 - 1) as usize];
    let label = idn_label(rng, script);
    let tld = if !script.idn_tlds.is_empty() && rng.range(0, 2) == 0 {
        one(rng, script.idn_tlds)
    } else {
        one(rng, script.tlds)
    };
    match rng.range(0, 9) {
        0..=1 => format!(
            "{}.{label}.{tld}",
            one(rng, &["www", "mail", "shop", "m", "blog"])
        ),
        2 => format!("{}.{label}.{tld}", idn_label(rng, script)),
        _ => format!("{label}.{tld}"),
    }
}

/// A letter's canonical decomposition into a base letter and a combining
/// mark, for the precomposed letters of the corpus's Latin words.
fn decompose(c: char) -> Option<(char, char)> {
    let (base, mark) = match c {
        'à' | 'è' | 'ì' | 'ò' | 'ù' => (c, '\u{300}'),
        'á' | 'é' | 'í' | 'ó' | 'ú' | 'ý' | 'ń' | 'ś' | 'ź' | 'ć' => (c, '\u{301}'),
        'â' | 'ê' | 'î' | 'ô' | 'û' => (c, '\u{302}'),
        'ã' | 'ñ' | 'õ' => (c, '\u{303}'),
        'ä' | 'ë' | 'ï' | 'ö' | 'ü' | 'ÿ' => (c, '\u{308}'),
        'å' => (c, '\u{30A}'),
        'ç' | 'ş' => (c, '\u{327}'),
        'č' | 'š' | 'ž' | 'ř' | 'ď' => (c, '\u{30C}'),
        'ő' | 'ű' => (c, '\u{30B}'),
        _ => return None,
    };
    let stripped = match base {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ő' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'ű' => 'u',
        'ý' | 'ÿ' => 'y',
        'ñ' | 'ń' => 'n',
        'ç' | 'ć' | 'č' => 'c',
        'ş' | 'ś' | 'š' => 's',
        'ź' | 'ž' => 'z',
        'ř' => 'r',
        'ď' => 'd',
        _ => return None,
    };
    Some((stripped, mark))
}

/// `name` as people and programs type what UTS #46 maps: in uppercase,
/// capitalized, in fullwidth forms, with ideographic full stops,
/// decomposed, with a soft hyphen, with circled letters or a ligature, or
/// Hangul as conjoining jamo; one or two of these.
fn needs_mapping(rng: &mut Rng, name: &str) -> String {
    let mut name = name.to_owned();
    for _ in 0..rng.range(1, 2) {
        name = match rng.range(0, 8) {
            0 => name.to_uppercase(),
            1 => name
                .split('.')
                .map(|l| {
                    let mut cs = l.chars();
                    cs.next()
                        .map(|c| c.to_uppercase().chain(cs).collect())
                        .unwrap_or_default()
                })
                .collect::<Vec<String>>()
                .join("."),
            2 => name
                .chars()
                .map(|c| match c {
                    '!'..='~' if c != '.' => char::from_u32(c as u32 - 0x21 + 0xFF01).unwrap_or(c),
                    '.' => '\u{FF0E}',
                    c => c,
                })
                .collect(),
            3 => name.replace('.', one(rng, &["\u{3002}", "\u{FF61}", "\u{FF0E}"])),
            4 => name
                .chars()
                .flat_map(|c| match decompose(c) {
                    Some((base, mark)) => vec![base, mark],
                    None => vec![c],
                })
                .collect(),
            5 => {
                let chars: Vec<char> = name.chars().collect();
                let at = rng.range(1, chars.len().max(2) as u32 - 1) as usize;
                let mut out: String = chars[..at].iter().collect();
                out.push('\u{AD}');
                out.extend(&chars[at..]);
                out
            }
            6 => name
                .chars()
                .map(|c| match c {
                    'a'..='z' if rng.range(0, 2) == 0 => {
                        char::from_u32(c as u32 - 'a' as u32 + 0x24D0).unwrap_or(c)
                    }
                    c => c,
                })
                .collect(),
            7 => name.replace("fi", "\u{FB01}").replace("ff", "\u{FB00}"),
            _ => name
                .chars()
                .flat_map(|c| match c as u32 {
                    s @ 0xAC00..=0xD7A3 => {
                        let s = s - 0xAC00;
                        let (l, v, t) = (0x1100 + s / 588, 0x1161 + s % 588 / 28, s % 28);
                        let mut jamo = vec![char::from_u32(l), char::from_u32(v)];
                        if t > 0 {
                            jamo.push(char::from_u32(0x11A7 + t));
                        }
                        jamo.into_iter().flatten().collect::<Vec<_>>()
                    }
                    _ => vec![c],
                })
                .collect(),
        };
    }
    name
}

/// `name` with one rule of UTS #46 broken, as mistyped, misconfigured or
/// hostile input has it.
fn break_rule(rng: &mut Rng, name: &str) -> String {
    let labels: Vec<&str> = name.split('.').collect();
    let k = rng.range(0, labels.len() as u32 - 1) as usize;
    let label = labels[k];
    let chars: Vec<char> = label.chars().collect();
    let at = rng.range(0, chars.len() as u32) as usize;
    let insert = |s: &str| -> String {
        let mut out: String = chars[..at].iter().collect();
        out.push_str(s);
        out.extend(&chars[at..]);
        out
    };
    let broken = match rng.range(0, 15) {
        0..=2 => insert(one(
            rng,
            &[
                "_", "_", " ", "*", "!", "+", "&", "=", "~", "$", "'", ",", ";",
            ],
        )),
        3 => format!("-{label}"),
        4 => format!("{label}-"),
        5 => {
            let mut out: String = chars.iter().take(2).collect();
            out.push_str("--");
            out.extend(chars.iter().skip(2));
            out
        }
        6 => insert(one(rng, &["\u{200D}", "\u{200C}"])),
        7 => format!(
            "xn--{}",
            one(rng, &["abc-", "bcher-k!a", "a", "zz-9999999", "-", "ls8h9"])
        ),
        8 => format!("{label}{}", one(rng, &["דוגמה", "مثال"])),
        9 => format!("{}{label}", one(rng, &["1", "٣"])),
        10 => format!("{}{label}", one(rng, &["\u{301}", "\u{93F}", "\u{5B4}"])),
        11 => insert(one(
            rng,
            &[
                "\u{FFFD}", "\u{1}", "\u{7F}", "\u{E000}", "\u{FDD0}", "\u{2488}", "\u{2028}",
            ],
        )),
        // An empty label (not the last: that is the root, which is valid).
        12 => format!(".{label}"),
        13 => label.repeat(64 / label.len().max(1) + 1),
        14 => format!("xn--{label}"),
        _ => format!("{label}{}", ".abcdefghij".repeat(25)),
    };
    let mut out = labels.clone();
    out[k] = &broken;
    out.join(".")
}

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
/// 64-code-point stack buffers, which the lookup profile and registration
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

/// ASCII names by size, at the edges of the one pass of plain names (a
/// name in one word, below 8 bytes; up to 63 bytes) and beyond it up to
/// the longest valid name: `ascii-SIZE` for each of [`ASCII_SIZES`], 1,000
/// distinct names each, of words in labels of 8 to 40 bytes (or one
/// label, as long as the name, below that), valid in every profile. Not
/// classes of [`hosts`].
pub fn ascii_sizes() -> Vec<Host> {
    let mut rng = Rng::new(0xA5C1_1515);
    let mut out = Vec::new();
    for &(class, len) in ASCII_SIZES {
        let mut seen = std::collections::BTreeSet::new();
        while seen.len() < 1_000 {
            let mut name = String::new();
            while name.len() < len {
                if !name.is_empty() {
                    name.push('.');
                }
                let room = len - name.len();
                let mut cap = room.min(rng.range(8, 40) as usize);
                if room - cap == 1 {
                    // (No empty label last: one byte more or less.)
                    cap = if room <= 63 { room } else { cap - 1 };
                }
                let mut label = String::new();
                while label.len() < cap {
                    // (Letters and digits only: a cut could leave a hyphen
                    // last.)
                    label.extend(one(&mut rng, ASCII_WORDS).chars().filter(|&c| c != '-'));
                }
                label.truncate(cap);
                name.push_str(&label);
            }
            if seen.insert(name.clone()) {
                out.push(Host { class, name });
            }
        }
    }
    out
}

/// The classes of [`ascii_sizes`] and their lengths in bytes.
pub const ASCII_SIZES: &[(&str, usize)] = &[
    ("ascii-7", 7),
    ("ascii-16", 16),
    ("ascii-63", 63),
    ("ascii-64", 64),
    ("ascii-128", 128),
    ("ascii-253", 253),
];

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

/// A name of `class` (one of [`CLASSES`]), its ASCII names made by
/// `ascii_name`, or `None` where `encode` (which gives a name's ASCII form,
/// or `None` for an invalid name) does not class it so: the one maker of
/// [`hosts`] and [`real`].
fn name_of(
    class: &str,
    rng: &mut Rng,
    ascii_name: fn(&mut Rng) -> String,
    encode: impl Fn(&str) -> Option<String>,
) -> Option<String> {
    match class {
        "ascii" => Some(ascii_name(rng)).filter(|n| encode(n).is_some()),
        "idn" => Some(idn_name(rng)).filter(|n| encode(n).is_some()),
        "a-label" => encode(&idn_name(rng)),
        "mapping" => {
            let base = if rng.range(0, 2) == 0 {
                ascii_name(rng).to_ascii_lowercase()
            } else {
                idn_name(rng)
            };
            let mapped = needs_mapping(rng, &base);
            let ascii = encode(&base)?;
            (!mapped.is_ascii() && mapped != base && encode(&mapped)? == ascii).then_some(mapped)
        }
        _ => {
            let base = if rng.range(0, 1) == 0 {
                ascii_name(rng)
            } else {
                idn_name(rng)
            };
            let broken = break_rule(rng, &base);
            encode(&broken).is_none().then_some(broken)
        }
    }
}

/// `per_class` distinct names of each class, in random order (the
/// classes mixed), as real traffic has them: names of one to four labels,
/// with uppercase letters, digits and hyphens. ASCII names (a fifth with
/// uppercase); IDN names, lowercase and in NFC, of 17 scripts and their
/// TLDs; names that need mapping (uppercase, fullwidth forms, other full
/// stops, decomposed letters, soft hyphens, circled letters, ligatures,
/// conjoining jamo), each mapping to a valid name; A-labels (the ASCII
/// form of IDN names); and invalid names, each breaking one rule. Every
/// name's class is vouched for by the caller's `encode`, which gives a
/// name's ASCII form or `None` for an invalid name (the benchmarks and
/// tests use the `idna` crate, an independent implementation): a name
/// that it does not class so is not kept.
pub fn hosts(per_class: usize, encode: impl Fn(&str) -> Option<String>) -> Vec<Host> {
    let mut rng = Rng::new(0x1D4A_5EED);
    // (Ordered, not hashed: a random hash seed would change the set-up's
    // instruction count from run to run, which the benchmarks subtract.)
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    let mut fill =
        |class: &'static str, rng: &mut Rng, make: &mut dyn FnMut(&mut Rng) -> Option<String>| {
            let mut kept = 0;
            for _ in 0..100 * per_class {
                if kept == per_class {
                    break;
                }
                if let Some(name) = make(rng)
                    && seen.insert(name.clone())
                {
                    out.push(Host { class, name });
                    kept += 1;
                }
            }
        };
    // (In the order the corpus was first made in, which its random
    // draws follow.)
    for class in ["ascii", "idn", "a-label", "mapping", "invalid"] {
        fill(class, &mut rng, &mut |rng| {
            name_of(class, rng, ascii_name, &encode)
        });
    }
    rng.shuffle(&mut out);
    out
}

/// The classes of [`real`], with their shares of its names (in
/// thousandths): most names a program meets are ASCII; of the rest, IDN
/// names (a share large enough that what is measured on the mix weighs
/// them), their
/// A-labels, names that need mapping, and a few invalid names.
pub const REAL_SHARES: &[(&str, usize)] = &[
    ("ascii", 425),
    ("idn", 300),
    ("a-label", 150),
    ("mapping", 75),
    ("invalid", 50),
];

/// Labels that stand before a site's name in real hostnames.
const HOST_LABELS: &[&str] = &[
    "www", "www", "www", "www", "mail", "api", "cdn", "app", "blog", "shop", "m", "static", "img",
    "docs", "news", "support", "dev", "login", "auth", "help", "status", "media", "assets", "en",
    "de", "mx", "smtp", "ns1", "ns2", "web", "portal", "secure", "store", "files", "video", "s3",
];

/// An ASCII name with the shape of the names programs meet: mostly three
/// labels (a host label such as `www`, a site, a TLD), some two, four or
/// five, one or one in fifty; a fifth with uppercase letters (as
/// [`hosts`]' ASCII names have them); hyphens and digits in some labels.
fn real_ascii_name(rng: &mut Rng) -> String {
    let label = |rng: &mut Rng| match rng.range(0, 59) {
        0..=38 => one(rng, ASCII_WORDS).to_owned(),
        39..=49 => brand(rng),
        50..=57 => format!("{}{}", one(rng, ASCII_WORDS), rng.range(1, 99)),
        _ => format!("{}-{}", one(rng, ASCII_WORDS), one(rng, ASCII_WORDS)),
    };
    let tld = one(rng, ASCII_TLDS);
    let labels: usize = match rng.range(0, 99) {
        0..=1 => 1,
        2..=28 => 2,
        29..=74 => 3,
        75..=94 => 4,
        _ => 5,
    };
    let mut parts: Vec<String> = Vec::new();
    // The host labels, then the site's, then the TLD (which may have two).
    let tld_labels = tld.split('.').count();
    let own = labels.saturating_sub(tld_labels).max(1);
    for k in 0..own {
        let host = k + 1 < own && rng.range(0, 1) > 0;
        parts.push(if host {
            one(rng, HOST_LABELS).to_owned()
        } else {
            label(rng)
        });
    }
    if labels > 1 {
        parts.push(tld.to_owned());
    }
    let name = parts.join(".");
    with_capitals(rng, name)
}

/// `count` distinct names with the shape and the mix of the names
/// programs meet ([`REAL_SHARES`]), in random order: ASCII names as
/// `real_ascii_name` makes them, and the IDN names, A-labels, names that
/// need mapping and invalid names of [`hosts`] (IDN names of 17 scripts,
/// some under a host label). Each name's class is vouched for by
/// `encode`, as in [`hosts`]. The benchmarks read them from the file
/// `tests/data/hosts-corpus.tsv` ([`real_corpus`]), which the example
/// `hosts_corpus` writes and a test holds to this function.
pub fn real(count: usize, encode: impl Fn(&str) -> Option<String>) -> Vec<Host> {
    let mut rng = Rng::new(0x5EA1_C0DE);
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for &(class, share) in REAL_SHARES {
        let want = count * share / 1000;
        let mut kept = 0;
        for _ in 0..100 * want {
            if kept == want {
                break;
            }
            let name = name_of(class, &mut rng, real_ascii_name, &encode);
            if let Some(name) = name
                && seen.insert(name.clone())
            {
                out.push(Host { class, name });
                kept += 1;
            }
        }
    }
    rng.shuffle(&mut out);
    out
}

/// The checked-in corpus of [`real`] (`tests/data/hosts-corpus.tsv`, a
/// class and a name a line), as the benchmarks read it.
pub fn real_corpus() -> Vec<Host> {
    include_str!("../data/hosts-corpus.tsv")
        .lines()
        .filter_map(|line| {
            let (class, name) = line.split_once('\t')?;
            let class = CLASSES.iter().find(|c| **c == class)?;
            Some(Host {
                class,
                name: name.to_owned(),
            })
        })
        .collect()
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
