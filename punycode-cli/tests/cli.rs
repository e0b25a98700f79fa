//! The built `punycode` binary, run as a user would: arguments, standard
//! input, errors, invalid UTF-8, JSON, exit codes, and a 100 MB stream.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

use assert_cmd::Command as Cmd;

fn punycode() -> Cmd {
    Cmd::cargo_bin("punycode").unwrap()
}

fn stdout_of(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let out = punycode().args(args).write_stdin(stdin).output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The RFC 3492 samples: (unicode, punycode) from the shared data file.
fn samples() -> Vec<(String, String)> {
    include_str!("../../tests/data/rfc3492-samples.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            let unicode = cols[2]
                .split_whitespace()
                .map(|cp| char::from_u32(u32::from_str_radix(&cp[2..], 16).unwrap()).unwrap())
                .collect();
            (unicode, cols[4].to_owned())
        })
        .collect()
}

#[test]
fn all_rfc_samples_both_ways_as_arguments_and_lines() {
    let samples = samples();
    assert_eq!(samples.len(), 19);
    let unicode: Vec<&str> = samples.iter().map(|s| s.0.as_str()).collect();
    let punycode_: Vec<&str> = samples.iter().map(|s| s.1.as_str()).collect();
    let want_encoded = punycode_.join("\n") + "\n";
    let want_decoded = unicode.join("\n") + "\n";

    let mut args = vec!["encode", "--"];
    args.extend(&unicode);
    assert_eq!(
        stdout_of(&args, b""),
        (0, want_encoded.clone(), String::new())
    );
    let mut args = vec!["decode", "--"];
    args.extend(&punycode_);
    assert_eq!(
        stdout_of(&args, b""),
        (0, want_decoded.clone(), String::new())
    );

    assert_eq!(
        stdout_of(&["encode"], want_decoded.as_bytes()),
        (0, want_encoded.clone(), String::new())
    );
    assert_eq!(
        stdout_of(&["decode"], want_encoded.as_bytes()),
        (0, want_decoded, String::new())
    );
}

#[test]
fn hostnames() {
    assert_eq!(
        stdout_of(&["to-ascii", "Bücher.example", "münchen.example."], b""),
        (
            0,
            "xn--bcher-kva.example\nxn--mnchen-3ya.example.\n".to_owned(),
            String::new()
        )
    );
    assert_eq!(
        stdout_of(&["to-unicode"], b"XN--BCHER-KVA.example\r\n"),
        (0, "bücher.example\n".to_owned(), String::new())
    );
}

#[test]
fn errors_name_the_line_and_carry_on() {
    let (code, out, err) = stdout_of(&["decode"], b"bcher-kva\nbcher-k!a\nmnchen-3ya\n");
    assert_eq!(code, 1);
    assert_eq!(out, "bücher\nmünchen\n");
    assert_eq!(
        err,
        "punycode: line 2: invalid digit '!' at byte 7 in \"bcher-k!a\"\n"
    );
    let (code, out, err) = stdout_of(&["to-ascii", "ok.example", "--", "-bad.example"], b"");
    assert_eq!(code, 1);
    assert_eq!(out, "ok.example\n");
    assert_eq!(
        err,
        "punycode: argument 2: label 0 at byte 0: a label must not start with '-' (UTS #46 \
         CheckHyphens) in \"-bad.example\"\n"
    );
}

#[test]
fn strict_stops_at_the_first_error() {
    for flag in ["--strict", "--fail-fast"] {
        let (code, out, err) = stdout_of(&["decode", flag], b"bcher-kva\n-abc\nmnchen-3ya\n");
        assert_eq!((code, out.as_str()), (1, "bücher\n"), "{flag}");
        assert!(
            err.starts_with("punycode: line 2: invalid digit '-' at byte 0"),
            "{err}"
        );
    }
}

#[test]
fn invalid_utf8_is_reported_with_its_line() {
    let (code, out, err) = stdout_of(&["encode"], b"b\xc3\xbccher\nab\xffc\nok\n");
    assert_eq!(code, 1);
    assert_eq!(out, "bcher-kva\nok-\n");
    assert_eq!(err, "punycode: line 2: invalid UTF-8 at byte 2\n");
}

