//! Reading Unicode's UTS #46 conformance file, `data/IdnaTestV2.txt`.

/// One line of the file, with its blank columns resolved as the file's
/// header says.
#[derive(Clone, Debug)]
pub struct Line {
    /// The 1-based line number.
    pub number: usize,
    /// Column 1: the source string.
    pub source: String,
    /// Column 2: `toUnicode` (non-transitional).
    pub to_unicode: String,
    /// Column 3: `toUnicode`'s status codes (empty: no error).
    pub to_unicode_status: Vec<String>,
    /// Column 4: `toAsciiN`.
    pub to_ascii_n: String,
    /// Column 5: `toAsciiN`'s status codes (empty: no error).
    pub to_ascii_n_status: Vec<String>,
    /// Column 6: `toAsciiT` (transitional processing).
    pub to_ascii_t: String,
    /// Column 7: `toAsciiT`'s status codes (empty: no error).
    pub to_ascii_t_status: Vec<String>,
}

/// The file, as included in the test crate.
pub const FILE: &str = include_str!("../data/IdnaTestV2.txt");

/// Every test line of the file.
pub fn lines() -> Vec<Line> {
    let mut out = Vec::new();
    for (k, raw) in FILE.lines().enumerate() {
        let content = raw.split('#').next().unwrap_or("");
        if content.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = content.split(';').map(str::trim).collect();
        assert!(cols.len() >= 7, "line {}: {raw}", k + 1);
        let source = unescape(cols[0]);
        let to_unicode = if cols[1].is_empty() {
            source.clone()
        } else {
            unescape(cols[1])
        };
        let to_unicode_status = status(cols[2]);
        let to_ascii_n = if cols[3].is_empty() {
            to_unicode.clone()
        } else {
            unescape(cols[3])
        };
        let to_ascii_n_status = if cols[4].is_empty() {
            to_unicode_status.clone()
        } else {
            status(cols[4])
        };
        let transitional = if cols[5].is_empty() {
            to_ascii_n.clone()
        } else {
            unescape(cols[5])
        };
        let transitional_status = if cols[6].is_empty() {
            to_ascii_n_status.clone()
        } else {
            status(cols[6])
        };
        out.push(Line {
            number: k + 1,
            source,
            to_unicode,
            to_unicode_status,
            to_ascii_n,
            to_ascii_n_status,
            to_ascii_t: transitional,
            to_ascii_t_status: transitional_status,
        });
    }
    out
}

/// `""` is the empty string; `\uXXXX` and `\x{XXXX}` are code points
/// (unpaired surrogates cannot be in a Rust string; such lines keep U+FFFD
/// and fail every check, which the tests skip).
fn unescape(s: &str) -> String {
    if s == "\"\"" {
        return String::new();
    }
    crate::escapes::unescape(s)
}

fn status(s: &str) -> Vec<String> {
    s.trim_start_matches('[')
        .trim_end_matches(']')
        .split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(String::from)
        .collect()
}
