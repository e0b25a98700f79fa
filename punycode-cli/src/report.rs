//! What every command shares: its arguments ([`Args`]), where an input
//! came from ([`Origin`]), and how inputs and results are written in
//! messages and JSON.

#[derive(clap::Args, Debug)]
#[allow(clippy::struct_excessive_bools, reason = "command-line switches")]
pub(crate) struct Args {
    /// What to convert; read lines from standard input when none are given.
    pub(crate) inputs: Vec<String>,
    /// Stop at the first input that is rejected.
    #[arg(long, alias = "strict")]
    pub(crate) fail_fast: bool,
    /// Write one JSON object per input (input, then output or error) to
    /// standard output; errors are then not repeated on standard error.
    #[arg(long)]
    pub(crate) json: bool,
    /// Write an empty line for each rejected input, so that output line N
    /// answers input N (without it, rejected inputs write nothing to
    /// standard output; errors still go to standard error).
    #[arg(long)]
    pub(crate) keep_lines: bool,
    /// Convert each input without the whitespace around it (for lists
    /// with indentation or trailing spaces); error positions are then byte
    /// offsets in the trimmed input. JSON's "input" is the input as given.
    #[arg(long)]
    pub(crate) trim: bool,
}

/// Where an input came from, for messages.
#[derive(Clone, Copy)]
pub(crate) enum Origin {
    Argument(usize),
    Line(usize),
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Origin::Argument(n) => write!(f, "argument {n}"),
            Origin::Line(n) => write!(f, "line {n}"),
        }
    }
}

/// The input, quoted, for a message: whole when short; else about 60 bytes
/// around `position`, with the elisions marked and the length said, so that
/// a huge bad line does not make a huge message.
pub(crate) fn excerpt(input: &str, position: usize) -> String {
    const WIDTH: usize = 30;
    if input.len() <= 2 * WIDTH + 20 {
        return format!("{input:?}");
    }
    let floor = |mut at: usize| {
        at = at.min(input.len());
        while !input.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let start = floor(position.saturating_sub(WIDTH));
    let end = floor(position.saturating_add(WIDTH));
    let window = format!("{:?}", &input[start..end]);
    let window = window.trim_matches('"');
    format!(
        "\"{}{window}{}\" (bytes {start} to {end} of {})",
        if start > 0 { "…" } else { "" },
        if end < input.len() { "…" } else { "" },
        input.len()
    )
}

/// `bytes` in lowercase hex.
pub(crate) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes
        .iter()
        .fold(String::with_capacity(2 * bytes.len()), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

/// `s` as a JSON string.
pub(crate) fn json(s: &str) -> String {
    use std::fmt::Write as _;

    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