#[test]
fn json_lines() {
    let (code, out, err) = stdout_of(&["decode", "--json"], b"bcher-kva\nbcher-k!a\n\xff\n");
    assert_eq!(code, 1);
    assert_eq!(err, "");
    assert_eq!(
        out,
        "{\"input\":\"bcher-kva\",\"output\":\"bücher\"}\n\
         {\"input\":\"bcher-k!a\",\"error\":{\"kind\":\"invalid_digit\",\"position\":7,\"message\":\"invalid digit '!' at byte 7\"}}\n\
         {\"input\":\"\u{FFFD}\",\"input_hex\":\"ff\",\"error\":{\"kind\":\"invalid_utf8\",\"position\":0,\"message\":\"invalid UTF-8 at byte 0\"}}\n"
    );
    // Quotes, backslashes and controls are escaped.
    let (_, out, _) = stdout_of(&["encode", "--json", "a\"b\\c\u{1}"], b"");
    assert_eq!(
        out,
        "{\"input\":\"a\\\"b\\\\c\\u0001\",\"output\":\"a\\\"b\\\\c\\u0001-\"}\n"
    );
}

#[test]
fn usage_help_and_version() {
    let (code, _, err) = stdout_of(&["frobnicate"], b"");
    assert_eq!(code, 2);
    assert!(
        err.contains("unrecognized subcommand 'frobnicate'"),
        "{err}"
    );
    let (code, out, _) = stdout_of(&["--help"], b"");
    assert_eq!(code, 0);
    assert!(
        out.contains("Examples:") && out.contains("punycode to-ascii Bücher.example"),
        "{out}"
    );
    let (code, out, _) = stdout_of(&["--version"], b"");
    assert_eq!(
        (code, out),
        (0, format!("punycode {}\n", env!("CARGO_PKG_VERSION")))
    );
}

#[test]
fn a_reader_that_goes_away_is_not_an_error() {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("punycode"))
        .arg("encode")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        for _ in 0..200_000 {
            if stdin.write_all("bücher\n".as_bytes()).is_err() {
                break;
            }
        }
    });
    let mut first = [0u8; 10];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    assert_eq!(&first, b"bcher-kva\n");
    // stdout is dropped here, as `head` would.
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

/// 100 MB of labels through a pipe: every line converted, and the peak
/// memory (`VmHWM`) stays far below the input's size.
#[cfg(target_os = "linux")]
#[test]
fn a_100_mb_stream_in_constant_memory() {
    const LINE: &str = "ünïcödé-label-thät-ïs-fäïrly-löng-for-a-dns-label-bücher\n";
    let lines = 100_000_000 / LINE.len();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("punycode"))
        .arg("encode")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let block = LINE.repeat(1000);
        for _ in 0..lines / 1000 {
            stdin.write_all(block.as_bytes()).unwrap();
        }
    });
    let mut stdout = child.stdout.take().unwrap();
    let expected = format!("{}\n", punycode_core::encode(LINE.trim_end()).unwrap());
    let reader = std::thread::spawn(move || {
        let mut buf = vec![0u8; 1 << 16];
        let (mut count, mut total) = (0usize, 0usize);
        loop {
            let n = stdout.read(&mut buf).unwrap();
            if n == 0 {
                break;
            }
            count += buf[..n].split(|&b| b == b'\n').count() - 1;
            total += n;
        }
        (count, total)
    });
    let mut peak_kb = 0u64;
    while child.try_wait().unwrap().is_none() {
        if let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) {
            if let Some(kb) = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            {
                peak_kb = peak_kb.max(kb);
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    writer.join().unwrap();
    let (count, total) = reader.join().unwrap();
    let whole = lines / 1000 * 1000;
    assert_eq!(count, whole);
    assert_eq!(total, whole * expected.len());
    assert!(child.wait().unwrap().success());
    assert!(peak_kb > 0, "read the peak memory");
    assert!(peak_kb < 20 * 1024, "peak {peak_kb} kB for 100 MB of input");
}

/// The names that the command used to convert to a different hostname:
/// now what UTS #46 gives (values from tr46, see tests/tests/uts46.rs), or
/// an error.
#[test]
fn hostnames_are_mapped_by_uts46() {
    let input = "BÜCHER.de\nПРИМЕР.РФ\nＧＯＯＧＬＥ.com\nｅｘａｍｐｌｅ．com\nbu\u{308}cher.de\n\
                 ❤\u{FE0F}.com\na\u{AD}b.com\nİSTANBUL.tr\nｶﾀｶﾅ.jp\nⅨ.example\n\
                 exa\u{200D}mple.com\nü\u{1} /.com\n";
    let (code, out, err) = stdout_of(&["to-ascii"], input.as_bytes());
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "xn--bcher-kva.de\nxn--e1afmkfd.xn--p1ai\ngoogle.com\nexample.com\nxn--bcher-kva.de\n\
         xn--qei.com\nab.com\nxn--istanbul-o0e.tr\nxn--lcka3d1b.jp\nix.example\n"
    );
    assert!(
        err.contains("line 11: label 0 at byte 3: U+200D: a zero width joiner"),
        "{err}"
    );
    assert!(
        err.contains("line 12: label 0 at byte 2: U+0001: hostnames have only"),
        "{err}"
    );
    // to-unicode refuses what is not a U-label.
    let (code, _, err) = stdout_of(&["to-unicode", "xn--bcher-2pa.de"], b"");
    assert_eq!(code, 1);
    assert!(err.contains("(UTS #46 validity criterion 7)"), "{err}");
}

