//! One label: [`process`](fn@process) finds its form and the first rule it
//! breaks; [`write`](fn@write) writes its output in the direction asked.

mod process;
mod write;

#[cfg(test)]
pub(crate) use self::process::inert;
pub(crate) use self::process::{mapped_error, process};
pub(crate) use self::write::{unicode_form, write};
