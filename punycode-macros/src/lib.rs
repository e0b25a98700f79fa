//! Compile-time Punycode macros.
