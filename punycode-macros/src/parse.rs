//! Reads the macro's input: exactly one string literal (a trailing comma is
//! fine), or an error spanned to what is there instead.

use proc_macro2::{Span, TokenStream};
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Expr, ExprLit, Lit, LitStr, Token};

use crate::expand::Macro;

/// The one string literal of `input`, or an error that says what is there
/// instead and what to write.
pub(crate) fn parse(input: TokenStream, name: &str, which: Macro) -> syn::Result<LitStr> {
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
    string_literal(arg, name, which)
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
    let caveat = match which {
        Macro::Idna | Macro::IdnaStrict => {
            " (which does no UTS #46 mapping: the name must already be mapped)"
        }
        _ => "",
    };
    Err(syn::Error::new_spanned(
        found,
        format!(
            "{name}! needs a string literal, found {what}; \
             write the string itself, as in {name}!({example:?}), \
             or for a const expression use {call}{caveat}"
        ),
    ))
}