#[test]
fn profiles_and_flags() {
    let (code, out, _) = stdout_of(&["to-ascii", "--url", "My_Host.Example", "a..b"], b"");
    assert_eq!((code, out.as_str()), (0, "my_host.example\na..b\n"));
    let cdn = "r4---sn-4g5e6nz7.googlevideo.com";
    assert_eq!(stdout_of(&["to-ascii", cdn], b"").0, 1);
    let (code, out, _) = stdout_of(&["to-ascii", "--hyphens", "first-last", cdn], b"");
    assert_eq!((code, out), (0, format!("{cdn}\n")));
    let long = format!("{}.com", "x".repeat(70));
    assert_eq!(stdout_of(&["to-ascii", &long], b"").0, 1);
    assert_eq!(stdout_of(&["to-ascii", "--no-dns-length", &long], b"").0, 0);
    let (code, out, _) = stdout_of(&["to-ascii", "--json", "a_b.c"], b"");
    assert_eq!(code, 1);
    assert!(
        out.starts_with(
            r#"{"input":"a_b.c","error":{"kind":"std3_ascii","code":"U1","position":1,"#
        ),
        "{out}"
    );
}

/// `encode` and `decode` take one label; a hostname or an A-label there is
/// refused with the command to use, not turned into nonsense.
#[test]
fn labels_only_for_encode_and_decode() {
    let (code, out, err) = stdout_of(&["encode", "bücher.de", "bücher"], b"");
    assert_eq!((code, out.as_str()), (1, "bcher-kva\n"));
    assert!(
        err.contains("'.' at byte 7 separates labels") && err.contains("`punycode to-ascii`"),
        "{err}"
    );
    let (code, out, err) = stdout_of(&["decode", "xn--bcher-kva"], b"");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("`punycode decode bcher-kva`"), "{err}");
    // RFC 3492 sample (S) has a '.' but is no hostname: still encoded.
    let (code, out, _) = stdout_of(&["encode", "--", "-> $1.00 <-"], b"");
    assert_eq!((code, out.as_str()), (0, "-> $1.00 <--\n"));
}

/// A huge bad line is quoted as a short excerpt around the error, not whole.
#[test]
fn messages_quote_a_bounded_excerpt() {
    let line = format!("{}!{}\n", "a".repeat(500_000), "b".repeat(500_000));
    let (code, _, err) = stdout_of(&["decode"], line.as_bytes());
    assert_eq!(code, 1);
    assert!(err.len() < 300, "{} bytes", err.len());
    assert!(
        err.contains("at byte 500000") && err.contains("(bytes 499970 to 500030 of 1000001)"),
        "{err}"
    );
}

/// With --keep-lines, output line N answers input line N.
#[test]
fn keep_lines_aligns_output_with_input() {
    let (code, out, err) = stdout_of(
        &["decode", "--keep-lines"],
        b"bcher-kva\nbcher-k!a\nmnchen-3ya\n",
    );
    assert_eq!((code, out.as_str()), (1, "bücher\n\nmünchen\n"));
    assert!(err.contains("line 2"), "{err}");
}

