//! The Unicode data that UTS #46 needs, all from ICU4X's compiled data: the
//! UTS #46 mapping with NFC (`icu_normalizer`), and the `Bidi_Class`,
//! `Joining_Type`, `General_Category` and `Canonical_Combining_Class` properties
//! (`icu_properties`). Nothing here is a hand-written table.

use icu_normalizer::uts46::Uts46MapperBorrowed;
use icu_properties::CodePointMapData;
use icu_properties::props::{
    BidiClass, CanonicalCombiningClass, GeneralCategory, GeneralCategoryGroup, JoiningType,
};

/// The UTS #46 mapper: mapping, ignored and disallowed characters, NFC.
pub(crate) const MAPPER: Uts46MapperBorrowed<'static> = Uts46MapperBorrowed::new();

/// A set of `Bidi_Class` values, as bits.
#[derive(Clone, Copy)]
pub(crate) struct BidiSet(u32);

impl BidiSet {
    pub(crate) const fn of(classes: &[BidiClass]) -> BidiSet {
        let mut bits = 0;
        let mut k = 0;
        while k < classes.len() {
            bits |= 1 << classes[k].to_icu4c_value();
            k += 1;
        }
        BidiSet(bits)
    }

    pub(crate) const fn contains(self, class: BidiClass) -> bool {
        self.0 & (1 << class.to_icu4c_value()) != 0
    }
}

/// `Bidi_Class` R, AL and AN: a name with one of these is a bidi domain name
/// (RFC 5893 section 1.4).
pub(crate) const RTL: BidiSet = BidiSet::of(&[
    BidiClass::RightToLeft,
    BidiClass::ArabicLetter,
    BidiClass::ArabicNumber,
]);

pub(crate) fn bidi_class(c: char) -> BidiClass {
    CodePointMapData::<BidiClass>::new().get(c)
}

/// Whether `c` makes a name a bidi domain name. ASCII never does.
pub(crate) fn is_rtl(c: char) -> bool {
    !c.is_ascii() && RTL.contains(bidi_class(c))
}

pub(crate) fn joining_type(c: char) -> JoiningType {
    CodePointMapData::<JoiningType>::new().get(c)
}

/// `General_Category`=Mark (Mn, Mc, Me).
pub(crate) fn is_mark(c: char) -> bool {
    !c.is_ascii()
        && GeneralCategoryGroup::Mark.contains(CodePointMapData::<GeneralCategory>::new().get(c))
}

/// `Canonical_Combining_Class`, as a number.
pub(crate) fn combining_class(c: char) -> u8 {
    CodePointMapData::<CanonicalCombiningClass>::new()
        .get(c)
        .to_icu4c_value()
}

/// `Canonical_Combining_Class`=Virama (9).
pub(crate) fn is_virama(c: char) -> bool {
    combining_class(c) == CanonicalCombiningClass::Virama.to_icu4c_value()
}

/// The UTS #46 mapping of `c` alone, without looking at its neighbours.
pub(crate) fn map_one(c: char) -> impl Iterator<Item = char> {
    MAPPER.map_normalize(core::iter::once(c))
}
