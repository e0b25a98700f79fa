//! The escapes of the test files (`\u`, `\U`, `\x{}`).

/// A test file's escaped text: `\uXXXX`, `\UXXXXXXXX` and `\x{X...}` are
/// code points (one that cannot be in a Rust string, an unpaired
/// surrogate, is U+FFFD); any other backslash stands for itself.
///
/// ```
/// assert_eq!(punycode_tests::unescape(r"a\u00e9\U0001F355\x{4E00}\n"), "a\u{e9}\u{1F355}\u{4E00}\\n");
/// ```
pub fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let (hex, len) = if let Some(h) = tail.strip_prefix("\\u") {
            (&h[..4], 6)
        } else if let Some(h) = tail.strip_prefix("\\U") {
            (&h[..8], 10)
        } else if let Some(h) = tail.strip_prefix("\\x{") {
            let end = h.find('}').expect("closing brace");
            (&h[..end], 4 + end)
        } else {
            out.push('\\');
            rest = &tail[1..];
            continue;
        };
        let cp = u32::from_str_radix(hex, 16).expect("hex");
        out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
        rest = &tail[len..];
    }
    out.push_str(rest);
    out
}
