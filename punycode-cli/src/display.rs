//! `to-unicode --display`: each name as a person should see it, with the
//! reasons per label in JSON.

use std::io::{self, Write};
use std::path::Path;

use punycode_core::display::{Policy, Verdict, check, to_display};
use punycode_core::hostname::Options;

use crate::convert::uts46_failure;
use crate::report::{Args, Origin, excerpt, json};

/// Which browser's policy `--display` follows.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Browser {
    /// Chromium's (`Policy::default()`).
    #[default]
    Chromium,
    /// Firefox's (`Policy::firefox()`).
    Firefox,
    /// Both, side by side.
    Both,
}

/// The policies of `browser`, each named, reading names with `options`
/// and protecting the names of `protect` (read once for both).
pub(crate) fn policies(
    browser: Browser,
    options: Options,
    protect: Option<&Path>,
) -> Result<Vec<(&'static str, Policy)>, String> {
    let text = match protect {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|e| format!("--protect {}: {e}", path.display()))?,
        None => String::new(),
    };
    let shown = protect.map_or_else(String::new, |p| p.display().to_string());
    let names = protected(&text, options, &shown)?;
    let mut out = Vec::new();
    for (base, wanted) in [
        (
            Policy::default as fn() -> Policy,
            browser != Browser::Firefox,
        ),
        (Policy::firefox, browser != Browser::Chromium),
    ] {
        if !wanted {
            continue;
        }
        let policy = base().options(options).protect(names.iter().copied());
        let policy = policy.map_err(|e| format!("--protect {shown}: {e}"))?;
        out.push((policy.name(), policy));
    }
    Ok(out)
}

/// The names of a `--protect` file's `text` (one per line, `#` comments),
/// each checked with `options` so that an error names its line.
fn protected<'a>(text: &'a str, options: Options, path: &str) -> Result<Vec<&'a str>, String> {
    let mut names = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let name = line.split('#').next().unwrap_or("").trim();
        if name.is_empty() {
            continue;
        }
        if let Err(e) = punycode_core::hostname::to_unicode(name, options) {
            return Err(format!(
                "--protect {path}: line {}: cannot protect {name:?}: {e}",
                k + 1,
            ));
        }
        names.push(name);
    }
    Ok(names)
}

/// Writes the display form of `name` by each policy (already trimmed
/// under `--trim`; in JSON, with its labels), side by side when there are
/// two; reports a name that is not valid. `Ok(false)` for such a name.
pub(crate) fn one(
    policies: &[(&'static str, Policy)],
    name: &str,
    input_json: &str,
    origin: Origin,
    args: &Args,
    out: &mut impl Write,
) -> io::Result<bool> {
    let verdicts: Vec<_> = policies
        .iter()
        .map(|(browser, policy)| (*browser, check(name, policy), policy))
        .collect();
    // A name that checks is shown as its verdict says; one that does not,
    // as `to_display` shows it (as given, or lowercased if ASCII). Whether
    // a name is valid does not depend on the browser.
    let shown = |verdict: &Result<Verdict, _>, policy: &Policy| match verdict {
        Ok(verdict) => verdict.to_string(),
        Err(_) => to_display(name, policy),
    };
    let error = verdicts[0].1.as_ref().err().copied();
    if !args.json {
        let forms: Vec<String> = verdicts.iter().map(|(_, v, p)| shown(v, p)).collect();
        writeln!(out, "{}", forms.join("\t"))?;
        if let Some(e) = error {
            let failure = uts46_failure(e);
            out.flush()?;
            eprintln!(
                "punycode: {origin}: {} in {} (shown as given)",
                failure.message,
                excerpt(name, failure.position)
            );
        }
        return Ok(error.is_none());
    }
    write!(out, "{{\"input\":{input_json}")?;
    if let [(_, verdict, policy)] = verdicts.as_slice() {
        write!(out, ",\"output\":{}", json(&shown(verdict, policy)))?;
        if let Ok(verdict) = verdict {
            write_labels(out, verdict)?;
        }
    } else {
        for (browser, verdict, policy) in &verdicts {
            write!(
                out,
                ",\"{browser}\":{{\"output\":{}",
                json(&shown(verdict, policy))
            )?;
            if let Ok(verdict) = verdict {
                write_labels(out, verdict)?;
            }
            out.write_all(b"}")?;
        }
    }
    if let Some(e) = error {
        let failure = uts46_failure(e);
        write!(
            out,
            ",\"error\":{{\"kind\":{},\"code\":{},\"position\":{},\"message\":{}}}",
            json(failure.kind),
            json(failure.code.unwrap_or("")),
            failure.position,
            json(&failure.message)
        )?;
    }
    writeln!(out, "}}")?;
    Ok(error.is_none())
}

/// Writes `,"labels":[...]`: each label's forms and reasons.
fn write_labels(out: &mut impl Write, verdict: &Verdict) -> io::Result<()> {
    out.write_all(b",\"labels\":")?;
    write_array(out, verdict.labels(), |out, label| {
        write!(
            out,
            "{{\"unicode\":{},\"ascii\":{},\"shown\":{},\"reasons\":",
            json(label.unicode()),
            json(label.ascii()),
            label.is_shown()
        )?;
        write_array(out, label.reasons(), |out, reason| {
            write!(
                out,
                "{{\"code\":{},\"message\":{}}}",
                json(reason.code()),
                json(&reason.to_string())
            )
        })?;
        out.write_all(b"}")
    })
}

/// Writes `[item, item, ...]`, each item by `each`.
fn write_array<W: Write, T>(
    out: &mut W,
    items: &[T],
    mut each: impl FnMut(&mut W, &T) -> io::Result<()>,
) -> io::Result<()> {
    out.write_all(b"[")?;
    for (k, item) in items.iter().enumerate() {
        if k > 0 {
            out.write_all(b",")?;
        }
        each(out, item)?;
    }
    out.write_all(b"]")
}
