//! `punycode`: encode, decode and convert hostnames from the shell.
//!
//! Converts its arguments, or each line of standard input when there are
//! none, streaming: memory stays constant however long the input (it holds
//! one line at a time), and output is flushed whenever the input pauses, so
//! it works in interactive pipes and stops quietly when the reader (`head`)
//! goes away.

mod convert;
mod display;
mod report;

use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use punycode_core::hostname::{Hyphens, Options};

use crate::convert::{Conversion, Failure};
use crate::report::{Args, Origin, excerpt, hex, json};

/// Encode, decode and convert hostnames (RFC 3492 Punycode, A-labels and
/// U-labels).
#[derive(Parser, Debug)]
#[command(
    name = "punycode",
    version,
    about,
    after_help = "\
Examples:
  punycode encode bücher                  # bcher-kva
  punycode decode bcher-kva               # bücher
  punycode to-ascii Bücher.example        # xn--bcher-kva.example
  punycode to-ascii ＭÜＮＣＨＥＮ。de       # xn--mnchen-3ya.de (mapped by UTS #46)
  punycode to-ascii --url My_Host.Example # my_host.example
  punycode to-unicode xn--bcher-kva.example
  punycode to-unicode --display xn--80ak6aa92e.com  # stays ASCII: all Cyrillic, like apple.com
  cut -f1 hosts.tsv | punycode to-ascii --json

Output: one line per converted input; a rejected input writes nothing there
(use --keep-lines for an empty line, or --json) and a message on standard
error. Exit status: 0 when every input converted, 1 when some input was
rejected, 2 on a usage or I/O error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Encode Unicode labels as Punycode (no `xn--` prefix).
    Encode(Args),
    /// Decode Punycode labels (no `xn--` prefix).
    Decode(Args),
    /// Convert hostnames to ASCII (A-labels) by UTS #46, as browsers do.
    #[command(long_about = HOST_HELP)]
    ToAscii(HostArgs),
    /// Convert hostnames to Unicode (U-labels) by UTS #46.
    #[command(long_about = UNICODE_HELP)]
    ToUnicode(UnicodeArgs),
}

const HOST_HELP: &str = "\
Convert hostnames by UTS #46 (Unicode IDNA Compatibility Processing), the
processing browsers apply. Each name is mapped: letters lowercased (also
non-ASCII ones, like \u{130} and \u{421}), fullwidth and compatibility forms
replaced (\u{FF27} -> g, \u{2168} -> ix), ignored characters dropped (soft
hyphen, variation selectors), then normalized to NFC. Then it is checked:
no disallowed characters, only letters, digits and '-' in ASCII, no '-' at
either end of a label or in positions 3 and 4, the bidi rules (RFC 5893), the
joiner rules (RFC 5892), A-labels that decode to a valid label, and DNS lengths
(63-byte labels, 253-byte names; a trailing root dot is allowed). Options
relax the checks; --url applies the URL Standard's profile instead.";

const UNICODE_HELP: &str = "\
Convert hostnames to Unicode by UTS #46 (Unicode IDNA Compatibility
Processing): each A-label (xn--...) is decoded, and refused unless what it
decodes to is a valid label (no disallowed or unnormalized characters, no
plain ASCII, the hyphen, bidi (RFC 5893) and joiner (RFC 5892) rules); other
labels are mapped as to-ascii maps them (lowercased, fullwidth and
compatibility forms replaced, ignored characters dropped, NFC) and checked.
The output is the name as a person reads it (and how to compare two names),
not a name to send to DNS: use to-ascii for that. Lengths are not checked.
Options relax the checks; --url applies the URL Standard's profile instead.";

/// `to-unicode`'s arguments: a hostname conversion, and the display mode.
#[derive(clap::Args, Debug)]
struct UnicodeArgs {
    #[command(flatten)]
    host: HostArgs,
    /// Show each name as a person should see it: a label in Unicode only
    /// where that is safe, else as its A-label, as a browser decides:
    /// chromium (the default: UTS #39's identifier profile and script
    /// mixing, no lookalikes of Latin under TLDs that do not expect the
    /// script, and Chromium's other rules), firefox (the checks of
    /// Firefox's IDN service), or both (side by side, separated by a tab; in JSON
    /// an object per browser). Every input is written; a name that is not
    /// valid is written as given (ASCII lowercased, labels that are not
    /// ASCII as Punycode) and reported. With --json, each label's forms and
    /// the reasons it is not shown.
    #[arg(
        long,
        value_enum,
        value_name = "BROWSER",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "chromium",
        conflicts_with = "registration"
    )]
    display: Option<display::Browser>,
    /// With --display: names to protect, one per line ('#' starts a
    /// comment); a name that looks like one of them, and is not it or under
    /// it, is shown in ASCII.
    #[arg(long, value_name = "FILE", requires = "display")]
    protect: Option<std::path::PathBuf>,
}