/// A line that is not UTF-8 keeps its place in JSON: lossily decoded, and
/// its bytes in hex, so that output line N still tells which input failed.
#[test]
fn json_keeps_an_input_that_is_not_utf8() {
    let (code, out, _) = stdout_of(&["to-ascii", "--json"], b"B\xfccher.de\nok.example\n");
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "{\"input\":\"B\u{FFFD}cher.de\",\"input_hex\":\"42fc636865722e6465\",\"error\":{\"kind\":\"invalid_utf8\",\"position\":1,\"message\":\"invalid UTF-8 at byte 1\"}}"
    );
    assert_eq!(
        lines[1],
        "{\"input\":\"ok.example\",\"output\":\"ok.example\"}"
    );
}

/// --trim converts each input without the whitespace around it.
#[test]
fn trim_converts_lists_with_whitespace() {
    let input = "  Bücher.de \n\texample.com\t\n";
    let (code, out, err) = stdout_of(&["to-ascii"], input.as_bytes());
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    let (code, out, _) = stdout_of(&["to-ascii", "--trim"], input.as_bytes());
    assert_eq!((code, out.as_str()), (0, "xn--bcher-kva.de\nexample.com\n"));
    // JSON keeps the input as given.
    let (_, out, _) = stdout_of(&["to-ascii", "--trim", "--json"], b" a.b\n");
    assert_eq!(out, "{\"input\":\" a.b\",\"output\":\"a.b\"}\n");
    // And so does --display; an error's position is in the trimmed input.
    let input = " xn--bcher-kva.de \n  a_b.com\n";
    let (code, out, err) = stdout_of(&["to-unicode", "--display", "--trim"], input.as_bytes());
    assert_eq!((code, out.as_str()), (1, "bücher.de\na_b.com\n"));
    assert!(err.contains("\"a_b.com\""), "{err}");
}

/// Each hostname command says what it does.
#[test]
fn to_unicode_has_its_own_help() {
    let help = |command: &str| stdout_of(&[command, "--help"], b"").1;
    let (ascii, unicode) = (help("to-ascii"), help("to-unicode"));
    assert_ne!(ascii, unicode);
    assert!(
        unicode.contains("each A-label (xn--...) is decoded"),
        "{unicode}"
    );
    assert!(unicode.contains("use to-ascii for that"), "{unicode}");
}

#[test]
fn display_shows_unicode_only_where_it_is_safe() {
    // All Cyrillic, like "apple": the A-label; German: Unicode.
    let (code, out, err) = stdout_of(
        &[
            "to-unicode",
            "--display",
            "xn--80ak6aa92e.com",
            "XN--BCHER-KVA.de",
        ],
        b"",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "xn--80ak6aa92e.com\nbücher.de\n");
    // A name that is not valid is written as given (ASCII), and reported.
    let (code, out, err) = stdout_of(&["to-unicode", "--display"], b"a_b.com\nok.com\n");
    assert_eq!(code, 1);
    assert_eq!(out, "a_b.com\nok.com\n");
    assert!(err.starts_with("punycode: line 1: "), "{err}");
    assert!(err.ends_with("(shown as given)\n"), "{err}");
}

/// `--display=firefox` decides as Firefox, `--display=both` writes both
/// browsers' forms side by side (in JSON, each with its reasons).
#[test]
fn display_firefox_and_both() {
    // Greek letters that look Latin under .com: Chromium hides them,
    // Firefox shows them; Cyrillic ones both hide.
    let input = b"xn--mxapd.com\nxn--e1argc3h.com\n";
    let (code, out, _) = stdout_of(&["to-unicode", "--display=firefox"], input);
    assert_eq!(
        (code, out.as_str()),
        (0, "\u{3b9}\u{3ba}\u{3b1}.com\nxn--e1argc3h.com\n")
    );
    let (code, out, _) = stdout_of(&["to-unicode", "--display=both"], input);
    assert_eq!(
        (code, out.as_str()),
        (
            0,
            "xn--mxapd.com\t\u{3b9}\u{3ba}\u{3b1}.com\nxn--e1argc3h.com\txn--e1argc3h.com\n"
        )
    );
    let (_, out, _) = stdout_of(
        &["to-unicode", "--display=both", "--json"],
        b"xn--mxapd.com\n",
    );
    assert!(
        out.starts_with("{\"input\":\"xn--mxapd.com\",\"chromium\":{\"output\":\"xn--mxapd.com\""),
        "{out}"
    );
    assert!(
        out.contains("\"code\":\"whole-script-confusable\""),
        "{out}"
    );
    assert!(
        out.contains("\"firefox\":{\"output\":\"\u{3b9}\u{3ba}\u{3b1}.com\""),
        "{out}"
    );
    // Not a browser.
    assert_eq!(stdout_of(&["to-unicode", "--display=safari"], b"").0, 2);
}

