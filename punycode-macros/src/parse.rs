//! Reads the macro's input: one string literal (a trailing comma is fine),
//! and for `idna!` and `idna_strict!` the options after it, or an error
//! spanned to what is there instead.

use proc_macro2::{Span, TokenStream};
use punycode_core::hostname::{Hyphens, Options};
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Expr, ExprLit, Lit, LitStr, Token};

/// Which of the macros is expanding, named after it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Macro {
    /// `puny!`: a label to Punycode.
    Puny,
    /// `puny_decode!`: Punycode to a label.
    PunyDecode,
    /// `idna!`: a hostname to ASCII, with UTS #46 processing.
    Idna,
    /// `idna_strict!`: the same, for input that processing leaves unchanged.
    IdnaStrict,
}

impl Macro {
    /// A valid input, for messages.
    pub(crate) fn example(self) -> &'static str {
        match self {
            Macro::Puny => "bücher",
            Macro::PunyDecode => "bcher-kva",
            Macro::Idna => "Bücher.example",
            Macro::IdnaStrict => "bücher.example",
        }
    }

    /// The const macro of punycode-core that takes const expressions.
    pub(crate) fn const_macro(self) -> &'static str {
        match self {
            Macro::Puny => "encode_const",
            Macro::PunyDecode => "decode_const",
            // No mapping there: the input must already be mapped.
            Macro::Idna | Macro::IdnaStrict => "to_ascii_const",
        }
    }
}

/// The options `idna!` takes, for messages.
const OPTIONS: &str = "`lookup` (the default), `url` or `registration` (the profile), `hyphens = check | \
                       first_last | allow`, `std3 = true | false`, `bidi = true | false`, \
                       `joiners = true | false`, `dns_length = true | false`";

/// The string literal of `input` and the UTS #46 options after it (for
/// `idna!` and `idna_strict!`; the lookup profile when none), or an error that
/// says what is there instead and what to write.
pub(crate) fn parse(
    input: TokenStream,
    name: &str,
    which: Macro,
) -> syn::Result<(LitStr, Options)> {
    let example = which.example();
    let args = Punctuated::<Expr, Token![,]>::parse_terminated
        .parse2(input)
        .map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("{name}! takes one string literal, as in {name}!({example:?}): {e}"),
            )
        })?;
    let mut args = args.into_iter();
    let Some(arg) = args.next() else {
        return Err(syn::Error::new(
            Span::call_site(),
            format!("{name}! needs a string literal: write {name}!({example:?})"),
        ));
    };
    let lit = string_literal(arg, name, which)?;
    if !matches!(which, Macro::Idna | Macro::IdnaStrict) {
        if let Some(extra) = args.next() {
            let count = 2 + args.count();
            return Err(syn::Error::new_spanned(
                extra,
                format!(
                    "{name}! takes one string literal, found {count} arguments; \
                     remove the extra ones, or call {name}! once per string"
                ),
            ));
        }
        return Ok((lit, Options::lookup()));
    }
    Ok((lit, options(args, name)?))
}