/// The profile and flags of a hostname conversion.
#[derive(clap::Args, Debug)]
struct HostArgs {
    #[command(flatten)]
    args: Args,
    /// The URL Standard's profile (what browsers accept in a URL): ASCII other
    /// than its forbidden domain code points is allowed ('_' too), no hyphen
    /// rules, no length limits.
    #[arg(long, conflicts_with = "registration")]
    url: bool,
    /// IDNA2008 registration (RFC 5891 section 4), as a registry checks a
    /// name to register, in place of UTS #46: nothing is mapped (so
    /// uppercase, symbols and emoji are refused, not lowercased or kept),
    /// every code point must be permitted by RFC 5892 (PVALID, or CONTEXTJ
    /// and CONTEXTO with their rules), in NFC, with the hyphen, leading
    /// mark and Bidi rules; A-labels are decoded and checked. With --json,
    /// an error's "code" names the RFC rule (such as "RFC 5892 A.3").
    #[arg(long)]
    registration: bool,
    /// The hyphen rule: 'check' (default; no '-' at either end, no '--' in
    /// positions 3 and 4), 'first-last' (only the ends: for names like
    /// r4---sn-4g5e6nz7.googlevideo.com) or 'allow' (default with --url).
    #[arg(long, value_enum)]
    hyphens: Option<HyphensArg>,
    /// Do not check DNS lengths or empty labels.
    #[arg(long)]
    no_dns_length: bool,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum HyphensArg {
    Check,
    FirstLast,
    Allow,
}

impl HostArgs {
    fn options(&self) -> Options {
        let mut options = if self.url {
            Options::url()
        } else if self.registration {
            Options::registration()
        } else {
            Options::lookup()
        };
        if let Some(hyphens) = self.hyphens {
            options = options.hyphens(match hyphens {
                HyphensArg::Check => Hyphens::Check,
                HyphensArg::FirstLast => Hyphens::CheckFirstLast,
                HyphensArg::Allow => Hyphens::Allow,
            });
        }
        if self.no_dns_length {
            options = options.verify_dns_length(false);
        }
        options
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let policy;
    let (conversion, args) = match cli.command {
        Command::Encode(args) => (Conversion::Encode, args),
        Command::Decode(args) => (Conversion::Decode, args),
        Command::ToAscii(host) => (Conversion::ToAscii(host.options()), host.args),
        Command::ToUnicode(unicode) if unicode.display.is_some() => {
            let browsers = unicode.display.unwrap_or_default();
            policy = match display::policies(
                browsers,
                unicode.host.options(),
                unicode.protect.as_deref(),
            ) {
                Ok(policy) => policy,
                Err(message) => {
                    eprintln!("punycode: {message}");
                    return ExitCode::from(2);
                }
            };
            (Conversion::Display(&policy), unicode.host.args)
        }
        Command::ToUnicode(unicode) => (
            Conversion::ToUnicode(unicode.host.options()),
            unicode.host.args,
        ),
    };
    match run(conversion, &args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        // The reader went away (`| head`): stop quietly.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("punycode: {e}");
            ExitCode::from(2)
        }
    }
}

/// Converts every input; `Ok(false)` when some were rejected.
fn run(conversion: Conversion<'_>, args: &Args) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut all_ok = true;
    if !args.inputs.is_empty() {
        for (k, input) in args.inputs.iter().enumerate() {
            all_ok &= one(
                conversion,
                Ok(input.as_str()),
                Origin::Argument(k + 1),
                args,
                &mut out,
            )?;
            if !all_ok && args.fail_fast {
                break;
            }
        }
        out.flush()?;
        return Ok(all_ok);
    }
    let mut reader = BufReader::with_capacity(64 * 1024, io::stdin().lock());
    let mut line = Vec::new();
    let mut number = 0;
    loop {
        // About to wait for input: show what is done so far.
        if reader.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        number += 1;
        let text = strip_newline(&line);
        let input = std::str::from_utf8(text).map_err(|e| (e.valid_up_to(), text));
        all_ok &= one(conversion, input, Origin::Line(number), args, &mut out)?;
        if !all_ok && args.fail_fast {
            break;
        }
    }
    out.flush()?;
    Ok(all_ok)
}

fn strip_newline(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Converts one input (or reports it as invalid UTF-8 at a byte offset,
/// with its bytes) and writes the result; `Ok(false)` when it was rejected.
fn one(
    conversion: Conversion<'_>,
    input: Result<&str, (usize, &[u8])>,
    origin: Origin,
    args: &Args,
    out: &mut impl Write,
) -> io::Result<bool> {
    // The input as given, for JSON: a line that is not UTF-8 is written
    // lossily, and its bytes in hex beside it.
    let (input_json, raw) = match input {
        Ok(input) => (json(input), String::new()),
        Err((_, bytes)) => (
            json(&String::from_utf8_lossy(bytes)),
            format!(",\"input_hex\":\"{}\"", hex(bytes)),
        ),
    };
    // What is converted: with --trim, without the whitespace around it
    // (positions are then offsets in that).
    let input = match input {
        Ok(input) if args.trim => Ok(input.trim()),
        input => input,
    };
    if let (Conversion::Display(policy), Ok(input)) = (conversion, input) {
        return display::one(policy, input, &input_json, origin, args, out);
    }
    let result = match input {
        Ok(input) => conversion.apply(input),
        Err((at, _)) => Err(Failure::invalid_utf8(at)),
    };
    match (&result, args.json) {
        (Ok(output), false) => writeln!(out, "{output}")?,
        (Ok(output), true) => {
            writeln!(
                out,
                "{{\"input\":{input_json},\"output\":{}}}",
                json(output)
            )?;
        }
        (Err(failure), false) => {
            if args.keep_lines {
                writeln!(out)?;
            }
            // Keep stdout and stderr in order for a reader of both.
            out.flush()?;
            match input {
                Ok(input) => eprintln!(
                    "punycode: {origin}: {} in {}",
                    failure.message,
                    excerpt(input, failure.position)
                ),
                Err(_) => eprintln!("punycode: {origin}: {}", failure.message),
            }
        }
        (Err(failure), true) => {
            writeln!(
                out,
                "{{\"input\":{input_json}{raw},\"error\":{{\"kind\":{},{}\"position\":{},\"message\":{}}}}}",
                json(failure.kind),
                failure
                    .code
                    .map_or_else(String::new, |c| format!("\"code\":{},", json(c))),
                failure.position,
                json(&failure.message),
            )?;
        }
    }
    Ok(result.is_ok())
}
