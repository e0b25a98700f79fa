"use strict";
// Shared by the tests: the repository's data files, and generated names.
const fs = require("node:fs");
const path = require("node:path");

const repo = path.resolve(__dirname, "..", "..");

/** The hostname corpus of the Rust benchmarks: [class, name] pairs. */
function corpus() {
  return fs
    .readFileSync(path.join(repo, "tests", "data", "hosts-corpus.tsv"), "utf8")
    .split("\n")
    .filter(line => line && !line.startsWith("#"))
    .map(line => line.split("\t"));
}

/** IdnaTestV2.txt's rows, blank columns resolved as its header says. */
function idnaTestV2() {
  const unescape = s =>
    s === "\"\"" ? "" : s.replace(/\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}/g, (_, u, x) => String.fromCodePoint(parseInt(u || x, 16)));
  const status = s => s.replace(/^\[|\]$/g, "").split(",").map(c => c.trim()).filter(Boolean);
  const rows = [];
  const lines = fs.readFileSync(path.join(repo, "tests", "data", "IdnaTestV2.txt"), "utf8").split("\n");
  for (const [k, raw] of lines.entries()) {
    const content = raw.split("#")[0];
    if (!content.trim()) {
      continue;
    }
    const cols = content.split(";").map(c => c.trim());
    const source = unescape(cols[0]);
    const toUnicode = cols[1] ? unescape(cols[1]) : source;
    const toUnicodeStatus = status(cols[2]);
    const toAsciiN = cols[3] ? unescape(cols[3]) : toUnicode;
    const toAsciiNStatus = cols[4] ? status(cols[4]) : toUnicodeStatus;
    const toAsciiT = cols[5] ? unescape(cols[5]) : toAsciiN;
    const toAsciiTStatus = cols[6] ? status(cols[6]) : toAsciiNStatus;
    rows.push({ line: k + 1, source, toUnicode, toUnicodeStatus, toAsciiN, toAsciiNStatus, toAsciiT, toAsciiTStatus });
  }
  return rows;
}

/** RFC 3492's samples: [id, code points as a string, punycode]. */
function rfc3492Samples() {
  const file = path.join(repo, "..", "shared", "testdata", "rfc3492-samples.tsv");
  const local = path.join(repo, "tests", "data", "rfc3492-samples.tsv");
  return fs
    .readFileSync(fs.existsSync(local) ? local : file, "utf8")
    .split("\n")
    .filter(line => line && !line.startsWith("#"))
    .map(line => {
      const cols = line.split("\t");
      const text = cols[2]
        .split(/\s+/)
        .filter(Boolean)
        .map(cp => String.fromCodePoint(parseInt(cp.slice(2), 16)))
        .join("");
      return { id: cols[0], text, punycode: cols[4] };
    });
}

/** A small seeded generator (xorshift), so that a failure can be rerun. */
function rng(seed) {
  let s = BigInt(seed) | 1n;
  const mask = (1n << 64n) - 1n;
  return () => {
    s ^= (s << 13n) & mask;
    s ^= s >> 7n;
    s ^= (s << 17n) & mask;
    return Number(s & 0xffffffffn) / 0x100000000;
  };
}

// Pieces of labels across the rules: scripts, mapped forms, joiners,
// right-to-left text and digits, marks, hyphens, separators, A-labels
// good and bad, the deviations, symbols, and lone surrogates.
const PIECES = [
  "a", "b", "z", "0", "9", "-", "--", "xn--", "XN--", "_", " ", "ß", "ẞ", "ς", "Σ", "\u200C", "\u200D",
  "ü", "u\u0308", "Ü", "İ", "ı", "Ⅸ", "ｅ", "Ｇ", "．", "。", "｡", ".", "\u00AD", "\uFE0F",
  "б", "Б", "α", "ω", "ά", "ה", "ש", "\u05D0\u0308", "ب", "ي", "\u0661", "\u06F1", "1", "\u064A",
  "ก", "\u0E31", "ク", "ヶ", "ー", "・", "中", "文", "한", "\u1100\u1161", "क", "\u094D", "ष",
  "ශ", "\u0DCA", "\u0DBB", "\u0300", "\u0301", "\u0327", "≠", "≮", "☕", "😀", "\u{1F1E9}",
  "xn--bcher-kva", "xn--tda", "xn--zca", "xn--a", "xn--ls8h=", "xn--1ug", "xn--mhb", "xn--80ak6aa92e",
  "\uD800", "\uDFFF", "\uFFFD", "\u0000", "%", "/", "\u2488", "\u{E0100}", "\u{3E8AC}"
];

/** `count` generated names, from `seed`. */
function generatedNames(count, seed) {
  const next = rng(seed);
  const names = [];
  for (let k = 0; k < count; k++) {
    const labels = 1 + Math.floor(next() * 4);
    const parts = [];
    for (let l = 0; l < labels; l++) {
      const pieces = 1 + Math.floor(next() * 5);
      let label = "";
      for (let p = 0; p < pieces; p++) {
        label += PIECES[Math.floor(next() * PIECES.length)];
      }
      if (next() < 0.05) {
        label = label.repeat(1 + Math.floor(next() * 20));
      }
      parts.push(label);
    }
    names.push(parts.join(next() < 0.9 ? "." : "。") + (next() < 0.05 ? "." : ""));
  }
  return names;
}

/** The option sets users pass to tr46. */
const OPTION_SETS = {
  "whatwg-url": { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false, verifyDNSLength: false, transitionalProcessing: false },
  "whatwg-url strict": { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true, verifyDNSLength: true, transitionalProcessing: false },
  "defaults": {},
  "all checks": { checkHyphens: true, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true, verifyDNSLength: true },
  "transitional": { checkHyphens: true, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true, verifyDNSLength: true, transitionalProcessing: true },
  "ignoreInvalidPunycode": { checkBidi: true, checkJoiners: true, ignoreInvalidPunycode: true }
};

module.exports = { corpus, idnaTestV2, rfc3492Samples, generatedNames, OPTION_SETS, rng, repo };
