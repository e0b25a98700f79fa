//! The layout: in every folder of the workspace's crates, the modules
//! stand in a declared order, and a module imports only from modules
//! before it (or from its own children). Every path to another module of
//! the crate is read from the sources (`use` trees, and `crate::` /
//! `super::` paths in code; not comments), resolved, and held to
//! [`ORDER`]; a `mod.rs` only declares and re-exports, so a child that
//! reaches an item defined in it imports upward too. The few upward
//! imports there are, each with its reason, are [`ALLOWED`]; any other
//! fails the test, as does a module missing from [`ORDER`].

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Per crate source folder and module folder (`::`-joined path from the
/// crate root; `""` for the root), its modules in order, lowest first.
/// `mod.rs` (or `lib.rs`, `main.rs`) stands above them all.
const ORDER: &[(&str, &str, &[&str])] = &[
    (
        "punycode-core/src",
        "",
        &["punycode", "hostname", "display", "const_macros"],
    ),
    (
        "punycode-core/src",
        "punycode",
        &[
            "bounds", "utf8", "div", "error", "params", "encode", "decode", "fenwick", "slice",
            "string",
        ],
    ),
    (
        "punycode-core/src",
        "punycode::decode",
        &["basic", "fast", "checked"],
    ),
    (
        "punycode-core/src",
        "hostname",
        &[
            "tables", "data", "error", "options", "work", "joiners", "bidi", "mapping", "inert",
            "form", "validity", "idna2008", "label", "name", "ascii", "slice", "string", "owned",
            "rules", "oracle",
        ],
    ),
    (
        "punycode-core/src",
        "hostname::label",
        &["process", "write"],
    ),
    (
        "punycode-core/src",
        "display",
        &[
            "tables",
            "firefox_tables",
            "verdict",
            "data",
            "skeleton",
            "keys",
            "protected",
            "policy",
            "steps",
            "uts39",
            "chromium",
            "firefox",
            "policies",
            "optional",
            "decide",
            "oracle",
        ],
    ),
    ("punycode-macros/src", "", &["parse", "hostname", "expand"]),
    ("punycode-cli/src", "", &["report", "convert", "display"]),
    (
        "idna/src",
        "",
        &["errors", "punycode", "uts46", "deprecated"],
    ),
    (
        "libidn2/src",
        "",
        &[
            "utf8", "rc", "flags", "version", "convert", "locale", "ffi", "calls",
        ],
    ),
    (
        "python/src",
        "",
        &["errors", "text", "engine", "batch", "display", "idna"],
    ),
    (
        "python/src",
        "idna",
        &[
            "surrogates",
            "errors",
            "limits",
            "labels",
            "names",
            "functions",
            "tables",
        ],
    ),
    (
        "tests/src",
        "",
        &[
            "escapes",
            "samples",
            "idna_test",
            "corpus",
            "hosts",
            "bench",
            "strategies",
        ],
    ),
];

/// The upward imports there are, as (crate folder, from module, to
/// module), each with its reason.
const ALLOWED: &[(&str, &str, &str, &str)] = &[(
    "punycode-core/src",
    "const_macros",
    "",
    "`macro_rules!` expand in the caller's crate, where only the public \
     paths reach the API (`$crate::encode_to_slice`, `$crate::hostname::..`)",
)];

/// A module of a crate: its path, and the file that holds it.
struct Module {
    path: Vec<String>,
    file: PathBuf,
}

/// Every module of the crate in `src` with a file of its own.
fn modules(src: &Path) -> Vec<Module> {
    let mut out = Vec::new();
    let mut stack = vec![(src.to_path_buf(), Vec::<String>::new())];
    while let Some((dir, path)) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let entry = entry.expect("an entry").path();
            let name = entry.file_stem().unwrap().to_string_lossy().into_owned();
            if entry.is_dir() {
                let mut child = path.clone();
                child.push(name);
                stack.push((entry, child));
            } else if entry.extension().is_some_and(|e| e == "rs") {
                let mut module = path.clone();
                if !matches!(name.as_str(), "mod" | "lib" | "main") {
                    module.push(name);
                }
                out.push(Module {
                    path: module,
                    file: entry,
                });
            }
        }
    }
    out
}

/// `line` without its string and character literals and its comment.
fn code(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                out.push_str("\"\"");
            }
            '\'' => {
                // A character literal ('x', '\n', '\u{..}'), not a lifetime.
                let rest: Vec<char> = chars.clone().take(12).collect();
                if let Some(end) = rest
                    .iter()
                    .enumerate()
                    .position(|(k, &c)| c == '\'' && k > 0)
                    .filter(|&k| k == 1 || rest[0] == '\\')
                {
                    for _ in 0..=end {
                        chars.next();
                    }
                    out.push_str("' '");
                } else {
                    out.push(c);
                }
            }
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