/// `--display` follows the default policy, browsers' rules included, and
/// `--json` names them.
#[test]
fn display_json_gives_the_browsers_reasons() {
    let (code, out, err) = stdout_of(
        &["to-unicode", "--display", "--json"],
        "google一.com\nск.com\nl·l.com\nbücher.de\n".as_bytes(),
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let codes: Vec<(String, Vec<String>)> = out
        .lines()
        .map(|l| {
            let line: serde_json::Value = serde_json::from_str(l).unwrap();
            let codes = line["labels"][0]["reasons"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["code"].as_str().unwrap().to_string())
                .collect();
            (line["output"].as_str().unwrap().to_string(), codes)
        })
        .collect();
    let expected = [
        ("xn--google-gn7i.com", &["cjk-lookalike"][..]),
        ("xn--j1an.com", &["whole-script-confusable"]),
        ("xn--ll-0ea.com", &["context"]),
        ("bücher.de", &[]),
    ];
    assert_eq!(codes.len(), expected.len());
    for ((output, codes), (want, want_codes)) in codes.iter().zip(expected) {
        assert_eq!(output, want);
        assert_eq!(codes, want_codes);
    }
}

#[test]
fn display_json_gives_the_reasons_per_label() {
    let dir = std::env::temp_dir().join(format!("punycode-protect-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("protect.txt");
    std::fs::write(&file, "# ours\ngoogle.com\n\nPayPal.com  # theirs\n").unwrap();
    let file = file.to_str().unwrap();
    let (code, out, err) = stdout_of(
        &["to-unicode", "--display", "--json", "--protect", file],
        "ɡoogle.com\nmail.google.com\n".as_bytes(),
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["output"], "xn--oogle-qmc.com");
    let label = &lines[0]["labels"][0];
    assert_eq!(label["unicode"], "ɡoogle");
    assert_eq!(label["shown"], false);
    let codes: Vec<&str> = label["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["not-allowed", "looks-like"]);
    assert_eq!(
        label["reasons"][1]["message"],
        "the name looks like google.com"
    );
    assert_eq!(lines[1]["output"], "mail.google.com");
    // A protected name that is not valid: the line, and exit status 2.
    std::fs::write(dir.join("bad.txt"), "ok.com\nexa\u{200D}mple.com\n").unwrap();
    let bad = dir.join("bad.txt");
    let (code, _, err) = stdout_of(
        &[
            "to-unicode",
            "--display",
            "--protect",
            bad.to_str().unwrap(),
            "x.com",
        ],
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("line 2: cannot protect"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn idna2008_registration_refuses_what_uts46_maps() {
    let (code, out, _) = stdout_of(
        &[
            "to-ascii",
            "--registration",
            "bücher.example",
            "xn--bcher-kva.de",
            "EXAMPLE.com",
        ],
        b"",
    );
    assert_eq!(
        (code, &*out),
        (0, "xn--bcher-kva.example\nxn--bcher-kva.de\nexample.com\n")
    );
    // UTS #46 lowercases it; registration refuses uppercase.
    let (code, out, _) = stdout_of(&["to-ascii", "Bücher.example"], b"");
    assert_eq!((code, &*out), (0, "xn--bcher-kva.example\n"));
    let (code, out, err) = stdout_of(&["to-ascii", "--registration", "Bücher.example"], b"");
    assert_eq!((code, &*out), (1, ""));
    assert!(err.contains("(RFC 5891 4.2.2)"), "{err}");
    // With --json, the rule that refused.
    let (_, out, _) = stdout_of(
        &["to-ascii", "--registration", "--json", "a\u{b7}l.cat"],
        b"",
    );
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["error"]["code"], "RFC 5892 A.3", "{json}");
    assert_eq!(json["error"]["kind"], "middle_dot", "{json}");
    let (code, out, _) = stdout_of(&["to-unicode", "--registration", "xn--ll-0ea.cat"], b"");
    assert_eq!((code, &*out), (0, "l\u{b7}l.cat\n"));
    // Not with the URL profile, or with --display.
    assert_ne!(
        stdout_of(&["to-ascii", "--registration", "--url", "a"], b"").0,
        0
    );
    assert_ne!(
        stdout_of(&["to-unicode", "--registration", "--display", "a"], b"").0,
        0
    );
}