/// The options after `idna!`'s literal.
fn options(args: impl Iterator<Item = Expr>, name: &str) -> syn::Result<Options> {
    let mut options = Options::lookup();
    let mut seen: Vec<String> = Vec::new();
    for arg in args {
        let (key, value) = match &arg {
            Expr::Path(path) => (path_name(&path.path), None),
            Expr::Assign(assign) => match &*assign.left {
                Expr::Path(path) => (path_name(&path.path), Some(&*assign.right)),
                other => return Err(unknown(other, name)),
            },
            other => return Err(unknown(other, name)),
        };
        let Some(key) = key else {
            return Err(unknown(&arg, name));
        };
        if seen.contains(&key) {
            return Err(syn::Error::new_spanned(
                &arg,
                format!("`{key}` is given twice; keep one"),
            ));
        }
        match (key.as_str(), value) {
            ("lookup" | "url" | "registration", None) => {
                // A profile can only be first: an earlier one is `seen[0]`.
                if let Some(first) = seen
                    .first()
                    .filter(|k| matches!(k.as_str(), "lookup" | "url" | "registration"))
                {
                    return Err(syn::Error::new_spanned(
                        &arg,
                        format!("one profile only: `{first}` is given already"),
                    ));
                }
                if !seen.is_empty() {
                    return Err(syn::Error::new_spanned(
                        &arg,
                        format!(
                            "the profile comes first, before the other options: write {name}!(\"...\", {key}, ...)"
                        ),
                    ));
                }
                options = match key.as_str() {
                    "url" => Options::url(),
                    "registration" => Options::registration(),
                    _ => Options::lookup(),
                };
            }
            ("hyphens", Some(value)) => {
                options = options.hyphens(match path_name_of(value).as_deref() {
                    Some("check") => Hyphens::Check,
                    Some("first_last") => Hyphens::CheckFirstLast,
                    Some("allow") => Hyphens::Allow,
                    _ => {
                        return Err(syn::Error::new_spanned(
                            value,
                            "`hyphens` is `check` (no '-' at either end of a label, nor at its 3rd \
                             and 4th character), `first_last` (only the ends) or `allow`",
                        ));
                    }
                });
            }
            ("std3" | "bidi" | "joiners" | "dns_length", Some(value)) => {
                let Expr::Lit(ExprLit {
                    lit: Lit::Bool(on), ..
                }) = value
                else {
                    return Err(syn::Error::new_spanned(
                        value,
                        format!("`{key}` is `true` or `false`"),
                    ));
                };
                let on = on.value;
                options = match key.as_str() {
                    "std3" => options.use_std3_ascii_rules(on),
                    "bidi" => options.check_bidi(on),
                    "joiners" => options.check_joiners(on),
                    _ => options.verify_dns_length(on),
                };
            }
            (key, _) => {
                return Err(syn::Error::new_spanned(
                    &arg,
                    format!(
                        "unknown option `{key}` (or missing its value) for {name}!; the options are {OPTIONS}"
                    ),
                ));
            }
        }
        seen.push(key);
    }
    Ok(options)
}

/// The name of a single-segment path.
fn path_name(path: &syn::Path) -> Option<String> {
    path.get_ident().map(ToString::to_string)
}

/// The name of `expr` when it is a plain name.
fn path_name_of(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Path(path) => path_name(&path.path),
        _ => None,
    }
}

/// An argument after the literal that is no option.
fn unknown(arg: &Expr, name: &str) -> syn::Error {
    syn::Error::new_spanned(
        arg,
        format!("{name}! takes a string literal, then options: {OPTIONS}"),
    )
}

fn string_literal(arg: Expr, name: &str, which: Macro) -> syn::Result<LitStr> {
    let found = match arg {
        // A literal passed through a macro_rules `$x:expr` arrives wrapped in
        // an invisible group.
        Expr::Group(group) => return string_literal(*group.expr, name, which),
        Expr::Lit(ExprLit {
            lit: Lit::Str(lit), ..
        }) => return Ok(lit),
        Expr::Lit(ExprLit { lit, .. }) => {
            let (what, fix) = match &lit {
                Lit::ByteStr(_) => ("a byte string literal", "remove the `b` prefix"),
                Lit::CStr(_) => ("a C string literal", "remove the `c` prefix"),
                Lit::Byte(_) => ("a byte literal", "write it as a string in double quotes"),
                Lit::Char(_) => ("a character literal", "write it in double quotes"),
                Lit::Int(_) => ("an integer literal", "write it in double quotes"),
                Lit::Float(_) => ("a float literal", "write it in double quotes"),
                Lit::Bool(_) => ("a boolean literal", "write it in double quotes"),
                _ => (
                    "a literal of another kind",
                    "write a string in double quotes",
                ),
            };
            return Err(syn::Error::new_spanned(
                lit,
                format!("{name}! needs a string literal, found {what}; {fix}"),
            ));
        }
        other => other,
    };
    let const_macro = which.const_macro();
    let example = which.example();
    let (what, call) = match &found {
        Expr::Path(path) => {
            let name = path
                .path
                .segments
                .iter()
                .map(|segment| segment.ident.to_string())
                .collect::<Vec<_>>()
                .join("::");
            let call = format!("punycode_core::{const_macro}!({name})");
            (format!("a name `{name}`"), call)
        }
        Expr::Macro(_) => (
            "a macro call".to_owned(),
            format!("punycode_core::{const_macro}! with it"),
        ),
        _ => (
            "an expression".to_owned(),
            format!("punycode_core::{const_macro}! with it"),
        ),
    };
    Err(syn::Error::new_spanned(
        found,
        format!(
            "{name}! needs a string literal, found {what}; \
             write the string itself, as in {name}!({example:?}), \
             or for a const expression use {call}"
        ),
    ))
}