/// The paths of a `use` tree (`a::{b, c::{d, e}}`), each as its segments.
fn use_paths(tree: &str) -> Vec<Vec<String>> {
    // Renames (`x as y`) out, then spaces.
    let mut plain = String::new();
    let mut rest = tree;
    while let Some(at) = rest.find(" as ") {
        plain.push_str(&rest[..at]);
        rest = &rest[at + 4..];
        rest = &rest[rest.find([',', '}']).unwrap_or(rest.len())..];
    }
    plain.push_str(rest);
    let tree: String = plain.chars().filter(|c| !c.is_whitespace()).collect();
    let mut out = Vec::new();
    expand(&tree, &[], &mut out);
    out
}

fn expand(tree: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
    if let Some(open) = tree.find('{') {
        let head = &tree[..open];
        let inner = &tree[open + 1..tree.rfind('}').expect("a closing brace")];
        let mut base = prefix.to_vec();
        base.extend(head.split("::").filter(|s| !s.is_empty()).map(String::from));
        let mut depth = 0;
        let mut start = 0;
        for (k, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&inner[start..k], &base, out);
                    start = k + 1;
                }
                _ => {}
            }
        }
        if start < inner.len() {
            expand(&inner[start..], &base, out);
        }
    } else {
        let mut path = prefix.to_vec();
        path.extend(tree.split("::").filter(|s| !s.is_empty()).map(String::from));
        if !path.is_empty() {
            out.push(path);
        }
    }
}

