//! `to-unicode --display`: each name as a person should see it, with the
//! reasons per label in JSON.

use std::io::{self, Write};
use std::path::Path;

use punycode_core::display::{Policy, check, to_display};
use punycode_core::hostname::Options;

use crate::convert::uts46_failure;
use crate::report::{Args, Origin, excerpt, json};

/// The policy: the default, reading names with `options`, protecting the
/// names of `protect` (one per line, `#` comments).
pub(crate) fn policy(options: Options, protect: Option<&Path>) -> Result<Policy, String> {
    let policy = Policy::default().options(options);
    let Some(path) = protect else {
        return Ok(policy);
    };
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("--protect {}: {e}", path.display()))?;
    let mut names = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let name = line.split('#').next().unwrap_or("").trim();
        if name.is_empty() {
            continue;
        }
        // Checked here to name the line; `protect` then takes them all.
        if let Err(e) = punycode_core::hostname::to_unicode(name, options) {
            return Err(format!(
                "--protect {}: line {}: cannot protect {name:?}: {e}",
                path.display(),
                k + 1,
            ));
        }
        names.push(name);
    }
    policy
        .protect(names)
        .map_err(|e| format!("--protect {}: {e}", path.display()))
}

/// Writes the display form of `name` (already trimmed under `--trim`; in
/// JSON, with its labels); reports a name that is not valid. `Ok(false)`
/// for such a name.
pub(crate) fn one(
    policy: &Policy,
    name: &str,
    input_json: &str,
    origin: Origin,
    args: &Args,
    out: &mut impl Write,
) -> io::Result<bool> {
    let verdict = check(name, policy);
    // A name that checks is shown as its verdict says; one that does not,
    // as `to_display` shows it (as given, or lowercased if ASCII).
    let display = match &verdict {
        Ok(verdict) => verdict.to_string(),
        Err(_) => to_display(name, policy),
    };
    if !args.json {
        writeln!(out, "{display}")?;
        if let Err(e) = &verdict {
            let failure = uts46_failure(*e);
            out.flush()?;
            eprintln!(
                "punycode: {origin}: {} in {} (shown as given)",
                failure.message,
                excerpt(name, failure.position)
            );
        }
        return Ok(verdict.is_ok());
    }
    write!(
        out,
        "{{\"input\":{input_json},\"output\":{}",
        json(&display)
    )?;
    match &verdict {
        Ok(verdict) => {
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
            })?;
        }
        Err(e) => {
            let failure = uts46_failure(*e);
            write!(
                out,
                ",\"error\":{{\"kind\":{},\"code\":{},\"position\":{},\"message\":{}}}",
                json(failure.kind),
                json(failure.code.unwrap_or("")),
                failure.position,
                json(&failure.message)
            )?;
        }
    }
    writeln!(out, "}}")?;
    Ok(verdict.is_ok())
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
