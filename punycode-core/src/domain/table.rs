//! Which non-ASCII code points the data-free layer can pass through as
//! they are, because UTS #46 would leave them alone: generated from ICU4X's
//! data by `tests::table_matches_icu4x` below (run it with
//! `PUNYCODE_REGENERATE=1` to rewrite `table_data.rs`), which also checks
//! that the table matches the data.
//!
//! A code point passes when UTS #46 maps it to itself (status valid, NFC
//! alone; U+FFFD, which disallowed characters map to, excepted), its
//! `Canonical_Combining_Class` is 0 and it is not the second character of
//! any canonical composition (so NFC never touches a string of such code
//! points), its `Bidi_Class` is not R, AL or AN (so a name of them is never
//! a bidi domain name), and it is not a joiner (U+200C, U+200D: their rules
//! need data). A mark passes too, but may not start a label (UTS #46
//! validity criterion 6).
//!
//! Two more classes serve only `uts46`'s fast path, and this layer refuses
//! them: right-to-left starters (valid and NFC-inert, but a name with them
//! needs the Bidi rule), and combining marks of nonzero combining class
//! (valid, never composed with anything, but NFC orders them by class).

/// What the data-free layer may do with a code point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Class {
    /// UTS #46 might change or reject it: refuse.
    Refuse,
    /// Pass it through.
    Pass,
    /// Pass it through, but not at the start of a label.
    Mark,
    /// A right-to-left starter (Bidi R, AL or AN): only `uts46` passes it,
    /// and then applies the Bidi rule.
    Rtl,
    /// A combining mark of nonzero combining class that no canonical
    /// composition involves: only `uts46` passes it, checking the marks'
    /// canonical order; not at the start of a label.
    NonStarter,
}

/// Each entry is a range's first code point shifted left by 3, combined
/// (bitwise or) with its class (0 refuse, 1 pass, 2 mark, 3 right-to-left,
/// 4 non-starter); a range runs to the next entry.
/// Code points below U+0080 are not in it.
#[allow(clippy::unreadable_literal, reason = "generated")]
const RANGES: &[u32] = &include!("table_data.rs");

/// The class of a non-ASCII code point, by binary search. `const`, for
/// `to_ascii_const!`.
pub(crate) const fn class(cp: u32) -> Class {
    let (mut lo, mut hi) = (0, RANGES.len());
    // The last entry whose start is at most `cp`.
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if RANGES[mid] >> 3 <= cp {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    if RANGES.is_empty() || RANGES[lo] >> 3 > cp {
        return Class::Refuse;
    }
    class_of(RANGES[lo])
}

/// The class part of an entry.
const fn class_of(entry: u32) -> Class {
    match entry & 7 {
        1 => Class::Pass,
        2 => Class::Mark,
        3 => Class::Rtl,
        4 => Class::NonStarter,
        _ => Class::Refuse,
    }
}

#[cfg(all(test, feature = "uts46"))]
mod tests {
    use alloc::collections::BTreeSet;
    use alloc::string::String;
    use alloc::vec::Vec;
    use core::fmt::Write as _;

    use icu_normalizer::properties::{
        CanonicalCombiningClassMapBorrowed, CanonicalCompositionBorrowed,
        CanonicalDecompositionBorrowed, Decomposed,
    };
    use icu_normalizer::uts46::Uts46MapperBorrowed;
    use icu_properties::CodePointMapData;
    use icu_properties::props::{BidiClass, GeneralCategory, GeneralCategoryGroup};

    fn is_rtl(c: char) -> bool {
        matches!(
            CodePointMapData::<BidiClass>::new().get(c),
            BidiClass::RightToLeft | BidiClass::ArabicLetter | BidiClass::ArabicNumber
        )
    }

    fn is_mark(c: char) -> bool {
        GeneralCategoryGroup::Mark.contains(CodePointMapData::<GeneralCategory>::new().get(c))
    }

    /// The class of every non-ASCII code point, from ICU4X's data.
    fn classes() -> Vec<u32> {
        let decompose = CanonicalDecompositionBorrowed::new();
        let compose = CanonicalCompositionBorrowed::new();
        let ccc = CanonicalCombiningClassMapBorrowed::new();
        // Every character that can be the second of a composition.
        let mut second = BTreeSet::new();
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            if let Decomposed::Expansion(a, b) = decompose.decompose(c) {
                if compose.compose(a, b) == Some(c) {
                    second.insert(b);
                }
            }
        }
        (0x80..=u32::from(char::MAX))
            .map(|cp| {
                let Some(c) = char::from_u32(cp) else {
                    return 0;
                };
                // Disallowed characters map to U+FFFD, so U+FFFD maps to
                // itself but is disallowed.
                let uts46 = Uts46MapperBorrowed::new();
                let mut mapped = uts46.map_normalize(core::iter::once(c));
                let unchanged =
                    c != '\u{FFFD}' && mapped.next() == Some(c) && mapped.next().is_none();
                let valid =
                    unchanged && !second.contains(&c) && !matches!(c, '\u{200C}' | '\u{200D}');
                match (valid, ccc.get_u8(c), is_rtl(c), is_mark(c)) {
                    (true, 0, false, false) => 1,
                    (true, 0, false, true) => 2,
                    (true, 0, true, false) => 3,
                    (true, 1.., false, _) => 4,
                    // Not valid as it is, or a rare mix (a right-to-left
                    // mark): refused.
                    _ => 0,
                }
            })
            .collect()
    }

    #[test]
    fn table_matches_icu4x() {
        let mut ranges: Vec<u32> = Vec::new();
        for (k, class) in classes().into_iter().enumerate() {
            let cp = 0x80 + k as u32;
            if ranges.last().is_none_or(|&r| r & 7 != class) {
                ranges.push(cp << 3 | class);
            }
        }
        if std::env::var_os("PUNYCODE_REGENERATE").is_some() {
            let mut text = String::from(
                "// Generated by domain::table::tests::table_matches_icu4x from ICU4X's data; do not edit.\n[\n",
            );
            for chunk in ranges.chunks(8) {
                text.push_str("   ");
                for r in chunk {
                    let _ = write!(text, " 0x{r:07X},");
                }
                text.push('\n');
            }
            text.push_str("]\n");
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/domain/table_data.rs");
            std::fs::write(path, text).unwrap();
            return;
        }
        let first_difference = super::RANGES.iter().zip(&ranges).position(|(a, b)| a != b);
        assert!(
            super::RANGES.len() == ranges.len() && first_difference.is_none(),
            "the table differs from ICU4X's data (at entry {first_difference:?}, {} against {} \
             entries): rerun with PUNYCODE_REGENERATE=1",
            super::RANGES.len(),
            ranges.len()
        );
        // And the lookup reads it back.
        for (k, class) in classes().into_iter().enumerate().step_by(97) {
            let want = [
                super::Class::Refuse,
                super::Class::Pass,
                super::Class::Mark,
                super::Class::Rtl,
                super::Class::NonStarter,
            ][class as usize];
            assert_eq!(super::class(0x80 + k as u32), want);
        }
    }
}
