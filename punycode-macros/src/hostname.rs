//! `idna!`: UTS #46 processing at compile time with
//! `punycode_core::hostname`, the implementation that run-time calls and the
//! CLI use, so the three always give the same answer. Its errors are
//! `punycode_core::hostname::Error`'s: the rule, the label, the byte, the
//! character.

use punycode_core::hostname::{self, Options};

/// The ASCII form of `input` under UTS #46 with `options` (the lookup profile,
/// `Options::lookup()`, unless the macro's options say otherwise), or what is
/// wrong. `strict` also rejects input that the mapping would change.
pub(crate) fn to_ascii(input: &str, options: Options, strict: bool) -> Result<String, String> {
    let ascii = hostname::to_ascii(input, options).map_err(|e| e.to_string())?;
    if strict {
        if let Some(why) = changed_by_mapping(input) {
            return Err(why);
        }
    }
    Ok(ascii)
}

/// Only the mapping: every check off that can be.
const MAP_ONLY: Options = Options::url()
    .use_std3_ascii_rules(false)
    .check_bidi(false)
    .check_joiners(false);

/// Where the mapping changes a valid `input` (for the strict form): the
/// first character that maps to something else, or else the label that
/// NFC changes.
fn changed_by_mapping(input: &str) -> Option<String> {
    let mut start = 0;
    for piece in input.split_inclusive(is_separator) {
        let (label, separator) = match piece.char_indices().last() {
            Some((at, c)) if is_separator(c) => (&piece[..at], Some((start + at, c))),
            _ => (piece, None),
        };
        // A-labels are written as they are sent.
        if !label.starts_with("xn--") {
            if let Ok(mapped) = hostname::to_unicode(label, MAP_ONLY) {
                if mapped != label {
                    return Some(first_change(label, start).unwrap_or_else(|| {
                        format!(
                            "label at byte {start} is not in normalization form C: UTS #46 \
                             turns it into {mapped:?}; write that so that the source shows \
                             exactly what is encoded"
                        )
                    }));
                }
            }
        }
        if let Some((at, c)) = separator.filter(|&(_, c)| c != '.') {
            return Some(changed(c, at, "."));
        }
        start += piece.len();
    }
    None
}

/// The first character of `label` that mapping changes on its own.
fn first_change(label: &str, start: usize) -> Option<String> {
    label.char_indices().find_map(|(at, c)| {
        let alone = c.to_string();
        match hostname::to_unicode(&alone, MAP_ONLY) {
            Ok(m) if m != alone => Some(changed(c, start + at, &m)),
            _ => None,
        }
    })
}

fn changed(c: char, at: usize, to: &str) -> String {
    let shown = if c.is_control()
        || c.is_whitespace()
        || matches!(c, '\u{AD}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{206F}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}')
    {
        format!("U+{:04X}", c as u32)
    } else {
        format!("'{c}' (U+{:04X})", c as u32)
    };
    format!(
        "{shown} at byte {at} is changed by UTS #46 mapping to {to:?}; write {to:?} so that \
         the source shows exactly what is encoded"
    )
}

fn is_separator(c: char) -> bool {
    matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_and_encodes() {
        assert_eq!(
            to_ascii("Bücher.example", Options::lookup(), false).as_deref(),
            Ok("xn--bcher-kva.example")
        );
        assert_eq!(
            to_ascii("Ⅸ.example", Options::lookup(), false).as_deref(),
            Ok("ix.example")
        );
        assert_eq!(
            to_ascii("faß.de", Options::lookup(), false).as_deref(),
            Ok("xn--fa-hia.de")
        );
        assert_eq!(
            to_ascii("xn--bcher-kva.example.", Options::lookup(), false).as_deref(),
            Ok("xn--bcher-kva.example.")
        );
    }

    #[test]
    fn strict_names_the_character() {
        assert_eq!(
            to_ascii("Bücher.example", Options::lookup(), true).unwrap_err(),
            "'B' (U+0042) at byte 0 is changed by UTS #46 mapping to \"b\"; \
             write \"b\" so that the source shows exactly what is encoded"
        );
        assert!(
            to_ascii("a.\u{2168}", Options::lookup(), true)
                .unwrap_err()
                .starts_with("'Ⅸ' (U+2168) at byte 2 is changed by UTS #46 mapping to \"ix\"")
        );
        assert!(
            to_ascii("a\u{3002}b", Options::lookup(), true)
                .unwrap_err()
                .starts_with("'。' (U+3002) at byte 1 is changed by UTS #46 mapping to \".\"")
        );
        assert_eq!(
            to_ascii("bücher.xn--bcher-kva.example", Options::lookup(), true).as_deref(),
            Ok("xn--bcher-kva.xn--bcher-kva.example")
        );
        // u + U+0308 is fine character by character, but not NFC.
        assert!(
            to_ascii("a.bu\u{308}cher", Options::lookup(), true)
                .unwrap_err()
                .starts_with("label at byte 2 is not in normalization form C")
        );
    }

    #[test]
    fn errors_are_the_run_time_errors() {
        for name in [
            "a_b.example",
            "-bücher.example",
            "a..b",
            "a\u{5D0}",
            "\u{1F57C}.\u{FFA0}",
        ] {
            assert_eq!(
                to_ascii(name, Options::lookup(), false).unwrap_err(),
                hostname::to_ascii(name, Options::lookup())
                    .unwrap_err()
                    .to_string()
            );
        }
    }
}
