//! Punycode (RFC 3492): the Bootstring parameters and their checks
//! (`params`, section 5), encoding (`encode`, section 6.3) and decoding
//! (`decode`, section 6.2) of short labels on the stack, the O(n log n)
//! methods for long ones (`fenwick`), and the functions on Punycode's
//! parameters, allocation-free (`slice`) and into a `String` (`string`).
//! The crate root re-exports the API.
//!
//! The modules stand in this order, each importing only from those before
//! it: `bounds` (indexing with one place to fail), `utf8`, `div`, `error`,
//! `params`, `encode`, `decode`, `fenwick`, `slice`, `string`.

pub(crate) mod bounds;
pub(crate) mod decode;
pub(crate) mod div;
pub(crate) mod encode;
pub(crate) mod error;
pub(crate) mod fenwick;
pub(crate) mod params;
pub(crate) mod slice;
#[cfg(feature = "alloc")]
pub(crate) mod string;
pub(crate) mod utf8;