/// The paths that start with `crate`, `$crate`, `super` or `self` in code.
fn inline_paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut k = 0;
    while k < bytes.len() {
        if !code.is_char_boundary(k) {
            k += 1;
            continue;
        }
        let rest = &code[k..];
        let starts = ["crate::", "super::"].iter().any(|s| rest.starts_with(s))
            && (k == 0 || !(bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_'));
        if !starts {
            k += 1;
            continue;
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(rest.len());
        let path: Vec<String> = rest[..end]
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        out.push(path);
        k += end.max(1);
    }
    out
}

/// The module a path from module `at` (with `inline` nested inline
/// modules) leads to: the longest prefix that is a known module.
fn resolve(
    path: &[String],
    at: &[String],
    inline: usize,
    known: &BTreeSet<Vec<String>>,
) -> Option<Vec<String>> {
    let mut base: Vec<String>;
    let mut segments = path.iter().peekable();
    match segments.peek().map(|s| s.as_str()) {
        Some("crate" | "$crate") => {
            segments.next();
            base = Vec::new();
        }
        Some("super") => {
            base = at.to_vec();
            let mut inline = inline;
            while segments.peek().map(|s| s.as_str()) == Some("super") {
                segments.next();
                if inline > 0 {
                    inline -= 1;
                } else {
                    base.pop()?;
                }
            }
        }
        Some("self") => {
            segments.next();
            base = at.to_vec();
        }
        _ => return None,
    }
    let mut best = base.clone();
    for s in segments {
        base.push(s.clone());
        if known.contains(&base) {
            best.clone_from(&base);
        } else {
            break;
        }
    }
    Some(best)
}

/// Every import from one module of `src`'s crate to another: (from, to).
fn imports(src: &Path) -> BTreeSet<(Vec<String>, Vec<String>)> {
    let modules = modules(src);
    let known: BTreeSet<Vec<String>> = modules.iter().map(|m| m.path.clone()).collect();
    let mut out = BTreeSet::new();
    for module in &modules {
        let text = std::fs::read_to_string(&module.file).expect("a source file");
        // Inline modules (`mod tests { .. }`): the brace depth each opened at.
        let mut inline: Vec<usize> = Vec::new();
        let mut depth = 0usize;
        let mut statement = String::new();
        for line in text.lines() {
            let line = code(line);
            // A visibility (`pub(in super::super)`) names no import.
            let line = match line.find("pub(in ") {
                Some(at) => {
                    let end = line[at..].find(')').map_or(line.len(), |e| at + e + 1);
                    format!("{}{}", &line[..at], &line[end..])
                }
                None => line,
            };
            let trimmed = line.trim();
            let use_at = trimmed
                .strip_prefix("pub(crate) ")
                .or_else(|| trimmed.strip_prefix("pub "))
                .unwrap_or(trimmed);
            let mut paths = Vec::new();
            if !statement.is_empty() || use_at.starts_with("use ") {
                statement.push_str(use_at.strip_prefix("use ").unwrap_or(use_at));
                if statement.contains(';') {
                    let tree = statement.split(';').next().unwrap_or_default().to_owned();
                    paths.extend(use_paths(&tree));
                    statement.clear();
                }
            } else {
                paths.extend(inline_paths(&line));
            }
            for path in paths {
                if let Some(to) = resolve(&path, &module.path, inline.len(), &known)
                    && to != module.path
                {
                    out.insert((module.path.clone(), to));
                }
            }
            // `mod name {`, with any visibility.
            let opens_inline = trimmed.ends_with('{')
                && (trimmed.starts_with("mod ")
                    || trimmed.starts_with("pub") && trimmed.contains(" mod "));
            if opens_inline {
                inline.push(depth);
            }
            depth = (depth + line.matches('{').count()).saturating_sub(line.matches('}').count());
            while inline.last().is_some_and(|&d| depth <= d) {
                inline.pop();
            }
        }
    }
    out
}

/// Whether an import from `from` to `to` goes up, and in which folder:
/// where the two part, the rank of `from`'s side against `to`'s.
fn upward(src: &str, from: &[String], to: &[String]) -> Result<Option<String>, String> {
    let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
    let folder = from[..common].join("::");
    // `to` is an ancestor of `from`: an item of its `mod.rs`, above it.
    if common == to.len() {
        return Ok(Some(folder));
    }
    // `from` is an ancestor of `to`: a module into its own child.
    if common == from.len() {
        return Ok(None);
    }
    let order = ORDER
        .iter()
        .find(|(s, f, _)| *s == src && *f == folder)
        .map(|(_, _, order)| *order)
        .ok_or_else(|| format!("{src}: no order for the folder `{folder}`"))?;
    let rank = |name: &str| {
        order
            .iter()
            .position(|m| *m == name)
            .ok_or_else(|| format!("{src}: `{name}` has no place in the order of `{folder}`"))
    };
    Ok((rank(&from[common])? < rank(&to[common])?).then_some(folder))
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The upward imports of every crate: (crate folder, folder, from, to).
fn upward_imports() -> Vec<(String, String, String, String)> {
    let mut found = Vec::new();
    let sources: BTreeSet<&str> = ORDER.iter().map(|(src, _, _)| *src).collect();
    for src in sources {
        for (from, to) in imports(&root().join(src)) {
            match upward(src, &from, &to) {
                Ok(None) => {}
                Ok(Some(folder)) => {
                    found.push((src.to_owned(), folder, from.join("::"), to.join("::")));
                }
                Err(e) => panic!("{e}"),
            }
        }
    }
    found
}

#[test]
fn imports_go_one_way() {
    let found = upward_imports();
    let unexpected: Vec<String> = found
        .iter()
        .filter(|(src, _, from, to)| {
            !ALLOWED
                .iter()
                .any(|(s, f, t, _)| s == src && f == from && t == to)
        })
        .map(|(src, folder, from, to)| format!("{src} `{folder}`: `{from}` imports `{to}`"))
        .collect();
    assert!(
        unexpected.is_empty(),
        "upward imports:\n{}",
        unexpected.join("\n")
    );
    // Each allowed one is still there (else it goes from the list).
    for (src, from, to, _) in ALLOWED {
        assert!(
            found
                .iter()
                .any(|(s, _, f, t)| s == src && f == from && t == to),
            "{src}: `{from}` no longer imports `{to}`: take it off ALLOWED"
        );
    }
}

/// The checker finds what it is for: an import from a module to one after
/// it, to its folder's `mod.rs`, in a `use` tree, in code, and through
/// `super` out of an inline test module.
#[test]
fn the_checker_sees_upward_imports() {
    let known: BTreeSet<Vec<String>> = [
        vec![],
        vec!["hostname".to_owned()],
        vec!["hostname".to_owned(), "name".to_owned()],
        vec!["hostname".to_owned(), "label".to_owned()],
    ]
    .into_iter()
    .collect();
    let at = ["hostname".to_owned(), "label".to_owned()];
    let paths = use_paths("super::{name::{MAX, convert}, Options}");
    let resolved: Vec<_> = paths
        .iter()
        .map(|p| resolve(p, &at, 0, &known).unwrap().join("::"))
        .collect();
    assert_eq!(resolved, ["hostname::name", "hostname::name", "hostname"]);
    let inline = inline_paths(&code("x = super::name::convert(a); // super::label"));
    assert_eq!(inline.len(), 1);
    // From `label`'s test module, `super` is `label` itself.
    let from_tests = resolve(&inline[0], &at, 1, &known).unwrap().join("::");
    assert_eq!(from_tests, "hostname::label");
    let up = |from: &[&str], to: &[&str]| {
        let f: Vec<String> = from.iter().map(|s| (*s).to_owned()).collect();
        let t: Vec<String> = to.iter().map(|s| (*s).to_owned()).collect();
        upward("punycode-core/src", &f, &t).unwrap()
    };
    let hostname = Some("hostname".to_owned());
    assert_eq!(up(&["hostname", "label"], &["hostname", "name"]), hostname);
    assert_eq!(up(&["hostname", "name"], &["hostname", "label"]), None);
    assert_eq!(up(&["hostname", "label"], &["hostname"]), hostname);
    assert_eq!(up(&["hostname"], &["hostname", "label"]), None);
    assert_eq!(
        up(&["punycode", "encode"], &["hostname", "name"]),
        Some(String::new())
    );
}
